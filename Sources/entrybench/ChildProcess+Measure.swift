#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension ChildProcess {
    /// Runs `path arguments` to completion through a fresh copy of the
    /// benchmark (`entrybench --measure-child`), so that its peak memory
    /// is its own.
    ///
    /// NB: Linux folds the peak memory of the address space a process
    /// leaves at `exec` into its `ru_maxrss`. A child of `posix_spawn` (a
    /// `vfork`) leaves its parent's, so spawned straight from a benchmark
    /// that has just compiled a 100,000-route table, a 20 MiB daemon
    /// reports 200 MiB; and any process that links Foundation starts at
    /// about 16 MiB of mapped library pages. So a fresh launcher `fork`s
    /// (the copy holds only the launcher's few private pages, not its
    /// libraries') and `exec`s the command: the floor left is about 2 MiB,
    /// which the report prints as "measurement floor".
    ///
    /// - Parameters:
    ///   - output: Where the command's standard output goes (`/dev/null` to discard it).
    /// - Throws: ``BenchError`` when the launcher cannot run the command.
    static func measure(_ path: String, _ arguments: [String], output: String = "/dev/null") throws(BenchError) -> Exit
    {
        var launcher = try ChildProcess(
            FileSystem.executablePath(), ["--measure-child", output, path] + arguments, output: .pipe)
        var report: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(launcher.outputReader, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            report += buffer[..<count]
        }
        let launched = try launcher.wait()
        var fields: [String: Int] = [:]
        for field in String(decoding: report, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard launched.status == 0, let status = fields["status"], let wall = fields["wall-ns"],
            let peak = fields["peak-bytes"]
        else {
            throw BenchError("the launcher could not run \(path) (status \(launched.status))")
        }
        return Exit(status: Int32(status), wallNanoseconds: Double(wall), peakResidentBytes: peak)
    }

    /// The launcher's side of ``measure(_:_:output:)``: runs the command
    /// with `fork` and `exec` and returns the line to print.
    /// - Throws: ``BenchError`` when the command cannot be started.
    static func launch(_ command: [String], output: String) throws(BenchError) -> String {
        let input = open("/dev/null", O_RDONLY)
        let destination = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard input >= 0, destination >= 0 else { throw BenchError("cannot open /dev/null or \(output)") }
        // NB: everything the child needs is made before the fork, so that
        // between fork and exec it calls only async-signal-safe functions.
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let start = Timing.clock.now
        let pid = argv.withUnsafeBufferPointer { pointers in
            let pid = fork()
            if pid == 0 {
                dup2(input, 0)
                dup2(destination, 1)
                signal(SIGPIPE, SIG_DFL)
                execv(pointers[0]!, pointers.baseAddress!)
                _exit(127)
            }
            return pid
        }
        close(input)
        close(destination)
        guard pid > 0 else { throw BenchError("cannot fork to run \(command[0])") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for process \(pid)") }
        }
        let exit = Exit(status: status, usage: usage, wallNanoseconds: Timing.nanoseconds(Timing.clock.now - start))
        return "status=\(exit.status) wall-ns=\(Int(exit.wallNanoseconds)) peak-bytes=\(exit.peakResidentBytes)\n"
    }
}
