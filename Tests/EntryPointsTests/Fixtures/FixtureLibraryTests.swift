import FixtureSupport
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
        let output = try fixture.runThroughLibrary()
        if Fixture.regenerating {
            try fixture.regenerate(from: output)
            return
        }
        let differences = fixture.differences(from: output)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}
