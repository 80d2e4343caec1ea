import Testing
@testable import EntryPoints

@Suite("Building links (two-way routing)")
struct LinkTests {
    let router: Router

    init() throws {
        router = try makeRouter([
            Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
            Route("user", patterns: ["/user/:id(/:tab)"]),
            Route("docs", patterns: ["/docs/*path"]),
            Route("help", patterns: ["/help/*"]),
            Route("settings"),
        ])
    }

    @Test("A link fills the pattern and puts other parameters in the query")
    func fillsPattern() throws {
        #expect(
            try router.link(to: "story", params: ["storyId": 42, "ref": "mail"], as: .scheme("demoapp"))
                == "demoapp://story/42?ref=mail")
        #expect(
            try router.link(to: "story", params: ["storyId": 42], as: .web(host: "example.com"))
                == "https://example.com/story/42")
    }

    @Test("The variant that uses the most parameters is chosen")
    func longestVariant() throws {
        #expect(try router.link(to: "user", params: ["id": "7"]) == "/user/7")
        #expect(try router.link(to: "user", params: ["id": "7", "tab": "posts"]) == "/user/7/posts")
    }

    @Test("Values are percent-encoded, a slash inside a segment included")
    func encodes() throws {
        #expect(try router.link(to: "user", params: ["id": "a/b c"]) == "/user/a%2Fb%20c")
        #expect(try router.link(to: "story", params: ["storyId": 1, "q": "a&b=c+d"]) == "/story/1?q=a%26b%3Dc%2Bd")
    }

    @Test("A catch-all spreads over segments; arrays become repeated query keys")
    func catchAllAndArrays() throws {
        #expect(
            try router.link(to: "docs", params: ["path": "guide/intro", "tag": ["a", "b"]])
                == "/docs/guide/intro?tag=a&tag=b")
    }

    @Test(
        "Every built link routes back to its route and parameters",
        arguments: [
            ("story", ["storyId": 42, "ref": "mail"] as JSONObject),
            ("user", ["id": "a/b c", "tab": "x y"] as JSONObject),
            ("docs", ["path": "a/b/c"] as JSONObject),
        ])
    func roundTrip(route: String, params: JSONObject) throws {
        for form in [Router.LinkForm.scheme("demoapp"), .web(host: "example.com")] {
            let link = try router.link(to: route, params: params, as: form)
            let request = router.open(link).request
            #expect(request?.route == route)
            #expect(request?.params == params)
        }
    }

    @Test(
        "A link cannot be built for an unknown route, a route without patterns, missing or mistyped parameters, or a bare catch-all"
    )
    func refusals() {
        for (route, params) in [
            ("nope", [:]), ("settings", [:]), ("story", [:]), ("story", ["storyId": "x"]), ("help", [:]),
        ] as [(String, JSONObject)] {
            let error = #expect(throws: EntryPointsError.self) { try router.link(to: route, params: params) }
            #expect(error?.code == .cannotBuildLink)
        }
    }
}
