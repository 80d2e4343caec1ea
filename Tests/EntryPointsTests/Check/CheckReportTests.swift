import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 4.3: every validation error by JSON path; exit 65 when refused.
@Suite("Check: status, text and JSON")
struct CheckReportTests {
    @Test("A refused table lists every validation error by JSON path, then the summary")
    func refused() {
        let report = checkFixture("refused-table")
        #expect(report.status == .refused)
        #expect(
            report.text() == """
                error routes[2].id: duplicate id "home" (first at routes[0])
                error routes[3].params.storyId: unknown type "integer"
                refused: 2 errors, 0 warnings, 0 notes
                """)
        #expect(report.findings.map(\.code) == ["table.duplicate-id", "table.unknown-type"])
    }

    // Issue 21, point 2: a pattern a linear-time matcher cannot run is explained, by JSON path.
    // Issue 31, item 3: the text report escapes by the one rule, so the backslash shows doubled.
    @Test("check explains each refused regex pattern")
    func refusedRegex() {
        let report = checkFixture("refused-regex")
        #expect(report.status == .refused)
        #expect(
            report.text() == """
                error routes[1].params.v: regex "(a)\\\\1" is refused at offset 3: backreferences are not supported; \
                parameter types allow only what a linear-time matcher can run
                error routes[2].params.v: regex "(?=a)\\\\w+" is refused at offset 0: lookahead is not supported; \
                parameter types allow only what a linear-time matcher can run
                error routes[3].params.v: regex "(a{100}){100}" is refused: it expands to more than 1000 instructions \
                (write fewer or smaller counted repetitions)
                refused: 3 errors, 0 warnings, 0 notes
                """)
    }

    @Test("A table file that cannot be read is unreadable")
    func unreadableTable() {
        let report = CheckReport.check(routesAt: Fixture.packageRoot + "/Fixtures/check/no-such-folder/routes.json")
        #expect(report.status == .unreadable)
        #expect(report.findings.map(\.code) == ["io.unreadable-file"])
        #expect(report.findings.allSatisfy { $0.severity == .error })
    }

    @Test("An association file that cannot be read makes the table unreadable, at the host that names it")
    func unreadableAssociationFile() {
        let report = checkFixture("unreadable-association-file")
        #expect(report.status == .unreadable)
        #expect(report.summaries == ["io.unreadable-file associationFiles.news.example"])
    }

    @Test("An association file that iOS would not accept refuses the table")
    func invalidAssociationFile() {
        let report = checkFixture("invalid-association-file")
        #expect(report.status == .refused)
        #expect(report.summaries == ["aasa.invalid associationFiles.news.example"])
        #expect(report.findings[0].message.contains("applinks.details[0].components[0]./"))
    }

    @Test("A refused table's unknown keys are reported as warnings after its errors")
    func warningsBesideErrors() {
        let report = checkFixture("refused-table-with-unknown-key")
        #expect(report.status == .refused)
        #expect(
            report.text() == """
                error routes[1].params.storyId: unknown type "integer"
                warning routes[0]: unknown key "requries" (did you mean "requires"?)
                warning routes[2]: unknown key "pattern" (did you mean "patterns"?)
                refused: 1 error, 2 warnings, 0 notes
                """)
    }

    @Test("Warnings do not refuse a table; the table's unknown keys are warnings")
    func warningsPass() throws {
        let report = try checkTable(["routes": [["id": "orphan", "pattern": "/orphan"]]])
        #expect(report.status == .passed)
        #expect(report.summaries == ["table.unknown-key routes[0]", "check.unreachable routes[0]"])
        #expect(report.findings.allSatisfy { $0.severity == .warning })
        #expect(report.text().hasSuffix("\npassed: 0 errors, 2 warnings, 0 notes"))
    }

    @Test("JSON: status, strict, each finding's four fields in order, and counts by severity")
    func jsonShape() throws {
        let report = try checkTable(["routes": [["id": "orphan", "pattern": "/orphan"]]])
        #expect(
            report.json().jsonText
                == #"{"status":"passed","strict":false,"findings":["#
                + #"{"severity":"warning","code":"table.unknown-key","location":"routes[0]","#
                + #""message":"unknown key \"pattern\" (did you mean \"patterns\"?)"},"#
                + #"{"severity":"warning","code":"check.unreachable","location":"routes[0]","#
                + #""message":"route orphan has no pattern, shortcut, activity, App Intent or notification: "#
                + #"only in-app intents can reach it; mark it internal or give it a way in"}],"#
                + #""counts":{"errors":0,"warnings":2,"notes":0}}"#)
    }

    @Test("A finding without a location has no location key in JSON and none in its line")
    func findingWithoutLocation() {
        let finding = CheckReport.Finding(
            severity: .error, code: "json.malformed", location: nil, message: "routes.json is not valid JSON")
        let report = CheckReport(status: .refused, findings: [finding])
        #expect(report.text() == "error routes.json is not valid JSON\nrefused: 1 error, 0 warnings, 0 notes")
        #expect(
            report.json().jsonText
                == #"{"status":"refused","strict":false,"findings":[{"severity":"error","code":"json.malformed","#
                + #""message":"routes.json is not valid JSON"}],"counts":{"errors":1,"warnings":0,"notes":0}}"#)
    }

    @Test("A finding reported twice appears once")
    func findingsAreUnique() {
        let finding = CheckReport.Finding(severity: .note, code: "check.no-sample", location: "routes[0]", message: "m")
        #expect(CheckReport(status: .passed, findings: [finding, finding]).findings == [finding])
    }

    @Test("The doc example of CheckReport holds")
    func docExample() {
        let report = CheckReport.check(
            RouteTable(routes: [
                Route("story", patterns: ["/s/:id"]),
                Route("legacy", patterns: ["/s/:slug"]),
            ]))
        #expect(report.status == .passed)
        #expect(
            report.text() == """
                warning routes[1].patterns[0]: pattern "/s/:slug" of route legacy has the same shape as pattern \
                "/s/:id" of route story at routes[0].patterns[0], which is listed first and wins
                warning routes[1]: every way into route legacy is taken by a route listed earlier (route story): \
                only in-app intents can reach it; mark it internal or give it a way in
                passed: 0 errors, 2 warnings, 0 notes
                """)
    }

    @Test("The association files' own warnings are reported once, whether or not the caller passes them")
    func associationWarningsOnce() throws {
        let path = Fixture.packageRoot + "/Fixtures/check/cross-check-file-to-table/routes.json"
        var warnings: [EntryPointsError] = []
        let table = try RouteTable.loadWithAssociationFiles(contentsOf: path, warnings: .report { warnings = $0 })
        #expect(warnings.map(\.code) == [.associationUnknownKey])
        for report in [CheckReport.check(table), CheckReport.check(table, warnings: warnings)] {
            #expect(report.findings(.associationUnknownKey).count == 1)
        }
    }

    @Test("Every check code is pinned")
    func codes() {
        let codes: [EntryPointsError.Code] = [
            .checkConflict, .checkDuplicatePattern, .checkUnreachable, .checkShadowedRoute, .checkDuplicateTrigger,
            .checkInternalTrigger, .checkNotClaimed, .checkInternalClaimed, .checkClaimsUnrouted, .checkNonISOCode,
            .checkNoSample, .checkRedirectDoesMore,
        ]
        #expect(
            codes.map(\.rawValue) == [
                "check.conflict", "check.duplicate-pattern", "check.unreachable", "check.shadowed-route",
                "check.duplicate-trigger", "check.internal-trigger", "check.not-claimed", "check.internal-claimed",
                "check.claims-unrouted", "check.non-iso-code", "check.no-sample", "check.redirect-does-more",
            ])
    }

    @Test("The demo table passes with no errors or warnings")
    func demo() {
        let report = CheckReport.check(routesAt: Fixture.packageRoot + "/Fixtures/demo/routes.json")
        #expect(report.status == .passed)
        #expect(report.count(of: .error) == 0)
        #expect(report.count(of: .warning) == 0)
    }

    /// The benchmark's 1,000-route table, kept in the repository.
    static let benchTable = Fixture.packageRoot + "/Benchmarks/Workload/routes-1000.json"

    @Test("The 1,000-route benchmark table passes")
    func benchTablePasses() {
        let report = CheckReport.check(routesAt: Self.benchTable)
        #expect(report.status == .passed)
        #expect(report.count(of: .error) == 0)
    }
}
