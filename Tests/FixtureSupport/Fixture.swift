import EntryPoints
import Foundation

/// Shared by both test targets (the library's and entryd's), so the comparison is written once.
///
/// One folder of Fixtures/: a route table, an event stream, the expected
/// result lines, and the extra entryd flags.
public struct Fixture: CustomStringConvertible, Sendable {
    /// The package's root, found by walking up from this file to Package.swift.
    public static let packageRoot: String = {
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
    public static let all: [Fixture] = {
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

    /// The demo folder, whose table is entryd's built-in one.
    public static var demo: Fixture { all.first { $0.name == "demo" }! }

    public let name: String
    public let folder: String
    public var description: String { name }

    public var routesPath: String {
        let own = folder + "/routes.json"
        return FileManager.default.fileExists(atPath: own) ? own : Fixture.packageRoot + "/Fixtures/demo/routes.json"
    }

    public var eventsPath: String { folder + "/events.jsonl" }

    public var events: [UInt8] { [UInt8](FileManager.default.contents(atPath: eventsPath) ?? Data()) }

    public var expected: [UInt8] { [UInt8](FileManager.default.contents(atPath: folder + "/expected.jsonl") ?? Data()) }

    /// The extra flags, split on white space.
    public var arguments: [String] {
        guard let text = FileManager.default.contents(atPath: folder + "/args") else { return [] }
        return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The differences between `actual` and the expected output: each names the
    /// folder, the line and the field. `"*"` as an expected message means "any message".
    public func differences(from actual: [UInt8]) -> [String] {
        let expectedLines = Fixture.lines(expected)
        let actualLines = Fixture.lines(actual)
        var found: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let location = "\(name)/expected.jsonl line \(index + 1)"
            guard index < expectedLines.count else {
                found.append("\(location): unexpected extra output \(actualLines[index])")
                continue
            }
            guard index < actualLines.count else {
                found.append("\(location): missing output, expected \(expectedLines[index])")
                continue
            }
            guard let want = try? JSONParser().parse(expectedLines[index]).objectValue else {
                found.append("\(location): the expected line is not a JSON object")
                continue
            }
            guard let got = try? JSONParser().parse(actualLines[index]).objectValue else {
                found.append("\(location): the output line is not a JSON object: \(actualLines[index])")
                continue
            }
            for key in Set(want.keys).union(got.keys).sorted() {
                let wanted = want[key]
                let gotten = got[key]
                if key == "message", wanted == "*", gotten?.stringValue != nil { continue }
                if wanted != gotten {
                    found.append(
                        "\(location): field \(key) is \(gotten?.jsonText ?? "absent"), expected \(wanted?.jsonText ?? "absent") — output: \(actualLines[index])"
                    )
                }
            }
            if found.isEmpty, Array(want.keys) != Array(got.keys).filter({ want.contains($0) }) {
                found.append("\(location): keys in another order: \(actualLines[index])")
            }
        }
        return found
    }

    public static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
