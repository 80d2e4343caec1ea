/// A reusable, growable run of bytes in raw memory: where the fast path
/// writes a miss's sentence before escaping it into its output.
///
/// NB: a class over raw memory rather than a `[UInt8]`, whose appends check
/// uniqueness and capacity in a generic path; and a core type, so that
/// ``Router`` writes into it with a writer specialised in this module. Its
/// fields are `@exclusivity(unchecked)`: a miss's sentence is written byte
/// by byte, and the runtime checks on a class's fields cost 153 more
/// instructions per line of the standard workload (3,994 → 4,147,
/// `scripts/callgrind-per-event`, 2026-11-26).
final class ByteScratch: ByteSink {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of bytes written since the last ``removeAll()``.
    @exclusivity(unchecked) private(set) var count = 0

    /// An empty scratch with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Forgets the bytes written, keeping the memory.
    func removeAll() { count = 0 }

    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        storage[count] = byte
        count += 1
    }

    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    private func grow(to needed: Int) {
        var size = capacity * 2
        while size < needed { size *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = size
    }
}
