import Testing
@testable import EntryPoints

// Issue 38, item 2: one app-wide controller keeps one root per open scene
// (window); the Windows and scenes article states each rule pinned here.
@MainActor
@Suite("Scenes: the app-wide controller")
struct SceneControllerTests {
    typealias Controller = RouteController<NavigationState>

    /// A ready controller over the two-kind table, with scenes `ids` connected (the last one active).
    func controller(connecting ids: [String] = []) throws -> Controller {
        let controller = Controller(router: try sceneRouter(), coldStart: false)
        for id in ids { controller.connect(id) }
        return controller
    }

    @Test("A table without scenes refuses connect, activate and disconnect, and its outcomes carry no scene")
    func noScenesDeclared() throws {
        let controller = Controller(router: try sceneRouter(scenes: nil), coldStart: false)
        #expect(controller.connect("2").reason == .badScene)
        #expect(controller.activate("1").reason == .badScene)
        #expect(controller.disconnect("1").reason == .badScene)
        let outcome = controller.open(sceneLink("story/1"), deliveredTo: "1").outcome
        #expect(outcome.status == .routed)
        #expect(outcome.scene == nil && outcome.forwardedFrom == nil && !outcome.openedScene)
        #expect(controller.openScenes == ["1"])
    }

    @Test(
        "The first connected scene takes the initial one's place; others add; activate and disconnect refuse what is not open, and the last scene stays"
    )
    func connectActivateDisconnect() throws {
        let controller = try controller()
        #expect(controller.openScenes == ["1"])
        #expect(controller.connect("A").status == .ok)
        #expect(controller.openScenes == ["A"])
        #expect(controller.connect("B", kind: "compose").status == .ok)
        #expect(controller.activeScene == "B")
        #expect(controller.kind(ofScene: "B") == "compose")
        #expect(controller.connect("B").reason == .badScene)
        #expect(controller.connect("C", kind: "sidebar").reason == .badScene)
        #expect(controller.activate("A").status == .ok)
        #expect(controller.activeScene == "A")
        #expect(controller.activate("Z").reason == .badScene)
        #expect(controller.disconnect("A").status == .ok)
        #expect(controller.activeScene == "B")
        #expect(controller.root(ofScene: "A") == nil)
        #expect(controller.disconnect("B").reason == .badScene)
        #expect(controller.openScenes == ["B"])
    }

    @Test("showing: a push for story 42 arriving in A lands in B, which shows story 42; the app brings B forward")
    func showingLandsWhereTheScreenIs() throws {
        let controller = try controller(connecting: ["A", "B"])
        let opener = SceneOpenerDouble()
        controller.sceneOpener = opener
        controller.open(sceneLink("story/42"), deliveredTo: "B")
        controller.open(sceneLink("feed"), deliveredTo: "A")
        let push = EntryPoint.notification(NotificationResponse(userInfo: ["aps": [:], "url": "app://story/42"]))
        let outcome = controller.open(push, deliveredTo: "A").outcome
        #expect(outcome.status == .routed)
        #expect(outcome.scene == "B" && outcome.forwardedFrom == "A" && !outcome.openedScene)
        #expect(controller.activeScene == "B")
        #expect(opener.shown == ["B"])
        #expect(controller.root(ofScene: "A")?.currentScreen == Screen("feed"))
        let other = controller.open(sceneLink("story/7"), deliveredTo: "A").outcome
        #expect(other.scene == "A" && other.forwardedFrom == nil)
        #expect(controller.root(ofScene: "A")?.currentScreen?.name == "story")
    }

