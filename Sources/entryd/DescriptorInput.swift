#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Input from a file descriptor: standard input, a file, or a named pipe
/// (FIFO), read with `read(2)` and waited on with `poll(2)`.
///
/// Waiting polls the input together with the signal trap's wake pipe, so a
/// SIGINT or SIGTERM ends any wait. A descriptor this type opens is
/// non-blocking: it reads first and polls only when nothing is there
/// (`EAGAIN`) or right after opening, when a named pipe may have no writer
/// yet. Standard input is left as the caller set it up (changing its flags
/// would change them for the parent too); when it blocks, every read is
/// preceded by a poll so the wait stays interruptible.
///
/// With `follow`, the end of a named pipe's input (its writer closed it) is
/// reported as ``ReadResult/writerEnded``, and the next read reopens the
/// path and waits for the next writer.
final class DescriptorInput: InputSource {
    let name: String
    private let path: String?
    private let follow: Bool
    private let wake: Int32
    private var descriptor: Int32
    private var blocking: Bool
    private var mustWait: Bool
    private var bytesSinceOpen = 0
    private var reopenPending = false

    /// Standard input.
    /// - Parameter wake: The signal trap's wake pipe, or -1.
    init(standardInputWakingOn wake: Int32) {
        name = "standard input"
        path = nil
        follow = false
        self.wake = wake
        descriptor = STDIN_FILENO
        blocking = fcntl(STDIN_FILENO, F_GETFL) & O_NONBLOCK == 0
        // NB: without a wake pipe there is nothing to poll for but the input itself.
        mustWait = blocking && wake >= 0
    }

    /// Opens `path`, a file or a named pipe.
    /// - Throws: ``EntrydError/unreadableInput(path:code:)`` when it cannot be
    ///   opened or is a directory; ``EntrydError/usage(_:)`` when `follow` is
    ///   asked for something other than a named pipe.
    init(path: String, follow: Bool, wakingOn wake: Int32) throws(EntrydError) {
        name = path
        self.path = path
        self.follow = follow
        self.wake = wake
        descriptor = systemOpen(path, Self.flags(blocking: false))
        guard descriptor >= 0 else { throw .unreadableInput(path: path, code: errno) }
        blocking = false
        mustWait = true
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR {
                systemClose(descriptor)
                throw .unreadableInput(path: path, code: EISDIR)
            }
            if follow, kind != S_IFIFO {
                systemClose(descriptor)
                throw .usage("option '--follow' needs a named pipe, and \(path) is not one")
            }
        }
    }

    func hasInputReady() -> Bool {
        guard descriptor >= 0, !reopenPending else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> ReadResult {
        if reopenPending, let failure = reopen() { return failure }
        while true {
            if mustWait {
                switch waitForInput() {
                case .ready: mustWait = blocking && wake >= 0
                case .interrupted: return .interrupted
                case .failed(let code): return .failed(code)
                }
            }
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count > 0 {
                bytesSinceOpen += count
                return .bytes(count)
            }
            if count == 0 { return endOfInput() }
            switch errno {
            case EINTR: return .interrupted
            case EAGAIN, EWOULDBLOCK: mustWait = true
            case let code: return .failed(code)
            }
        }
    }

    func close() {
        if path != nil, descriptor >= 0 { systemClose(descriptor) }
        descriptor = -1
    }

    /// What a wait for input ended with.
    private enum Wait {
        /// Data, the end of the input or an error, which the read then reports.
        case ready
        /// A signal.
        case interrupted
        /// `poll(2)` failed; the `errno`.
        case failed(Int32)
    }

    /// Waits until the input is readable or a signal arrives.
    private func waitForInput() -> Wait {
        var entries = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),  // NB: poll skips a negative fd
        ]
        if poll(&entries, nfds_t(entries.count), -1) < 0 {
            return errno == EINTR ? .interrupted : .failed(errno)
        }
        if entries[1].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 16)
            while systemRead(wake, &drain, drain.count) > 0 {}
            return .interrupted
        }
        return .ready
    }

    /// The end of the input, or with `follow` of one writer's input.
    private func endOfInput() -> ReadResult {
        guard follow else { return .end }
        systemClose(descriptor)
        descriptor = -1
        reopenPending = true
        return .writerEnded
    }

    /// Reopens the named pipe for the next writer; `nil` when done.
    private func reopen() -> ReadResult? {
        guard let path else { return .end }
        // NB: a non-blocking open returns at once and the poll that follows
        // waits for a writer, interruptibly. A platform whose poll reports a
        // hang-up before any writer came would spin, so after a writer that
        // sent nothing the open blocks instead (a signal still ends it: the
        // handler has no SA_RESTART).
        let blockingOpen = bytesSinceOpen == 0
        let opened = systemOpen(path, Self.flags(blocking: blockingOpen))
        guard opened >= 0 else { return errno == EINTR ? .interrupted : .failed(errno) }
        descriptor = opened
        reopenPending = false
        bytesSinceOpen = 0
        blocking = blockingOpen
        mustWait = true
        return nil
    }

    private static func flags(blocking: Bool) -> Int32 {
        O_RDONLY | O_CLOEXEC | (blocking ? 0 : O_NONBLOCK)
    }
}

// NB: the C functions under names that do not clash with this type's methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
