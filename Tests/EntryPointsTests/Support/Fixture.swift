import Foundation
@testable import EntryPoints

/// One folder of Fixtures/: a route table, an event stream, the expected
/// result lines, and the extra entryd flags.
struct Fixture: CustomStringConvertible, Sendable {
    /// The package's root, found by walking up from this file to Package.swift.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// Every fixture folder (one with events.jsonl and expected.jsonl), sorted by name.
    static let all: [Fixture] = {
        let root = packageRoot + "/Fixtures"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().compactMap { name in
            let folder = root + "/" + name
            guard FileManager.default.fileExists(atPath: folder + "/events.jsonl"),
                FileManager.default.fileExists(atPath: folder + "/expected.jsonl")
            else { return nil }
            return Fixture(name: name, folder: folder)
        }
    }()

    let name: String
    let folder: String
    var description: String { name }

    var routesPath: String {
        let own = folder + "/routes.json"
        return FileManager.default.fileExists(atPath: own) ? own : Fixture.packageRoot + "/Fixtures/demo/routes.json"
    }

    var events: [UInt8] { [UInt8](FileManager.default.contents(atPath: folder + "/events.jsonl") ?? Data()) }

    var expected: [UInt8] { [UInt8](FileManager.default.contents(atPath: folder + "/expected.jsonl") ?? Data()) }

    /// The extra flags, split on white space.
    var arguments: [String] {
        guard let text = FileManager.default.contents(atPath: folder + "/args") else { return [] }
        return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }

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
            default: break
            }
        }
        return (options, limit)
    }

    /// Runs the events through the library, as entryd does, and returns the output.
    @MainActor
    func runThroughLibrary() throws -> [UInt8] {
        let table = try RouteTable.load(contentsOf: routesPath).table
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

    /// The differences between `actual` and the expected output: each names the
    /// line and the field. `"*"` as an expected message means "any message".
    func differences(from actual: [UInt8]) -> [String] {
        let expectedLines = Fixture.lines(expected)
        let actualLines = Fixture.lines(actual)
        var found: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let where_ = "\(name)/expected.jsonl line \(index + 1)"
            guard index < expectedLines.count else {
                found.append("\(where_): unexpected extra output \(actualLines[index])")
                continue
            }
            guard index < actualLines.count else {
                found.append("\(where_): missing output, expected \(expectedLines[index])")
                continue
            }
            guard let want = try? JSONParser().parse(expectedLines[index]).objectValue else {
                found.append("\(where_): the expected line is not a JSON object")
                continue
            }
            guard let got = try? JSONParser().parse(actualLines[index]).objectValue else {
                found.append("\(where_): the output line is not a JSON object: \(actualLines[index])")
                continue
            }
            for key in Set(want.keys).union(got.keys).sorted() {
                let wanted = want[key]
                let gotten = got[key]
                if key == "message", wanted == "*", gotten?.stringValue != nil { continue }
                if wanted != gotten {
                    found.append(
                        "\(where_): field \(key) is \(gotten?.jsonText ?? "absent"), expected \(wanted?.jsonText ?? "absent") — output: \(actualLines[index])"
                    )
                }
            }
            if found.isEmpty, Array(want.keys) != Array(got.keys).filter({ want.contains($0) }) {
                found.append("\(where_): keys in another order: \(actualLines[index])")
            }
        }
        return found
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

    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
