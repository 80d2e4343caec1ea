#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signal number that asked entryd to stop, or 0.
///
/// NB: a signal handler may only do async-signal-safe work, so the handler
/// stores the number in a plain `Int32` (the role of C's `volatile
/// sig_atomic_t`) and writes one byte to the wake pipe. The handler is the
/// only writer while it is installed; the main thread reads it, and resets
/// it only before installing. Swift cannot check a handler's exclusivity,
/// hence `nonisolated(unsafe)`.
nonisolated(unsafe) private var caughtSignal: Int32 = 0
/// The write end of the wake pipe, for the handler (see ``caughtSignal``).
nonisolated(unsafe) private var wakeWriteEnd: Int32 = -1
/// Non-zero while a stop signal ends entryd at once (see ``SignalTrap/stopsAtOnce``).
nonisolated(unsafe) private var exitsOnStop: Int32 = 0

/// Records a stop signal and wakes a `poll(2)` that waits on the wake pipe.
private func handleStopSignal(_ number: Int32) {
    // NB: `_exit` is async-signal-safe; nothing is buffered in a phase that sets this.
    if exitsOnStop != 0 { _exit(0) }
    let savedErrno = errno
    caughtSignal = number
    var byte: UInt8 = 1
    _ = write(wakeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Catches SIGINT and SIGTERM (so entryd finishes the current line, flushes
/// and exits 0) and ignores SIGPIPE (so a closed output pipe shows up as
/// `EPIPE` on write, a quiet end, instead of killing the process), for as
/// long as it is installed.
///
/// The handlers are installed without `SA_RESTART`, so a signal makes a
/// blocking `open(2)`, `read(2)` or `poll(2)` return `EINTR`; and each also
/// writes to a pipe (the self-pipe trick) that the reader polls together with
/// its input, so a signal that lands just before `poll(2)` still wakes it.
/// SIGINT and SIGTERM are unblocked while the trap is installed, since a
/// parent may pass them on blocked. With `SA_RESETHAND`, a second signal of the same kind is not caught: it
/// ends entryd at once, as when the output is stuck.
///
/// ``restore()`` puts back the previous dispositions, so tests that call
/// entryd in-process leave their process as it was.
@MainActor
final class SignalTrap {
    /// The read end of the wake pipe: readable once a stop signal arrived; -1 when not catching.
    let wakeDescriptor: Int32
    private let catchesStopSignals: Bool
    private var previous: [(signal: Int32, action: sigaction)] = []
    private var previousMask: sigset_t?

    /// Installs the handlers.
    /// - Parameters:
    ///   - catchingStopSignals: Whether to catch SIGINT and SIGTERM.
    ///   - ignoringBrokenPipes: Whether to ignore SIGPIPE.
    init(catchingStopSignals: Bool, ignoringBrokenPipes: Bool) {
        var ends: [Int32] = [-1, -1]
        if catchingStopSignals, pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            catchesStopSignals = true
        } else {
            catchesStopSignals = false
        }
        wakeDescriptor = ends[0]
        if catchesStopSignals {
            caughtSignal = 0
            wakeWriteEnd = ends[1]
            // NB: no SA_RESTART, so blocking calls return EINTR; see the type's comment.
            let flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            install(SIGINT, handler: handleStopSignal, flags: flags)
            install(SIGTERM, handler: handleStopSignal, flags: flags)
            // NB: a blocked signal is inherited across exec, and parents that
            // spawn from a thread pool (Foundation's Process under Swift
            // concurrency does) pass SIGINT and SIGTERM on blocked: unblock
            // them, or they would stay pending and never stop entryd.
            var stopSignals = sigset_t()
            sigemptyset(&stopSignals)
            sigaddset(&stopSignals, SIGINT)
            sigaddset(&stopSignals, SIGTERM)
            var old = sigset_t()
            if pthread_sigmask(SIG_UNBLOCK, &stopSignals, &old) == 0 { previousMask = old }
        }
        if ignoringBrokenPipes { install(SIGPIPE, handler: SIG_IGN, flags: 0) }
    }

    /// Whether a SIGINT or SIGTERM asked entryd to stop.
    var stopRequested: Bool { catchesStopSignals && caughtSignal != 0 }

    /// Whether a stop signal ends entryd at once, with status 0, instead of
    /// being recorded for the read loop.
    ///
    /// NB: on while entryd works without reading events (loading the table
    /// and its association files, `check`, `aasa`): those phases have no
    /// loop that could look at ``stopRequested``, and nothing of theirs is
    /// buffered, so ending at once loses nothing and is prompt whatever the
    /// table costs (issue 27). A signal caught before it is turned on ends
    /// entryd as it is turned on.
    var stopsAtOnce: Bool {
        get { exitsOnStop != 0 }
        set {
            guard catchesStopSignals else { return }
            exitsOnStop = newValue ? 1 : 0
            if newValue, caughtSignal != 0 { _exit(0) }
        }
    }

    /// Whether a stop signal has been caught since a trap was installed, for
    /// code without the trap at hand (a blocked write).
    nonisolated static var stopCaught: Bool { caughtSignal != 0 }

    /// Puts back the dispositions found at installation and closes the wake pipe.
    func restore() {
        for (signal, action) in previous.reversed() {
            var action = action
            sigaction(signal, &action, nil)
        }
        previous.removeAll()
        if var mask = previousMask {
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            previousMask = nil
        }
        if catchesStopSignals {
            exitsOnStop = 0
            close(wakeDescriptor)
            close(wakeWriteEnd)
            wakeWriteEnd = -1
        }
    }

    private func install(_ signal: Int32, handler: (@convention(c) (Int32) -> Void)?, flags: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var old = sigaction()
        if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
    }
}
