import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

/// The Links that are not routes article's blocks run on the article's table
/// and do what its text says.
@MainActor
@Suite("Links that are not routes: the article's code")
struct LinksArticleSnippetTests {
    static func controller() throws -> RouteController<NavigationState> {
        let table = try RouteTable(
            json: JSONParser().parse(
                """
                {
                  "schemes": ["demoapp"],
                  "domains": ["example.com"],
                  "tabs": ["home"],
                  "passThrough": ["fb1234567890:", "https://example.com/auth/*rest"],
                  "trackingParameters": ["utm_*", "gclid", "fbclid", "AdAttributionKitReengagementOpen"],
                  "resolve": { "prefixes": ["https://example.app.link/"], "fallback": "home" },
                  "routes": [
                    { "id": "home", "patterns": ["/"], "tab": "home" },
                    { "id": "story", "patterns": ["/story/:storyId"], "params": { "storyId": "int" }, "tab": "home", "stack": ["story"] }
                  ]
                }
                """), warnings: .refuse)
        return RouteController(router: try Router(table), coldStart: false)
    }

    @Test("The observer hands a passed-through link to the SDK; the analytics observer gets the tracking items")
    func passThroughAndTracking() async throws {
        let controller = try Self.controller()
        let sdk = SignInSDK()
        let analytics = Analytics()
        linksPassThrough(controller, signInSDK: sdk)
        linksTracking(controller, analytics: analytics)
        controller.open(.url(URLEntry("fb1234567890://authorize/?code=abc")))
        controller.open(.url(URLEntry("https://example.com/story/42?utm_source=mail&gclid=G")))
        #expect(sdk.handled == ["fb1234567890://authorize/?code=abc"])
        #expect(analytics.events.count == 1)
        #expect(analytics.events.first?.route == "story")
        #expect(analytics.events.first?.attribution == ["utm_source": "mail", "gclid": "G"])
    }

    @Test("The resolver's answer routes the short link; the recorder writes the resolutions file")
    func resolverAndRecorder() async throws {
        let controller = try Self.controller()
        let (recorder, events, resolutions) = linksRecorder(controller)
        linksResolver(
            controller,
            shortLinks: ShortLinks(known: ["https://example.app.link/abc": "https://example.com/story/42"]),
            timeLimit: .seconds(86_400))  // NB: no loaded machine reaches it
        let outcome = await controller.openAndWait(.url(URLEntry("https://example.app.link/abc")))
        #expect(outcome.route == "story")
        #expect(outcome.resolvedFrom == "https://example.app.link/abc")
        #expect(events().split(separator: "\n").count == 2, "ready, then the link")
        #expect(resolutions() == #"{"https://example.app.link/abc":"https://example.com/story/42"}"#)
        _ = recorder
    }

    @Test("The App Clip leaves the entry; the full app takes it once and opens it with its identity")
    func handOff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try linksLeaveHandOff(sharedFolder: folder, invocationURL: "https://example.com/story/7?utm_source=clip")
        let controller = try Self.controller()
        var identities: [String?] = []
        controller.addObserver { identities.append($0.identity) }
        linksTakeHandOff(controller, sharedFolder: folder)
        linksTakeHandOff(controller, sharedFolder: folder)
        #expect(identities.count == 1, "taken once")
        #expect(identities.first??.hasPrefix(EntryHandOff.identityPrefix) == true)
        #expect(controller.root.stacks["home"]?.last?.name == "story")
    }
}
