import Testing

@testable import EntryPoints

@Suite("A routed request's pattern: the one that matched, as written, read when asked")
struct RouteRequestPatternTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["demoapp"], domains: ["example.com"],
                routes: [
                    Route("story", patterns: ["/story/:storyId", "s/:storyId"], params: ["storyId": .int]),
                    Route("user", patterns: ["/user/:id(/:tab)"]),
                ]))
    }

    func request(_ url: String) -> RouteRequest? {
        if case .routed(let request) = router.resolve(.url(URLEntry(url))) { return request }
        return nil
    }

    @Test("A routed URL's request names the pattern that matched, as written, optional groups included")
    func routedRequestNamesItsPattern() {
        #expect(request("demoapp://story/42")?.pattern == "/story/:storyId")
        #expect(request("https://example.com/s/42")?.pattern == "s/:storyId")
        #expect(request("demoapp://user/7")?.pattern == "/user/:id(/:tab)")
        #expect(request("demoapp://user/7/posts")?.pattern == "/user/:id(/:tab)")
    }

    @Test("A request's pattern compares and hashes by its text, however the request was made")
    func patternComparesByText() throws {
        let matched = try #require(request("demoapp://story/42"))
        let written = RouteRequest(
            route: "story", params: ["storyId": 42], origin: .external, kind: .url, pattern: "/story/:storyId")
        #expect(matched == written)
        #expect(matched.hashValue == written.hashValue)
        #expect(Set([matched, written]).count == 1)
        var other = written
        other.pattern = "s/:storyId"
        #expect(other != matched)
    }

    @Test("Setting a request's pattern replaces the matched one, and nil clears it")
    func settingThePatternReplacesIt() throws {
        var matched = try #require(request("demoapp://story/42"))
        matched.pattern = "/custom"
        #expect(matched.pattern == "/custom")
        matched.pattern = nil
        #expect(matched.pattern == nil)
        #expect(RouteRequest(route: "story").pattern == nil)
    }
}
