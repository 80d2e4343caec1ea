/// Splits a byte stream into lines, chunk by chunk, with bounded memory.
///
/// Never holds more than one line of at most ``maximumLineBytes`` bytes: a
/// longer line is reported as ``Line/tooLong(number:)`` and skipped as its
/// bytes arrive, without ever being buffered whole. Lines end at `\n`
/// (the `\n` is not part of the line); a last line without one counts when
/// the input ends.
///
/// ```swift
/// var reader = LineReader(maximumLineBytes: 1 << 20)
/// reader.feed(chunk) { line in … }
/// reader.finish { line in … }
/// ```
public struct LineReader: Sendable {
    /// One line, or the report that a line was too long.
    public enum Line {
        /// A complete line: its 1-based number and its bytes (valid only during the callback).
        case complete(number: Int, bytes: UnsafeBufferPointer<UInt8>)
        /// A line longer than the limit, skipped.
        case tooLong(number: Int)
    }

    /// The longest line accepted, in bytes, without its `\n`.
    public let maximumLineBytes: Int
    /// The number of the last line reported.
    public private(set) var lineNumber = 0
    private var pending: [UInt8] = []
    private var skipping = false

    public init(maximumLineBytes: Int = 1 << 20) {
        self.maximumLineBytes = max(1, maximumLineBytes)
    }

    /// Feeds the next chunk of input, reporting each line it completes.
    public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ handle: (Line) -> Void) {
        var start = 0
        let count = chunk.count
        while start < count {
            guard let newline = Self.firstNewline(in: chunk, from: start) else {
                append(UnsafeBufferPointer(rebasing: chunk[start..<count]), handle)
                return
            }
            if skipping {
                skipping = false
            } else if pending.isEmpty {
                lineNumber += 1
                if newline - start > maximumLineBytes {
                    handle(.tooLong(number: lineNumber))
                } else {
                    handle(.complete(number: lineNumber, bytes: UnsafeBufferPointer(rebasing: chunk[start..<newline])))
                }
            } else {
                append(UnsafeBufferPointer(rebasing: chunk[start..<newline]), handle)
                if skipping {
                    skipping = false
                } else {
                    lineNumber += 1
                    let number = lineNumber
                    pending.withUnsafeBufferPointer { handle(.complete(number: number, bytes: $0)) }
                }
                pending.removeAll(keepingCapacity: pending.capacity <= 64 * 1024)
            }
            start = newline + 1
        }
    }

    /// Feeds a chunk given as an array.
    public mutating func feed(_ chunk: [UInt8], _ handle: (Line) -> Void) {
        chunk.withUnsafeBufferPointer { feed($0, handle) }
    }

    /// Ends the input: reports a last line that had no `\n`.
    public mutating func finish(_ handle: (Line) -> Void) {
        if skipping {
            skipping = false
        } else if !pending.isEmpty {
            lineNumber += 1
            let number = lineNumber
            pending.withUnsafeBufferPointer { handle(.complete(number: number, bytes: $0)) }
        }
        pending.removeAll()
    }

    /// Holds part of a line; once it passes the limit, reports it and skips the rest.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, _ handle: (Line) -> Void) {
        guard !skipping else { return }
        if pending.count + bytes.count > maximumLineBytes {
            lineNumber += 1
            handle(.tooLong(number: lineNumber))
            pending.removeAll()
            skipping = true
            return
        }
        pending.append(contentsOf: bytes)
    }

    private static func firstNewline(in chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < chunk.count {
            if chunk[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return nil
    }
}