    @Test(
        "arrival with a sceneKind: the most recently active scene of that kind, else a new one the built-in state opens itself as auto-N"
    )
    func arrivalOfAnotherKind() throws {
        let controller = try controller()
        let first = controller.open(sceneLink("draft"), deliveredTo: "1").outcome
        #expect(first.scene == "auto-1" && first.forwardedFrom == "1" && first.openedScene)
        #expect(controller.kind(ofScene: "auto-1") == "compose")
        let second = controller.open(sceneLink("draft"), deliveredTo: "1").outcome
        #expect(second.scene == "auto-1" && second.forwardedFrom == "1" && !second.openedScene)
        let new = controller.open(sceneLink("compose"), deliveredTo: "auto-1").outcome
        #expect(new.scene == "auto-2" && new.forwardedFrom == "auto-1" && new.openedScene)
        #expect(controller.openScenes == ["1", "auto-1", "auto-2"])
        #expect(controller.root(ofScene: "auto-2")?.modal == [Screen("compose")])
    }

    @Test(
        "A scene opened through the app connects later: the entry is in progress meanwhile and lands there once it connects; one observer sees where"
    )
    func openedSceneConnectsLater() throws {
        let controller = try controller(connecting: ["A"])
        let opener = SceneOpenerDouble()
        controller.sceneOpener = opener
        var reports: [Controller.Report] = []
        controller.addObserver { reports.append($0) }
        let (ticket, outcome) = controller.open(sceneLink("compose"), deliveredTo: "A")
        #expect(opener.requests == [SceneRequest(id: "auto-1", kind: "compose")])
        #expect(outcome.reason == .inProgress)
        #expect(controller.state(of: ticket) == .running(.handler))
        #expect(controller.openScenes == ["A"])
        #expect(controller.connect("auto-1", kind: "compose", root: NavigationState(tabs: ["home"])).status == .ok)
        let landed = try #require(reports.last?.outcome)
        #expect(landed.status == .routed)
        #expect(landed.scene == "auto-1" && landed.forwardedFrom == "A" && landed.openedScene)
        #expect(controller.root(ofScene: "auto-1")?.modal == [Screen("compose")])
        #expect(controller.activeScene == "auto-1")
        #expect(opener.shown.isEmpty)
    }

    @Test("A system that connects the new scene inside openScene lands the entry at once")
    func sceneConnectsInsideTheRequest() throws {
        let controller = try controller(connecting: ["A"])
        let opener = SceneOpenerDouble()
        opener.connectsAtOnce = { [unowned controller] request in
            controller.connect(request.id, kind: request.kind, root: NavigationState(tabs: ["home"]))
        }
        controller.sceneOpener = opener
        let outcome = controller.open(sceneLink("compose"), deliveredTo: "A").outcome
        #expect(outcome.status == .routed)
        #expect(outcome.scene == "auto-1" && outcome.openedScene)
        #expect(controller.root(ofScene: "auto-1")?.modal == [Screen("compose")])
    }

    @Test("A scene request that fails, or that the app cannot make, lands the entry in its arrival scene")
    func sceneRequestFails() throws {
        let controller = try controller(connecting: ["A"])
        let opener = SceneOpenerDouble()
        controller.sceneOpener = opener
        var reports: [Controller.Report] = []
        controller.addObserver { reports.append($0) }
        controller.open(sceneLink("compose"), deliveredTo: "A")
        controller.sceneRequestFailed("auto-1")
        let landed = try #require(reports.last?.outcome)
        #expect(landed.status == .routed && landed.scene == "A" && landed.forwardedFrom == nil && !landed.openedScene)
        #expect(controller.root(ofScene: "A")?.modal == [Screen("compose")])
        // NB: the scene that comes after all is an ordinary scene: nothing lands there again.
        controller.connect("auto-1", kind: "compose", root: NavigationState(tabs: ["home"]))
        #expect(controller.root(ofScene: "auto-1")?.modal == [])

        opener.asks = false
        let refused = controller.open(sceneLink("compose"), deliveredTo: "A").outcome
        #expect(opener.requests.map(\.id) == ["auto-1", "auto-2"])
        #expect(refused.status == .routed && refused.scene == "A" && !refused.openedScene)
    }

