import Testing

@testable import EntryPoints

/// Issue 39, item 2: tracking parameters come off an external URL as soon
/// as it parses, never become route parameters, and ride on the request and
/// the outcome (`tracking`).
@Suite("Tracking parameters")
struct TrackingParametersTests {
    static func router(passThrough: [String] = []) throws -> Router {
        try Router(
            RouteTable(
                schemes: ["demoapp"], domains: ["example.com"],
                routes: [
                    Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int, "page": .int]),
                    Route("debug", patterns: ["/debug"], exposure: .internal),
                ],
                passThrough: try passThrough.map { try RouteTable.PassThrough(parsing: $0) },
                trackingParameters: ["utm_*", "gclid", "fbclid", "AdAttributionKitReengagementOpen"]))
    }

    @Test("Covered items leave the parameters for the request's trackingParameters, decoded, arrays when repeated")
    func removedFromParameters() throws {
        let url =
            "demoapp://story/42?utm_source=news+letter&ref=mail&utm_source=b%26c&gclid=G&AdAttributionKitReengagementOpen"
        guard case .routed(let request) = try Self.router().open(url) else {
            Issue.record("not routed")
            return
        }
        #expect(request.params == ["storyId": 42, "ref": "mail"])
        #expect(
            request.trackingParameters == [
                "utm_source": .array(["news letter", "b&c"]), "gclid": "G", "AdAttributionKitReengagementOpen": "",
            ])
        #expect(Array(request.trackingParameters!.keys) == ["utm_source", "gclid", "AdAttributionKitReengagementOpen"])
        let outcome = Outcome.routed(request)
        #expect(outcome.trackingParameters == request.trackingParameters, "the routed outcome carries them")
    }

    @Test("Names compare case-sensitively, and a * entry covers a prefix only")
    func names() throws {
        guard case .routed(let request) = try Self.router().open("demoapp://story/1?UTM_source=a&utmx=b&Gclid=c")
        else {
            Issue.record("not routed")
            return
        }
        #expect(request.trackingParameters == nil)
        #expect(request.params == ["storyId": 1, "UTM_source": "a", "utmx": "b", "Gclid": "c"])
    }

    @Test("A URL without tracking parameters has none: the member is absent")
    func noneRemoved() throws {
        #expect(try Self.router().open("demoapp://story/1?ref=x").request?.trackingParameters == nil)
    }

    @Test(
        "Every line of a URL that parses carries them, whatever its outcome",
        arguments: [
            ("https://evil.com/story/1?utm_source=x", "domain-not-associated"),
            ("ftp://example.com/?utm_source=x", "scheme-not-allowed"),
            ("demoapp://nowhere?utm_source=x", "no-route"),
            ("demoapp://debug?utm_source=x", "not-exposed"),
            ("demoapp://story/1?page=abc&utm_source=x", "bad-parameter"),
            ("fb1://x?utm_source=x", "pass-through"),
        ])
    func onEveryLine(url: String, reason: String) throws {
        let outcome = try Self.router(passThrough: ["fb1:"]).open(url).outcome
        #expect(outcome.reason?.rawValue == reason)
        #expect(outcome.trackingParameters == ["utm_source": "x"])
    }

    @Test("A URL too long or malformed has none: it never parsed")
    func notBeforeParsing() throws {
        let router = try Self.router()
        #expect(router.open("demoapp://story/%zz?utm_source=x").outcome.trackingParameters == nil)
        let long = "demoapp://story/1?utm_source=" + String(repeating: "x", count: 8200)
        #expect(router.open(long).outcome.trackingParameters == nil)
    }

    @Test("Every URL-bearing kind loses them; an in-app intent keeps them as parameters")
    func everyKind() throws {
        let router = try Self.router()
        let link = "demoapp://story/7?utm_medium=push"
        let entries: [EntryPoint] = [
            .url(URLEntry(link)),
            .shortcut(ShortcutItem(type: "unlisted", userInfo: ["url": .string(link)])),
            .userActivity(
                UserActivity(
                    activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/story/7?utm_medium=push")),
            .userActivity(
                UserActivity(
                    activityType: UserActivity.spotlightItem,
                    userInfo: [UserActivity.spotlightIdentifierKey: "/story/7?utm_medium=push"])),
            .notification(NotificationResponse(userInfo: ["url": .string(link)])),
        ]
        for entry in entries {
            let request = router.resolve(entry).request
            #expect(request?.params == ["storyId": 7], "\(entry)")
            #expect(request?.trackingParameters == ["utm_medium": "push"], "\(entry)")
        }
        let intent = router.resolve(.intent(Intent(url: link))).request
        #expect(intent?.params == ["storyId": 7, "utm_medium": "push"])
        #expect(intent?.trackingParameters == nil)
    }
}
