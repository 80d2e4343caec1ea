import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Rule 13 of `AssociationRules.md`: where each setting comes from.
@Suite("Association defaults")
struct AssociationDefaultsTests {
    typealias Support = AssociationTestSupport

    @Test("Rule 13: applinks.defaults applies to every component")
    func topLevelDefaults() throws {
        let verdict = try Support.verdict([["/": "/a"]], "/A", defaults: ["caseSensitive": false])
        #expect(verdict.isClaimed)
    }

    @Test("Rule 13: an entry's defaults override applinks.defaults")
    func entryOverridesTop() throws {
        let verdict = try Support.verdict(
            [["/": "/a"]], "/A", entryDefaults: ["caseSensitive": true], defaults: ["caseSensitive": false])
        #expect(verdict == .notMatched)
    }

    @Test("Rule 13: a component's own key overrides both levels of defaults")
    func componentOverridesBoth() throws {
        let verdict = try Support.verdict(
            [["/": "/a", "caseSensitive": false]], "/A",
            entryDefaults: ["caseSensitive": true], defaults: ["caseSensitive": true])
        #expect(verdict.isClaimed)
    }

    @Test("Rule 13: each setting is resolved on its own")
    func settingsResolveSeparately() throws {
        let verdict = try Support.verdict(
            [["/": "/café/*"]], "/CAF%C3%89/x",
            entryDefaults: ["percentEncoded": false], defaults: ["caseSensitive": false])
        #expect(verdict.isClaimed)
    }

    @Test("Rule 13: an entry's defaults stay within that entry")
    func entryDefaultsStayInEntry() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": [
                    "details": [
                        ["appID": "T.one", "defaults": ["caseSensitive": false], "components": [["/": "/a"]]],
                        ["appID": "T.two", "components": [["/": "/a"]]],
                    ]
                ]
            ], file: "test.json")
        #expect(file.evaluate(AssociationURL(path: "/A"), appID: "T.one").isClaimed)
        #expect(file.evaluate(AssociationURL(path: "/A"), appID: "T.two") == .notMatched)
    }

    @Test("Rule 13: legacy paths follow the defaults too")
    func legacyPathsFollowDefaults() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": ["defaults": ["caseSensitive": false], "details": [["appID": "T.one", "paths": ["/a/*"]]]]
            ],
            file: "test.json")
        #expect(file.evaluate(AssociationURL(path: "/A/b"), appID: "T.one").isClaimed)
    }

    @Test("Rule 13: resolved settings are visible on the rule")
    func resolvedSettingsOnRule() throws {
        let file = try Support.file([["/": "/a", "percentEncoded": false]], defaults: ["caseSensitive": false])
        #expect(file.rules[0].caseSensitive == false)
        #expect(file.rules[0].percentEncoded == false)
    }
}
