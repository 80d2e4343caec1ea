import Testing

@testable import EntryPoints

// The waiting forms of opening take the arrival scene too (the Windows and
// scenes article, "The scene delegate"): an App Intent performed in one
// window, or a caller awaiting a link that window received.
@MainActor
@Suite("Scenes: openAndWait and openForResult delivered to a scene")
struct SceneWaitingTests {
    typealias Controller = RouteController<NavigationState>

    func controller() throws -> Controller {
        let controller = Controller(router: try sceneRouter(), coldStart: false)
        controller.connect("A")
        controller.connect("B")
        return controller
    }

    @Test("openAndWait delivered to a scene that is not active lands there and leaves the active scene alone")
    func waitLandsInArrivalScene() async throws {
        let controller = try controller()
        #expect(controller.activeScene == "B")
        let outcome = await controller.openAndWait(sceneLink("feed"), deliveredTo: "A")
        #expect(outcome.status == .routed)
        #expect(outcome.scene == "A")
        #expect(controller.root(ofScene: "A")?.currentScreen == Screen("feed"))
        #expect(controller.root(ofScene: "B")?.currentScreen != Screen("feed"))
    }

    @Test("openAndWait of a guarded route delivered to A: the sign-in shows in A, which becomes active")
    func waitRedirectsInArrivalScene() async throws {
        let controller = try controller()
        let outcome = await controller.openAndWait(sceneLink("inbox"), deliveredTo: "A")
        #expect(outcome.status == .deferred && outcome.reason == .guard)
        #expect(outcome.scene == "A")
        #expect(controller.root(ofScene: "A")?.modal == [Screen("login")])
        #expect(controller.root(ofScene: "B")?.modal == [])
        #expect(controller.activeScene == "A")
    }

    @Test("openAndWait delivered to a closed scene, or to nil, arrives in the active scene")
    func waitToClosedSceneArrivesInActive() async throws {
        let controller = try controller()
        let closed = await controller.openAndWait(sceneLink("feed"), deliveredTo: "gone")
        #expect(closed.scene == "B")
        controller.activate("A")
        let unnamed = await controller.openAndWait(sceneLink("feed"), deliveredTo: nil)
        #expect(unnamed.scene == "A")
    }

    @Test("openForResult delivered to A runs the destination for A and returns its answer")
    func resultForArrivalScene() async throws {
        let controller = try controller()
        var ranFor: [String?] = []
        var kept: Intent.Completion?
        try controller.handle("feed") { _, context in
            ranFor.append(context.scene)
            kept = context.completion
            return true
        }
        async let answer = controller.openForResult(Intent(route: "feed"), deliveredTo: "A")
        for _ in 0..<100 where kept == nil { await Task.yield() }
        kept?.complete(.ok("chosen"))
        #expect(await answer.value(as: String.self) == "chosen")
        #expect(ranFor == ["A"])
    }
}
