import EntryPoints
import EntryPointsTooling

extension Entrybench {
    /// The generated table sizes of the issue.
    static let sizes = [10, 100, 1_000, 10_000, 100_000]
    /// How many generated URLs each match run goes over.
    static let matchURLCount = 8_192
    /// The match cost of the largest table may be at most this many times the smallest's.
    static let flatnessTarget = 1.5
    /// The largest table must load in less than this, in nanoseconds.
    static let largestLoadTarget = 0.5e9

    /// Load and match figures for each generated size and for the standard table.
    /// - Throws: ``BenchError`` when a table is refused.
    static func measureLibrary(options: Options, workload: Workload, into report: inout Report) throws(BenchError) {
        let load = LoadBenchmark(runs: options.quick ? 3 : 5)
        let match = MatchBenchmark(runs: options.quick ? 3 : 9, minimumRunNanoseconds: options.quick ? 20e6 : 100e6)
        var loads: [LoadBenchmark.Figure] = []
        var subjects: [(router: Router, urls: [String])] = []
        for size in sizes {
            let routes = TableGenerator(routeCount: size).routes()
            let json = Array(TableGenerator.json(for: routes).utf8)
            let (loaded, router) = try load.run(routes: size, json: json)
            progress("load  \(Format.grouped(size)) routes: \(Format.duration(nanoseconds: loaded.medianTotal))")
            loads.append(loaded)
            subjects.append((router, EventGenerator(routes: routes).urls(count: matchURLCount)))
        }
        let standardJSON = try FileSystem.contents(of: workload.routesPath)
        let (standardLoad, standardRouter) = try load.run(routes: 1_000, json: standardJSON)
        let standardURLs = workload.standardURLs()
        progress("match: \(subjects.count + 1) tables, \(match.runs) interleaved rounds")
        var matches = match.run(subjects + [(standardRouter, standardURLs)])
        let standardMatch = matches.removeLast()
        for figure in matches {
            report.add(
                "ns/match, \(Format.grouped(figure.routes)) routes (\(Format.number(figure.routedPercent))% routed)",
                Format.number(figure.nanosecondsPerMatch, decimals: 1) + " ns")
        }
        if let smallest = matches.first, let largest = matches.last {
            // NB: the median of the ratios of each round, which load on
            // the machine skews far less than a ratio of medians.
            let ratio = MatchBenchmark.ratio(of: largest, to: smallest)
            report.add(
                "match cost, \(Format.grouped(largest.routes)) ÷ \(Format.grouped(smallest.routes)) routes (per round)",
                Format.number(ratio, decimals: 2) + "×", target: "≤ \(Format.number(flatnessTarget, decimals: 1))×",
                Report.Verdict(meets: ratio <= flatnessTarget))
        }
        report.add(
            "ns/match, routes-1000.json, its \(Format.grouped(standardURLs.count)) event URLs "
                + "(\(Format.number(standardMatch.routedPercent))% routed)",
            Format.number(standardMatch.nanosecondsPerMatch, decimals: 1) + " ns")
        for figure in loads {
            let isLargest = figure.routes == sizes.last
            report.add(
                "load, \(Format.grouped(figure.routes)) routes, \(Format.size(figure.bytes)) (parse + decode + compile)",
                describe(figure), target: isLargest ? "< \(Format.duration(nanoseconds: largestLoadTarget))" : "",
                isLargest ? Report.Verdict(meets: figure.medianTotal < largestLoadTarget) : .info)
        }
        report.add("load, routes-1000.json (parse + decode + compile)", describe(standardLoad))
    }

    /// `--match-only SIZE`: one generated table's match figure, alone, for a profiler to watch.
    /// - Throws: ``BenchError`` when the generated table is refused.
    static func matchOnly(size: Int) throws(BenchError) -> String {
        let routes = TableGenerator(routeCount: size).routes()
        let (_, router) = try LoadBenchmark(runs: 1).run(
            routes: size, json: Array(TableGenerator.json(for: routes).utf8))
        let urls = EventGenerator(routes: routes).urls(count: matchURLCount)
        let figure = MatchBenchmark(runs: 10, minimumRunNanoseconds: 200e6).run([(router, urls)])[0]
        return "routes=\(size) ns-per-match=\(Format.number(figure.nanosecondsPerMatch, decimals: 1)) "
            + "routed=\(Format.number(figure.routedPercent))% matches-per-run=\(figure.matchesPerRun)\n"
    }

    /// `--match-ratio`: the flatness figure alone, from more rounds than the
    /// full benchmark takes, with the spread of the per-round ratios, so that
    /// an A/B comparison can tell a change from the machine's noise.
    /// - Throws: ``BenchError`` when a generated table is refused.
    static func matchRatio() throws(BenchError) -> String {
        var subjects: [(router: Router, urls: [String])] = []
        for size in [sizes[0], sizes[sizes.count - 1]] {
            let routes = TableGenerator(routeCount: size).routes()
            let (_, router) = try LoadBenchmark(runs: 1).run(
                routes: size, json: Array(TableGenerator.json(for: routes).utf8))
            subjects.append((router, EventGenerator(routes: routes).urls(count: matchURLCount)))
        }
        let figures = MatchBenchmark(runs: 15, minimumRunNanoseconds: 100e6).run(subjects)
        let ratios = zip(figures[1].runs, figures[0].runs).map { $0 / $1 }.sorted()
        let numbers = [ratios[ratios.count / 4], ratios[3 * ratios.count / 4]].map { Format.number($0, decimals: 2) }
        return "ratio=\(Format.number(Timing.median(ratios), decimals: 2))× (middle half \(numbers[0])–\(numbers[1])) "
            + figures.map { "\(Format.grouped($0.routes))=\(Format.number($0.nanosecondsPerMatch, decimals: 1))ns" }
            .joined(separator: " ") + "\n"
    }

    /// `--load-only SIZE`: one generated table's load figure, alone, over more
    /// runs than the full benchmark takes (load time is the noisiest figure).
    /// - Throws: ``BenchError`` when the generated table is refused.
    static func loadOnly(size: Int) throws(BenchError) -> String {
        let json = Array(TableGenerator.json(for: TableGenerator(routeCount: size).routes()).utf8)
        let (figure, _) = try LoadBenchmark(runs: 15).run(routes: size, json: json)
        return "routes=\(size) load=\(describe(figure))\n"
    }

    /// `12.3 ms (2.1 + 6.0 + 4.2 ms)`: the median load and the median of each phase.
    private static func describe(_ figure: LoadBenchmark.Figure) -> String {
        let phases = figure.medianPhases
        let milliseconds = [phases.parse, phases.decode, phases.compile].map { Format.number($0 / 1e6, decimals: 1) }
        return Format.duration(nanoseconds: figure.medianTotal) + " (" + milliseconds.joined(separator: " + ") + " ms)"
    }
}
