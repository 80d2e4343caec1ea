import Testing

@testable import EntryPoints

/// Issue 39, item 1: links that belong to someone else are `unmatched` /
/// `pass-through` (the Links that are not routes article).
@Suite("Pass-through")
struct PassThroughTests {
    static func router(_ passThrough: [String], caseSensitive: Bool = false) throws -> Router {
        try Router(
            RouteTable(
                schemes: ["demoapp"], domains: ["example.com"], caseSensitive: caseSensitive,
                routes: [
                    Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
                    Route("auth", patterns: ["/auth/:step"]),
                ],
                passThrough: try passThrough.map { try RouteTable.PassThrough(parsing: $0) }))
    }

    /// The outcome of an external URL, which must not route.
    static func outcome(_ router: Router, _ url: String) -> Outcome? {
        guard case .failed(let outcome) = router.open(url) else { return nil }
        return outcome
    }

    @Test(
        "Each form of entry covers its links, schemes and hosts compared case-insensitively",
        arguments: [
            ("fb1234567890:", "fb1234567890://authorize?code=x"),
            ("fb1234567890:", "FB1234567890:anything/at/all"),
            ("com.googleusercontent.apps.1://oauth2redirect", "com.googleusercontent.apps.1:/oauth2redirect?code=x"),
            ("com.googleusercontent.apps.1://oauth2redirect", "com.googleusercontent.apps.1://OAuth2Redirect"),
            ("demoapp://oauth", "demoapp://OAUTH/callback"),
            ("demoapp://oauth", "demoapp:oauth"),
            ("https://example.com/auth/*", "HTTPS://Example.COM/auth/callback?state=1"),
            ("https://accounts.example.org", "https://accounts.example.org/anything"),
            ("demoapp://sdk/:id", "demoapp://sdk/42"),
            ("demoapp://sdk/cb(/:id)", "demoapp://sdk/cb"),
        ])
    func covers(entry: String, url: String) throws {
        let outcome = Self.outcome(try Self.router([entry]), url)
        #expect(outcome?.status == .unmatched)
        #expect(outcome?.reason == .passThrough)
        #expect(outcome?.route == nil && outcome?.params == nil, "no route, no params")
        #expect(outcome?.message?.contains(entry) == true, "\(outcome?.message ?? "")")
    }

    @Test(
        "An entry's host and pattern narrow it: other hosts and paths are judged as usual",
        arguments: [
            ("demoapp://oauth", "demoapp://story/42", "routed"),
            ("https://example.com/auth/*", "https://example.com/auth", "no-route"),
            ("https://example.com/auth/*", "https://example.com/story/42", "routed"),
            ("demoapp://sdk/:id", "demoapp://sdk/42/more", "no-route"),
            ("https://accounts.example.org", "https://accounts.example.org.evil.com/", "domain-not-associated"),
            ("fb1:", "fb12://x", "scheme-not-allowed"),
        ])
    func narrows(entry: String, url: String, result: String) throws {
        let resolution = try Self.router([entry]).open(url)
        #expect((resolution.outcome.reason?.rawValue ?? resolution.outcome.status.rawValue) == result)
    }

    @Test("Pattern literals follow the table's caseSensitive, as a route's do")
    func caseRule() throws {
        let url = "https://example.com/AUTH/x"
        #expect(Self.outcome(try Self.router(["https://example.com/auth/*"]), url)?.reason == .passThrough)
        let sensitive = try Self.router(["https://example.com/auth/*"], caseSensitive: true)
        #expect(sensitive.open(url).outcome.reason == .noRoute)
    }

    @Test("The check comes after url-too-long and malformed-url, before every other refusal")
    func orderOfChecks() throws {
        let router = try Self.router(["fb1:", "https://evil.com", "demoapp://story/:id"])
        #expect(router.open("fb1://x/%zz").outcome.reason == .malformedURL)
        #expect(router.open("fb1://" + String(repeating: "a", count: 8200)).outcome.reason == .urlTooLong)
        #expect(router.open("fb1://x").outcome.reason == .passThrough, "before scheme-not-allowed")
        #expect(router.open("https://evil.com/x").outcome.reason == .passThrough, "before domain-not-associated")
        #expect(router.open("demoapp://story/abc").outcome.reason == .passThrough, "before matching")
    }

    @Test("Every external URL is checked, whatever entry carries it; an in-app intent's is not")
    func everyExternalURL() throws {
        let router = try Self.router(["demoapp://story/:id", "https://example.com/auth/*"])
        let link = "demoapp://story/42"
        let web = "https://example.com/auth/x"
        let entries: [EntryPoint] = [
            .url(URLEntry(link)),
            .shortcut(ShortcutItem(type: "unlisted", userInfo: ["url": .string(link)])),
            .userActivity(UserActivity(activityType: UserActivity.browsingWeb, webpageURL: web)),
            .userActivity(UserActivity(activityType: "com.demo.unlisted", webpageURL: web)),
            .userActivity(
                UserActivity(
                    activityType: UserActivity.spotlightItem,
                    userInfo: [UserActivity.spotlightIdentifierKey: .string(link)])),
            .notification(NotificationResponse(userInfo: ["url": .string(link)])),
        ]
        for entry in entries {
            #expect(router.resolve(entry).outcome.reason == .passThrough, "\(entry)")
        }
        #expect(router.resolve(.intent(Intent(url: link))).outcome.status == .routed, "intents are the app's own")
        let foreign = UserActivity(activityType: UserActivity.browsingWeb, webpageURL: "fb1://x")
        let fb = try Self.router(["fb1:"])
        #expect(fb.resolve(.userActivity(foreign)).outcome.reason == .passThrough, "before scheme-not-allowed")
    }
}