    @Test("A scene that never connects: once sceneConnectionTimeout passed, the entry lands in its arrival scene")
    func sceneNeverComes() async throws {
        let controller = try controller(connecting: ["A"])
        controller.sceneOpener = SceneOpenerDouble()
        controller.sceneConnectionTimeout = .zero
        var reports: [Controller.Report] = []
        controller.addObserver { reports.append($0) }
        controller.open(sceneLink("compose"), deliveredTo: "A")
        for _ in 0..<10_000 where reports.isEmpty { await Task.yield() }
        let landed = try #require(reports.last?.outcome)
        #expect(landed.status == .routed && landed.scene == "A" && !landed.openedScene)
    }

    @Test("The same notification delivered to two windows runs once: identities are app-wide")
    func identityAcrossScenes() throws {
        let controller = try controller(connecting: ["A", "B"])
        let push = EntryPoint.notification(NotificationResponse(userInfo: ["aps": [:], "url": "app://feed"]))
        let first = controller.open(push, deliveredTo: "A", identity: "push-1").outcome
        let second = controller.open(push, deliveredTo: "B", identity: "push-1").outcome
        #expect(first.status == .routed && first.scene == "A")
        #expect(second.reason == .duplicate && second.scene == "B")
        #expect(controller.root(ofScene: "B")?.currentScreen == nil)
    }

    @Test("A handler knows the scene it runs for and changes only that scene's root")
    func handlerRunsForItsScene() throws {
        let controller = try controller(connecting: ["A", "B"])
        var scenes: [String?] = []
        try controller.handle("feed") { _, context in
            scenes.append(context.scene)
            return context.update { $0.modal = [Screen("handled")] }
        }
        controller.open(sceneLink("feed"), deliveredTo: "A")
        #expect(scenes == ["A"])
        #expect(controller.root(ofScene: "A")?.modal == [Screen("handled")])
        #expect(controller.root(ofScene: "B")?.modal == [])
    }

    @Test(
        "A guard's redirect runs in the arrival scene, which becomes active; the parked entry lands where its route says when it resumes"
    )
    func redirectInArrivalThenResume() throws {
        let controller = try controller(connecting: ["A", "B"])
        let parked = controller.open(sceneLink("inbox"), deliveredTo: "A").outcome
        #expect(parked.status == .deferred && parked.scene == "A")
        #expect(controller.root(ofScene: "A")?.modal == [Screen("login")])
        #expect(controller.root(ofScene: "B")?.modal == [])
        #expect(controller.activeScene == "A")
        // NB: its arrival scene closed before it resumed: the active scene stands for it.
        controller.disconnect("A")
        let resumed = controller.setFlags(["signedIn": true])
        #expect(resumed.map(\.outcome.status) == [.routed])
        #expect(resumed.first?.outcome.scene == "B")
        #expect(controller.root(ofScene: "B")?.currentScreen == Screen("inbox"))
        #expect(controller.root(ofScene: "B")?.flag("signedIn") == true)
    }

    @Test("Saved entries keep their arrival scene, and land by it once restored")
    func savedEntriesKeepTheArrivalScene() throws {
        let before = try controller(connecting: ["A", "B"])
        before.open(sceneLink("inbox"), deliveredTo: "B")
        let saved = before.savedEntries
        #expect(saved.entries.first?.event.contains(#""scene":"B""#) == true)
        let after = try controller(connecting: ["A", "B"])
        after.activate("A")
        try after.restore(saved)
        let resumed = after.setFlags(["signedIn": true])
        #expect(resumed.first?.outcome.scene == "B")
    }

    @Test(
        "reset returns every open scene's root to the initial one; the scenes, the active one and the auto-N count stay"
    )
    func resetKeepsScenes() throws {
        let controller = try controller(connecting: ["A", "B"])
        controller.open(sceneLink("story/1"), deliveredTo: "A")
        controller.open(sceneLink("compose"), deliveredTo: "B")
        #expect(controller.activeScene == "auto-1")
        controller.reset()
        #expect(controller.openScenes == ["A", "B", "auto-1"])
        #expect(controller.activeScene == "auto-1")
        #expect(controller.root(ofScene: "A") == NavigationState(tabs: ["home"]))
        #expect(controller.open(sceneLink("compose"), deliveredTo: "B").outcome.scene == "auto-2")
    }
}
