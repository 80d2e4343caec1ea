import EntryPoints
import EntryPointsTooling

/// Times loading a route table from its JSON text: parsing
/// (`JSONParser`), decoding and validating (`RouteTable.decode`) and
/// compiling (`Router(table)`), each phase separately, median of several runs.
struct LoadBenchmark {
    /// The time each phase of one load took, in nanoseconds.
    struct Phases {
        var parse: Double
        var decode: Double
        var compile: Double

        /// The whole load.
        var total: Double { parse + decode + compile }
    }

    /// What one table size gave.
    struct Figure {
        /// The number of routes in the table.
        var routes: Int
        /// The size of the table's JSON text.
        var bytes: Int
        /// Median of each phase over the runs (each median taken on its own).
        var medianPhases: Phases
        /// Median of the whole load over the runs.
        var medianTotal: Double
    }

    /// How many times to load each table.
    let runs: Int

    /// Loads the table in `json` once, timing each phase.
    /// - Throws: ``BenchError`` when the text is not a valid table.
    static func load(_ json: [UInt8]) throws(BenchError) -> (router: Router, phases: Phases) {
        do {
            let parsed = try Timing.measure { () throws(JSONParseError) in try JSONParser().parse(json) }
            let decoded = try Timing.measure { () throws(RouteTableError) in
                try RouteTable.Validated(json: parsed.result, warnings: .refuse)
            }
            let compiled = Timing.measure { Router(decoded.result, memory: .hugePages) }
            return (
                compiled.result,
                Phases(parse: parsed.nanoseconds, decode: decoded.nanoseconds, compile: compiled.nanoseconds)
            )
        } catch {
            throw BenchError("the generated table was refused: \(error)")
        }
    }

    /// Loads `json` ``runs`` times and returns the medians, with the last router built.
    /// - Throws: ``BenchError`` when the text is not a valid table.
    func run(routes: Int, json: [UInt8]) throws(BenchError) -> (figure: Figure, router: Router) {
        var all: [Phases] = []
        var router: Router?
        for _ in 0..<max(1, runs) {
            // NB: the previous router is released first, so each load
            // allocates into the same heap state instead of a growing one.
            router = nil
            let loaded = try Self.load(json)
            router = loaded.router
            all.append(loaded.phases)
        }
        let medians = Phases(
            parse: Timing.median(all.map(\.parse)), decode: Timing.median(all.map(\.decode)),
            compile: Timing.median(all.map(\.compile)))
        let figure = Figure(
            routes: routes, bytes: json.count, medianPhases: medians, medianTotal: Timing.median(all.map(\.total)))
        return (figure, router!)
    }
}
