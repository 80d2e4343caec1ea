import EntryPointsTesting
import EntryPointsTooling
import Foundation
import Testing
@testable import EntryPoints

@Suite("Fixtures through the library")
struct FixtureLibraryTests {
    @Test("Every fixture folder is discovered")
    func discovered() {
        #expect(Fixture.all.count >= 31)
        #expect(Fixture.all.contains { $0.name == "demo" })
    }

    @MainActor
    @Test("Each fixture's events produce its expected lines through the library", arguments: Fixture.all)
    func fixture(_ fixture: Fixture) throws {
        let runner = FixtureRunner(refusesTableWarnings: true, strictness: .exact)
        if Fixture.regenerating {
            try fixture.regenerate(from: runner.output(of: fixture))
            return
        }
        let result = runner.run(fixture)
        #expect(result.passed, "\(result.report)")
    }

    // Issue 29, item 2: the package's own fixtures run through EntryPointsTesting's one call.
    @MainActor
    @Test("EntryPointsTesting's one call runs the whole Fixtures folder and finds nothing")
    func wholeFolderThroughEntryPointsTesting() {
        let failures = FixtureExpectations.failures(
            at: [Fixture.packageRoot + "/Fixtures"],
            runner: FixtureRunner(refusesTableWarnings: true, strictness: .exact))
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
        FixtureExpectations.expectPass(at: [Fixture.packageRoot + "/Fixtures/demo"])
    }
}
