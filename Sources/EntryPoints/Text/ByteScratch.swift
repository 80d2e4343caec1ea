/// A reusable, growable run of bytes in raw memory: where the fast path
/// writes a miss's sentence before escaping it into its output.
///
/// NB: a class over raw memory rather than a `[UInt8]`, whose appends check
/// uniqueness and capacity in a generic path; and a core type, so that
/// ``Router`` writes into it with a writer specialised in this module. Its
/// fields are `@exclusivity(unchecked)`: a miss's sentence is written byte
/// by byte, and the runtime checks on a class's fields cost 153 more
/// instructions per line of the standard workload (3,994 → 4,147,
/// `scripts/callgrind-per-event`, 2026-11-26). Writers write through its
/// ``Cursor`` (a ``ByteSink`` held in registers), not through the class.
final class ByteScratch {
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

    /// A cursor at the end of the bytes, with room for at least `extra` more.
    @inline(__always)
    func cursor(reserving extra: Int) -> Cursor {
        if count + extra > capacity { grow(to: count + extra) }
        return Cursor(scratch: self, position: storage + count, end: storage + capacity)
    }

    /// Takes the bytes `cursor` wrote.
    @inline(__always)
    func commit(_ cursor: Cursor) {
        count = storage.distance(to: cursor.position)
    }

    /// Where ``Router`` writes a routed URL's `params`: the end of the bytes and of the room,
    /// held in registers, so an append is a compare, a store and an add, with no load of the
    /// scratch's count. Nothing else may write to the scratch between
    /// ``ByteScratch/cursor(reserving:)`` and ``ByteScratch/commit(_:)``.
    struct Cursor {
        unowned(unsafe) let scratch: ByteScratch
        var position: UnsafeMutablePointer<UInt8>
        var end: UnsafeMutablePointer<UInt8>

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            if position == end { grow(1) }
            position.initialize(to: byte)
            position += 1
        }

        @inline(__always)
        mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            if end - position < count { grow(count) }
            ByteCopy.copy(from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(position), count: count)
            position += count
        }

        /// `"`, `bytes` and `"`, with one check for room.
        @inline(__always)
        mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            if end - position < count + 2 { grow(count + 2) }
            position.initialize(to: JSONByte.quotationMark)
            if let base = bytes.baseAddress {
                ByteCopy.copy(from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(position + 1), count: count)
            }
            position[count + 1] = JSONByte.quotationMark
            position += count + 2
        }

        @inline(never)
        private mutating func grow(_ extra: Int) {
            scratch.commit(self)
            self = scratch.cursor(reserving: extra)
        }
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

/// A cursor is a sink too, so a writer generic over sinks writes through it in registers.
extension ByteScratch.Cursor: ByteSink {}
