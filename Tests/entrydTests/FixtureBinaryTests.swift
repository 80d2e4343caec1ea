import EntryPointsTesting
import Testing

/// Every fixture folder run through the built binary, exactly as
/// Fixtures/README.md says: `entryd --routes <folder>/routes.json
/// --input <folder>/events.jsonl $(cat <folder>/args)`.
@Suite("Fixtures through the built binary")
struct FixtureBinaryTests {
    @Test("Every fixture folder is discovered")
    func discovered() {
        #expect(Fixture.all.count >= 31)
        #expect(Fixture.all.contains { $0.name == "demo" })
    }

    @Test("Each fixture's events produce its expected lines through entryd", arguments: Fixture.all)
    func fixture(_ fixture: Fixture) throws {
        let result = try EntrydProcess.run(
            ["--routes", fixture.routesPath, "--input", fixture.eventsPath] + fixture.arguments)
        #expect(result.status == 0 && !result.signalled, "\(fixture.name): \(result.errors)")
        let differences = fixture.differences(from: Array(result.output.utf8))
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test("The demo folder gives the same output with the built-in table")
    func demoWithBuiltInTable() throws {
        let demo = Fixture.demo
        let result = try EntrydProcess.run(["--input", demo.eventsPath] + demo.arguments)
        #expect(result.status == 0 && !result.signalled)
        let differences = demo.differences(from: Array(result.output.utf8))
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}
