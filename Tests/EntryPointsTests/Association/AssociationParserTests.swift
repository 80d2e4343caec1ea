import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// What the parser refuses (errors) and what it loads with a warning.
@Suite("Association file parsing")
struct AssociationParserTests {
    typealias Support = AssociationTestSupport

    static func entry(_ components: JSONValue) -> JSONValue {
        ["applinks": ["details": [["appID": .string(Support.app), "components": components]]]]
    }

    @Test("A file without applinks is refused")
    func missingApplinks() throws {
        let errors = Support.errors(of: ["webcredentials": ["apps": []]], file: "shop.json")
        #expect(errors?.map(\.code) == [.badAssociationFile])
        #expect(errors?.first?.location == "shop.json")
    }

    @Test("A file that is not a JSON object is refused")
    func rootNotObject() throws {
        let errors = Support.errors(of: [1, 2])
        #expect(errors?.first?.description == "test.json: an association file must be a JSON object, not an array")
    }

    @Test("applinks without details is refused")
    func missingDetails() throws {
        let errors = Support.errors(of: ["applinks": ["apps": []]])
        #expect(errors?.first?.location == "test.json: applinks")
    }

    // Issue 17: recorded from Apple's `swcutil`: one non-string value makes iOS ignore the whole dictionary.
    @Test("A non-string value in a ? dictionary loads with a warning at its JSON path, and the dictionary is ignored")
    func nonStringQueryItem() throws {
        let json = Self.entry([["/": "/a", "?": ["ref": 7, "id": "?*"]]])
        let file = try AssociationFile(parsing: json, file: "shop.json")
        #expect(file.warnings.map(\.code) == [.associationIgnoredKey])
        #expect(file.warnings.first?.location == "shop.json: applinks.details[0].components[0].?.ref")
        #expect(
            file.warnings.first?.message
                == "must be a string, not a number; iOS ignores the whole \"?\" dictionary because of it, "
                + "so the rule matches any query")
        #expect(file.rules.first?.query == nil)
        #expect(file.evaluate(AssociationURL(testing: "/a"), appID: Support.app).isClaimed)
        #expect(file.evaluate(AssociationURL(testing: "/a?other=1"), appID: Support.app).isClaimed)
        #expect(!file.evaluate(AssociationURL(testing: "/b?id=1"), appID: Support.app).isClaimed)
    }

    @Test("A ? that is neither a string nor an object is refused at its JSON path")
    func queryOfWrongType() throws {
        let errors = Support.errors(of: Self.entry([["/": "/a"], ["?": 7]]), file: "shop.json")
        #expect(errors?.first?.location == "shop.json: applinks.details[0].components[1].?")
        #expect(errors?.first?.message == "must be a string or an object, not a number")
    }

    @Test("Wrong types are refused, every one of them")
    func wrongTypesAllReported() throws {
        let json = Self.entry([["/": 5, "exclude": "yes", "caseSensitive": 0, "#": ["x"]]])
        let locations = Support.errors(of: json)?.compactMap(\.location)
        #expect(
            locations == [
                "test.json: applinks.details[0].components[0].exclude",
                "test.json: applinks.details[0].components[0].caseSensitive",
                "test.json: applinks.details[0].components[0]./",
                "test.json: applinks.details[0].components[0].#",
            ])
    }

    @Test("appIDs that is not an array of strings is refused")
    func appIDsWrongType() throws {
        let json: JSONValue = ["applinks": ["details": [["appIDs": "T.app", "components": []]]]]
        #expect(Support.errors(of: json)?.first?.location == "test.json: applinks.details[0].appIDs")
    }

    @Test("An undefined substitution variable is refused, with a suggestion")
    func undefinedVariable() throws {
        let json: JSONValue = [
            "applinks": [
                "substitutionVariables": ["food": ["pizza"]],
                "details": [["appID": .string(Support.app), "components": [["/": "/$(foods)"]]]],
            ]
        ]
        let error = Support.errors(of: json)?.first
        #expect(error?.location == "test.json: applinks.details[0].components[0]./")
        #expect(error?.message.contains("$(foods)") == true)
        #expect(error?.message.hasSuffix("did you mean $(food)?") == true)
    }

    @Test("An unterminated $( is refused")
    func unterminatedVariable() throws {
        #expect(Support.errors(of: Self.entry([["/": "/$(lang"]]))?.count == 1)
    }

    @Test("A variable value that uses another variable is refused")
    func nestedVariable() throws {
        let json: JSONValue = ["applinks": ["substitutionVariables": ["a": ["x$(lang)"]], "details": []]]
        #expect(Support.errors(of: json)?.first?.location == "test.json: applinks.substitutionVariables.a[0]")
    }

    @Test("A misspelt key warns and suggests the right one")
    func misspeltKeySuggestion() throws {
        let json: JSONValue = ["applinks": ["details": [["appID": .string(Support.app), "compnents": []]]]]
        let file = try AssociationFile(parsing: json, file: "blog.json")
        #expect(file.warnings.map(\.code) == [.associationUnknownKey])
        #expect(
            file.warnings.first?.description
                == "blog.json: applinks.details[0].compnents: unknown key \"compnents\" is ignored; did you mean \"components\"?"
        )
    }

    @Test("A misspelt exclude warns, and the rule claims instead of excluding")
    func misspeltExclude() throws {
        let file = try AssociationFile(parsing: Self.entry([["/": "/drafts/*", "exlude": true]]), file: "blog.json")
        #expect(file.warnings.first?.message.hasSuffix("did you mean \"exclude\"?") == true)
        #expect(file.evaluate(AssociationURL(path: "/drafts/1"), appID: Support.app).isClaimed)
    }

    @Test("An unknown key unlike any known one warns without a suggestion")
    func unknownKeyWithoutSuggestion() throws {
        let file = try AssociationFile(parsing: Self.entry([["/": "/a", "priority": 1]]), file: "test.json")
        #expect(file.warnings.first?.message == "unknown key \"priority\" is ignored")
    }

    @Test("Other top-level sections are accepted without warnings")
    func otherSections() throws {
        var json = Self.entry([])
        if case .object(var object) = json {
            object["webcredentials"] = ["apps": ["T.app"]]
            object["appclips"] = ["apps": ["T.app.Clip"]]
            object["activitycontinuation"] = ["apps": ["T.app"]]
            json = .object(object)
        }
        #expect(try AssociationFile(parsing: json, file: "test.json").warnings.isEmpty)
    }

    @Test("An entry that names no app warns")
    func entryWithoutApp() throws {
        let json: JSONValue = ["applinks": ["details": [["components": [["/": "*"]]]]]]
        #expect(try AssociationFile(parsing: json, file: "test.json").warnings.map(\.code) == [.associationNoApp])
    }

    @Test("paths next to components warns that it is ignored")
    func pathsIgnored() throws {
        let json: JSONValue = ["applinks": ["details": [["appID": "T.app", "components": [], "paths": ["*"]]]]]
        let warning = try AssociationFile(parsing: json, file: "test.json").warnings.first
        #expect(warning?.code == .associationIgnoredKey)
        #expect(warning?.location == "test.json: applinks.details[0].paths")
    }

    @Test("A ? in a path pattern that looks like a query warns")
    func questionMarkLooksLikeQuery() throws {
        let file = try AssociationFile(parsing: Self.entry([["/": "/search?q=*"]]), file: "test.json")
        #expect(file.warnings.map(\.code) == [.associationSuspiciousPattern])
    }

    @Test("Raw non-ASCII text in a percent-encoded pattern warns")
    func rawTextInEncodedPattern() throws {
        let file = try AssociationFile(parsing: Self.entry([["/": "/café"]]), file: "test.json")
        #expect(file.warnings.map(\.code) == [.associationSuspiciousPattern])
        let decoded = try AssociationFile(
            parsing: Self.entry([["/": "/café", "percentEncoded": false]]), file: "test.json")
        #expect(decoded.warnings.isEmpty)
    }

    @Test("A variable without values, or replacing a predefined one, warns")
    func suspiciousVariables() throws {
        let json: JSONValue = ["applinks": ["substitutionVariables": ["none": [], "digit": ["1"]], "details": []]]
        let codes = try AssociationFile(parsing: json, file: "test.json").warnings.map(\.code)
        #expect(codes == [.associationSuspiciousVariable, .associationSuspiciousVariable])
    }

    @Test("Rules expose their JSON path, patterns and settings")
    func rulesAreInspectable() throws {
        let file = try Support.file([["/": "/a/*", "?": ["id": "?*"], "#": "x", "exclude": true, "comment": "c"]])
        let rule = try #require(file.rules.first)
        #expect(rule.jsonPath == "applinks.details[0].components[0]")
        #expect(rule.path == "/a/*")
        #expect(rule.query == .items([AssociationQueryItem(name: "id", pattern: "?*")]))
        #expect(rule.fragment == "x")
        #expect(rule.isExclusion && rule.comment == "c" && rule.caseSensitive && rule.percentEncoded)
        #expect(file.appIDs == [Support.app])
    }

    @Test("Compiling a rule again with its file's variables gives the same rule, for every fixture file")
    func recompiledRulesAreTheSame() throws {
        for name in ["shop.json", "travel.json", "news-legacy.json", "wiki-international.json", "misspelt.json"] {
            let file = try Support.fixture(name)
            for rule in file.rules {
                #expect(rule.compiled(with: file.variables) == rule, "\(name): \(rule.jsonPath)")
            }
        }
    }

    @Test("Warning codes keep their strings")
    func warningCodes() {
        #expect(EntryPointsError.Code.badAssociationFile.rawValue == "aasa.invalid")
        #expect(EntryPointsError.Code.associationUnknownKey.rawValue == "aasa.unknown-key")
        #expect(EntryPointsError.Code.associationIgnoredKey.rawValue == "aasa.ignored-key")
        #expect(EntryPointsError.Code.associationNoApp.rawValue == "aasa.no-app")
        #expect(EntryPointsError.Code.associationSuspiciousPattern.rawValue == "aasa.suspicious-pattern")
        #expect(EntryPointsError.Code.associationSuspiciousVariable.rawValue == "aasa.suspicious-variable")
    }
}
