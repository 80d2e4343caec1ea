import Testing

@testable import EntryPoints

/// Issue 39, item 3, the router's half: which links need resolving, what a
/// resolution does, and the fallback and `unresolved` outcomes.
@Suite("Link resolution in the router")
struct LinkResolutionTests {
    static func router(fallback: String? = nil, passThrough: [String] = []) throws -> Router {
        try Router(
            RouteTable(
                schemes: ["demoapp"], domains: ["example.com"],
                routes: [
                    Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
                    Route("home", patterns: ["/home"]),
                ],
                passThrough: try passThrough.map { try RouteTable.PassThrough(parsing: $0) },
                trackingParameters: ["utm_*"],
                resolve: RouteTable.ResolutionStage(
                    prefixes: ["https://example.app.link/", "https://qr.example.net"], fallback: fallback)))
    }

    /// Resolves `url` with `answers`, recording every link the router asked about.
    static func resolve(_ router: Router, _ url: String, _ answers: [String: String]) -> (Resolution, [String]) {
        var asked: [String] = []
        let resolution = router.resolve(.url(URLEntry(url))) { link in
            asked.append(link)
            return answers[link]
        }
        return (resolution, asked)
    }

    @Test("A link under a prefix is replaced by its resolution, checked from the start, with resolvedFrom")
    func resolved() throws {
        let short = "https://example.app.link/abc?utm_source=x"
        let (resolution, asked) = Self.resolve(
            try Self.router(), short, [short: "demoapp://story/42?utm_campaign=y&ref=qr"])
        #expect(asked == [short], "asked once, with the URL exactly as it arrived")
        let request = resolution.request
        #expect(request?.route == "story")
        #expect(request?.params == ["storyId": 42, "ref": "qr"])
        #expect(request?.resolvedFrom == short)
        #expect(request?.trackingParameters == ["utm_source": "x", "utm_campaign": "y"], "both links' tracking")
        #expect(Outcome.routed(request!).resolvedFrom == short)
    }

    @Test(
        "Prefixes compare scheme and host case-insensitively, the rest exactly; a host-only prefix covers that host",
        arguments: [
            ("HTTPS://Example.App.Link/abc", true),
            ("https://example.app.link/ABC", true),
            ("https://example.app.linkx/abc", false),
            ("https://example.app.link.evil.com/abc", false),
            ("https://qr.example.net", true),
            ("https://qr.example.net/p?x=1", true),
            ("https://qr.example.net?x=1", true),
            ("https://qr.example.net.evil.com/", false),
            ("https://QR.example.net/", true),
        ])
    func prefixes(url: String, covered: Bool) throws {
        let (_, asked) = Self.resolve(try Self.router(), url, [:])
        #expect(asked == (covered ? [url] : []))
    }

    @Test("A resolved URL under a prefix is not resolved again: it is checked as it is")
    func resolvedOnce() throws {
        let first = "https://example.app.link/a"
        let second = "https://example.app.link/b"
        let (resolution, asked) = Self.resolve(try Self.router(), first, [first: second, second: "demoapp://home"])
        #expect(asked == [first])
        #expect(resolution.outcome.reason == .domainNotAssociated)
        #expect(resolution.outcome.resolvedFrom == first)
    }

    @Test("No resolution: the fallback route runs with no parameters, or the link is unmatched / unresolved")
    func unresolved() throws {
        let short = "https://example.app.link/gone?utm_source=x"
        let (withFallback, _) = Self.resolve(try Self.router(fallback: "home"), short, [:])
        #expect(withFallback.request?.route == "home")
        #expect(withFallback.request?.params == [:])
        #expect(withFallback.request?.resolvedFrom == short)
        #expect(withFallback.request?.trackingParameters == ["utm_source": "x"])
        let (without, _) = Self.resolve(try Self.router(), short, [:])
        #expect(without.outcome.status == .unmatched)
        #expect(without.outcome.reason == .unresolved)
        #expect(without.outcome.resolvedFrom == short)
        #expect(without.outcome.route == nil)
        #expect(try Self.router().open(short).outcome.reason == .unresolved, "resolve(_:) answers none")
    }

    @Test("A resolved URL that fails says so with resolvedFrom; pass-through comes before resolution")
    func failures() throws {
        let short = "https://example.app.link/x"
        let router = try Self.router(passThrough: ["https://example.app.link/sdk/*"])
        let (malformed, _) = Self.resolve(router, short, [short: "demoapp://story/%zz"])
        #expect(malformed.outcome.reason == .malformedURL)
        #expect(malformed.outcome.resolvedFrom == short)
        let (passed, asked) = Self.resolve(router, "https://example.app.link/sdk/cb", [:])
        #expect(passed.outcome.reason == .passThrough)
        #expect(asked.isEmpty)
        let (bad, askedBad) = Self.resolve(router, "https://example.app.link/%zz", [:])
        #expect(bad.outcome.reason == .malformedURL)
        #expect(askedBad.isEmpty, "a malformed link is never resolved")
    }

    @Test("An in-app intent's URL is never resolved")
    func intentsAreNotResolved() throws {
        var asked = false
        let resolution = try Self.router().resolve(.intent(Intent(url: "https://example.app.link/abc"))) { _ in
            asked = true
            return "demoapp://home"
        }
        #expect(!asked)
        #expect(resolution.outcome.reason == .domainNotAssociated)
    }
}
