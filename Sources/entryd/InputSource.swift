/// What one read from an input gave.
enum ReadResult: Equatable {
    /// This many bytes were placed at the start of the buffer.
    case bytes(Int)
    /// One writer of a followed named pipe finished; more may come.
    case writerEnded
    /// The input ended.
    case end
    /// A signal interrupted the wait; check whether to stop, then read again.
    case interrupted
    /// The input cannot be read; the `errno`.
    case failed(Int32)
}

/// A source of input bytes for ``EventPump``.
protocol InputSource {
    /// The name for messages: the path, or "standard input".
    var name: String { get }
    /// Whether a read would return at once, without waiting for a writer.
    mutating func hasInputReady() -> Bool
    /// Reads up to `buffer.count` bytes, waiting for them if needed.
    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> ReadResult
    /// Releases the input.
    mutating func close()
}
