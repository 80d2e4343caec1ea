import Testing
@testable import EntryPoints

/// An ordinary class of the test's own, standing in for a UIKit or SwiftUI root.
@MainActor
final class TabBarRoot {
    var selected = "home"
    var shown: [String] = []
    var signedIn = false
}

@MainActor
@Suite("Route controller over a generic root")
struct RouteControllerTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["demoapp"], domains: ["example.com"], tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login"), RouteTable.Guard("admin")],
                routes: [
                    Route(
                        "story", patterns: ["/story/:storyId"], params: ["storyId": .int], requires: ["signedIn"],
                        tab: "home", stack: ["feed", "story"]),
                    Route("login", patterns: ["/login"], present: "login"),
                    Route("debug", patterns: ["/debug"], exposure: .internal, present: "debug"),
                    Route("admin", patterns: ["/admin"], requires: ["admin"]),
                    Route("picker", exposure: .internal, present: "picker"),
                ]))
    }

    func makeController() throws -> RouteController<TabBarRoot> {
        let controller = RouteController(root: TabBarRoot(), router: router, coldStart: false) { root, name in
            name == "signedIn" ? root.signedIn : false
        }
        try controller.handle("story") { request, context in
            context.update { root in
                root.selected = "home"
                root.shown.append("story \(request.params["storyId"]!.numberValue!.literal)")
            }
        }
        controller.handleOthers { request, context in
            context.update { $0.shown.append(request.route) }
        }
        return controller
    }

    @Test("A class root receives the typed request through its handler")
    func classRoot() throws {
        let controller = try makeController()
        controller.root.signedIn = true
        let (_, outcome) = controller.open(.url(URLEntry("demoapp://story/42")))
        #expect(outcome.status == .routed)
        #expect(controller.root.shown == ["story 42"])
    }

    @Test("Every kind of entry goes through the same handler")
    func oneCodePath() throws {
        let controller = try makeController()
        controller.open(.url(URLEntry("https://example.com/login")))
        controller.open(.intent(Intent(route: "login")))
        controller.open(.intent(Intent(url: "/login")))
        #expect(controller.root.shown == ["login", "login", "login"])
    }

    @Test("No external entry reaches an internal route; an intent does")
    func internalRoutes() throws {
        let controller = try makeController()
        #expect(controller.open(.url(URLEntry("demoapp://debug"))).outcome.reason == .notExposed)
        #expect(controller.open(.intent(Intent(url: "demoapp://debug"))).outcome.status == .routed)
        #expect(controller.root.shown == ["debug"])
    }

    @Test("A guard with a redirect executes the redirect and defers the entry")
    func guardRedirects() throws {
        let controller = try makeController()
        let (_, outcome) = controller.open(.url(URLEntry("demoapp://story/7")))
        #expect(outcome.status == .deferred)
        #expect(outcome.reason == .guard)
        #expect(outcome.guardName == "signedIn")
        #expect(outcome.redirect == "login")
        #expect(outcome.route == "story")
        #expect(controller.root.shown == ["login"])
    }

    @Test("A guard without a redirect rejects the entry")
    func guardRejects() throws {
        let outcome = try makeController().open(.url(URLEntry("demoapp://admin"))).outcome
        #expect(outcome.status == .rejected)
        #expect(outcome.reason == .guard)
        #expect(outcome.guardName == "admin")
    }

    @Test("A parked entry resumes when its guard holds, with its action")
    func parkedResumes() throws {
        let controller = try makeController()
        var actions: [String] = []
        let (ticket, _) = controller.open(.url(URLEntry("demoapp://story/7"))) { _, request in
            actions.append(request.route)
        }
        #expect(actions.isEmpty)
        controller.root.signedIn = true
        let resumed = controller.stateDidChange()
        #expect(resumed.map(\.ticket) == [ticket])
        #expect(resumed.first?.outcome.status == .routed)
        #expect(actions == ["story"])
        #expect(controller.root.shown == ["login", "story 7"])
    }

    @Test("At most one entry is parked per guard: the newer replaces the older")
    func newestParkedWins() throws {
        let controller = try makeController()
        controller.open(.url(URLEntry("demoapp://story/1")))
        let (second, _) = controller.open(.url(URLEntry("demoapp://story/2")))
        #expect(controller.parkedEntries.map(\.ticket) == [second])
        controller.root.signedIn = true
        #expect(controller.stateDidChange().map(\.ticket) == [second])
    }

    @Test("Entries that arrive before the app is ready are held, then run in arrival order")
    func coldStartHolds() throws {
        let controller = RouteController(root: TabBarRoot(), router: router) { _, _ in true }
        controller.handleOthers { request, context in
            context.update { $0.shown.append(request.route) }
        }
        let first = controller.open(.intent(Intent(route: "login")))
        let second = controller.open(.intent(Intent(route: "debug")))
        #expect(first.outcome.reason == .notReady)
        #expect(controller.root.shown.isEmpty)
        let resumed = controller.markReady()
        #expect(resumed.map(\.ticket) == [first.ticket, second.ticket])
        #expect(controller.root.shown == ["login", "debug"])
    }

    @Test("reset drops parked and held entries and restores the root")
    func resetDrops() throws {
        let controller = try makeController()
        controller.open(.url(URLEntry("demoapp://story/1")))
        controller.reset()
        #expect(controller.parkedEntries.isEmpty)
        controller.root.signedIn = true
        #expect(controller.stateDidChange().isEmpty)
    }

    @Test("Interceptors run by priority; a higher one decides first")
    func interceptorPriority() throws {
        struct Refuse: RouteInterceptor {
            let priority: Int
            let reason: String
            func intercept(_ request: RouteRequest, route: Route, root: TabBarRoot) -> InterceptDecision<TabBarRoot> {
                .reject(.guard, message: reason)
            }
        }
        let controller = try makeController()
        controller.addInterceptor(Refuse(priority: 10, reason: "low"))
        controller.addInterceptor(Refuse(priority: 2_000, reason: "high"))
        #expect(controller.open(.url(URLEntry("demoapp://login"))).outcome.message == "high")
    }

    @Test("A handler that cannot reach its destination gives rejected / not-reached")
    func handlerFails() throws {
        let controller = try makeController()
        try controller.handle("login") { _, _ in false }
        #expect(controller.open(.intent(Intent(route: "login"))).outcome.reason == .notReached)
    }
}
