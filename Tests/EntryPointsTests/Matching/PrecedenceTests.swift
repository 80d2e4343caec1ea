import Testing
@testable import EntryPoints

@Suite("Pattern precedence")
struct PrecedenceTests {
    @Test("A literal beats a parameter whatever the order of registration")
    func literalBeatsParameter() throws {
        let router = try makeRouter([
            Route("any", patterns: ["/story/:id"]), Route("latest", patterns: ["/story/latest"]),
        ])
        #expect(router.open("demoapp://story/latest").request?.route == "latest")
        #expect(router.open("demoapp://story/12").request?.route == "any")
    }

    @Test("A typed parameter beats a string parameter")
    func typedBeatsString() throws {
        let router = try makeRouter([
            Route("slug", patterns: ["/story/:slug"]),
            Route("byID", patterns: ["/story/:id"], params: ["id": .int]),
        ])
        #expect(router.open("demoapp://story/42").request?.route == "byID")
        #expect(router.open("demoapp://story/hello").request?.route == "slug")
    }

    @Test("A string parameter beats a catch-all")
    func stringBeatsCatchAll() throws {
        let router = try makeRouter([
            Route("rest", patterns: ["/files/*path"]), Route("one", patterns: ["/files/:name"]),
        ])
        #expect(router.open("demoapp://files/a").request?.route == "one")
        #expect(router.open("demoapp://files/a/b").request?.route == "rest")
    }

    @Test("The first segment that differs decides, not the number of literals")
    func firstDifferenceDecides() throws {
        let router = try makeRouter([
            Route("paramFirst", patterns: ["/:section/list/all"]),
            Route("literalFirst", patterns: ["/shop/:id/:view"]),
        ])
        #expect(router.open("demoapp://shop/list/all").request?.route == "literalFirst")
    }

    @Test("Patterns of identical shape: the route listed first wins")
    func identicalShapeFirstListedWins() throws {
        let router = try makeRouter([Route("first", patterns: ["/a/:x"]), Route("second", patterns: ["/a/:y"])])
        #expect(router.open("demoapp://a/1").request?.route == "first")
        #expect(router.conflicts.count == 1)
        #expect(router.conflicts[0].map(\.route) == ["first", "second"])
    }

    @Test("Two typed parameters that both accept a value: the listed-first route wins")
    func overlappingTypedParameters() throws {
        let router = try makeRouter([
            Route("code", patterns: ["/x/:code"], params: ["code": .enumeration(["1", "2"])]),
            Route("number", patterns: ["/x/:n"], params: ["n": .int]),
        ])
        #expect(router.open("demoapp://x/1").request?.route == "code")
        #expect(router.open("demoapp://x/3").request?.route == "number")
    }

    @Test("A typed failure lets another pattern match instead")
    func typeFailureFallsThrough() throws {
        let router = try makeRouter([
            Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
            Route("anything", patterns: ["/story/*rest"]),
        ])
        #expect(router.open("demoapp://story/abc").request?.route == "anything")
    }

    @Test("Backtracking: a literal branch that dead-ends falls back to a parameter branch")
    func backtracksFromLiteral() throws {
        let router = try makeRouter([
            Route("edit", patterns: ["/post/new/edit"]),
            Route("view", patterns: ["/post/:id/view"]),
        ])
        #expect(router.open("demoapp://post/new/view").request?.route == "view")
    }

    @Test("A catch-all needs at least one segment")
    func catchAllNeedsOneSegment() throws {
        let router = try makeRouter([Route("files", patterns: ["/files/*path"])])
        #expect(router.open("demoapp://files").request == nil)
        #expect(router.open("demoapp://files/a/b/c").request?.params == ["path": "a/b/c"])
    }

    @Test("A bare catch-all matches but captures nothing")
    func bareCatchAll() throws {
        let router = try makeRouter([Route("help", patterns: ["/help/*"])])
        #expect(router.open("demoapp://help/x/y").request?.params == [:])
    }

    @Test("Optional parts match with and without the part")
    func optionalParts() throws {
        let router = try makeRouter([Route("user", patterns: ["/user/:id(/:tab)"])])
        #expect(router.open("demoapp://user/7").request?.params == ["id": "7"])
        #expect(router.open("demoapp://user/7/posts").request?.params == ["id": "7", "tab": "posts"])
        #expect(router.open("demoapp://user/7/posts/x").request == nil)
    }

    @Test("Literals compare case-insensitively by default and keep captured case")
    func caseInsensitiveDefault() throws {
        let router = try makeRouter([Route("story", patterns: ["/Story/:id"])])
        #expect(router.open("https://example.com/STORY/AbC").request?.params == ["id": "AbC"])
    }

    @Test("caseSensitive tables compare literals exactly, except a custom scheme's first segment")
    func caseSensitiveTable() throws {
        let router = try makeRouter([Route("story", patterns: ["/story/view/:id"])], caseSensitive: true)
        #expect(router.open("https://example.com/Story/view/1").request == nil)
        #expect(router.open("https://example.com/story/View/1").request == nil)
        #expect(router.open("demoapp://STORY/view/1").request?.route == "story")
        #expect(router.open("demoapp:/Story/view/1").request?.route == "story")
        #expect(router.open("demoapp://story/VIEW/1").request == nil)
    }

    @Test("Matching cost does not depend on registration order: a late literal still wins")
    func lateLiteralWins() throws {
        var routes = (0..<200).map { Route("r\($0)", patterns: ["/s\($0)/:id"]) }
        routes.append(Route("special", patterns: ["/s5/special"]))
        let router = try makeRouter(routes)
        #expect(router.open("demoapp://s5/special").request?.route == "special")
        #expect(router.open("demoapp://s5/other").request?.route == "r5")
    }
}
