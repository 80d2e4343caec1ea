import Foundation
import Observation
import Testing

@testable import EntryPoints

/// Whether reading `read` registers an observation that `change` triggers.
@MainActor
private func notifies(_ read: @escaping @MainActor () -> Void, when change: () -> Void) -> Bool {
    let fired = Flag()
    withObservationTracking {
        read()
    } onChange: {
        fired.set()
    }
    change()
    return fired.isSet
}

/// A Sendable latch for observation callbacks.
private final class Flag: @unchecked Sendable {
    // NB: @unchecked: set and read on the main actor only (onChange runs synchronously in willSet).
    private var value = false
    func set() { value = true }
    var isSet: Bool { value }
}

@Suite("Observable navigation model")
@MainActor
struct NavigationModelTests {
    let tabs = ["home", "search", "inbox"]

    func makeModel() -> NavigationModel { NavigationModel(tabs: tabs) }

    @Test("Selecting a tab notifies readers of the tab, not readers of the stacks or the modal")
    func selectedTabIsObservedAlone() {
        let model = makeModel()
        let notified1 = notifies({ _ = model.selectedTab }, when: { model.selectedTab = "search" })
        #expect(notified1)
        let notified2 = notifies({ _ = model[path: "home"] }, when: { model.selectedTab = "inbox" })
        #expect(!notified2)
        let notified3 = notifies({ _ = model.sheet }, when: { model.selectedTab = "home" })
        #expect(!notified3)
    }

    @Test("A tab's path notifies its own readers only")
    func pathsAreObservedPerTab() {
        let model = makeModel()
        let notified4 = notifies({ _ = model[path: "home"] }, when: { model[path: "home"] = [Screen("feed")] })
        #expect(notified4)
        let notified5 = notifies({ _ = model[path: "search"] }, when: { model[path: "home"] = [] })
        #expect(!notified5)
        let notified6 = notifies({ _ = model.selectedTab }, when: { model[path: "inbox"] = [Screen("inbox")] })
        #expect(!notified6)
    }

    @Test("Setting an equal value notifies nobody")
    func equalValuesAreSilent() {
        let model = makeModel()
        let notified7 = notifies({ _ = model.state }, when: { model.selectedTab = "home" })
        #expect(!notified7)
        let notified8 = notifies({ _ = model[path: "home"] }, when: { model[path: "home"] = [] })
        #expect(!notified8)
    }

    @Test("A swipe back writes the shorter path into the state")
    func swipeBackWritesBack() {
        let model = makeModel()
        model[path: "home"] = [Screen("feed"), Screen("story", params: ["storyId": 42])]
        model[path: "home"].removeLast()
        #expect(model.state.stacks["home"] == [Screen("feed")])
    }

    @Test("Dismissing the sheet removes the top modal only")
    func dismissedSheetWritesBack() {
        let model = makeModel()
        model.modal = [Screen("compose"), Screen("reply")]
        #expect(model.sheet == Screen("reply"))
        let notified9 = notifies({ _ = model.sheet }, when: { model.sheet = nil })
        #expect(notified9)
        #expect(model.state.modal == [Screen("compose")])
    }

    @Test("Names that are not tabs are ignored, never stored")
    func unknownTabsAreIgnored() {
        let model = makeModel()
        model.selectedTab = "nowhere"
        model[path: "nowhere"] = [Screen("x")]
        #expect(model.state == NavigationState(tabs: tabs))
        #expect(model[path: "nowhere"].isEmpty)
    }

    @Test("A controller over the model executes the table's tab, stack and present, and guards read its flags")
    func controllerOverModel() throws {
        let router = try Router(
            RouteTable(
                schemes: ["demoapp"], tabs: tabs, guards: [RouteTable.Guard("signedIn", redirect: "login")],
                routes: [
                    Route(
                        "story", patterns: ["/story/:storyId"], params: ["storyId": .int], requires: ["signedIn"],
                        tab: "home", stack: ["feed", "story"]),
                    Route("login", patterns: ["/login"], present: "login"),
                ]))
        let model = NavigationModel(tabs: tabs)
        model.selectedTab = "search"
        let controller = RouteController(model: model, router: router, coldStart: false)
        let parked = controller.open(.url(URLEntry("demoapp://story/42"))).outcome
        #expect(parked.status == .deferred)
        #expect(model.sheet == Screen("login"))
        let notified10 = notifies({ _ = model.selectedTab }, when: { controller.setFlags(["signedIn": true]) })
        #expect(notified10)
        #expect(model.selectedTab == "home")
        #expect(model[path: "home"] == [Screen("feed"), Screen("story", params: ["storyId": 42])])
        #expect(model.sheet == nil)
    }
}

@Suite("Navigation state restoration")
struct NavigationStateRestorationTests {
    func sampleState() -> NavigationState {
        var state = NavigationState(tabs: ["home", "search", "inbox", "profile", "zeta", "alpha"])
        state.tab = "inbox"
        state.stacks["inbox"] = [Screen("inbox"), Screen("thread", params: ["threadId": "t1", "n": 2])]
        state.stacks["alpha"] = [Screen("a")]
        state.modal = [Screen("compose", params: ["to": "ada"])]
        state.setFlag("zed", to: true)
        state.setFlag("alpha", to: false)
        state.setFlag("middle", to: true)
        return state
    }

    @Test("A state survives JSONEncoder and JSONDecoder unchanged: tab order and flag order included")
    func jsonEncoderRoundTrip() throws {
        let state = sampleState()
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted, .sortedKeys]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let restored = try JSONDecoder().decode(NavigationState.self, from: encoder.encode(state))
            #expect(restored == state)
            #expect(restored.tabs == state.tabs)
            #expect(restored.flagOrder == state.flagOrder)
        }
    }

    @Test("A state survives a property-list encoder unchanged too")
    func propertyListRoundTrip() throws {
        let state = sampleState()
        let data = try PropertyListEncoder().encode([state])
        #expect(try PropertyListDecoder().decode([NavigationState].self, from: data) == [state])
    }

    @Test("The plain JSON structure (written by hand) also decodes")
    func plainFormDecodes() throws {
        let text = #"{"tab":"b","stacks":{"b":[],"a":[{"screen":"x"}]},"modal":[],"flags":{"on":true}}"#
        let state = try JSONDecoder().decode(NavigationState.self, from: Data(text.utf8))
        #expect(Set(state.tabs) == ["a", "b"])  // a keyed container keeps no order
        #expect(state.stacks["a"] == [Screen("x")])
        #expect(state.flag("on"))
    }

    @Test("Text that is not a navigation state is refused with a decoding error")
    func badTextRefused() {
        for text in [#""not json""#, #""{\"tab\":1}""#, #"{"tab":"a"}"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(NavigationState.self, from: Data(text.utf8))
            }
        }
    }
}
