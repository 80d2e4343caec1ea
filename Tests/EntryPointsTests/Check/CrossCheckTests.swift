import EntryPointsTesting
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 8.4: `entryd check` cross-checks the table and its association files
/// in both directions, naming the route, the pattern and the rule.
@Suite("Check: the association cross-check")
struct CrossCheckTests {
    @Test("A file that claims exactly the external routes gives no findings")
    func clean() {
        let report = checkFixture("cross-check-clean")
        #expect(report.status == .passed)
        #expect(report.findings.isEmpty)
    }

    @Test("From the table: unclaimed external URLs and claimed internal ones, by route, pattern, host and rule")
    func tableToFile() {
        let report = checkFixture("cross-check-table-to-file")
        #expect(report.status == .passed)
        #expect(
            report.summaries == [
                "check.not-claimed routes[1].patterns[0]", "check.not-claimed routes[2].patterns[0]",
                "check.internal-claimed routes[3].patterns[0]", "check.not-claimed routes[4].patterns[0]",
            ])
        let app = "ABCDE12345.com.example.news"
        let file = "the association file of news.example (apple-app-site-association.json)"
        #expect(
            report.findings.map(\.message) == [
                "https://news.example/video/x (pattern \"/video/:videoId\" of route video) is not claimed for \(app): "
                    + "rule applinks.details[0].components[0] of \(file) excludes it, so iOS opens it in Safari",
                "https://news.example/live (pattern \"/live\" of route live) is not claimed for \(app): "
                    + "no rule of \(file) matches it, so iOS opens it in Safari",
                "https://news.example/debug (pattern \"/debug\" of route debug) is claimed for \(app) "
                    + "by rule applinks.details[0].components[2] of \(file), "
                    + "but the route is internal: iOS opens the app, which refuses it (not-exposed)",
                "https://news.example/archive/x (pattern \"/archive(/:year)\" (variant /archive/:year) of route archive) "
                    + "is not claimed for \(app): no rule of \(file) matches it, so iOS opens it in Safari",
            ])
    }

    @Test("From the file: rules that claim URLs no external route handles, named by file and JSON path")
    func fileToTable() {
        let report = checkFixture("cross-check-file-to-table")
        #expect(report.status == .passed)
        // NB: components[0] ($(lang)), [1] (a query dictionary) and [5] (a
        // custom variable) lead to routes; [3] claims an internal route's URL,
        // which is reported once, at the route.
        #expect(
            report.summaries == [
                "aasa.unknown-key apple-app-site-association.json: applinks.details[0].components[4].excldue",
                "check.internal-claimed routes[2].patterns[0]",
                "check.claims-unrouted apple-app-site-association.json: applinks.details[0].components[2]",
                "check.claims-unrouted apple-app-site-association.json: applinks.details[0].components[4]",
            ])
        let app = "ABCDE12345.com.example.travel"
        #expect(
            report.findings[2].message
                == "rule \"/offers/*\" of the association file of travel.example claims URLs for \(app) "
                + "that no external route handles: no route matches https://travel.example/offers/x")
        #expect(report.findings[3].message.hasPrefix("a rule with no path pattern of the association file"))
        #expect(report.findings[3].message.hasSuffix("no route matches https://travel.example/#top"))
    }

    @Test("A rule whose samples reach only an internal route says so")
    func ruleReachingInternalRoute() throws {
        // NB: the rule claims /admin/1, which the int-typed internal route
        // takes; its own sample /admin/x is not claimed, so the route is fine.
        let file = try associationFile([
            "applinks": ["details": [["appIDs": [.string(checkAppID)], "components": [["/": "/admin/7"]]]]]
        ])
        var table = RouteTable(
            routes: [Route("admin", patterns: ["/admin/:page"], exposure: .internal)], appID: checkAppID)
        table.associationFiles = ["example.com": file]
        let report = CheckReport.check(table)
        #expect(report.summaries == ["check.internal-claimed routes[0].patterns[0]"])
        #expect(
            report.findings[0].message.hasPrefix(
                "https://example.com/admin/7 (pattern \"/admin/:page\" of route admin)"))
    }

    @Test("A file with no rule for the app claims nothing: one warning at the file")
    func otherAppOnly() {
        let report = checkFixture("cross-check-other-app-only")
        #expect(
            report.findings.map(\.description) == [
                "warning apple-app-site-association.json: the association file of news.example has no rule for "
                    + "ABCDE12345.com.example.news, so it claims none of the table's web URLs"
            ])
        #expect(report.findings[0].code == "check.not-claimed")
    }

    @Test("Variants no sample reaches are noted, not cross-checked")
    func noSample() throws {
        let file = try associationFile([
            "applinks": ["details": [["appIDs": [.string(checkAppID)], "components": [["/": "*"]]]]]
        ])
        var table = RouteTable(
            routes: [
                Route("code", patterns: ["/code/:c"], params: ["c": .regex("^zz[0-9]{9}$")]),
                Route("flag", patterns: ["/flag/:on"], params: ["on": .bool]),
                Route("mode", patterns: ["/flag/:mode"], params: ["mode": .enumeration(["true", "false"])]),
            ], appID: checkAppID)
        table.associationFiles = ["example.com": file]
        let report = CheckReport.check(table)
        // NB: bool and an enum of "true"/"false" at one position also overlap (issue 21): a conflict warning.
        #expect(
            report.summaries == [
                "check.conflict routes[2].patterns[0]", "check.no-sample routes[0].patterns[0]",
                "check.no-sample routes[2].patterns[0]",
            ])
        let notes = report.findings.filter { $0.code != "check.conflict" }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(
            notes[0].message
                == "no sample value for c fits its type (regex ^zz[0-9]{9}$), so the URLs of pattern \"/code/:c\" "
                + "of route code were not cross-checked with the association files")
        #expect(
            notes[1].message
                == "the sample /flag/true of pattern \"/flag/:mode\" of route mode reaches route flag instead, "
                + "so its URLs were not cross-checked with the association files")
    }

    @Test("The demo table and the association file generated from it agree")
    func demoAgreesWithGeneratedFile() throws {
        var table = try RouteTable.load(
            contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse)
        table.appID = checkAppID
        table.associationFiles = ["example.com": try associationFile(AssociationFile.generate(for: table))]
        let report = CheckReport.check(table)
        #expect(report.status == .passed)
        // NB: the demo's premium guard drops links on purpose (a feature flag): a note, nothing else.
        #expect(report.summaries == ["check.guard-drops-link routes[19].requires[1]"])
    }

    @Test("Sample patterns fill the parameters with values their types accept")
    func patternSamples() throws {
        let route = Route(
            "r", patterns: [], params: ["id": .int, "tab": .enumeration(["posts", "likes"]), "rest": .string])
        let variant = try #require(Pattern("/u/:id/:tab/*rest").variants.first)
        #expect(
            PatternSample.attempts(for: variant, of: route)
                == .paths([
                    ["u", "1", "posts", "a", "b"], ["u", "42", "likes", "a"], ["u", "42", "likes", "a", "b", "c"],
                    ["u", "42", "likes", "a", "b", "c", "d"], ["u", "42", "likes", "a", "b", "c", "d", "e"],
                ]))
        #expect(PatternSample.candidates(for: .regex("^[A-Z]{3}[0-9]{3}$")) == ["ABC123"])
        #expect(PatternSample.path(["a b", "c"]) == "/a%20b/c")
    }

    @Test("Sample rule URLs fill wildcards, variables, query dictionaries and fragments")
    func ruleSamples() throws {
        let file = try associationFile([
            "applinks": [
                "substitutionVariables": ["kind": ["hotel", "flight"]],
                "details": [
                    [
                        "appIDs": [.string(checkAppID)],
                        "components": [
                            ["/": "/$(lang)/$(kind)/?*", "?": ["ref": "*", "n": "$(digit)"], "#": "top"],
                            ["/": "/a b/*", "percentEncoded": false],
                        ],
                    ]
                ],
            ]
        ])
        #expect(
            AssociationRuleSample.urls(for: file.rules[0], in: file) == [
                AssociationURL(path: "/en/hotel/xx", query: "ref=x&n=1", fragment: "top"),
                AssociationURL(path: "/en/hotel/11", query: "ref=1&n=1", fragment: "top"),
            ])
        #expect(AssociationRuleSample.urls(for: file.rules[1], in: file)[0] == AssociationURL(path: "/a%20b/x"))
    }
}
