import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

@MainActor
@Suite("SceneSessionOpener: windows opened and shown through scene sessions")
struct SceneSessionOpenerTests {
    static func router() throws -> Router {
        try Router(
            RouteTable(
                schemes: ["app"], tabs: ["home"],
                routes: [
                    Route("compose", patterns: ["/compose"], present: "compose", scene: .new, sceneKind: "compose"),
                    Route("story", patterns: ["/story/:id"], params: ["id": .int], tab: "home", stack: ["story"]),
                ],
                scenes: ["main", "compose"]))
    }

    static func opener(_ application: ApplicationDouble) -> SceneSessionOpener<ApplicationDouble> {
        SceneSessionOpener(application: application) { request in
            let activity = UserActivityDouble(activityType: "com.example.scene")
            activity.userInfo = request.userInfo
            return activity
        }
    }

    /// Lets the main actor run what the error handler scheduled.
    static func settle(until done: () -> Bool) async {
        for _ in 0..<1_000 where !done() { await Task.yield() }
    }

    @Test("A request the system refuses lands its entry in the scene it arrived in")
    func refusedRequestLandsInArrivalScene() async throws {
        let application = ApplicationDouble()
        application.refusing = true
        let controller = RouteController(router: try Self.router(), coldStart: false)
        let opener = Self.opener(application)
        opener.attach(to: controller)
        controller.connect("A", kind: "main")
        let (ticket, _) = controller.open(.url(URLEntry("app://compose")), deliveredTo: "A")
        #expect(application.requests.count == 1)
        #expect(controller.state(of: ticket) == .running(.handler))
        await Self.settle { controller.root(ofScene: "A")?.modal == [Screen("compose")] }
        #expect(controller.root(ofScene: "A")?.modal == [Screen("compose")])
        #expect(controller.openScenes == ["A"])
        #expect(controller.state(of: ticket) == nil)
    }

    @Test("A restored session connects under the id it kept; a new session under its persistent identifier")
    func restoredSessionKeepsItsID() {
        let opener = Self.opener(ApplicationDouble())
        let opened = SceneSessionDouble("session-9", kind: "compose")
        #expect(opener.sceneID(connecting: opened, request: SceneRequest(id: "auto-2", kind: "compose")) == "auto-2")
        // After a relaunch the system restores the session without the activity.
        #expect(opener.sceneID(connecting: opened, request: nil) == "auto-2")
        let fresh = SceneSessionDouble("session-10", kind: "main")
        fresh.userInfo = ["theApp'sOwnKey": 1]
        #expect(opener.sceneID(connecting: fresh, request: nil) == "session-10")
        #expect(fresh.userInfo?["theApp'sOwnKey"] as? Int == 1)
        #expect(fresh.userInfo?[SceneSessionOpener<ApplicationDouble>.sceneIDKey] as? String == "session-10")
    }

    @Test("Showing a scene activates the session that connected under its id, and nothing when none did")
    func showSceneActivatesItsSession() {
        let application = ApplicationDouble()
        let opener = Self.opener(application)
        let (first, second) = (SceneSessionDouble("s1", kind: "main"), SceneSessionDouble("s2", kind: "compose"))
        application.openSessions = [first, second]
        _ = opener.sceneID(connecting: second, request: SceneRequest(id: "auto-1", kind: "compose"))
        opener.showScene("auto-1")
        opener.showScene("s1")
        opener.showScene("closed")
        #expect(application.requests.map(\.session) == [second, first])
        #expect(application.requests.allSatisfy { $0.activity == nil })
    }

    @Test("The opener does not keep its controller alive, and a late refusal after it is gone does nothing")
    func openerDoesNotRetainController() async throws {
        let application = ApplicationDouble()
        let opener = Self.opener(application)
        weak var gone: RouteController<NavigationState>?
        do {
            let controller = RouteController(router: try Self.router(), coldStart: false)
            opener.attach(to: controller)
            gone = controller
            #expect(opener.openScene(SceneRequest(id: "auto-1", kind: "compose")))
        }
        #expect(gone == nil)
        application.refusing = true
        #expect(opener.openScene(SceneRequest(id: "auto-2", kind: "compose")))
        await Self.settle { false }
        #expect(application.requests.count == 2)
    }
}
