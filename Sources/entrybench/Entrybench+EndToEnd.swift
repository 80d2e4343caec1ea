extension Entrybench {
    /// Events per second of the reference daemon (routing-kit's TrieRouter and JSONSerialization).
    static let referenceEventsPerSecond = 290_000.0
    /// entryd's peak memory must stay under this.
    static let peakMemoryTarget = 16 * 1_048_576
    /// …and grow by at most this from 1,000,000 to 10,000,000 events.
    static let memoryGrowthTarget = 1_048_576
    /// entryd must write its first result within this of being started, in nanoseconds.
    static let startupTarget = 10e6
    /// Start-up samples, of which the median counts.
    static let startupSamples = 10

    /// End-to-end figures: the engine in-process (through `entrybench --engine-only`) and the entryd binary.
    /// - Throws: ``BenchError`` when a run fails.
    static func measureEndToEnd(
        options: Options, root: String, workload: Workload, into report: inout Report
    ) throws(BenchError) {
        let endToEnd = EndToEnd(workload: workload)
        let times = options.quick ? 10 : 100
        let input = try workload.repeatedEvents(times: times)
        let events = Format.grouped(input.events)
        let runs = options.quick ? 1 : 3
        let reference = "ref. \(Format.grouped(Int(referenceEventsPerSecond)))"

        // The engine, in a child so that its memory is its own.
        let me = FileSystem.executablePath()
        let countsPath = workload.scratch + "/engine-counts.txt"
        defer { FileSystem.remove(countsPath) }
        let engine = try endToEnd.throughput(
            me, ["--engine-only", input.path, "--routes", workload.routesPath], events: input.events, runs: runs,
            output: countsPath)
        let counts = String(decoding: (try? FileSystem.contents(of: countsPath)) ?? [], as: UTF8.self)
        progress("engine \(events) events: \(Format.number(engine.eventsPerSecond)) events/s, \(counts)")
        report.add(
            "engine in-process, events/s (\(events) events)", Format.number(engine.eventsPerSecond), target: reference)
        report.add(
            "engine in-process, peak memory (\(events) events)", Format.mebibytes(engine.peakResidentBytes),
            target: "< \(Format.mebibytes(peakMemoryTarget))",
            Report.Verdict(meets: engine.peakResidentBytes < peakMemoryTarget))
        if options.full {
            let big = try workload.repeatedEvents(times: 1_000)
            let engineBig = try endToEnd.throughput(
                me, ["--engine-only", big.path, "--routes", workload.routesPath], events: big.events, runs: 1)
            report.add(
                "engine in-process, peak memory (10,000,000 events)", Format.mebibytes(engineBig.peakResidentBytes),
                target: "≤ 1M figure + 1 MiB",
                Report.Verdict(meets: engineBig.peakResidentBytes <= engine.peakResidentBytes + memoryGrowthTarget))
        }
        let demo = root + "/Fixtures/demo/routes.json"
        let oneEvent = try endToEnd.throughput(
            me, ["--engine-only", workload.oneEventPath, "--routes", demo], events: 1, runs: startupSamples)
        report.add(
            "engine in-process, spawn → exit after 1 event (demo table file)",
            Format.duration(nanoseconds: oneEvent.medianWallNanoseconds), target: "(entryd: < 10 ms to 1st result)")
        report.add(
            "engine in-process, peak memory at start-up (1 event, demo table file)",
            Format.mebibytes(oneEvent.peakResidentBytes))
        let floor = try ChildProcess.measure("/bin/true", [])
        report.add(
            "measurement floor: peak memory of /bin/true via the launcher", Format.mebibytes(floor.peakResidentBytes),
            target: "(figures at this value are floors)")

        try measureEntryd(options: options, root: root, endToEnd: endToEnd, input: input, runs: runs, into: &report)
        report.note(
            "instructions per event (target ≤ 4,000; reference 44,000): scripts/callgrind-per-event [--engine] [--top]")
    }

    /// entryd's figures, or `pending` rows that say why it cannot be measured yet.
    private static func measureEntryd(
        options: Options, root: String, endToEnd: EndToEnd, input: (path: String, events: Int), runs: Int,
        into report: inout Report
    ) throws(BenchError) {
        let path = FileSystem.resolved(options.entrydPath ?? root + "/.build/release/entryd")
        let events = Format.grouped(input.events)
        let memoryTarget = "< \(Format.mebibytes(peakMemoryTarget))"
        let startupFigure = "entryd start-up to first result (built-in demo table)"
        if let problem = endToEnd.entrydProblem(path) {
            progress("entryd: pending: \(problem)")
            report.add("entryd events/s (\(events) events)", "–", target: "ref. 290,000", .pending)
            report.add("entryd peak memory (\(events) events)", "–", target: memoryTarget, .pending)
            report.add("entryd peak memory (10,000,000 events)", "–", target: "≤ 1M figure + 1 MiB", .pending)
            report.add(startupFigure, "–", target: "< 10 ms", .pending)
            report.note("entryd figures pending: \(problem)")
            return
        }
        let arguments = { (file: String) in ["--routes", endToEnd.workload.routesPath, "--input", file] }
        let entryd = try endToEnd.throughput(path, arguments(input.path), events: input.events, runs: runs)
        progress("entryd \(events) events: \(Format.number(entryd.eventsPerSecond)) events/s")
        report.add(
            "entryd events/s (\(events) events)", Format.number(entryd.eventsPerSecond),
            target: "ref. \(Format.grouped(Int(referenceEventsPerSecond)))")
        report.add(
            "entryd peak memory (\(events) events)", Format.mebibytes(entryd.peakResidentBytes), target: memoryTarget,
            Report.Verdict(meets: entryd.peakResidentBytes < peakMemoryTarget))
        if options.full {
            let big = try endToEnd.workload.repeatedEvents(times: 1_000)
            let entrydBig = try endToEnd.throughput(path, arguments(big.path), events: big.events, runs: 1)
            report.add(
                "entryd peak memory (10,000,000 events)", Format.mebibytes(entrydBig.peakResidentBytes),
                target: "≤ 1M figure + 1 MiB",
                Report.Verdict(meets: entrydBig.peakResidentBytes <= entryd.peakResidentBytes + memoryGrowthTarget))
            report.add(
                "entryd events/s (10,000,000 events)", Format.number(entrydBig.eventsPerSecond),
                target: "ref. \(Format.grouped(Int(referenceEventsPerSecond)))")
        } else {
            report.add("entryd peak memory (10,000,000 events)", "–", target: "≤ 1M figure + 1 MiB", .skipped)
        }
        do {
            let samples = try endToEnd.firstResult(path, [], samples: startupSamples)
            let median = Timing.median(samples)
            report.add(
                startupFigure, Format.duration(nanoseconds: median), target: "< 10 ms",
                Report.Verdict(meets: median < startupTarget))
        } catch {
            report.add(startupFigure, "no answer", target: "< 10 ms", .notMet)
            report.note(error.description)
        }
    }
}
