import EntryPoints

/// Times `router.resolve(.url(URLEntry(url)))` over a fixed list of
/// generated URLs: nanoseconds per match, median of several runs.
///
/// Each run makes the same number of passes over the list, chosen once so
/// that a run lasts at least ``minimumRunNanoseconds``; the entries are
/// built before the clock starts, so a figure is the router's cost alone
/// (normalization, matching, parameter conversion), misses included.
struct MatchBenchmark {
    /// What one table size gave.
    struct Figure {
        /// The number of routes in the table.
        var routes: Int
        /// Median over the runs of the time per match.
        var nanosecondsPerMatch: Double
        /// Every run's time per match, in run order.
        var runs: [Double]
        /// The share of URLs that reached a route, in percent (a sanity check on the generator).
        var routedPercent: Double
        /// Matches per run.
        var matchesPerRun: Int
    }

    /// How many timed runs.
    let runs: Int
    /// The shortest acceptable run.
    let minimumRunNanoseconds: Double

    /// Times `router` over `urls`.
    func run(router: Router, urls: [String]) -> Figure {
        let entries = urls.map { EntryPoint.url(URLEntry($0)) }
        // NB: the first pass warms caches and counts the routed share.
        var routed = 0
        for entry in entries {
            if case .routed = router.resolve(entry) { routed += 1 }
        }
        var passes = 1
        while true {
            let elapsed = Timing.measure { Self.resolve(entries, passes: passes, with: router) }.nanoseconds
            if elapsed >= minimumRunNanoseconds { break }
            let scale = elapsed > 0 ? minimumRunNanoseconds * 1.2 / elapsed : 10
            passes = max(passes * 2, Int((Double(passes) * scale).rounded(.up)))
        }
        var perMatch: [Double] = []
        for _ in 0..<max(1, runs) {
            let elapsed = Timing.measure { Self.resolve(entries, passes: passes, with: router) }.nanoseconds
            perMatch.append(elapsed / Double(passes * entries.count))
        }
        return Figure(
            routes: router.table.routes.count, nanosecondsPerMatch: Timing.median(perMatch), runs: perMatch,
            routedPercent: 100 * Double(routed) / Double(max(1, entries.count)), matchesPerRun: passes * entries.count)
    }

    /// Resolves every entry `passes` times; the checksum keeps the results observable.
    @inline(never)
    private static func resolve(_ entries: [EntryPoint], passes: Int, with router: Router) {
        var checksum = 0
        for _ in 0..<passes {
            for entry in entries {
                switch router.resolve(entry) {
                case .routed(let request): checksum &+= request.route.utf8.count &+ request.params.count
                case .failed(let outcome): checksum &+= outcome.message?.utf8.count ?? 1
                }
            }
        }
        Timing.blackHole(checksum)
    }
}
