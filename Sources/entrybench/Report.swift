/// The benchmark's answer: one row per figure, with its target and whether
/// the figure meets it, printed as an aligned table.
///
/// ```
/// figure                          value      target     verdict
/// ns/match, 10 routes             312 ns
/// match cost, 100,000 ÷ 10 routes 1.12×      ≤ 1.5×     met
/// ```
struct Report {
    /// Whether a figure meets its target.
    enum Verdict: String {
        /// The figure meets its target.
        case met = "met"
        /// The figure misses its target.
        case notMet = "NOT MET"
        /// The figure cannot be measured yet (for example, entryd is still a placeholder).
        case pending = "pending"
        /// The figure was not measured on this run (for example, without `--full`).
        case skipped = "skipped"
        /// The figure has no target; it informs.
        case info = ""

        /// `met` or `NOT MET`, by a comparison.
        init(meets condition: Bool) {
            self = condition ? .met : .notMet
        }
    }

    /// One line of the table.
    struct Row {
        var figure: String
        var value: String
        var target: String
        var verdict: Verdict
    }

    /// The rows, in the order they were added.
    private(set) var rows: [Row] = []
    /// Notes printed under the table.
    private(set) var notes: [String] = []

    /// Adds a figure.
    mutating func add(_ figure: String, _ value: String, target: String = "", _ verdict: Verdict = .info) {
        rows.append(Row(figure: figure, value: value, target: target, verdict: verdict))
    }

    /// Adds a note under the table.
    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// The table as text, columns padded to their widest cell.
    func rendered() -> String {
        let header = Row(figure: "figure", value: "value", target: "target", verdict: .info)
        let all = [header] + rows
        // NB: one width per column, spelt out; the single array literal of
        // three `max() ?? 0` took the type checker a second (issue 22).
        let figureWidth: Int = all.map(\.figure.count).max() ?? 0
        let valueWidth: Int = all.map(\.value.count).max() ?? 0
        let targetWidth: Int = all.map(\.target.count).max() ?? 0
        let widths: [Int] = [figureWidth, valueWidth, targetWidth]
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines: [String] = []
        for (index, row) in all.enumerated() {
            let verdict = index == 0 ? "verdict" : row.verdict.rawValue
            let cells: [String] = [
                pad(row.figure, widths[0]), pad(row.value, widths[1]), pad(row.target, widths[2]), verdict,
            ]
            let line: String = cells.joined(separator: "  ")
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        return (lines + notes.map { "note: " + $0 }).joined(separator: "\n") + "\n"
    }
}
