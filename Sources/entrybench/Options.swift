/// The command line of `entrybench`.
struct Options {
    static let usage = """
        usage: entrybench [--quick] [--full] [--entryd PATH] [--workload DIR]
               entrybench --engine-only FILE [--routes FILE] [--workload DIR]

          --quick            fewer, shorter runs (a smoke test; figures are rough)
          --full             also run entryd and the engine on 10,000,000 events (writes 837 MB to $TMPDIR)
          --entryd PATH      the entryd to measure (default: .build/release/entryd under the package root)
          --workload DIR     the standard workload (default: Benchmarks/Workload in the package)
          --engine-only FILE stream FILE through LineReader + EventSession, results discarded, and print
                             one line of counts; for callgrind (scripts/callgrind-per-event --engine)
          --routes FILE      the table for --engine-only and --resolve-only (default: routes-1000.json of the workload)
          --resolve-only FILE resolve, then open, the url of each event of FILE with Router.resolve and
                             RouteController.open, as an app calls them; for callgrind (scripts/callgrind-per-resolve)
          --match-only SIZE  generate a SIZE-route table and its URLs, then resolve them for about two
                             seconds and print ns/match; for profilers (perf, callgrind)
          --match-ratio      time the 10- and 100,000-route tables in 15 interleaved rounds and print
                             the flatness ratio with its spread; for A/B runs of matching
          --load-only SIZE   generate a SIZE-route table and load it 15 times; print the median of each
                             phase (parse, decode, compile); for profilers and A/B runs of load time
          --controller-memory  the heap of a route controller after 1,000,000 distinct identities (default
                             bound, and all remembered) and 1,000,000 held entries, per entry
          --held-memory N    entryd's peak with N url entries held until ready (--cold-start --max-held N),
                             and the bytes per held entry; through the launcher, as SECURITY.md's row

        Internal: entrybench --measure-child OUTPUT PATH [ARGUMENT...] runs PATH with its standard output
        in OUTPUT and prints "status=… wall-ns=… peak-bytes=…" (see ChildProcess.measure).

        """

    /// Fewer, shorter runs.
    var quick = false
    /// Also the 10,000,000-event runs.
    var full = false
    /// The entryd binary to measure, as given.
    var entrydPath: String?
    /// The standard workload's folder, as given.
    var workloadDirectory: String?
    /// The input of `--engine-only`.
    var engineOnlyInput: String?
    /// The table of `--engine-only` and `--resolve-only`.
    var routesPath: String?
    /// The events whose URLs `--resolve-only` routes, one a line.
    var resolveOnlyInput: String?
    /// The table size of `--match-only`.
    var matchOnlySize: Int?
    /// `--match-ratio` was given.
    var matchRatio = false
    /// The table size of `--load-only`.
    var loadOnlySize: Int?
    /// `--controller-memory` was given.
    var controllerMemory = false
    /// The held entries of `--held-memory`.
    var heldMemoryCount: Int?
    /// `--help` was given.
    var help = false
    /// With `--measure-child`: where the measured command's output goes, then the command.
    var measureChild: (output: String, command: [String])?

    /// Reads `arguments` (without the program name).
    /// - Throws: ``BenchError`` naming an unknown option or a missing value.
    init(parsing arguments: [String]) throws(BenchError) {
        var remaining = arguments[...]
        func value(for option: String) throws(BenchError) -> String {
            guard let value = remaining.popFirst() else { throw BenchError("\(option) needs a value") }
            return value
        }
        func size(for option: String) throws(BenchError) -> Int {
            let text = try value(for: option)
            guard let size = Int(text), size > 0 else {
                throw BenchError("\(option) needs a positive number, not \(text)")
            }
            return size
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--full": full = true
            case "--entryd": entrydPath = try value(for: argument)
            case "--workload": workloadDirectory = try value(for: argument)
            case "--engine-only": engineOnlyInput = try value(for: argument)
            case "--routes": routesPath = try value(for: argument)
            case "--resolve-only": resolveOnlyInput = try value(for: argument)
            case "--match-only": matchOnlySize = try size(for: argument)
            case "--match-ratio": matchRatio = true
            case "--load-only": loadOnlySize = try size(for: argument)
            case "--controller-memory": controllerMemory = true
            case "--held-memory": heldMemoryCount = try size(for: argument)
            case "--help", "-h": help = true
            case "--measure-child":
                let output = try value(for: argument)
                guard !remaining.isEmpty else { throw BenchError("--measure-child needs a command") }
                measureChild = (output, Array(remaining))
                remaining = []
            default: throw BenchError("unknown argument \(argument)")
            }
        }
    }
}
