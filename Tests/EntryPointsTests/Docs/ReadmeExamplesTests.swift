import EntryPointsTesting
import Foundation
import Testing
@testable import EntryPoints
@testable import EntryPointsTooling

/// The README's examples, run as tests so they stay true.
@MainActor
@Suite("README examples")
struct ReadmeExamplesTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable.load(contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse))
    }

    /// The state after `{"type":"state","set":{"signedIn":true}}` and then `event`.
    func land(_ event: String) throws -> (outcome: Outcome, state: NavigationState) {
        let session = EventSession(router: router, options: .init(emitState: true))
        session.process(line: #"{"type":"state","set":{"signedIn":true}}"#, number: 1)
        session.output.removeAll()
        session.process(line: event, number: 2)
        let line = try #require(try JSONParser().parse(session.output.bytes).objectValue)
        let state = try #require(NavigationState(json: line["state"] ?? .null))
        let outcome = Outcome(
            status: Outcome.Status(rawValue: line["status"]?.stringValue ?? ""),
            reason: line["reason"]?.stringValue.map(Outcome.Reason.init(rawValue:)),
            route: line["route"]?.stringValue, params: line["params"]?.objectValue)
        return (outcome, state)
    }

    @Test("The quick start's output lines are what the demo events give, params {} included")
    func quickStartOutput() throws {
        let readme = try #require(FileManager.default.contents(atPath: Fixture.packageRoot + "/README.md"))
        let text = String(decoding: readme, as: UTF8.self)
        let start = try #require(
            text.range(of: "The first prints one JSON result per event (the first lines):\n\n```\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let shown = text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let actual = Fixture.lines(try Fixture.demo.runThroughLibrary())
        #expect(shown.count >= 5)
        #expect(Array(actual.prefix(shown.count)) == shown)
        #expect(shown[0].hasSuffix(#""route":"home","params":{}}"#))
    }

    @Test("A custom-scheme URL builds the story's back stack with typed parameters")
    func customScheme() throws {
        let (_, state) = try land(#"{"type":"url","url":"demoapp://story/42?ref=mail"}"#)
        #expect(state.tab == "home")
        #expect(state.stacks["home"] == [Screen("feed"), Screen("story", params: ["storyId": 42, "ref": "mail"])])
    }

    @Test("A universal link on a subdomain reaches the user screen")
    func universalLink() throws {
        let (outcome, state) = try land(#"{"type":"url","url":"https://www.example.com/u/ada_l/posts"}"#)
        #expect(outcome.route == "user")
        #expect(state.tab == "search")
        #expect(state.stacks["search"]?.last == Screen("user", params: ["username": "ada_l", "section": "posts"]))
    }

    @Test("A shortcut presents compose with its userInfo")
    func shortcut() throws {
        let (_, state) = try land(
            #"{"type":"shortcut","shortcutItem":{"type":"com.example.demo.compose","userInfo":{"to":"ada"}}}"#)
        #expect(state.modal == [Screen("compose", params: ["to": "ada"])])
    }

    @Test("A Handoff activity reaches the story")
    func handoff() throws {
        let (_, state) = try land(
            #"{"type":"userActivity","userActivity":{"activityType":"com.example.demo.story","userInfo":{"storyId":7}}}"#
        )
        #expect(state.stacks["home"]?.last == Screen("story", params: ["storyId": 7]))
    }

    @Test("A Spotlight identifier path reaches a help article")
    func spotlight() throws {
        let (outcome, state) = try land(
            #"{"type":"userActivity","userActivity":{"activityType":"com.apple.corespotlightitem","userInfo":{"kCSSearchableItemActivityIdentifier":"/help/billing/12"}}}"#
        )
        #expect(outcome.params == ["topic": "billing", "articleId": 12])
        #expect(state.tab == "profile")
    }

    @Test("A browsing-web activity reaches trending")
    func browsingWeb() throws {
        let (_, state) = try land(
            #"{"type":"userActivity","userActivity":{"activityType":"NSUserActivityTypeBrowsingWeb","webpageURL":"https://example.com/search/trending"}}"#
        )
        #expect(state.stacks["search"] == [Screen("search"), Screen("trending")])
    }

    @Test("A notification of category MESSAGE opens the thread")
    func notification() throws {
        let (outcome, state) = try land(
            #"{"type":"notification","notification":{"userInfo":{"aps":{"alert":"New message","category":"MESSAGE"},"threadId":"3f2504e0-4f89-11d3-9a0c-0305e82c3301"}}}"#
        )
        #expect(outcome.route == "thread")
        #expect(state.tab == "inbox")
    }

    @Test("The REPLY action presents reply with the typed text")
    func notificationAction() throws {
        let (_, state) = try land(
            #"{"type":"notification","notification":{"actionIdentifier":"REPLY","userText":"On my way","userInfo":{"aps":{"category":"MESSAGE"},"threadId":"3f2504e0-4f89-11d3-9a0c-0305e82c3301"}}}"#
        )
        #expect(
            state.modal.last
                == Screen(
                    "reply", params: ["threadId": "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "userText": "On my way"]))
    }

    @Test("A push with Firebase's link key follows the link")
    func pushLink() throws {
        let (outcome, _) = try land(
            #"{"type":"notification","notification":{"userInfo":{"aps":{"alert":"Hi"},"gcm.app_link":"demoapp://search/trending"}}}"#
        )
        #expect(outcome.route == "trending")
    }

    @Test("An intent reaches the internal debug route; the same URL from outside is not-exposed")
    func intentAndExposure() throws {
        let (_, state) = try land(#"{"type":"intent","route":"debug"}"#)
        #expect(state.modal == [Screen("debug")])
        let (outcome, _) = try land(#"{"type":"url","url":"demoapp://debug"}"#)
        #expect(outcome.reason == .notExposed)
        #expect(outcome.route == "debug")
    }

    @Test("An intent presented: the story is a modal and the tab and its stack stay")
    func intentPresented() throws {
        let (outcome, state) = try land(
            #"{"type":"intent","route":"story","params":{"storyId":42},"presentation":"present"}"#)
        #expect(outcome.status == .routed)
        #expect(state.modal == [Screen("story", params: ["storyId": 42])])
        #expect(state.tab == "home")
        #expect(state.stacks["home"] == [])
    }

    @Test("An intent pushed: trending goes onto the selected tab's stack")
    func intentPushed() throws {
        let (_, state) = try land(#"{"type":"intent","route":"trending","presentation":"push"}"#)
        #expect(state.tab == "home")
        #expect(state.stacks["home"] == [Screen("trending")])
        #expect(state.stacks["search"] == [])
    }

    @Test("Present per call, and a guard that unwinds on logout")
    func presentationAndUnwindSnippet() throws {
        let snippet = try RouteTable(
            json: JSONParser().parse(
                #"{"guards": { "signedIn": { "redirect": "login", "onRevoke": "unwind" } }, "routes": [{"id": "login"}]}"#
            ), warnings: .refuse)
        var table = router.table
        table.guards = table.guards.map { $0.name == "signedIn" ? snippet.guards[0] : $0 }
        let controller = RouteController(router: try Router(table), coldStart: false)
        controller.setFlags(["signedIn": true])
        controller.open(.url(URLEntry("demoapp://inbox")))
        controller.open(.intent(Intent(route: "story", params: ["storyId": 42], presentation: .present)))
        #expect(controller.root.modal == [Screen("story", params: ["storyId": 42])])
        controller.setFlags(["signedIn": false])
        #expect(controller.root.modal == [])
        #expect(controller.root.stacks["inbox"] == [])
        #expect(controller.root.tab == "inbox")
    }

    @Test("The README's onRevoke error")
    func onRevokeError() throws {
        let json = try JSONParser().parse(
            #"{"guards": { "signedIn": { "onRevoke": "reset" } }, "routes": []}"#)
        let error = #expect(throws: RouteTableError.self) { try RouteTable(json: json, warnings: .refuse) }
        #expect(
            error?.errors.map(\.description) == [
                #"guards.signedIn.onRevoke: unknown onRevoke "reset" (expected "keep" or "unwind")"#
            ])
    }

    @Test("The explained miss of the README")
    func explainedMiss() throws {
        let table = RouteTable(
            schemes: ["demoapp"], routes: [Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int])])
        let outcome = try Router(table).resolve(.url(URLEntry("demoapp://story/abc"))).outcome
        #expect(outcome.message == "no route matches /story/abc; closest: story — segment 2 'abc' is not an int")
    }

    @Test("Resolve, decode, link, and execute on a class root once the app is ready")
    func librarySnippet() throws {
        struct Story: Decodable { let storyId: Int }
        let request = try #require(router.resolve(.url(URLEntry("demoapp://story/42"))).request)
        #expect(try request.decode(Story.self).storyId == 42)
        #expect(
            try router.link(to: "story", params: ["storyId": 42], as: .web(host: "example.com"))
                == "https://example.com/story/42")

        final class AppRoot { var selectedTab = 0; var path: [String] = []; var signedIn = true }
        let controller = RouteController(root: AppRoot(), router: router) { root, guardName in
            guardName == "signedIn" ? root.signedIn : false
        }
        try controller.handle("story") { request, context in
            guard let story = try? request.decode(Story.self) else { return false }
            return context.update { root in
                root.selectedTab = 0
                root.path = ["feed", "story/\(story.storyId)"]
            }
        }
        #expect(controller.open(.url(URLEntry("demoapp://story/42"))).outcome.reason == .notReady)
        #expect(controller.markReady().first?.outcome.status == .routed)
        #expect(controller.root.path == ["feed", "story/42"])
    }
}
