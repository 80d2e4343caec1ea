#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where entryd writes: a file descriptor, or memory (for tests that call
/// ``Entryd/run(arguments:input:output:errors:)`` in-process).
enum Output: Sendable {
    /// A file descriptor, written with `write(2)`.
    case descriptor(Int32)
    /// Memory that a test reads afterwards.
    case capture(OutputCapture)

    /// Standard output.
    static var standardOutput: Output { .descriptor(STDOUT_FILENO) }
    /// Standard error.
    static var standardError: Output { .descriptor(STDERR_FILENO) }

    /// What became of a write.
    enum WriteResult: Equatable {
        /// Every byte was written.
        case written
        /// The reader closed the pipe (`EPIPE`).
        case closed
        /// Another error; the `errno`.
        case failed(Int32)
    }

    /// Writes all of `bytes`, retrying after signals and partial writes.
    @MainActor
    func write(_ bytes: UnsafeRawBufferPointer) -> WriteResult {
        switch self {
        case .capture(let capture):
            capture.bytes.append(contentsOf: bytes)
            return .written
        case .descriptor(let descriptor):
            return Self.write(bytes, to: descriptor)
        }
    }

    /// Writes all of `bytes`.
    @MainActor
    func write(_ bytes: [UInt8]) -> WriteResult {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes `text` as UTF-8.
    @MainActor
    @discardableResult
    func write(_ text: String) -> WriteResult {
        write(Array(text.utf8))
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> WriteResult {
        var offset = 0
        // NB: the descriptor's flags, when a stop signal made writes non-blocking;
        // put back before returning, since the descriptor may be a terminal's.
        var flags: Int32?
        defer { if let flags { _ = fcntl(descriptor, F_SETFL, flags) } }
        while offset < bytes.count {
            // NB: once a SIGINT or SIGTERM came, a reader that takes nothing must
            // not keep entryd from stopping promptly: writes stop blocking, and a
            // second without progress drops the rest as a closed pipe does.
            if flags == nil, SignalTrap.stopCaught {
                flags = fcntl(descriptor, F_GETFL)
                _ = fcntl(descriptor, F_SETFL, flags! | O_NONBLOCK)
            }
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count >= 0 {
                offset += count
                continue
            }
            switch errno {
            case EINTR:
                // NB: a SIGINT or SIGTERM while the reader is slow: the results
                // already made are still written as long as the reader takes some
                // every second (see the top of the loop).
                continue
            case EAGAIN, EWOULDBLOCK:
                // NB: a descriptor made non-blocking: wait until it takes more.
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&entry, 1, SignalTrap.stopCaught ? 1_000 : -1) == 0 { return .closed }
            case EPIPE:
                return .closed
            case let code:
                return .failed(code)
            }
        }
        return .written
    }
}

/// Bytes that entryd wrote to memory instead of a file descriptor.
@MainActor
final class OutputCapture {
    /// Everything written so far.
    var bytes: [UInt8] = []

    init() {}

    /// The bytes as text (invalid UTF-8 repaired).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// `write(2)`, under a name that does not clash with ``Output/write(_:)-swift.method``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
