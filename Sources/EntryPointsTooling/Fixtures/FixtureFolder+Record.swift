import EntryPoints

extension FixtureFolder {
    /// The text of a recorded `expected.jsonl`: the `output` lines as they
    /// are, except that a line whose counterpart in `previous` (the old
    /// `expected.jsonl`, line for line) had `"message":"*"` keeps `"*"` when
    /// the new line has a message, as snapshot tools' record mode keeps what
    /// the author loosened on purpose.
    public static func recordedExpectation(output: [UInt8], previous: [UInt8]) -> [UInt8] {
        let old = FixtureComparison.lines(previous)
        var lines: [String] = []
        for (index, line) in FixtureComparison.lines(output).enumerated() {
            lines.append(recordedLine(line, previous: index < old.count ? old[index] : nil))
        }
        return lines.isEmpty ? [] : Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// One recorded line: `line`, with its message replaced by `"*"` when
    /// the line it replaces, `previous`, had `"message":"*"` (the rule of
    /// ``recordedExpectation(output:previous:)``, stated once).
    static func recordedLine(_ line: String, previous: String?) -> String {
        let message = ResultMember.message.text
        guard let previous, let before = try? JSONParser().parse(previous).objectValue, before[message] == "*",
            var after = try? JSONParser().parse(line).objectValue, after[message]?.stringValue != nil
        else { return line }
        after[message] = "*"
        return JSONValue.object(after).jsonText
    }

    /// Writes `expected.jsonl` from `output` (see ``recordedExpectation(output:previous:)``),
    /// replacing it whole: through a symbolic link, its target is replaced.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) when the old
    ///   file cannot be read or the new one cannot be written.
    public func record(output: [UInt8]) throws(EntryPointsError) {
        let previous = hasExpectation ? try readExpected() : []
        var file = try OutputFile(replacing: expectedPath)
        do {
            try file.append(Self.recordedExpectation(output: output, previous: previous))
        } catch {
            file.abandon()
            throw error
        }
        try file.finish()
    }
}
