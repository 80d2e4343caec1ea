import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 17: `entryd check` warns when an association rule relies on a code
/// that `$(region)` or `$(lang)` does not stand for (`check.non-iso-code`).
@Suite("Check: rules that rely on a non-ISO code")
struct CrossCheckISOCodeTests {
    /// The report on `routes` with one association file of `components` at example.com.
    static func report(
        _ routes: [Route], _ components: [JSONValue], variables: JSONValue? = nil
    ) throws -> CheckReport {
        var applinks: JSONObject = ["details": [["appIDs": [.string(checkAppID)], "components": .array(components)]]]
        applinks["substitutionVariables"] = variables
        var table = RouteTable(routes: routes, appID: checkAppID)
        table.associationFiles = ["example.com": try associationFile(["applinks": .object(applinks)])]
        return CheckReport.check(table)
    }

    @Test("Literal codes, enum values, exclusions and $(lang): one warning per rule and code, at the rule")
    func fixture() {
        let report = checkFixture("cross-check-non-iso-code")
        #expect(report.status == .passed)
        let file = "apple-app-site-association.json: applinks.details[0]"
        let expected: [String] = [
            "check.not-claimed routes[0].patterns[0]", "check.internal-claimed routes[3].patterns[0]",
            "check.not-claimed routes[5].patterns[0]", "check.not-claimed routes[6].patterns[0]",
            "check.non-iso-code \(file).components[1]", "check.non-iso-code \(file).components[2]",
            "check.non-iso-code \(file).components[3]", "check.non-iso-code \(file).components[3]",
            "check.non-iso-code \(file).components[0]", "check.non-iso-code \(file).components[5]",
            "check.claims-unrouted \(file).components[6]",
        ]
        #expect(report.summaries == expected)
        let findings = report.findings(.checkNonISOCode)
        #expect(
            findings.map(\.message) == [
                "rule \"/$(region)/home\" of the association file of shop.example can never claim "
                    + "https://shop.example/UK/home (pattern \"/UK/home\" of route ukHome): "
                    + "it relies on $(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)",
                "rule \"/$(region)/store\" of the association file of shop.example can never claim "
                    + "https://shop.example/UK/store (pattern \"/:region/store\" of route storefront): "
                    + "it relies on $(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)",
                "rule \"/$(lang)_$(region)/p/*\" of the association file of shop.example can never claim "
                    + "https://shop.example/en_UK/p/1 (pattern \"/:locale/p/:sku\" of route product): "
                    + "it relies on $(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)",
                "rule \"/$(lang)_$(region)/p/*\" of the association file of shop.example can never claim "
                    + "https://shop.example/es_419/p/1 (pattern \"/:locale/p/:sku\" of route product): "
                    + "it relies on $(region) standing for 419, which is not in Locale.isoRegionCodes",
                "rule \"/$(region)/admin\" of the association file of shop.example can never exclude "
                    + "https://shop.example/UK/admin (pattern \"/UK/admin\" of route ukAdmin): "
                    + "it relies on $(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)",
                "rule \"/$(lang)/help\" of the association file of shop.example can never claim "
                    + "https://shop.example/tl/help (pattern \"/tl/help\" of route help): "
                    + "it relies on $(lang) standing for tl, which is not in Locale.isoLanguageCodes (use fil)",
            ])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test("A literal UK in a rule is legal and matches: no warning")
    func literalCode() throws {
        let report = try Self.report([Route("uk", patterns: ["/UK/home"])], [["/": "/UK/*"]])
        #expect(report.findings.isEmpty)
    }

    @Test("A region variable the file defines replaces the predefined one, UK included: no warning")
    func customRegion() throws {
        let report = try Self.report(
            [Route("home", patterns: ["/UK/home"])], [["/": "/$(region)/home"]], variables: ["region": ["UK", "IE"]])
        #expect(report.summaries == ["aasa.suspicious-variable aasa.json: applinks.substitutionVariables.region"])
    }

    @Test("A rule after the one that decides the URL is not blamed")
    func laterRule() throws {
        let report = try Self.report(
            [Route("home", patterns: ["/UK/home"])], [["/": "/UK/*", "exclude": true], ["/": "/$(region)/home"]])
        #expect(report.findings(.checkNonISOCode).isEmpty)
        #expect(report.findings(.checkNotClaimed).count == 1)
    }

    @Test("caseSensitive false counts lowercase codes; a case-sensitive rule counts only the list's case")
    func caseOfCodes() throws {
        let route = Route("home", patterns: ["/uk/home"])
        let insensitive = try Self.report([route], [["/": "/$(region)/home", "caseSensitive": false]])
        #expect(
            insensitive.findings(.checkNonISOCode).map(\.location) == ["aasa.json: applinks.details[0].components[0]"])
        #expect(
            insensitive.findings(.checkNonISOCode).first?.message.hasSuffix(
                "standing for uk, which is not in Locale.isoRegionCodes (use GB)") == true)
        let sensitive = try Self.report([route], [["/": "/$(region)/home"]])
        #expect(sensitive.findings(.checkNonISOCode).isEmpty)
        #expect(sensitive.findings(.checkNotClaimed).count == 1)
    }

    @Test("A rule that needs two codes names both")
    func twoCodes() throws {
        let report = try Self.report([Route("page", patterns: ["/tl_UK/page"])], [["/": "/$(lang)_$(region)/page"]])
        #expect(
            report.findings(.checkNonISOCode).first?.message.hasSuffix(
                "it relies on $(lang) standing for tl, which is not in Locale.isoLanguageCodes (use fil), "
                    + "and on $(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)") == true)
    }

    @Test("Only codes the table writes count, not values made up to fill a parameter")
    func onlyWrittenCodes() throws {
        // NB: the sample for a `^[a-z]{3}$` parameter is "abc", which is no
        // ISO 639 code; nothing says the route meant a language.
        let route = Route("page", patterns: ["/:code/page"], params: ["code": .regex("^[a-z]{3}$")])
        let report = try Self.report([route], [["/": "/$(lang)/page"]])
        #expect(report.findings(.checkNonISOCode).isEmpty)
    }

    @Test("Codes are the runs of letters or digits written like a code and not in the list")
    func codesInTexts() {
        let codes = AssociationISOCodeCheck.codes(in: ["en_UK", "es-419", "GB", "home", "tl", "UK"])
        #expect(
            codes.map { "\($0.variable):\($0.text)" } == [
                "region:en", "region:UK", "region:419", "lang:GB", "lang:tl",
            ])
    }
}
