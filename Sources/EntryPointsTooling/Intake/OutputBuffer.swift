import EntryPoints

/// The bytes of result lines waiting to be written: a growable buffer
/// that the front end writes out and clears.
///
/// NB: a class over raw memory rather than a `[UInt8]`, because appending to
/// an array costs a uniqueness and capacity check per call, and the fast
/// path appends a dozen short pieces per event.
///
/// NB: `@exclusivity(unchecked)`: the buffer has one owner (its session, on
/// one actor) and no method hands out access that could overlap another, so
/// the runtime's dynamic exclusivity checks would only cost time per append.
public final class OutputBuffer {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    /// The number of bytes waiting.
    @exclusivity(unchecked) public private(set) var count = 0
    /// The bytes the buffer holds before it grows.
    @exclusivity(unchecked) public private(set) var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// Whether no bytes are waiting.
    public var isEmpty: Bool { count == 0 }

    /// A copy of the waiting bytes.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Calls `body` with the waiting bytes.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: count))
    }

    /// Forgets the waiting bytes; without `keepingCapacity`, shrinks back to the initial size.
    public func removeAll(keepingCapacity: Bool = true) {
        count = 0
        if !keepingCapacity && capacity > 1 << 16 {
            storage.deallocate()
            capacity = 1 << 16
            storage = .allocate(capacity: capacity)
        }
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
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

    /// Where the next byte goes (room for it is the caller's to reserve).
    @inline(__always)
    var unsafeEnd: UnsafeMutablePointer<UInt8> { storage + count }

    /// Counts `written` more bytes as waiting, written past the end by ``OutputCursor``.
    @inline(__always)
    func advance(by written: Int) {
        assert(count + written <= capacity, "OutputBuffer: written past its capacity")
        count += written
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let length = bytes.count
        reserve(length)
        ByteCopy.copy(from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(storage + count), count: length)
        count += length
    }

    /// Appends `"`, `bytes` and `"` with one capacity check: a string the
    /// encoder has found needs no escape (``ResultEncoder``'s fragments).
    @inline(__always)
    func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        reserve(length + 2)
        storage[count] = UInt8(ascii: "\"")
        if let base = bytes.baseAddress {
            ByteCopy.copy(from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(storage + count + 1), count: length)
        }
        storage[count + 1 + length] = UInt8(ascii: "\"")
        count += length + 2
    }

    /// Appends an ASCII literal.
    @inline(__always)
    func append(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a result member's key (`ResultMember.key`, `,"name":`) as the first of its
    /// line: `{` in place of its comma.
    @inline(__always)
    func appendOpening(_ key: StaticString) {
        let position = count
        append(key)
        storage[position] = UInt8(ascii: "{")
    }

    /// Appends the decimal digits of a non-negative `value`.
    func appendInteger(_ value: Int) {
        reserve(20)
        // NB: digits are written once, from the right, into a small stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = 20
            var rest = UInt(bitPattern: value)
            repeat {
                position -= 1
                digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            (storage + count).update(from: digits.baseAddress! + position, count: 20 - position)
            count += 20 - position
        }
    }
}

/// Lets the JSON writer append to the buffer through `inout`.
struct OutputSink: ByteSink {
    let buffer: OutputBuffer
    func append(_ byte: UInt8) { buffer.append(byte) }
    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) { buffer.append(contentsOf: bytes) }
}

extension OutputBuffer {
    /// Appends `bytes` (valid UTF-8) as a quoted, escaped JSON string, exactly as `JSONWriter` does.
    func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
        var sink = OutputSink(buffer: self)
        JSONWriter.writeString(bytes, to: &sink)
    }

    /// Appends `text` as a quoted, escaped JSON string.
    func appendJSONString(_ text: String) {
        var sink = OutputSink(buffer: self)
        JSONWriter.writeString(text, to: &sink)
    }
}
