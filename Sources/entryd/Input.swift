#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What entryd reads when no `--input` names a path.
enum Input: Sendable {
    /// The process's standard input.
    case standardInput
    /// Bytes in memory, handed out `chunkSize` at a time (for tests that
    /// call entryd in-process and want to place chunk boundaries).
    case bytes([UInt8], chunkSize: Int = 64 * 1024)
    /// Text in memory that stands for a person typing at a terminal (for
    /// tests of what entryd tells that person).
    case terminal(String)

    /// UTF-8 text in memory.
    static func text(_ text: String, chunkSize: Int = 64 * 1024) -> Input {
        .bytes(Array(text.utf8), chunkSize: chunkSize)
    }

    /// Whether a person is typing the input: standard input is a terminal.
    var isTerminal: Bool {
        switch self {
        case .standardInput: isatty(STDIN_FILENO) == 1
        case .bytes: false
        case .terminal: true
        }
    }
}
