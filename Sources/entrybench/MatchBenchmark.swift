import EntryPoints
import EntryPointsTooling

/// Times `router.resolve(.url(URLEntry(url)))` over a fixed list of
/// generated URLs: nanoseconds per match, median of several runs.
///
/// Each run makes the same number of passes over the list, chosen once so
/// that a run lasts at least ``minimumRunNanoseconds``; only the resolving
/// is timed, so a figure is the router's cost alone (normalization,
/// matching, parameter conversion), misses included. Several tables are
/// timed in interleaved rounds, and their ratio is best taken round by
/// round (``ratio(of:to:)``): on a shared machine that ratio holds still
/// where the absolute figures do not.
///
/// NB: the URLs are kept as bytes, back to back, and each batch of
/// ``batchSize`` is made into fresh strings just before it is timed, as a
/// caller routes a URL it has just built. Strings made once and kept for
/// the whole run were pushed out of the caches by a large table between
/// passes, and reading each again cost a memory latency that no caller
/// pays and that was charged to the table's size. The clock is read twice
/// per batch (under a nanosecond per match).
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

    /// Times each router over its URLs, in rounds: every round runs every
    /// router once, in order, so that a burst of load from other processes
    /// falls on all table sizes alike instead of on whichever ran then.
    /// - Returns: One figure per subject, in order; each figure's ``Figure/runs`` are in round order.
    func run(_ subjects: [(router: Router, urls: [String])]) -> [Figure] {
        let prepared = subjects.map { subject in
            let urls = URLList(subject.urls)
            return (router: subject.router, urls: urls, passes: passes(for: urls, with: subject.router))
        }
        var perMatch = Array(repeating: [Double](), count: prepared.count)
        for _ in 0..<max(1, runs) {
            for (index, subject) in prepared.enumerated() {
                let elapsed = Self.resolve(subject.urls, passes: subject.passes, with: subject.router)
                perMatch[index].append(elapsed / Double(subject.passes * subject.urls.count))
            }
        }
        return prepared.enumerated().map { index, subject in
            var routed = 0
            for range in subject.urls.ranges {
                let url = String(decoding: subject.urls.bytes[range], as: UTF8.self)
                if case .routed = subject.router.resolve(.url(URLEntry(url))) { routed += 1 }
            }
            return Figure(
                routes: subject.router.table.routes.count, nanosecondsPerMatch: Timing.median(perMatch[index]),
                runs: perMatch[index],
                routedPercent: 100 * Double(routed) / Double(max(1, subject.urls.count)),
                matchesPerRun: subject.passes * subject.urls.count)
        }
    }

    /// The passes over `urls` that make a run last ``minimumRunNanoseconds``
    /// (the first, short runs also warm the caches).
    private func passes(for urls: URLList, with router: Router) -> Int {
        var passes = 1
        while true {
            let elapsed = Self.resolve(urls, passes: passes, with: router)
            if elapsed >= minimumRunNanoseconds { return passes }
            let scale = elapsed > 0 ? minimumRunNanoseconds * 1.2 / elapsed : 10
            passes = max(passes * 2, Int((Double(passes) * scale).rounded(.up)))
        }
    }

    /// The median over rounds of `numerator`'s time per match divided by `denominator`'s in the same round.
    static func ratio(of numerator: Figure, to denominator: Figure) -> Double {
        Timing.median(zip(numerator.runs, denominator.runs).map { $0 / $1 })
    }

    /// The URLs to resolve, their bytes back to back, as a caller reads them.
    struct URLList {
        /// Every URL's UTF-8, one after another.
        var bytes: [UInt8]
        /// Where each URL's bytes are in ``bytes``.
        var ranges: [Range<Int>]

        /// The number of URLs.
        var count: Int { ranges.count }

        init(_ urls: [String]) {
            bytes = []
            ranges = []
            for url in urls {
                let start = bytes.count
                bytes.append(contentsOf: url.utf8)
                ranges.append(start..<bytes.count)
            }
        }
    }

    /// How many URLs are made into fresh strings before they are routed, untimed.
    static let batchSize = 64

    /// Resolves every URL `passes` times and returns the time the resolving
    /// took, in nanoseconds; the checksum keeps the results observable.
    @inline(never)
    private static func resolve(_ urls: URLList, passes: Int, with router: Router) -> Double {
        var checksum = 0
        var nanoseconds = 0.0
        var batch: [EntryPoint] = []
        batch.reserveCapacity(batchSize)
        for _ in 0..<passes {
            for first in stride(from: 0, to: urls.count, by: batchSize) {
                batch.removeAll(keepingCapacity: true)
                for range in urls.ranges[first..<min(first + batchSize, urls.count)] {
                    batch.append(.url(URLEntry(String(decoding: urls.bytes[range], as: UTF8.self))))
                }
                let start = Timing.clock.now
                for entry in batch {
                    switch router.resolve(entry) {
                    case .routed(let request): checksum &+= request.route.utf8.count &+ request.params.count
                    case .failed(let outcome): checksum &+= outcome.message?.utf8.count ?? 1
                    }
                }
                nanoseconds += Timing.nanoseconds(Timing.clock.now - start)
            }
        }
        Timing.blackHole(checksum)
        return nanoseconds
    }
}
