import EntryPoints
import Foundation
import Testing

@testable import EntryPointsTooling
@testable import entryd

#if canImport(FoundationXML)
    import FoundationXML
#endif

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `entryd test` on hostile fixture trees (issue 37, items 3 to 7 and 12):
/// link loops, links out of the given paths, control characters, a JUnit
/// path that is a link, names equal only as Unicode, names that are not UTF-8.
@MainActor
@Suite("entryd test on hostile trees")
struct EntrydTestHostileTreeTests {
    /// A copy of the package's `name` fixture at `target`.
    @discardableResult
    func copyFixture(_ name: String, to target: String) throws -> String {
        let parent = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.packageRoot + "/Fixtures/" + name, toPath: target)
        return target
    }

    /// Breaks the copy at `folder`: its first expected line names another route.
    func breakFixture(_ folder: String) throws {
        let path = folder + "/expected.jsonl"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: #""route":"home""#, with: #""route":"inbox""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    // Issue 37, item 3: "k links to . in a fixture tree run one fixture Σ kⁱ times".
    @Test("Links to . and to a parent run each real folder once, and the search opens each once")
    func linkLoops() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try copyFixture("demo", to: folder.path + "/demo")
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        for index in 1...5 {
            try link(folder.path + "/loop\(index)", to: ".")
            try link(folder.path + "/sub/up\(index)", to: "..")
        }
        let run = entryd(["test", folder.path])
        #expect(run.status == .success, "\(run.output)")
        #expect(run.output == "1 fixture: 1 passed, 0 failed\n")
        // The work, counted: the root, sub and demo are each opened once.
        let search = try FixtureFolder.search(in: [folder.path])
        #expect(search.folders.map(\.name) == ["demo"])
        #expect(search.foldersVisited == 3)
        #expect(search.problems.isEmpty)
        // A second PATH over the same tree adds nothing and is not "empty".
        let twice = entryd(["test", folder.path, folder.path + "/demo"])
        #expect(twice.output == "1 fixture: 1 passed, 0 failed\n", "\(twice.output)")
    }

    // Issue 37, item 3: "a link to /proc/self walks other processes' working folders".
    @Test("A link to a folder outside the given paths is a note and is not followed; inside them, it is")
    func linksOutOfThePaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        try copyFixture("demo", to: folder.path + "/demo")
        let elsewhere = try copyFixture("demo", to: outside.path + "/broken")
        try breakFixture(elsewhere)
        try link(folder.path + "/elsewhere", to: outside.path)
        if FileManager.default.fileExists(atPath: "/proc/self") { try link(folder.path + "/proc", to: "/proc/self") }
        let run = entryd(["test", folder.path])
        #expect(run.status == .success, "\(run.output)")
        #expect(
            run.output.contains(
                "note: \(folder.path)/elsewhere: a symbolic link to a folder outside the given paths, not followed"))
        #expect(run.output.hasSuffix("1 fixture: 1 passed, 0 failed\n"), "\(run.output)")
        let search = try FixtureFolder.search(in: [folder.path])
        #expect(search.foldersVisited == 2, "the root and demo; nothing under /proc")
        // Given as a PATH too, the folder the link leads to is inside, and runs once.
        let both = entryd(["test", folder.path, outside.path])
        #expect(both.status == .fixturesDiffer)
        #expect(both.output.hasSuffix("2 fixtures: 1 passed, 1 failed\n"), "\(both.output)")
        #expect(!both.output.contains("elsewhere: a symbolic link"))
    }

    /// Whether `text` holds a byte a terminal would act on: a C0 or C1
    /// control other than the line feed, or a bidirectional control.
    func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }

    // Issue 37, item 5: "a fixture folder's name and expected.jsonl text reach the terminal report unescaped".
    @Test("Folder names, expected lines and errors reach the report through the terminal escaping rule")
    func controlCharactersAreEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = "evil\u{1B}[2K\u{202E}"
        let fixture = try copyFixture("ids-echoed", to: folder.path + "/" + name)
        try Data("{\"line\":1,\"route\":\"\u{1B}]0;owned\u{7}\u{85}\"}\n".utf8)
            .write(to: URL(fileURLWithPath: fixture + "/expected.jsonl"))
        let broken = try copyFixture("ids-echoed", to: folder.path + "/args\u{1B}[31m")
        try "--emit-stat\u{1B}[0m\n".write(toFile: broken + "/args", atomically: true, encoding: .utf8)
        let run = entryd(["test", folder.path])
        #expect(run.status == .fixturesDiffer)
        #expect(!hasRawControl(run.output), "\(run.output.debugDescription)")
        #expect(run.output.contains(#"FAIL evil\u{1B}[2K\u{202E} ("#), "\(run.output)")
        #expect(run.output.contains(#"\u{1B}]0;owned\u{7}\u{85}"#))
        #expect(run.output.contains(#"unknown option '--emit-stat\u{1B}[0m'"#))
        let record = entryd(["test", "--record", folder.path])
        #expect(!hasRawControl(record.output), "\(record.output.debugDescription)")
        #expect(record.output.contains(#"recorded evil\u{1B}[2K\u{202E} ("#))
    }

    // Issue 37, item 6: "the atomic write renames a temporary file over the link".
    @Test(
        "--junit through a symbolic link writes to its target and keeps the link; a link to nowhere writable exits 74")
    func junitThroughALink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try copyFixture("demo", to: folder.path + "/fixtures/demo")
        let target = folder.path + "/target.xml"
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        let report = folder.path + "/report.xml"
        try link(report, to: target)
        let run = entryd(["test", folder.path + "/fixtures", "--junit", report])
        #expect(run.status == .success, "\(run.output)\(run.errors)")
        let kind = try FileManager.default.attributesOfItem(atPath: report)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink, "the link stays a link")
        let xml = try String(contentsOfFile: target, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"), "the link's target got the report")
        let dangling = folder.path + "/nowhere.xml"
        try link(dangling, to: folder.path + "/no/such/folder/report.xml")
        let failed = entryd(["test", folder.path + "/fixtures", "--junit", dangling])
        #expect(failed.status == .ioError)
        #expect(failed.errors.contains("cannot write \(dangling)"), "\(failed.errors)")
    }

    // Issue 37, item 7: "of two folders named café (NFC and NFD) the second is taken for a duplicate".
    @Test("Folders named café composed and decomposed both run: a failing one is not taken for the other")
    func namesComparedAsBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "Swift's String calls them equal")
        #expect(FixtureFolder(path: "/f/" + composed) != FixtureFolder(path: "/f/" + decomposed))
        #expect(Set([FixtureFolder(path: "/f/" + composed), FixtureFolder(path: "/f/" + decomposed)]).count == 2)
        try copyFixture("demo", to: folder.path + "/" + composed)
        try breakFixture(try copyFixture("demo", to: folder.path + "/" + decomposed))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard names.count == 2 else { return }  // NB: a file system that normalises names holds one folder.
        let run = entryd(["test", folder.path])
        #expect(run.status == .fixturesDiffer)
        #expect(run.output.hasSuffix("2 fixtures: 1 passed, 1 failed\n"), "\(run.output)")
    }

    // Issue 37, item 7: "a folder whose name is not UTF-8 is skipped without a word".
    @Test("A folder whose name is not UTF-8 is reported, with its bytes, and fails the run")
    func nameNotUTF8() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try copyFixture("demo", to: folder.path + "/good")
        let bytes = Array((folder.path + "/caf").utf8) + [0xE9, 0]
        let made = bytes.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        guard made == 0 else { return }  // NB: a file system that refuses such names (APFS) cannot hold one.
        defer { _ = bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { rmdir($0.baseAddress!) } } }
        let run = entryd(["test", folder.path])
        #expect(run.status == .fixturesDiffer)
        #expect(
            run.output.contains(
                #"FAIL \#(folder.path)/caf\x{E9}: the folder's name is not UTF-8, so its fixtures cannot run; rename it"#
            ),
            "\(run.output)")
        #expect(run.output.hasSuffix("1 fixture: 1 passed, 0 failed; 1 folder could not run\n"))
        let junit = folder.path + "/report.xml"
        #expect(entryd(["test", folder.path, "--junit", junit]).status == .fixturesDiffer)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="2" failures="0" errors="1""#), "\(xml)")
        let search = try FixtureFolder.search(in: [folder.path])
        #expect(search.problems.count == 1)
        #expect(throws: EntryPointsError.self) { try FixtureFolder.discover(in: [folder.path]) }
    }

    // Issue 37, item 12: "--record's hint records against the wrong table".
    @Test("The hint to record repeats the run's --routes; recording a folder without a table needs one named")
    func recordHint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let demo = try copyFixture("demo", to: folder.path + "/demo")
        try FileManager.default.removeItem(atPath: demo + "/routes.json")
        try FileManager.default.removeItem(atPath: demo + "/expected.jsonl")
        let table = Fixture.packageRoot + "/Fixtures/demo/routes.json"
        let named = entryd(["test", demo, "--routes", table])
        #expect(
            named.output.contains("record one with `entryd test --record --routes \(table) \(demo)`"), "\(named.output)"
        )
        let unnamed = entryd(["test", demo])
        #expect(unnamed.output.contains("record one with `entryd test --record --routes FILE \(demo)`"))
        // Run as printed without a table, nothing is recorded against the demo table.
        let refused = entryd(["test", "--record", demo])
        #expect(refused.status == .fixturesDiffer)
        #expect(refused.output.contains("has no routes.json and no table was named"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: demo + "/expected.jsonl"))
        // Named, it records, and the recording passes.
        #expect(entryd(["test", "--record", "--routes", table, demo]).status == .success)
        #expect(entryd(["test", demo, "--routes", table]).output == "1 fixture: 1 passed, 0 failed\n")
        // A path a shell would split is quoted in the hint.
        let spaced = try copyFixture("ids-echoed", to: folder.path + "/with space's")
        try FileManager.default.removeItem(atPath: spaced + "/expected.jsonl")
        #expect(entryd(["test", spaced]).output.contains(#"`entryd test --record "\#(folder.path)/with space's"`"#))
    }

    // Issue 37, item 14: "JUnit for dashboards".
    @Test("JUnit gives suites and cases a time, each case its folder as classname and its expected.jsonl as file")
    func junitForDashboards() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try copyFixture("demo", to: folder.path + "/one/demo")
        try breakFixture(try copyFixture("demo", to: folder.path + "/two"))
        let junit = folder.path + "/report.xml"
        _ = entryd(["test", folder.path, "--junit", junit])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        let times = xml.components(separatedBy: #" time=""#).dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(times.count == 4, "testsuites, testsuite and two cases: \(xml)")
        #expect(times.allSatisfy { Double($0) != nil && $0.contains(".") })
        #expect(
            xml.contains(
                #"<testcase classname="\#(folder.path)/one/demo" name="one/demo" file="\#(folder.path)/one/demo/expected.jsonl" time=""#
            ), "\(xml)")
        #expect(
            xml.contains(
                #"<testcase classname="\#(folder.path)/two" name="two" file="\#(folder.path)/two/expected.jsonl" line="1" time=""#
            ))
    }
}
