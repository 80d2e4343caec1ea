import EntryPoints

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Splits a byte stream into lines, chunk by chunk, with bounded memory.
///
/// Never holds more than one line of at most `maximumLineBytes` bytes: a
/// longer line is reported as `Line/tooLong(number:)` and skipped as its
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
    /// Whether `pending` was last handed out as a complete line (cleared before it is reused).
    private var completedPending = false

    /// The longest line by default: 1 MiB, the event format's limit, which
    /// `entryd`, fixtures and `EntryRecorder`'s lines share.
    public static let defaultMaximumLineBytes = EntryRecorder.maximumLineBytes

    /// A reader whose lines hold at most `maximumLineBytes` bytes (default 1 MiB).
    public init(maximumLineBytes: Int = defaultMaximumLineBytes) {
        self.maximumLineBytes = max(1, maximumLineBytes)
    }

    /// Feeds the next chunk of input, reporting each line it completes.
    public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ handle: (Line) -> Void) {
        var position = 0
        while let line = nextLine(in: chunk, at: &position) { handle(line) }
    }

    /// The next line that `chunk` completes from `position` on, advancing
    /// `position` past it; `nil` once the rest of the chunk is held (or skipped)
    /// until the next chunk.
    ///
    /// The pull form of `feed(_:_:)-(UnsafeBufferPointer<UInt8>,_)`, for callers that handle each line in
    /// their own loop (no closure, so no isolation check per line).
    public mutating func nextLine(in chunk: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Line? {
        if completedPending {
            pending.removeAll(keepingCapacity: pending.capacity <= 64 * 1024)
            completedPending = false
        }
        let count = chunk.count
        while position < count {
            let start = position
            guard let newline = Self.firstNewline(in: chunk, from: start) else {
                position = count
                if let line = append(UnsafeBufferPointer(rebasing: chunk[start..<count])) { return line }
                return nil
            }
            position = newline + 1
            if skipping {
                skipping = false
                continue
            }
            if pending.isEmpty {
                lineNumber += 1
                if newline - start > maximumLineBytes { return .tooLong(number: lineNumber) }
                return .complete(number: lineNumber, bytes: UnsafeBufferPointer(rebasing: chunk[start..<newline]))
            }
            if let line = append(UnsafeBufferPointer(rebasing: chunk[start..<newline])) {
                // Too long: reported now; the newline ends the skipped line.
                skipping = false
                return line
            }
            lineNumber += 1
            // NB: the pending bytes stay valid until the next call, which clears them first.
            completedPending = true
            return pending.withUnsafeBufferPointer { .complete(number: lineNumber, bytes: $0) }
        }
        return nil
    }

    /// Feeds a chunk given as an array.
    public mutating func feed(_ chunk: [UInt8], _ handle: (Line) -> Void) {
        chunk.withUnsafeBufferPointer { feed($0, handle) }
    }

    /// Ends the input: reports a last line that had no `\n`.
    public mutating func finish(_ handle: (Line) -> Void) {
        if completedPending {
            pending.removeAll(keepingCapacity: pending.capacity <= 64 * 1024)
            completedPending = false
        }
        if skipping {
            skipping = false
        } else if !pending.isEmpty {
            lineNumber += 1
            let number = lineNumber
            pending.withUnsafeBufferPointer { handle(.complete(number: number, bytes: $0)) }
        }
        pending.removeAll()
    }

    /// Holds part of a line; once it passes the limit, returns its report and skips the rest.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Line? {
        if completedPending {
            pending.removeAll(keepingCapacity: pending.capacity <= 64 * 1024)
            completedPending = false
        }
        guard !skipping else { return nil }
        if pending.count + bytes.count > maximumLineBytes {
            lineNumber += 1
            pending.removeAll()
            skipping = true
            return .tooLong(number: lineNumber)
        }
        pending.append(contentsOf: bytes)
        return nil
    }

    private static func firstNewline(in chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < chunk.count, let base = chunk.baseAddress else { return nil }
        // NB: memchr scans a word or a vector at a time, not a byte at a time.
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), chunk.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
