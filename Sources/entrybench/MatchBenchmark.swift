import EntryPoints
import MemoryHints

/// Times `router.resolve(.url(URLEntry(url)))` over a fixed list of
/// generated URLs: nanoseconds per match, median of several runs.
///
/// Each run makes the same number of passes over the list, chosen once so
/// that a run lasts at least ``minimumRunNanoseconds``; the entries are
/// built before the clock starts, so a figure is the router's cost alone
/// (normalization, matching, parameter conversion), misses included.
/// Several tables are timed in interleaved rounds, and their ratio is best
/// taken round by round (``ratio(of:to:)``): on a shared machine that
/// ratio holds still where the absolute figures do not.
///
/// NB: each URL string is its own heap object, 8,192 of them scattered
/// over the heap, and a table larger than the caches pushes them out
/// between passes; reading one would then cost a memory latency that no
/// real caller pays (its URL was built a moment before it is routed) and
/// that would be charged to the table's size. So the loop asks for the
/// URL a few entries ahead (``prefetchDistance``), as `entryd` gets each
/// URL from the line it has just read.
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
            let entries = Entries(urls: subject.urls)
            return (router: subject.router, entries: entries, passes: passes(for: entries, with: subject.router))
        }
        var perMatch = Array(repeating: [Double](), count: prepared.count)
        for _ in 0..<max(1, runs) {
            for (index, subject) in prepared.enumerated() {
                let elapsed = Timing.measure {
                    Self.resolve(subject.entries, passes: subject.passes, with: subject.router)
                }.nanoseconds
                perMatch[index].append(elapsed / Double(subject.passes * subject.entries.count))
            }
        }
        return prepared.enumerated().map { index, subject in
            var routed = 0
            for entry in subject.entries.entries {
                if case .routed = subject.router.resolve(entry) { routed += 1 }
            }
            return Figure(
                routes: subject.router.table.routes.count, nanosecondsPerMatch: Timing.median(perMatch[index]),
                runs: perMatch[index],
                routedPercent: 100 * Double(routed) / Double(max(1, subject.entries.count)),
                matchesPerRun: subject.passes * subject.entries.count)
        }
    }

    /// The passes over `entries` that make a run last ``minimumRunNanoseconds``
    /// (the first, short runs also warm the caches).
    private func passes(for entries: Entries, with router: Router) -> Int {
        var passes = 1
        while true {
            let elapsed = Timing.measure { Self.resolve(entries, passes: passes, with: router) }.nanoseconds
            if elapsed >= minimumRunNanoseconds { return passes }
            let scale = elapsed > 0 ? minimumRunNanoseconds * 1.2 / elapsed : 10
            passes = max(passes * 2, Int((Double(passes) * scale).rounded(.up)))
        }
    }

    /// The median over rounds of `numerator`'s time per match divided by `denominator`'s in the same round.
    static func ratio(of numerator: Figure, to denominator: Figure) -> Double {
        Timing.median(zip(numerator.runs, denominator.runs).map { $0 / $1 })
    }

    /// The URL entries to resolve, and where each URL's bytes are, to prefetch.
    struct Entries {
        var entries: [EntryPoint]
        /// Each URL's first byte: its heap object's first line is the line before or the same.
        var urlBytes: [UnsafeRawPointer?]

        /// The number of entries.
        var count: Int { entries.count }

        init(urls: [String]) {
            entries = urls.map { EntryPoint.url(URLEntry($0)) }
            // NB: a native string's bytes never move, and `entries` keeps them alive.
            urlBytes = urls.map { url in
                url.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
            }
        }
    }

    /// How many entries ahead the loop asks for a URL's bytes.
    static let prefetchDistance = 4

    /// Resolves every entry `passes` times; the checksum keeps the results observable.
    @inline(never)
    private static func resolve(_ entries: Entries, passes: Int, with router: Router) {
        var checksum = 0
        let count = entries.count
        for _ in 0..<passes {
            for position in 0..<count {
                let ahead = position + prefetchDistance
                if ahead < count, let bytes = entries.urlBytes[ahead] {
                    // NB: the object's header (its reference count) is 32 bytes before its
                    // bytes, and a URL's bytes run on into the next line.
                    memory_hint_prefetch(bytes - 32)
                    memory_hint_prefetch(bytes + 32)
                }
                switch router.resolve(entries.entries[position]) {
                case .routed(let request): checksum &+= request.route.utf8.count &+ request.params.count
                case .failed(let outcome): checksum &+= outcome.message?.utf8.count ?? 1
                }
            }
        }
        Timing.blackHole(checksum)
    }
}
