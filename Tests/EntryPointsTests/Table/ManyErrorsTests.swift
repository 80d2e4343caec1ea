import Testing

@testable import EntryPoints

@Suite("Route table decoding: many errors at once")
struct ManyErrorsTests {
    /// A table that breaks many rules, structural and semantic, in every section.
    private let brokenTable: JSONValue = [
        "schemes": ["demoapp", "https", 3],
        "domains": ["example.com", "example.com:80"],
        "tabs": ["home", "home"],
        "guards": ["signedIn": ["redirect": "logon"], "admin": "x"],
        "routes": [
            [
                "id": "story", "patterns": ["/story/:id", 7], "params": ["id": "integer"],
                "requires": ["signedIn", "paid"], "tab": "feed",
            ],
            "oops",
            ["patterns": ["/a(("], "stack": ["x"]],
            ["id": "story", "exposure": "hidden", "notification": [:]],
            ["id": "login", "pattern": "/login"],
        ],
        "appID": "bad id",
        "associationFiles": ["example.com": "aasa.json"],
    ]

    @Test("Every problem is reported, in the order of the table's text")
    func reportsEverything() throws {
        let badPattern = try #require(#expect(throws: EntryPointsError.self) { try Pattern("/a((") })
        #expect(
            decodingProblems(brokenTable) == [
                "schemes[1]: \"https\" is a web scheme; web URLs are configured through \"domains\"",
                "schemes[2]: expected a string, found number",
                "domains[1]: \"example.com:80\" has a port (\":\"); write the host alone, ports are ignored",
                "tabs[1]: duplicate tab \"home\" (first at tabs[0])",
                "guards.signedIn.redirect: unknown route \"logon\" (did you mean \"login\"?)",
                "guards.admin: expected an object, found string",
                "routes[0].patterns[1]: expected a string, found number",
                "routes[0].params.id: unknown type \"integer\"",
                "routes[0].requires[1]: unknown guard \"paid\"",
                "routes[0].tab: tab \"feed\" is not in \"tabs\"",
                "routes[1]: expected an object, found string",
                "routes[2].id: missing required key \"id\"",
                "routes[2].patterns[0]: \(badPattern.message)",
                "routes[2].stack: \"stack\" needs a \"tab\" to build it on",
                "routes[3].id: duplicate id \"story\" (first at routes[0])",
                "routes[3].exposure: unknown exposure \"hidden\" (expected \"external\" or \"internal\")",
                "routes[3].notification: a notification trigger needs \"category\", \"action\" or both",
                "appID: \"bad id\" is not an app ID of the form TEAMID.bundle.identifier",
                "associationFiles: cannot load the table's 1 association file from here: no file loader was given",
            ])
    }

    @Test("Each problem carries the code of its rule")
    func codes() {
        #expect(
            decodingErrors(brokenTable).map(\.code) == [
                .badScheme, .wrongType, .badDomain, .invalidValue, .unknownRoute, .wrongType,
                .wrongType, .unknownType, .unknownGuard, .unknownTab, .wrongType,
                .missingField, .badPattern, .stackWithoutTab, .duplicateID, .invalidValue, .missingField,
                .invalidValue, .unreadableFile,
            ])
    }

    @Test("A missing id is reported once, not also as an empty id")
    func missingIDOnce() {
        #expect(decodingErrors(tableJSON(["tab": "main"])).map(\.code) == [.missingField])
    }

    @Test("Routes without ids are not duplicates of each other")
    func placeholdersAreNotDuplicates() {
        #expect(
            decodingProblems(tableJSON(["id": 1], ["id": 2])) == [
                "routes[0].id: expected a string, found number",
                "routes[1].id: expected a string, found number",
            ])
    }

    @Test("The refusal's description lists every problem")
    func refusalDescription() throws {
        let error = try #require(
            #expect(throws: RouteTableError.self) {
                try RouteTable(json: tableJSON(["id": ""], "x"), warnings: .refuse)
            })
        #expect(
            error.description == """
                route table refused (2 errors):
                  routes[0].id: id must not be empty
                  routes[1]: expected an object, found string
                """)
    }
}
