import Testing

@testable import EntryPoints

@Suite("A decoded table is compiled without validating or parsing it again")
struct ValidatedPatternsTests {
    static let json: JSONValue = [
        "schemes": ["demoapp"],
        "routes": [
            ["id": "story", "patterns": ["/story/:id", "/s/:id(/:tab)"], "params": ["id": "int"]],
            ["id": "inbox", "patterns": ["/inbox"]],
        ],
    ]

    @Test("Decoding a valid table hands its parsed patterns to the router")
    func decodedTableCarriesItsPatterns() throws {
        let table = try RouteTable.decode(Self.json, warnings: .refuse)
        let parsed = try #require(table.validated.patterns)
        #expect(parsed == [[try Pattern("/story/:id"), try Pattern("/s/:id(/:tab)")], [try Pattern("/inbox")]])
        let router = try Router(table)
        #expect(router.resolve(.url(URLEntry("demoapp://s/7/comments"))).request?.route == "story")
        #expect(router.table.validated.patterns == nil, "the router's copy of the table keeps no parsed patterns")
    }

    @Test("Any change to a decoded table drops its parsed patterns, so the router validates it again")
    func changedTableIsValidatedAgain() throws {
        var broken = try RouteTable.decode(Self.json, warnings: .refuse)
        broken.routes[1].patterns.append("/inbox/(:folder")
        #expect(broken.validated.patterns == nil)
        let error = #expect(throws: RouteTableError.self) { try Router(broken) }
        #expect(error?.errors.map(\.code) == [.badPattern])
        #expect(error?.errors.first?.location == "routes[1].patterns[1]")

        var renamed = try RouteTable.decode(Self.json, warnings: .refuse)
        renamed.routes.append(Route("story", patterns: ["/other"]))
        #expect(throws: RouteTableError.self) { try Router(renamed) }

        for change: (inout RouteTable) -> Void in [
            { $0.schemes.append("http") }, { $0.domains.append("bad domain") }, { $0.caseSensitive = true },
            { $0.tabs = [] }, { $0.notificationLinkKeys = [] }, { $0.guards = [GuardDefinition("g")] },
            { $0.appID = "x" }, { $0.associationFiles = [:] },
        ] {
            var table = try RouteTable.decode(Self.json, warnings: .refuse)
            change(&table)
            #expect(table.validated.patterns == nil)
        }
    }

    @Test("The carried patterns never make two tables with the same fields unequal")
    func carriedPatternsDoNotTakePartInEquality() throws {
        let decoded = try RouteTable.decode(Self.json, warnings: .refuse)
        let built = RouteTable(
            schemes: ["demoapp"],
            routes: [
                Route("story", patterns: ["/story/:id", "/s/:id(/:tab)"], params: ["id": .int]),
                Route("inbox", patterns: ["/inbox"]),
            ])
        #expect(decoded.validated.patterns != nil && built.validated.patterns == nil)
        #expect(decoded == built)
        #expect(decoded.hashValue == built.hashValue)
    }
}
