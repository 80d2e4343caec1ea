import FixtureSupport
import Foundation
@testable import EntryPoints
@testable import EntryPointsTooling

/// What the library's tests do with a fixture: run it through the engine,
/// and regenerate its expectations on purpose.
extension Fixture {
    /// Session options and line limit from ``arguments``.
    var options: (session: EventSession.Options, maximumLineBytes: Int) {
        var options = EventSession.Options()
        var limit = 1 << 20
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--emit-state": options.emitState = true
            case "--cold-start": options.coldStart = true
            case "--max-line-bytes": limit = Int(iterator.next() ?? "") ?? limit
            case "--max-held": options.maxHeld = Int(iterator.next() ?? "") ?? options.maxHeld
            default: break
            }
        }
        return (options, limit)
    }

    /// Runs the events through the library, as entryd does, and returns the output.
    @MainActor
    func runThroughLibrary() throws -> [UInt8] {
        let table = try RouteTable.loadWithAssociationFiles(contentsOf: routesPath, warnings: .refuse)
        let router = try Router(table)
        let (options, limit) = self.options
        let session = EventSession(router: router, options: options)
        var reader = LineReader(maximumLineBytes: limit)
        let handle: (LineReader.Line) -> Void = { line in
            switch line {
            case .complete(let number, let bytes): session.process(line: bytes, number: number)
            case .tooLong(let number): session.lineTooLong(number: number, limit: limit)
            }
        }
        reader.feed(events, handle)
        reader.finish(handle)
        return session.output.bytes
    }

    /// Whether the run should rewrite expected files (`ENTRYPOINTS_REGENERATE_FIXTURES=1`); never set in CI.
    static var regenerating: Bool {
        ProcessInfo.processInfo.environment["ENTRYPOINTS_REGENERATE_FIXTURES"] == "1"
    }

    /// Rewrites expected.jsonl from `actual`, keeping `"message":"*"` where the
    /// old line at the same place had it and the new line has a message.
    func regenerate(from actual: [UInt8]) throws {
        let old = Fixture.lines(expected)
        var lines: [String] = []
        for (index, line) in Fixture.lines(actual).enumerated() {
            guard index < old.count, let before = try? JSONParser().parse(old[index]).objectValue,
                before["message"] == "*", var after = try? JSONParser().parse(line).objectValue, after["message"] != nil
            else {
                lines.append(line)
                continue
            }
            after["message"] = "*"
            lines.append(JSONValue.object(after).jsonText)
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(
            to: URL(fileURLWithPath: folder + "/expected.jsonl"))
    }

}
