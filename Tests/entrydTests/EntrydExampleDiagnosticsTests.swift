import EntryPoints
import Testing

@testable import entryd

/// Issue 40, item 1: the build plugin runs `entryd generate swift
/// --diagnostics compiler`, which refuses what `check --strict` refuses, so
/// an example that does not open its route fails the build as an error at
/// the example's own line and column of routes.json.
@Suite("entryd: examples in the plugin's diagnostics")
@MainActor
struct EntrydExampleDiagnosticsTests {
    @Test("Each mismatched example is an error at its line and column, naming its JSON path and code")
    func pointsAtTheExample() {
        let table = Fixture.packageRoot + "/Fixtures/check/example-mismatch/routes.json"
        let run = entryd(["generate", "swift", "--routes", table, "--diagnostics", "compiler"])
        #expect(run.status == .dataError)
        #expect(run.output.isEmpty, "nothing is generated")
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "\(table):12:9: error: routes[0].examples[2]: example \"news://story/42\" of route story gives params "
                    + "{\"storyId\":42}, not {\"storyId\":\"42\"} [check.example-mismatch]"))
        #expect(lines.contains { $0.hasPrefix("\(table):13:9: error: routes[0].examples[3]: ") })
        #expect(lines.contains { $0.hasPrefix("\(table):20:70: error: routes[3].examples[0]: ") })
        #expect(lines.filter { $0.hasSuffix("[check.example-mismatch]") }.count == 6)
    }

    @Test("Notes of the route lint do not stop the build")
    func notesPass() {
        let table = Fixture.packageRoot + "/Fixtures/check/lint-guard-drops-link/routes.json"
        let run = entryd(["generate", "swift", "--routes", table, "--diagnostics", "compiler"])
        #expect(run.status == .success)
    }
}
