import EntryPoints
import Foundation

extension FixtureFolder {
    /// The text of a recorded `expected.jsonl`: the `output` lines as they
    /// are, except that a line whose counterpart in `previous` (the old
    /// `expected.jsonl`, line for line) had `"message":"*"` keeps `"*"` when
    /// the new line has a message, as snapshot tools' record mode keeps what
    /// the author loosened on purpose.
    public static func recordedExpectation(output: [UInt8], previous: [UInt8]) -> [UInt8] {
        let old = FixtureComparison.lines(previous)
        let message = ResultMember.message.text
        var lines: [String] = []
        for (index, line) in FixtureComparison.lines(output).enumerated() {
            guard index < old.count, let before = try? JSONParser().parse(old[index]).objectValue,
                before[message] == "*", var after = try? JSONParser().parse(line).objectValue,
                after[message]?.stringValue != nil
            else {
                lines.append(line)
                continue
            }
            after[message] = "*"
            lines.append(JSONValue.object(after).jsonText)
        }
        return lines.isEmpty ? [] : Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Writes `expected.jsonl` from `output` (see ``recordedExpectation(output:previous:)``).
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) when the old
    ///   file cannot be read or the new one cannot be written.
    public func record(output: [UInt8]) throws(EntryPointsError) {
        let previous = hasExpectation ? try readExpected() : []
        let text = Self.recordedExpectation(output: output, previous: previous)
        do {
            try Data(text).write(to: URL(fileURLWithPath: expectedPath), options: .atomic)
        } catch {
            throw EntryPointsError(
                .unreadableFile, "cannot write \(expectedPath): \(error.localizedDescription)", at: expectedPath)
        }
    }
}
