import Testing

@testable import EntryPoints

@Suite("A router compiles a validated table: validation parses the patterns, the router only compiles them")
struct ValidatedTableTests {
    static let json: JSONValue = [
        "schemes": ["demoapp"],
        "routes": [
            ["id": "story", "patterns": ["/story/:id", "/s/:id(/:tab)"], "params": ["id": "int"]],
            ["id": "inbox", "patterns": ["/inbox"]],
        ],
    ]

    // Issue 30, item 3.
    @Test("Decoding a valid table into a validated one keeps its parsed patterns for the router")
    func decodedTableCarriesItsPatterns() throws {
        let validated = try RouteTable.Validated(json: Self.json, warnings: .refuse)
        #expect(
            validated.patterns == [[try Pattern("/story/:id"), try Pattern("/s/:id(/:tab)")], [try Pattern("/inbox")]])
        #expect(validated.table == (try RouteTable.decode(Self.json, warnings: .refuse)))
        let router = Router(validated)
        #expect(router.resolve(.url(URLEntry("demoapp://s/7/comments"))).request?.route == "story")
        #expect(router.table == validated.table)
    }

    // Issue 30, item 3.
    @Test("A changed table is a new table: the router validates it again")
    func changedTableIsValidatedAgain() throws {
        var broken = try RouteTable.Validated(json: Self.json, warnings: .refuse).table
        broken.routes[1].patterns.append("/inbox/(:folder")
        let error = #expect(throws: RouteTableError.self) { try Router(broken) }
        #expect(error?.errors.map(\.code) == [.badPattern])
        #expect(error?.errors.first?.location == "routes[1].patterns[1]")
        #expect(throws: RouteTableError.self) { try RouteTable.Validated(broken) }

        var renamed = try RouteTable.decode(Self.json, warnings: .refuse)
        renamed.routes.append(Route("story", patterns: ["/other"]))
        #expect(throws: RouteTableError.self) { try Router(renamed) }

        for change: (inout RouteTable) -> Void in [
            { $0.schemes.append("http") }, { $0.domains.append("bad domain") }, { $0.tabs = [] },
            { $0.guards = [RouteTable.Guard("g"), RouteTable.Guard("g")] }, { $0.appID = "x" },
        ] {
            var table = try RouteTable.decode(Self.json, warnings: .refuse)
            change(&table)
            #expect(throws: RouteTableError.self) { try Router(table) }
        }
    }

    @Test("Validating a table built in code parses the same patterns as decoding it")
    func builtTableValidatesAlike() throws {
        let built = RouteTable(
            schemes: ["demoapp"],
            routes: [
                Route("story", patterns: ["/story/:id", "/s/:id(/:tab)"], params: ["id": .int]),
                Route("inbox", patterns: ["/inbox"]),
            ])
        let decoded = try RouteTable.Validated(json: Self.json, warnings: .refuse)
        let validated = try RouteTable.Validated(built)
        #expect(validated.table == decoded.table)
        #expect(validated.patterns == decoded.patterns)
        #expect(try Router(built).resolve(.url(URLEntry("demoapp://story/7"))).request?.params == ["id": 7])
    }
}
