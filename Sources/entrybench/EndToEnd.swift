#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// End-to-end figures, each from a child process so that its peak memory
/// is its own: the entryd binary a path names, and the engine run by
/// `entrybench --engine-only` (the same loop without the daemon's front end).
struct EndToEnd {
    /// The time a child allows itself to answer before it is declared stuck.
    static let answerTimeoutMilliseconds: Int32 = 2_000

    /// Throughput and memory of one command over one input.
    struct Throughput {
        /// Events in the input.
        var events: Int
        /// Median wall time over the runs, spawn to exit.
        var medianWallNanoseconds: Double
        /// The largest peak resident set size over the runs.
        var peakResidentBytes: Int
        /// How many runs.
        var runs: Int

        /// Events per second at the median wall time.
        var eventsPerSecond: Double { Double(events) / (medianWallNanoseconds / 1e9) }
    }

    /// The standard workload and its generated inputs.
    let workload: Workload

    /// Runs `path arguments` `runs` times over an input of `events` events, output discarded (or kept in a file).
    /// - Throws: ``BenchError`` when a run cannot start or exits with a non-zero status.
    func throughput(
        _ path: String, _ arguments: [String], events: Int, runs: Int, output: String = "/dev/null"
    ) throws(BenchError) -> Throughput {
        var walls: [Double] = []
        var peak = 0
        for _ in 0..<max(1, runs) {
            let exit = try ChildProcess.measure(path, arguments, output: output)
            guard exit.status == 0 else {
                throw BenchError("\(path) \(arguments.joined(separator: " ")) exited with status \(exit.status)")
            }
            walls.append(exit.wallNanoseconds)
            peak = max(peak, exit.peakResidentBytes)
        }
        return Throughput(
            events: events, medianWallNanoseconds: Timing.median(walls), peakResidentBytes: peak, runs: walls.count)
    }

    /// Why the entryd at `path` cannot be measured yet, or `nil` when it answers
    /// the first 1,000 standard events with 1,000 result lines.
    func entrydProblem(_ path: String) -> String? {
        guard FileSystem.isExecutable(path) else {
            return "no executable at \(path) (swift build -c release --product entryd)"
        }
        let outputPath = workload.scratch + "/entryd-check.jsonl"
        defer { FileSystem.remove(outputPath) }
        let arguments = ["--routes", workload.routesPath, "--input", workload.sampleEventsPath]
        guard let exit = try? ChildProcess.run(path, arguments, output: .file(outputPath)) else {
            return "\(path) cannot be started"
        }
        guard exit.status == 0 else {
            return "entryd exits with status \(exit.status) on the first 1,000 standard events"
        }
        let output = (try? FileSystem.contents(of: outputPath)) ?? []
        let lines = output.count { $0 == UInt8(ascii: "\n") }
        guard lines == 1_000, output.first == UInt8(ascii: "{") else {
            return
                "entryd writes \(lines) line\(lines == 1 ? "" : "s") for 1,000 events, not one result each (still the placeholder?)"
        }
        return nil
    }

    /// Start-up to the first result: `samples` times, spawn `path arguments`,
    /// send it one `url` event on a pipe and time the first byte it writes back.
    /// - Returns: Each sample, in nanoseconds.
    /// - Throws: ``BenchError`` when the child does not answer with a result in time.
    func firstResult(_ path: String, _ arguments: [String], samples: Int) throws(BenchError) -> [Double] {
        var times: [Double] = []
        for _ in 0..<samples {
            var child = try ChildProcess(path, arguments, input: .pipe, output: .pipe)
            let line = Array(Workload.startupLine.utf8)
            let written = line.withUnsafeBytes { write(child.inputWriter, $0.baseAddress, $0.count) }
            var first: UInt8 = 0
            let answered =
                written == line.count && Self.waitForOutput(child.outputReader)
                && read(child.outputReader, &first, 1) == 1
            let elapsed = Timing.nanoseconds(Timing.clock.now - child.start)
            child.closeInput()
            if !answered || !Self.drain(child.outputReader) { child.terminate() }
            let exit = try child.wait()
            guard answered else {
                throw BenchError(
                    "\(path) wrote nothing within \(Self.answerTimeoutMilliseconds) ms of one event on a pipe"
                        + " (exit status \(exit.status); does it flush each batch of results?)")
            }
            guard first == UInt8(ascii: "{") else {
                throw BenchError("the first output of \(path) is not a result line")
            }
            times.append(elapsed)
        }
        return times
    }

    /// Waits until `descriptor` has something to read (or is at end of file).
    private static func waitForOutput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, answerTimeoutMilliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Reads `descriptor` to its end; `false` when it fell silent for the answer timeout first.
    private static func drain(_ descriptor: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while waitForOutput(descriptor) {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 || (count < 0 && errno != EINTR) { return true }
        }
        return false
    }
}
