import EntryPoints

/// Where the fast path writes one result line: the end of an
/// ``OutputBuffer``'s bytes and of its room, held in registers, so an append
/// is a compare, a store and an add, with no load of the buffer's count.
///
/// NB: made by ``OutputBuffer/cursor(reserving:)`` and handed back by
/// ``OutputBuffer/commit(_:)``; nothing else may write to the buffer in
/// between. An append that does not fit grows the buffer (rare: the first
/// reservation covers a common line).
struct OutputCursor: ByteSink {
    /// The buffer written to.
    unowned(unsafe) let buffer: OutputBuffer
    /// The next byte to write.
    var position: UnsafeMutablePointer<UInt8>
    /// The end of the buffer's room.
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

    /// `"`, `bytes` and `"`: a string found to need no escape.
    @inline(__always)
    mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        if end - position < count + 2 { grow(count + 2) }
        position.initialize(to: UInt8(ascii: "\""))
        if let base = bytes.baseAddress {
            ByteCopy.copy(from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(position + 1), count: count)
        }
        position[count + 1] = UInt8(ascii: "\"")
        position += count + 2
    }

    /// An ASCII literal.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A result member's key (`ResultMember.key`, `,"name":`) as the first of its line: `{` in place of its comma.
    @inline(__always)
    mutating func appendOpening(_ key: StaticString) {
        append(key)
        (position - key.utf8CodeUnitCount).pointee = UInt8(ascii: "{")
    }

    /// Makes room for `extra` more bytes: the buffer takes what was written, grows, and the cursor moves to its end.
    @inline(never)
    private mutating func grow(_ extra: Int) {
        buffer.commit(self)
        self = buffer.cursor(reserving: extra)
    }
}

extension OutputBuffer {
    /// A cursor at the end of the waiting bytes, with room for at least `extra` more.
    @inline(__always)
    func cursor(reserving extra: Int) -> OutputCursor {
        reserve(extra)
        return OutputCursor(buffer: self, position: unsafeEnd, end: unsafeEnd + (capacity - count))
    }

    /// Takes the bytes `cursor` wrote as waiting bytes.
    @inline(__always)
    func commit(_ cursor: OutputCursor) {
        advance(by: unsafeEnd.distance(to: cursor.position))
    }
}
