/// The command line of `entrybench`.
struct Options {
    static let usage = """
        usage: entrybench [--quick] [--workload DIR]

          --quick            fewer, shorter runs (a smoke test; figures are rough)
          --workload DIR     the standard workload (default: ../shared/bench from the package root)

        """

    /// Fewer, shorter runs.
    var quick = false
    /// The standard workload's folder, as given.
    var workloadDirectory: String?
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
            case "--help", "-h": help = true
            default: throw BenchError("unknown argument \(argument)")
            }
        }
    }
}
