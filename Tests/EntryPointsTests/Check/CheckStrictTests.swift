import EntryPointsTesting
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 17, point 3: `entryd check --strict` refuses a table for any
/// warning (the Event and result formats article (Command line and Edge cases)); notes never refuse.
@Suite("Check: strict")
struct CheckStrictTests {
    @Test("A misspelt requires passes a plain check with one warning and refuses a strict one")
    func misspeltRequires() {
        let plain = checkFixture("strict-misspelt-requires")
        let strict = checkFixture("strict-misspelt-requires", strict: true)
        #expect(plain.status == .passed)
        #expect(strict.status == .refused)
        #expect(strict.findings == plain.findings, "strict changes the verdict, not the findings")
        // NB: the guard the misspelt key meant to require is left unused, which a note says.
        #expect(strict.summaries == ["table.unknown-key routes[0]", "check.unused-guard guards.signedIn"])
        #expect(strict.findings.map(\.severity) == [.warning, .note])
    }

    @Test("The text says the table was refused because the check was strict")
    func strictText() {
        #expect(
            checkFixture("strict-misspelt-requires", strict: true).text() == """
                warning routes[0]: unknown key "requries" (did you mean "requires"?)
                note guards.signedIn: guard signedIn is required by no route: its flag guards nothing and its redirect never runs
                refused (strict: warnings refuse the table): 0 errors, 1 warning, 1 note
                """)
        #expect(
            checkFixture("strict-misspelt-requires").text().hasSuffix("\npassed: 0 errors, 1 warning, 1 note"),
            "without strict the text is unchanged")
    }

    @Test("The JSON says strict, and refused with no error")
    func strictJSON() {
        let json = checkFixture("strict-misspelt-requires", strict: true).json()
        #expect(json["status"] == "refused")
        #expect(json["strict"] == true)
        #expect(json["counts"] == ["errors": 0, "warnings": 1, "notes": 1])
        #expect(checkFixture("strict-misspelt-requires").json()["strict"] == false)
    }

    @Test("A conflict refuses a strict check")
    func conflict() {
        let report = checkFixture("strict-conflict", strict: true)
        #expect(report.status == .refused)
        #expect(report.summaries == ["check.conflict routes[1].patterns[0]"])
        #expect(checkFixture("strict-conflict").status == .passed)
    }

    @Test("Shadowed and unreachable routes refuse a strict check")
    func reachability() throws {
        let json: JSONValue = [
            "routes": [["id": "a", "patterns": ["/a"]], ["id": "b", "patterns": ["/a"]], ["id": "orphan"]]
        ]
        let table = try RouteTable.decode(json, warnings: .refuse)
        let report = CheckReport.check(table, strict: true)
        #expect(report.summaries.contains("check.shadowed-route routes[1]"))
        #expect(report.summaries.contains("check.unreachable routes[2]"))
        #expect(report.status == .refused)
    }

    @Test("Association cross-check findings are warnings, so they refuse a strict check")
    func crossCheck() {
        let plain = checkFixture("cross-check-table-to-file")
        #expect(plain.status == .passed)
        #expect(plain.findings.contains { $0.code == "check.not-claimed" })
        #expect(checkFixture("cross-check-table-to-file", strict: true).status == .refused)
    }

    @Test("Notes do not refuse a strict check, and a clean table passes it")
    func notesPass() {
        let report = checkFixture("strict-clean-with-note", strict: true)
        #expect(report.status == .passed)
        #expect(report.findings.map(\.severity) == [.note])
        #expect(report.text().hasSuffix("\npassed (strict): 0 errors, 0 warnings, 1 note"))
        #expect(checkFixture("cross-check-clean", strict: true).status == .passed)
        #expect(
            CheckReport.check(routesAt: Fixture.packageRoot + "/Fixtures/demo/routes.json", strict: true).status
                == .passed)
    }

    @Test("An unreadable table stays unreadable under strict")
    func unreadable() {
        let report = CheckReport.check(
            routesAt: Fixture.packageRoot + "/Fixtures/check/no-such-folder/routes.json", strict: true)
        #expect(report.status == .unreadable)
    }

    // Issue 38, item 1 (the formats' section 8): the unknown-key warnings know every new key.
    @Test("A table using every section-8 key passes a strict check with no finding")
    func sectionEightKeys() {
        let report = checkFixture("strict-section-eight-keys", strict: true)
        #expect(report.status == .passed)
        #expect(report.findings.isEmpty, "\(report.summaries)")
    }
}
