import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Rule 16 of `AssociationRules.md`: the legacy `paths` format.
@Suite("Association legacy paths")
struct AssociationLegacyPathTests {
    static func file(_ entry: JSONValue) throws -> AssociationFile {
        try AssociationFile(parsing: ["applinks": ["apps": [], "details": [entry]]], file: "legacy.json")
    }

    @Test("Rule 16: a legacy path compares the path only")
    func pathOnly() throws {
        let file = try Self.file(["appID": "T.app", "paths": ["/videos/*"]])
        #expect(
            file.evaluate(AssociationURL(path: "/videos/1", query: "t=30", fragment: "x"), appID: "T.app")
                == .claimed(rule: "applinks.details[0].paths[0]"))
    }

    @Test("Rule 16: NOT marks an exclusion")
    func notExcludes() throws {
        let file = try Self.file(["appID": "T.app", "paths": ["NOT /videos/live/*", "/videos/*"]])
        #expect(
            file.evaluate(AssociationURL(path: "/videos/live/now"), appID: "T.app")
                == .excluded(rule: "applinks.details[0].paths[0]"))
        #expect(file.rules[0].path == "/videos/live/*")
    }

    @Test("Rule 16: NOT without its space is part of the path")
    func notNeedsSpace() throws {
        let file = try Self.file(["appID": "T.app", "paths": ["NOT/a"]])
        #expect(file.rules[0].isExclusion == false)
    }

    @Test("Rule 16: paths are ignored when the entry has components")
    func componentsWin() throws {
        let file = try Self.file(["appID": "T.app", "components": [], "paths": ["*"]])
        #expect(file.evaluate(AssociationURL(path: "/a"), appID: "T.app") == .notMatched)
    }

    @Test("Rule 16: the old dictionary form names the app by key")
    func dictionaryForm() throws {
        let file = try AssociationFile(
            parsing: [
                "applinks": [
                    "apps": [],
                    "details": ["9JA89QQLNQ.com.apple.wwdc": ["paths": ["/wwdc/news/", "/videos/wwdc/2015/*"]]],
                ]
            ],
            file: "legacy.json")
        let verdict = file.evaluate(AssociationURL(path: "/videos/wwdc/2015/101"), appID: "9JA89QQLNQ.com.apple.wwdc")
        #expect(verdict == .claimed(rule: "applinks.details[\"9JA89QQLNQ.com.apple.wwdc\"].paths[1]"))
    }
}
