import EntryPoints

/// What running one fixture gave: how its output differs from
/// `expected.jsonl`, or the error that kept it from running.
///
/// The output itself is not kept: it was compared line by line as it was
/// produced (see ``FixtureComparison/Incremental``).
public struct FixtureResult: Sendable {
    /// The fixture.
    public var fixture: FixtureFolder
    /// The first differences from `expected.jsonl` (at most
    /// ``FixtureComparison/maximumDifferencesKept``; see ``FixtureComparison``).
    public var differences: [FixtureComparison.Difference]
    /// How many differences there were, kept or not.
    public var differenceCount: Int
    /// How many result lines the events gave.
    public var outputLines: Int
    /// Why the fixture could not run or be compared (a refused table, an
    /// unreadable file, a bad `args`), or `nil`.
    public var error: String?
    /// How long the fixture took to run and compare.
    public var duration: Duration
    /// How many result lines routed each route of the fixture's table, when
    /// its runner counts routes (``FixtureRunner/countsRoutes``); else `nil`.
    public var routeTally: RouteCoverage.Tally?
    /// The most output bytes held at once while it ran (the tests that
    /// bound memory read it).
    var largestOutputHeld = 0

    /// A result of `fixture`.
    public init(
        fixture: FixtureFolder, differences: [FixtureComparison.Difference], differenceCount: Int? = nil,
        outputLines: Int = 0, error: String? = nil, duration: Duration = .zero
    ) {
        self.fixture = fixture
        self.differences = differences
        self.differenceCount = differenceCount ?? differences.count
        self.outputLines = outputLines
        self.error = error
        self.duration = duration
    }

    /// Whether the fixture ran and its output matched.
    public var passed: Bool { error == nil && differenceCount == 0 }

    /// The report of a failed fixture for people: `FAIL name (path)`, then
    /// the error, or the first difference with its keys marked and how many
    /// more there are. Empty for a fixture that passed.
    ///
    /// Every piece of it that came from a file (the folder's name and path,
    /// the lines, the error, which may quote a table) goes through
    /// ``TerminalText/escaped(_:)``, so no fixture can drive the terminal or
    /// forge a line of a CI log.
    public var report: String {
        if passed { return "" }
        let escape = TerminalText.escaped
        var text = "FAIL \(escape(fixture.name)) (\(escape(fixture.path)))\n"
        if let error {
            text += "  \(escape(error))\n"
            return text
        }
        guard let first = differences.first else { return text }
        let lines = first.text(escaping: escape).split(separator: "\n", omittingEmptySubsequences: false)
        text += "  expected.jsonl " + lines.joined(separator: "\n  ") + "\n"
        if differenceCount > 1 {
            let more = differenceCount - 1
            text += "  (\(more) more difference\(more == 1 ? "" : "s") in this folder)\n"
        }
        return text
    }
}
