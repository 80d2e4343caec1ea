import Testing
import TestSupport
@testable import EntryPoints

// Issue 38, "Done when": exactly once across scenes under random deliveries;
// every entry lands in exactly one open scene; cold equals warm with scenes.
@MainActor
@Suite("Scenes: properties under random deliveries")
struct ScenePropertyTests {
    typealias Controller = RouteController<NavigationState>

    static let paths = ["feed", "story/1", "story/2", "compose", "draft", "inbox"]

    /// Every open scene's root, by id.
    func roots(_ controller: Controller) -> [String: NavigationState] {
        Dictionary(
            uniqueKeysWithValues: controller.openScenes.compactMap { id in controller.root(ofScene: id).map { (id, $0) }
            })
    }

    @Test(
        "An identity routes at most once whatever scenes it is delivered to, and a routed entry changes exactly one open scene, its landing one",
        arguments: 0..<40 as Range<UInt64>)
    func exactlyOnceInOneOpenScene(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let controller = Controller(router: try sceneRouter(), coldStart: false)
        controller.connect("A")
        var identities: [EntryTicket: String] = [:]
        var seen: Set<String> = []
        var routed: [String] = []
        var opened = 0
        for _ in 0..<80 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                opened += 1
                controller.connect("S\(opened)", kind: Bool.random(using: &random) ? "main" : "compose")
            case 1:
                controller.activate(controller.openScenes.randomElement(using: &random) ?? "A")
            case 2:
                controller.disconnect(controller.openScenes.randomElement(using: &random) ?? "A")
            case 3:
                for resumed in controller.setFlags(["signedIn": Bool.random(using: &random)])
                where resumed.outcome.status == .routed {
                    let scene = try #require(resumed.outcome.scene)
                    #expect(controller.openScenes.contains(scene))
                    if let identity = identities[resumed.ticket] { routed.append(identity) }
                }
            default:
                let before = roots(controller)
                let identity = "n\(Int.random(in: 0..<12, using: &random))"
                let delivered = (controller.openScenes + ["closed"]).randomElement(using: &random)
                let path = Self.paths.randomElement(using: &random) ?? "feed"
                let (ticket, outcome) = controller.open(sceneLink(path), deliveredTo: delivered, identity: identity)
                #expect((outcome.reason == .duplicate) == seen.contains(identity))
                seen.insert(identity)
                identities[ticket] = identity
                guard outcome.status == .routed else { continue }
                routed.append(identity)
                let scene = try #require(outcome.scene)
                #expect(controller.openScenes.contains(scene))
                #expect(controller.activeScene == scene)
                for (id, root) in before where id != scene { #expect(controller.root(ofScene: id) == root) }
            }
        }
        #expect(Set(routed).count == routed.count)
    }

    @Test(
        "Cold equals warm with scenes: entries held until ready land as they would have on a ready app",
        arguments: 0..<30 as Range<UInt64>)
    func coldEqualsWarm(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let cold = Controller(router: try sceneRouter())
        let warm = Controller(router: try sceneRouter(), coldStart: false)
        var ids = ["A"]
        for index in 1..<Int.random(in: 1..<4, using: &random) { ids.append("S\(index)") }
        for id in ids {
            let kind = Bool.random(using: &random) ? "main" : "compose"
            cold.connect(id, kind: kind)
            warm.connect(id, kind: kind)
        }
        for _ in 0..<Int.random(in: 1..<12, using: &random) {
            let entry = sceneLink(Self.paths.randomElement(using: &random) ?? "feed")
            let delivered = ids.randomElement(using: &random)
            cold.open(entry, deliveredTo: delivered)
            warm.open(entry, deliveredTo: delivered)
        }
        cold.markReady()
        #expect(cold.openScenes == warm.openScenes)
        #expect(cold.activeScene == warm.activeScene)
        #expect(roots(cold) == roots(warm))
    }
}
