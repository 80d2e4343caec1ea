import EntryPoints
import EntryPointsTooling
import Foundation
import Testing

@testable import entryd

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `entryd test`: fixture folders run and compared, a readable diff, JUnit XML, record mode.
@MainActor
@Suite("entryd test")
struct EntrydTestCommandTests {
    /// A copy of the package's `name` fixture in `folder`, under `copy`.
    func copyFixture(_ name: String, into folder: TemporaryFolder, as copy: String) throws -> String {
        let target = folder.path + "/" + copy
        try FileManager.default.copyItem(atPath: Fixture.packageRoot + "/Fixtures/" + name, toPath: target)
        return target
    }

    /// Whether `text` is well-formed XML.
    func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    // Issue 29, item 1.
    @Test("The package's own Fixtures folder passes: exit 0 and a summary line")
    func ownFixturesPass() {
        let run = entryd(["test", Fixture.packageRoot + "/Fixtures"])
        #expect(run.status == .success, "\(run.output)")
        #expect(run.output == "\(Fixture.all.count) fixtures: \(Fixture.all.count) passed, 0 failed\n")
    }

    // The contract's rule for `entryd test`: every key of the expected line must equal the actual one.
    @Test("An expected line that leaves keys out or reorders them passes; with --exact it fails")
    func contractRuleAndExact() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let partial = try copyFixture("demo", into: folder, as: "partial")
        let expected = try String(contentsOfFile: partial + "/expected.jsonl", encoding: .utf8)
        let first = try #require(expected.split(separator: "\n").first)
        #expect(first.hasPrefix(#"{"line":1,"id":"open-home","entry":"url","status":"routed","route":"home""#))
        let loosened = #"{"route":"home","status":"routed","line":1}"#
        try expected.replacingOccurrences(of: String(first), with: loosened)
            .write(toFile: partial + "/expected.jsonl", atomically: true, encoding: .utf8)
        #expect(entryd(["test", partial]).status == .success)
        let exact = entryd(["test", partial, "--exact"])
        #expect(exact.status == .fixturesDiffer)
        #expect(exact.output.contains("expected.jsonl line 1: id, entry, params differ"), "\(exact.output)")
    }

    // Issue 29, item 1: a deliberately broken fixture fails with a readable diff and a JUnit file.
    @Test("A broken fixture fails with exit 1, the first differing line with its keys marked, and a JUnit report")
    func brokenFixtureFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = try copyFixture("demo", into: folder, as: "broken")
        let expected = try String(contentsOfFile: broken + "/expected.jsonl", encoding: .utf8)
        try expected.replacingOccurrences(of: #""route":"home""#, with: #""route":"inbox""#)
            .write(toFile: broken + "/expected.jsonl", atomically: true, encoding: .utf8)
        _ = try copyFixture("ids-echoed", into: folder, as: "fine")
        let junit = folder.path + "/report.xml"
        let run = entryd(["test", folder.path, "--junit", junit])
        #expect(run.status == .fixturesDiffer)
        #expect(run.status.rawValue == 1)
        #expect(run.output.contains("FAIL broken (\(broken))\n  expected.jsonl line 1: route differs\n"))
        #expect(
            run.output.contains(
                #"  expected: {"line":1,"id":"open-home","entry":"url","status":"routed","route":"inbox","params":{}}"#)
        )
        #expect(
            run.output.contains(
                #"  actual:   {"line":1,"id":"open-home","entry":"url","status":"routed","route":"home","params":{}}"#))
        #expect(run.output.contains(#"  ≠ route: expected "inbox", actual "home""#))
        #expect(!run.output.contains("FAIL fine"))
        #expect(run.output.hasSuffix("2 fixtures: 1 passed, 1 failed\n"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(isWellFormedXML(xml))
        #expect(xml.contains(#"<testsuites name="entryd test" tests="2" failures="1" errors="0" time=""#))
        #expect(
            xml.contains(#"<testcase classname="\#(broken)" name="broken" file="\#(broken)/expected.jsonl" line="1""#))
        #expect(xml.contains(#"<failure message="line 1: route differs">"#))
        #expect(xml.contains(#"<testcase classname="\#(folder.path)/fine" name="fine""#))
        // The failure's text stays readable: raw line breaks and quotes, only &, < and > escaped.
        #expect(xml.contains("route differs\n  expected: {\"line\":1,"), "\(xml)")
    }

    // Issue 29, item 1: the status CI sees is the process's.
    @Test("The built binary exits 1 on a broken fixture and 0 on the package's Fixtures")
    func processExitStatus() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = try copyFixture("ids-echoed", into: folder, as: "broken")
        try "{}\n".write(toFile: broken + "/expected.jsonl", atomically: true, encoding: .utf8)
        let failing = try EntrydProcess.run(["test", folder.path])
        #expect(failing.status == 1 && !failing.signalled, "\(failing.output)")
        #expect(failing.output.contains("FAIL broken"))
        let passing = try EntrydProcess.run(["test", Fixture.packageRoot + "/Fixtures"])
        #expect(passing.status == 0 && !passing.signalled, "\(passing.output)")
    }

    // Issue 29, item 1: names and messages come from files, so the JUnit XML escapes them.
    @Test("JUnit XML stays well-formed with hostile folder names, line contents and control characters")
    func junitEscapes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = #"a&b<c>"d'e"# + "\u{1}"
        try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
        try folder.file(name + "/routes.json", #"{"schemes":["app"],"routes":[{"id":"home","patterns":["/home"]}]}"#)
        try folder.file(name + "/events.jsonl", #"{"id":"]]><x>&\u0001","type":"url","url":"app://home"}"# + "\n")
        try folder.file(
            name + "/expected.jsonl",
            #"{"line":1,"id":"<\u0001>","entry":"url","status":"routed","route":"home","params":{}}"# + "\n")
        let junit = folder.path + "/report.xml"
        let run = entryd(["test", folder.path, "--junit", junit])
        #expect(run.status == .fixturesDiffer)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(isWellFormedXML(xml), "\(xml)")
        #expect(xml.contains(#"name="a&amp;b&lt;c&gt;&quot;d&apos;e\u{1}""#))
        #expect(!xml.contains("\u{1}"))
    }

    // Issue 29, item 1: record mode round trip.
    @Test("--record keeps the fixture's \"*\" messages byte for byte, and a recorded fixture then passes")
    func recordRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let kept = try copyFixture("malformed-urls", into: folder, as: "kept")
        let original = try Data(contentsOf: URL(fileURLWithPath: kept + "/expected.jsonl"))
        let fresh = try copyFixture("demo", into: folder, as: "fresh")
        try FileManager.default.removeItem(atPath: fresh + "/expected.jsonl")
        let before = entryd(["test", folder.path])
        #expect(before.status == .fixturesDiffer)
        #expect(before.output.contains("fresh has no expected.jsonl"))
        let record = entryd(["test", "--record", folder.path])
        #expect(record.status == .success, "\(record.output)")
        #expect(record.output.contains("recorded fresh ("))
        let rewritten = try Data(contentsOf: URL(fileURLWithPath: kept + "/expected.jsonl"))
        #expect(rewritten == original, "the \"*\" messages of a fixture that passed survive a record unchanged")
        let recorded = try String(contentsOfFile: fresh + "/expected.jsonl", encoding: .utf8)
        #expect(!recorded.contains(#""message":"*""#), "a new recording spells out its messages")
        #expect(recorded.contains(#""message":""#))
        let after = entryd(["test", folder.path])
        #expect(after.status == .success, "\(after.output)")
        #expect(after.output == "2 fixtures: 2 passed, 0 failed\n")
    }

    @Test(
        "A path that is missing is an I/O error (74); one that holds no fixture, 65; a folder without routes.json uses the demo table"
    )
    func paths() throws {
        #expect(entryd(["test", "/no/such/folder"]).status == .ioError)
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let none = entryd(["test", empty.path])
        #expect(none.status == .dataError)
        #expect(none.errors.contains("holds no fixture folder"))
        let demo = try copyFixture("demo", into: empty, as: "demo-without-table")
        try FileManager.default.removeItem(atPath: demo + "/routes.json")
        #expect(entryd(["test", demo]).status == .success)
        // With --routes, such a folder runs on that table instead: here one that routes nothing.
        let table = try empty.file("other.json", #"{"schemes":["other"],"routes":[{"id":"x","patterns":["/x"]}]}"#)
        let other = entryd(["test", demo, "--routes", table])
        #expect(other.status == .fixturesDiffer)
        #expect(other.output.contains("≠ status"))
        #expect(entryd(["test", demo, "--routes", empty.path + "/missing.json"]).status == .ioError)
    }

    @Test("A fixture whose args names an unknown flag fails, naming the flag")
    func badArguments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = try copyFixture("ids-echoed", into: folder, as: "bad-args")
        try "--emit-stat\n".write(toFile: fixture + "/args", atomically: true, encoding: .utf8)
        let run = entryd(["test", fixture])
        #expect(run.status == .fixturesDiffer)
        #expect(run.output.contains("unknown option '--emit-stat'"))
    }

    @Test("test and generate take only their own options")
    func usage() {
        #expect(entryd(["test", "--junit"]).status == .usage)
        #expect(entryd(["test", "--input", "x"]).status == .usage)
        #expect(entryd(["test", "--record", "--junit", "x.xml"]).status == .usage)
        #expect(entryd(["generate"]).status == .usage)
        #expect(entryd(["generate", "info-plist"]).status == .usage)
        #expect(entryd(["generate", "infoplist", "--routes", "x"]).status == .usage)
    }
}
