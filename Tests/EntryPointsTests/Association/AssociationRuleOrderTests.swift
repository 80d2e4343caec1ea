import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Rules 1–3 of `AssociationRules.md`: which rules apply, in what order, and
/// when one matches.
@Suite("Association rule order")
struct AssociationRuleOrderTests {
    typealias Support = AssociationTestSupport

    @Test("Rule 1: entries that name another app do not apply")
    func otherAppsEntriesDoNotApply() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": [
                    "details": [
                        ["appID": "ZZZZZ99999.com.other.app", "components": [["/": "/other/*"]]],
                        ["appID": .string(Support.app), "components": [["/": "/mine/*"]]],
                    ]
                ]
            ], file: "test.json")
        #expect(file.evaluate(AssociationURL(path: "/other/1"), appID: Support.app) == .notMatched)
        #expect(
            file.evaluate(AssociationURL(path: "/mine/1"), appID: Support.app)
                == .claimed(rule: "applinks.details[1].components[0]"))
    }

    @Test("Rule 1: every app listed in appIDs gets the entry's rules")
    func appIDsListsSeveralApps() throws {
        let file = try AssociationFile(
            parsing: ["applinks": ["details": [["appIDs": ["T.one", "T.two"], "components": [["/": "/a"]]]]]],
            file: "test.json")
        #expect(file.evaluate(AssociationURL(path: "/a"), appID: "T.one").isClaimed)
        #expect(file.evaluate(AssociationURL(path: "/a"), appID: "T.two").isClaimed)
        #expect(file.evaluate(AssociationURL(path: "/a"), appID: "T.three") == .notMatched)
    }

    @Test("Rule 1: app IDs compare exactly, case included")
    func appIDsCompareExactly() throws {
        let file = try Support.file([["/": "/a"]])
        #expect(file.evaluate(AssociationURL(path: "/a"), appID: Support.app.uppercased()) == .notMatched)
    }

    @Test("Rule 1: a later entry for the same app is tried after an earlier one's rules")
    func laterEntriesFollow() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": [
                    "details": [
                        ["appID": .string(Support.app), "components": [["/": "/first/*"]]],
                        ["appID": .string(Support.app), "components": [["/": "/second/*"]]],
                    ]
                ]
            ], file: "test.json")
        #expect(
            file.evaluate(AssociationURL(path: "/second/x"), appID: Support.app)
                == .claimed(rule: "applinks.details[1].components[0]"))
    }

    @Test("Rule 2: the first matching rule decides")
    func firstMatchWins() throws {
        let verdict = try Support.verdict([["/": "/buy/*"], ["/": "/buy/shoes"]], "/buy/shoes")
        #expect(verdict == .claimed(rule: "applinks.details[0].components[0]"))
    }

    @Test("Rule 2: an exclude rule that matches first excludes the URL")
    func excludeBeforeInclude() throws {
        let verdict = try Support.verdict([["/": "/buy/secret", "exclude": true], ["/": "/buy/*"]], "/buy/secret")
        #expect(verdict == .excluded(rule: "applinks.details[0].components[0]"))
    }

    @Test("Rule 2: an exclude rule after a matching include never runs")
    func includeBeforeExclude() throws {
        let verdict = try Support.verdict([["/": "/buy/*"], ["/": "/buy/secret", "exclude": true]], "/buy/secret")
        #expect(verdict == .claimed(rule: "applinks.details[0].components[0]"))
    }

    @Test("Rule 2: an exclusion in an earlier entry stops a later entry's rules")
    func exclusionStopsLaterEntries() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": [
                    "details": [
                        ["appID": .string(Support.app), "components": [["/": "/admin/*", "exclude": true]]],
                        ["appID": .string(Support.app), "components": [["/": "*"]]],
                    ]
                ]
            ], file: "test.json")
        #expect(
            file.evaluate(AssociationURL(path: "/admin/x"), appID: Support.app)
                == .excluded(rule: "applinks.details[0].components[0]"))
    }

    @Test("Rule 2: the AssociationFile doc example claims /buy/shoes with its second rule")
    func docExample() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": [
                    "details": [
                        [
                            "appIDs": ["ABCDE12345.com.example.app"],
                            "components": [
                                ["/": "/buy/secret/*", "exclude": true],
                                ["/": "/buy/*"],
                            ],
                        ]
                    ]
                ]
            ], file: "example.com.json")
        let verdict = file.evaluate(AssociationURL(path: "/buy/shoes"), appID: "ABCDE12345.com.example.app")
        #expect(verdict == .claimed(rule: "applinks.details[0].components[1]"))
    }

    @Test("Rule 2: a URL no rule matches is not claimed")
    func noMatch() throws {
        #expect(try Support.verdict([["/": "/buy/*"]], "/sell/1") == .notMatched)
    }

    @Test("Rule 3: every key the rule gives must match")
    func everyKeyMustMatch() throws {
        let rule: JSONValue = ["/": "/buy/*", "#": "reviews"]
        #expect(try Support.claims([rule], "/buy/1#reviews"))
        #expect(try !Support.claims([rule], "/buy/1#specs"))
        #expect(try !Support.claims([rule], "/sell/1#reviews"))
    }

    @Test("Rule 3: a rule with no path, query or fragment matches every URL")
    func emptyRuleMatchesAll() throws {
        #expect(try Support.claims([["comment": "everything"]], "/any/path?q=1#f"))
    }

    @Test("Rule 3: a rule's query alone decides when it has no path")
    func queryOnlyRule() throws {
        let rules: [JSONValue] = [["?": ["ref": "newsletter"], "exclude": true], ["/": "*"]]
        #expect(
            try Support.verdict(rules, "/a/b?ref=newsletter") == .excluded(rule: "applinks.details[0].components[0]"))
        #expect(try Support.claims(rules, "/a/b?ref=ad"))
    }
}
