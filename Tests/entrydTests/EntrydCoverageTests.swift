import EntryPoints
import EntryPointsTesting
import Foundation
import Testing

@testable import entryd

/// Issue 40, item 3 (the formats' section 8.5): `entryd test … --coverage`
/// prints, after the summary, per route table used, the routes no fixture
/// event routed; it changes no exit status.
@Suite("entryd test --coverage")
@MainActor
struct EntrydCoverageTests {
    static let table = #"""
        {"schemes":["app"],"guards":{"signedIn":{"redirect":"login"}},
         "routes":[{"id":"home","patterns":["/home"]},{"id":"story","patterns":["/story/:id"],"requires":["signedIn"]},
                   {"id":"settings","patterns":["/settings"]},{"id":"login","patterns":["/login"]}]}
        """#

    /// Folder `a` has the table and reaches home, and story once it resumes;
    /// folder `b` has no table of its own and reaches settings. Both recorded.
    static func fixtures() throws -> (TemporaryFolder, table: String) {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/b", withIntermediateDirectories: true)
        let table = try folder.file("a/routes.json", Self.table)
        try folder.file(
            "a/events.jsonl",
            #"{"type":"url","url":"app://home"}"# + "\n" + #"{"type":"url","url":"app://story/1"}"# + "\n"
                + #"{"type":"state","set":{"signedIn":true}}"# + "\n")
        try folder.file("b/events.jsonl", #"{"type":"url","url":"app://settings"}"# + "\n")
        let recorded = entryd(["test", "--record", "--routes", table, folder.path])
        #expect(recorded.status == .success, "\(recorded.output)")
        return (folder, table)
    }

    @Test("One line per table after the summary; folders on one file share it")
    func linePerTable() throws {
        let (folder, table) = try Self.fixtures()
        defer { folder.remove() }
        let run = entryd(["test", "--coverage", "--routes", table, folder.path])
        #expect(run.status == .success)
        #expect(
            run.lines.suffix(2) == [
                "2 fixtures: 2 passed, 0 failed",
                "coverage \(table): 3 of 4 routes routed; not routed: login",
            ])
    }

    @Test("A resumed routed line counts; none when every route was routed; the demo table has no file")
    func noneAndBuiltIn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/all", withIntermediateDirectories: true)
        try folder.file("all/routes.json", #"{"schemes":["app"],"routes":[{"id":"home","patterns":["/home"]}]}"#)
        try folder.file("all/events.jsonl", #"{"type":"url","url":"app://home"}"# + "\n")
        try folder.file(
            "all/expected.jsonl", #"{"line":1,"entry":"url","status":"routed","route":"home","params":{}}"# + "\n")
        let all = entryd(["test", "--coverage", folder.path + "/all"])
        #expect(all.lines.last == "coverage \(folder.path)/all/routes.json: 1 of 1 routes routed; not routed: none")
        try FileManager.default.createDirectory(atPath: folder.path + "/demo", withIntermediateDirectories: true)
        try folder.file("demo/events.jsonl", #"{"type":"url","url":"demoapp://home"}"# + "\n")
        try folder.file(
            "demo/expected.jsonl", #"{"line":1,"entry":"url","status":"routed","route":"home","params":{}}"# + "\n")
        let demo = entryd(["test", "--coverage", folder.path + "/demo"])
        #expect(demo.status == .success)
        #expect(
            demo.lines.last?.hasPrefix("coverage (built-in demo table): 1 of 23 routes routed; not routed: story, ")
                == true)
    }

    @Test("Coverage changes no exit status: a differing fixture still exits 1")
    func exitStatusUnchanged() throws {
        let (folder, table) = try Self.fixtures()
        defer { folder.remove() }
        try folder.file("b/expected.jsonl", #"{"line":1,"status":"unmatched"}"# + "\n")
        let run = entryd(["test", "--coverage", "--routes", table, folder.path])
        #expect(run.status == .fixturesDiffer)
        #expect(run.lines.last == "coverage \(table): 3 of 4 routes routed; not routed: login")
    }

    @Test("--coverage is refused with --record, which counts nothing")
    func notWithRecord() {
        let run = entryd(["test", "--record", "--coverage", "Fixtures"])
        #expect(run.status == .usage)
        #expect(run.errors.contains("drop '--coverage'"))
    }

    @Test("EntryPointsTesting gives the same figure, as a failure only when asked")
    func testingLibrary() throws {
        let (folder, table) = try Self.fixtures()
        defer { folder.remove() }
        let runner = FixtureRunner(
            defaultTable: try RouteTable.load(contentsOf: table, warnings: .refuse), defaultTablePath: table)
        #expect(FixtureExpectations.failures(at: [folder.path], runner: runner).isEmpty)
        let failures = FixtureExpectations.failures(at: [folder.path], runner: runner, requiringEveryRoute: true)
        #expect(failures.map(\.message) == ["coverage \(table): 3 of 4 routes routed; not routed: login"])
        #expect(failures.first?.filePath == table)
    }
}
