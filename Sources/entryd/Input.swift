/// What entryd reads when no `--input` names a path.
enum Input: Sendable {
    /// The process's standard input.
    case standardInput
    /// Bytes in memory, handed out `chunkSize` at a time (for tests that
    /// call entryd in-process and want to place chunk boundaries).
    case bytes([UInt8], chunkSize: Int = 64 * 1024)

    /// UTF-8 text in memory.
    static func text(_ text: String, chunkSize: Int = 64 * 1024) -> Input {
        .bytes(Array(text.utf8), chunkSize: chunkSize)
    }
}
