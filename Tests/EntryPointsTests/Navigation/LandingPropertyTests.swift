import TestSupport
import Testing

@testable import EntryPoints

// Issue 38, item 1: the landing rule's properties over random prior states.
// Cold equals warm for every landing; opening the same entry twice in a row
// leaves the state of opening it once; and a custom root that keeps its own
// stack lands exactly as NavigationState does through the public rule.
@MainActor
@Suite("Landing: properties over random prior states")
struct LandingPropertyTests {
    static let tabs = ["home", "inbox"]
    static let names = ["feed", "story", "thread", "settings"]

    /// One route per landing (and none), with a stack, without one, and with `present` beside it.
    static let table = RouteTable(
        tabs: tabs,
        routes: ([nil] + Route.Landing.allCases.map(Optional.some)).flatMap { landing -> [Route] in
            let name = landing?.rawValue ?? "none"
            return [
                Route("\(name)-stack", tab: "home", stack: ["feed", "story"], landing: landing),
                Route("\(name)-bare", tab: "inbox", landing: landing),
                Route("\(name)-present", tab: "inbox", stack: ["thread"], present: "thread", landing: landing),
            ]
        })

    /// A random screen: one of a few names, with no parameters or a small id.
    static func screen(_ random: inout SplitMix64) -> Screen {
        let name = random.pick(names)
        return random.oneIn(3)
            ? Screen(name)
            : Screen(name, params: ["storyId": .number(JSONNumber(Int.random(in: 1...3, using: &random)))])
    }

    /// A random state: a random tab, stacks of up to five screens, sometimes a modal.
    static func state(_ random: inout SplitMix64) -> NavigationState {
        var state = NavigationState(tabs: tabs)
        state.tab = random.pick(tabs)
        for tab in tabs {
            state.stacks[tab] = (0..<Int.random(in: 0...5, using: &random)).map { _ in screen(&random) }
        }
        if random.oneIn(2) { state.modal = [screen(&random)] }
        return state
    }

    /// An intent to a random route of the table, with random parameters and sometimes a presentation.
    static func entry(_ random: inout SplitMix64, presentation: Bool = true) -> EntryPoint {
        let route = random.pick(table.routes)
        var intent = Intent(
            route: route.id,
            params: random.oneIn(4) ? [:] : ["storyId": .number(JSONNumber(Int.random(in: 1...3, using: &random)))])
        if presentation, random.oneIn(5) { intent.presentation = random.pick(Intent.Presentation.allCases) }
        return .intent(intent)
    }

    @Test("Cold equals warm: an entry held until ready lands as on a ready app with the same state, for every landing")
    func coldEqualsWarm() throws {
        let router = try Router(Self.table)
        var random = SplitMix64(seed: 0x38_0101)
        var landings: Set<String> = []
        for _ in 0..<600 {
            let prior = Self.state(&random)
            let entry = Self.entry(&random)
            let cold = RouteController(router: router, coldStart: true)
            let warm = RouteController(router: router, coldStart: false)
            cold.update { $0 = prior }
            warm.update { $0 = prior }
            cold.open(entry)
            #expect(cold.root == prior, "held, the entry has not landed yet")
            cold.markReady()
            warm.open(entry)
            #expect(cold.root == warm.root, "\(prior) \(entry.event.jsonText)")
            if case .intent(let intent) = entry, case .route(let id) = intent.target { landings.insert(id) }
        }
        #expect(landings.count == Self.table.routes.count)
    }

    @Test("Opening the same entry twice in a row leaves the state of opening it once, for every landing")
    func idempotent() throws {
        let router = try Router(Self.table)
        var random = SplitMix64(seed: 0x38_0102)
        for _ in 0..<600 {
            let prior = Self.state(&random)
            let entry = Self.entry(&random)
            let controller = RouteController(router: router, coldStart: false)
            controller.update { $0 = prior }
            controller.open(entry)
            let once = controller.root
            controller.open(entry)
            #expect(controller.root == once, "\(prior) \(entry.event.jsonText)")
        }
    }

    /// A view controller of a coordinator's own stack: a reference, kept in its own array.
    final class ViewController {
        let name: String
        var params: JSONObject?
        init(_ screen: Screen) {
            name = screen.name
            params = screen.params
        }
        var screen: Screen { Screen(name, params: params) }
    }

    /// A UIKit-like coordinator: it keeps view controllers, not `Screen`s, and
    /// performs each edit with the operations a navigation controller has.
    struct Coordinator {
        var viewControllers: [ViewController]

        mutating func land(_ route: Route, params: JSONObject) {
            switch route.landingEdit(on: viewControllers, params: params, screen: \.screen) {
            case .keep:
                break
            case .replace(let screens):
                viewControllers = screens.map(ViewController.init)
            case .push(let screen):
                viewControllers.append(ViewController(screen))
            case .popTo(let position, let params):
                let target = viewControllers[position]
                target.params = params
                viewControllers.removeSubrange((position + 1)...)
            }
        }
    }

    @Test("A coordinator following the public rule on its own stack lands as NavigationState does")
    func coordinatorAgrees() {
        var random = SplitMix64(seed: 0x38_0103)
        var edits: Set<String> = []
        for _ in 0..<2_000 {
            let prior = Self.state(&random)
            let route = random.pick(Self.table.routes)
            let params: JSONObject =
                random.oneIn(4) ? [:] : ["storyId": .number(JSONNumber(Int.random(in: 1...3, using: &random)))]
            let tab = route.tab!
            let stack = prior.stacks[tab] ?? []
            var coordinator = Coordinator(viewControllers: stack.map(ViewController.init))
            let kept = coordinator.viewControllers.map(ObjectIdentifier.init)
            coordinator.land(route, params: params)
            var state = prior
            state.apply(route, params: params)
            #expect(coordinator.viewControllers.map(\.screen) == state.stacks[tab], "\(route.id) on \(stack)")
            let edit = route.landingEdit(on: stack, params: params, screen: { $0 })
            switch edit {
            case .keep: edits.insert("keep")
            case .replace: edits.insert("replace")
            case .push: edits.insert("push")
            case .popTo(let position, _):
                edits.insert("popTo")
                // NB: popping keeps the coordinator's own view controllers below, as a navigation controller does.
                #expect(coordinator.viewControllers.map(ObjectIdentifier.init) == Array(kept.prefix(position + 1)))
            }
            #expect(edit.applied(to: stack) == state.stacks[tab])
        }
        #expect(edits == ["keep", "replace", "push", "popTo"])
    }

    @Test("The observable model lands as the plain state does")
    func modelAgrees() throws {
        let router = try Router(Self.table)
        var random = SplitMix64(seed: 0x38_0104)
        for _ in 0..<200 {
            let prior = Self.state(&random)
            let entry = Self.entry(&random)
            let model = NavigationModel(state: prior)
            let viaModel = RouteController(model: model, router: router, coldStart: false)
            let plain = RouteController(router: router, coldStart: false)
            plain.update { $0 = prior }
            viaModel.open(entry)
            plain.open(entry)
            #expect(model.state == plain.root, "\(prior) \(entry.event.jsonText)")
        }
    }
}
