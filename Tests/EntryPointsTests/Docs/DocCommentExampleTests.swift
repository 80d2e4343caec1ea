import EntryPoints
import Testing

/// Issue 30, point 6: the examples in doc comments, written out here as they are shown,
/// so that a change that breaks one fails to compile or fails here.
@Suite("Doc comment examples")
struct DocCommentExampleTests {
    @Test("Route's example builds the story route it describes")
    func routeExample() throws {
        let story = Route(
            "story", patterns: ["/story/:storyId", "/s/:storyId"], params: ["storyId": .int],
            requires: ["signedIn"], tab: "home", stack: ["feed", "story"])
        #expect(story.requires == ["signedIn"])
        #expect(story.stack == ["feed", "story"])
        let table = RouteTable(
            tabs: ["home"], guards: [RouteTable.Guard("signedIn", redirect: "login", onRevoke: .unwind)],
            routes: [story, Route("login", present: "login")])
        #expect(try Router(table).route(id: "story") != nil)
    }

    @Test("EntryPointsError's example prints every error of a refused table by path")
    func errorExample() throws {
        let json = try JSONParser().parse(
            #"{"routes": [{"id": "story", "patterns": ["/s/:storyId"], "params": {"storyId": "integer"}}]}"#)
        var printed: [[String]] = []
        func print(_ value: [String]) { printed.append(value) }
        do {
            _ = try RouteTable(json: json, warnings: .refuse)
        } catch {
            // `error` is a RouteTableError: the initializer throws that type alone.
            print(error.errors.map(\.description))
            // ["routes[3].params.storyId: unknown type \"integer\""]
        }
        #expect(printed.count == 1)
        #expect(printed.first?.first?.hasPrefix("routes[0].params.storyId: unknown type \"integer\"") == true)
    }

    @Test("NavigationModel's example lands the story on the home tab, as its comments say")
    @MainActor
    func navigationModelExample() throws {
        let router = try Router(
            RouteTable.load(contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse))
        let model = NavigationModel(tabs: router.table.tabs)
        let controller = RouteController(model: model, router: router)
        controller.markReady()  // the UI is up: entries run as they arrive
        controller.setFlags(["signedIn": true])  // the demo table's story requires it
        controller.open(.url(URLEntry("demoapp://story/42")))
        #expect(model.selectedTab == "home")
        #expect(model[path: "home"] == [Screen("feed"), Screen("story", params: ["storyId": 42])])
    }

    // Issue 30: the README's shortcut line and the Apple-platforms article say the same thing.
    @Test("An outcome is handled when it was routed or waits to run, not when unmatched, rejected or invalid")
    @MainActor
    func isHandled() throws {
        let router = try Router(
            RouteTable.load(contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse))
        let cold = RouteController(router: router)
        #expect(cold.open(.url(URLEntry("demoapp://home"))).outcome.isHandled, "held until ready")
        let controller = RouteController(router: router, coldStart: false)
        #expect(controller.open(.url(URLEntry("demoapp://home"))).outcome.isHandled, "routed")
        #expect(controller.open(.url(URLEntry("demoapp://story/42"))).outcome.isHandled, "parked behind signedIn")
        #expect(!controller.open(.url(URLEntry("demoapp://nowhere"))).outcome.isHandled, "unmatched")
        #expect(!controller.open(.url(URLEntry("https://evil.example.net/home"))).outcome.isHandled, "rejected")
        #expect(!Outcome(status: .invalid, reason: .malformedJSON).isHandled)
    }

    @Test("Route.landingEdit's example pushes the story onto the feed")
    func landingEditExample() {
        let story = Route("story", tab: "home", stack: ["feed", "story"], landing: .push)
        let edit = story.landingEdit(on: [Screen("feed")], params: ["storyId": 42], screen: { $0 })
        #expect(edit == .push(Screen("story", params: ["storyId": 42])))
        #expect(edit.applied(to: [Screen("feed")]) == [Screen("feed"), Screen("story", params: ["storyId": 42])])
    }

    @Test("Route.Example's and PassThrough's examples build what they describe")
    func sectionEightExamples() throws {
        let route = Route(
            "story", patterns: ["/story/:storyId"], params: ["storyId": .int],
            examples: [Route.Example("demoapp://story/42", params: ["storyId": 42])])
        #expect(RouteTable(schemes: ["demoapp"], routes: [route]).validate().isEmpty)
        #expect(try RouteTable.PassThrough(parsing: "fb1234567890:") == RouteTable.PassThrough(scheme: "fb1234567890"))
        #expect(
            try RouteTable.PassThrough(parsing: "https://example.com/auth/*")
                == RouteTable.PassThrough(scheme: "https", host: "example.com", pattern: "/auth/*"))
    }
}
