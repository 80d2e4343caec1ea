import Testing
@testable import EntryPoints

/// The controller over the built-in ``NavigationState``: an intent's
/// presentation and a revoked guard's unwinding, through the library rather than entryd.
@MainActor
@Suite("Route controller over the navigation state: presentation and unwinding")
struct NavigationControllerTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login", onRevoke: .unwind), RouteTable.Guard("beta")],
                routes: [
                    Route("feed", tab: "home", stack: ["feed"]),
                    Route("thread", requires: ["signedIn"], tab: "inbox", stack: ["inbox", "thread"]),
                    Route("labs", requires: ["beta"], present: "labs"),
                    Route("help", present: "help"),
                    Route("login", present: "login"),
                ]))
    }

    @Test("An intent's push lands on the selected tab instead of the route's own")
    func pushThroughController() {
        let controller = RouteController(router: router, coldStart: false)
        controller.setFlags(["signedIn": true])
        controller.open(.intent(Intent(route: "thread", params: ["id": "t1"], presentation: .push)))
        #expect(controller.root.tab == "home")
        #expect(controller.root.stacks["home"] == [Screen("thread", params: ["id": "t1"])])
        #expect(controller.root.stacks["inbox"] == [])
    }

    @Test("A handler of a custom root reads the presentation from its request")
    func customRootReadsIt() {
        var seen: [Intent.Presentation?] = []
        let controller = RouteController(root: 0, router: router, coldStart: false) { _, _ in true }
        controller.handleOthers { request, _ in
            seen.append(request.presentation)
            return true
        }
        controller.open(.intent(Intent(route: "help", presentation: .present)))
        controller.open(.intent(Intent(route: "help")))
        #expect(seen == [.present, nil])
    }

    @Test("An entry held for readiness keeps its presentation when it runs")
    func heldKeepsPresentation() {
        let controller = RouteController(router: router, coldStart: true)
        controller.open(.intent(Intent(route: "feed", presentation: .present)))
        #expect(controller.root.modal.isEmpty)
        controller.markReady()
        #expect(controller.root.modal == [Screen("feed")])
        #expect(controller.root.stacks["home"] == [])
    }

    @Test("An entry parked by a guard keeps its presentation when it resumes")
    func parkedKeepsPresentation() {
        let controller = RouteController(router: router, coldStart: false)
        let outcome = controller.open(.intent(Intent(route: "thread", params: ["id": "t1"], presentation: .push)))
            .outcome
        #expect(outcome.status == .deferred)
        #expect(controller.root.modal == [Screen("login")])
        let resumed = controller.setFlags(["signedIn": true])
        #expect(resumed.map(\.outcome.status) == [.routed])
        #expect(controller.root.tab == "home")
        #expect(controller.root.modal.isEmpty)
        #expect(controller.root.stacks["home"] == [Screen("thread", params: ["id": "t1"])])
    }

    @Test("setFlags unwinds the screens of a revoked guard that says unwind, and only those")
    func setFlagsUnwinds() {
        let controller = RouteController(router: router, coldStart: false)
        controller.setFlags(["signedIn": true, "beta": true])
        controller.open(.intent(Intent(route: "thread", params: ["id": "t1"])))
        controller.open(.intent(Intent(route: "labs")))
        controller.open(.intent(Intent(route: "help")))
        #expect(controller.root.modal == [Screen("labs"), Screen("help")])
        controller.setFlags(["beta": false])
        #expect(controller.root.modal == [Screen("labs"), Screen("help")])
        controller.setFlags(["signedIn": false])
        #expect(controller.root.tab == "inbox")
        #expect(controller.root.stacks["inbox"] == [Screen("inbox")])
        #expect(controller.root.flags == ["signedIn": false, "beta": false])
    }
}
