import EntryPoints

/// What running one fixture gave: its output and how it differs from
/// `expected.jsonl`, or the error that kept it from running.
public struct FixtureResult: Sendable {
    /// The fixture.
    public var fixture: FixtureFolder
    /// The result lines the events gave; empty when the fixture could not run.
    public var output: [UInt8]
    /// Every difference from `expected.jsonl` (see ``FixtureComparison``).
    public var differences: [FixtureComparison.Difference]
    /// Why the fixture could not run or be compared (a refused table, an
    /// unreadable file, a bad `args`), or `nil`.
    public var error: String?

    /// A result of `fixture`.
    public init(
        fixture: FixtureFolder, output: [UInt8], differences: [FixtureComparison.Difference], error: String? = nil
    ) {
        self.fixture = fixture
        self.output = output
        self.differences = differences
        self.error = error
    }

    /// Whether the fixture ran and its output matched.
    public var passed: Bool { error == nil && differences.isEmpty }

    /// The report of a failed fixture for people: `FAIL name (path)`, then
    /// the error, or the first difference with its keys marked and how many
    /// more there are. Empty for a fixture that passed.
    public var report: String {
        if passed { return "" }
        var text = "FAIL \(fixture.name) (\(fixture.path))\n"
        if let error {
            text += "  \(error)\n"
            return text
        }
        guard let first = differences.first else { return text }
        text += "  expected.jsonl " + first.description.split(separator: "\n").joined(separator: "\n  ") + "\n"
        if differences.count > 1 {
            let more = differences.count - 1
            text += "  (\(more) more difference\(more == 1 ? "" : "s") in this folder)\n"
        }
        return text
    }
}
