/// Why a benchmark could not run: a message for the person running it.
struct BenchError: Error, CustomStringConvertible {
    /// One sentence naming what failed and where.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
