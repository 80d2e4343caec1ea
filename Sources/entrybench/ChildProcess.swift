#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A process started with `posix_spawn` and reaped with `wait4`, whose
/// wall time and peak resident memory the benchmark reads.
///
/// ```swift
/// let exit = try ChildProcess.run(".build/release/entryd", ["--input", path], output: .discard)
/// exit.wallNanoseconds, exit.peakResidentBytes
/// ```
struct ChildProcess {
    /// Where the child's standard input comes from.
    enum Input {
        /// `/dev/null`.
        case null
        /// A pipe whose writing end the parent holds (``inputWriter``).
        case pipe
    }

    /// Where the child's standard output goes.
    enum Output {
        /// `/dev/null`.
        case discard
        /// A file, created or emptied.
        case file(String)
        /// A pipe whose reading end the parent holds (``outputReader``).
        case pipe
    }

    /// How a child ended.
    struct Exit {
        /// The exit code, or 128 plus the signal that ended it.
        var status: Int32
        /// From just before the spawn to the return of `wait4`.
        var wallNanoseconds: Double
        /// The child's peak resident set size (`ru_maxrss`).
        var peakResidentBytes: Int

        init(status: Int32, wallNanoseconds: Double, peakResidentBytes: Int) {
            self.status = status
            self.wallNanoseconds = wallNanoseconds
            self.peakResidentBytes = peakResidentBytes
        }

        /// Reads a `wait4` status and usage.
        init(status: Int32, usage: rusage, wallNanoseconds: Double) {
            // NB: WIFEXITED and friends are macros Swift does not import.
            let signal = status & 0x7F
            self.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            self.wallNanoseconds = wallNanoseconds
            #if canImport(Darwin)
                peakResidentBytes = Int(usage.ru_maxrss)  // bytes on Darwin
            #else
                peakResidentBytes = Int(usage.ru_maxrss) * 1_024  // KiB on Linux
            #endif
        }
    }

    /// The child's process id.
    let pid: pid_t
    /// When the spawn began.
    let start: ContinuousClock.Instant
    /// The parent's end of the child's standard input, or -1.
    private(set) var inputWriter: Int32
    /// The parent's end of the child's standard output, or -1.
    private(set) var outputReader: Int32

    /// Starts `path` with `arguments`; the child's standard error is the parent's.
    /// - Throws: ``BenchError`` when the process cannot be started.
    init(_ path: String, _ arguments: [String], input: Input = .null, output: Output = .discard) throws(BenchError) {
        let files = Self.SpawnSetup()
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        switch input {
        case .null: files.open(0, "/dev/null", O_RDONLY)
        case .pipe:
            inputPipe = try Self.makePipe()
            files.duplicate(inputPipe[0], to: 0)
        }
        switch output {
        case .discard: files.open(1, "/dev/null", O_WRONLY)
        case .file(let name): files.open(1, name, O_WRONLY | O_CREAT | O_TRUNC)
        case .pipe:
            outputPipe = try Self.makePipe()
            files.duplicate(outputPipe[1], to: 1)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = Timing.clock.now
        let result = files.spawn(&pid, path, argv)
        // NB: the child's ends are closed at once, so the parent sees end of
        // file as soon as the child closes or exits.
        for descriptor in [inputPipe[0], outputPipe[1]] where descriptor >= 0 { close(descriptor) }
        guard result == 0 else {
            for descriptor in [inputPipe[1], outputPipe[0]] where descriptor >= 0 { close(descriptor) }
            throw BenchError("cannot start \(path): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        self.start = start
        self.inputWriter = inputPipe[1]
        self.outputReader = outputPipe[0]
    }

    /// Runs `path` to completion.
    /// - Throws: ``BenchError`` when the process cannot be started or reaped.
    static func run(_ path: String, _ arguments: [String], output: Output = .discard) throws(BenchError) -> Exit {
        var child = try ChildProcess(path, arguments, input: .null, output: output)
        return try child.wait()
    }

    /// Closes the child's standard input, so that it sees end of file.
    mutating func closeInput() {
        if inputWriter >= 0 { close(inputWriter) }
        inputWriter = -1
    }

    /// Waits for the child to end, closing the parent's pipe ends first.
    /// - Throws: ``BenchError`` when `wait4` fails.
    mutating func wait() throws(BenchError) -> Exit {
        closeInput()
        if outputReader >= 0 { close(outputReader) }
        outputReader = -1
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for process \(pid)") }
        }
        return Exit(status: status, usage: usage, wallNanoseconds: Timing.nanoseconds(Timing.clock.now - start))
    }

    /// Sends `SIGKILL`, for a child that stopped answering.
    func terminate() {
        _ = kill(pid, SIGKILL)
    }

    /// A pipe whose two ends are closed on exec (the spawn duplicates the one the child needs).
    private static func makePipe() throws(BenchError) -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BenchError("cannot make a pipe") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }
}
