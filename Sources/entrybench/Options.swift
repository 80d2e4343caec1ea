/// The command line of `entrybench`.
struct Options {
    static let usage = """
        usage: entrybench [--quick] [--workload DIR]
               entrybench --engine-only FILE [--routes FILE] [--workload DIR]

          --quick            fewer, shorter runs (a smoke test; figures are rough)
          --workload DIR     the standard workload (default: ../shared/bench from the package root)
          --engine-only FILE stream FILE through LineReader + EventSession, results discarded, and print
                             one line of counts; for callgrind (scripts/callgrind-per-event --engine)
          --routes FILE      the table for --engine-only (default: routes-1000.json of the workload)

        """

    /// Fewer, shorter runs.
    var quick = false
    /// The standard workload's folder, as given.
    var workloadDirectory: String?
    /// The input of `--engine-only`.
    var engineOnlyInput: String?
    /// The table of `--engine-only`.
    var routesPath: String?
    /// `--help` was given.
    var help = false

    /// Reads `arguments` (without the program name).
    /// - Throws: ``BenchError`` naming an unknown option or a missing value.
    init(parsing arguments: [String]) throws(BenchError) {
        var remaining = arguments[...]
        func value(for option: String) throws(BenchError) -> String {
            guard let value = remaining.popFirst() else { throw BenchError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--workload": workloadDirectory = try value(for: argument)
            case "--engine-only": engineOnlyInput = try value(for: argument)
            case "--routes": routesPath = try value(for: argument)
            case "--help", "-h": help = true
            default: throw BenchError("unknown argument \(argument)")
            }
        }
    }
}
