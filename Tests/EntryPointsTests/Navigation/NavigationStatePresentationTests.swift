import Testing
@testable import EntryPoints

/// the Event and result formats article (Navigation state), the paragraph on an intent's `presentation`, and section 7's "Presentation details".
@Suite("Navigation state: presentation per call")
struct NavigationStatePresentationTests {
    let tabs = ["home", "inbox"]
    let story = Route("story", tab: "home", stack: ["feed", "story"])

    @Test("A route's screen is the last entry of its stack, else its present, else its id")
    func routeScreen() {
        #expect(Route("a", tab: "home", stack: ["feed", "story"], present: "sheet").screen == "story")
        #expect(Route("b", tab: "home", present: "sheet").screen == "sheet")
        #expect(Route("c", tab: "home", stack: [], present: "sheet").screen == "sheet")
        #expect(Route("d", tab: "home").screen == "d")
        #expect(Route("e").screen == "e")
    }

    @Test("push puts the screen on the selected tab's stack and leaves the tab selected, whatever the route's tab")
    func pushKeepsTab() {
        var state = NavigationState(tabs: tabs)
        state.tab = "inbox"
        state.stacks["inbox"] = [Screen("inbox")]
        state.apply(story, params: ["storyId": 1], presentation: .push)
        #expect(state.tab == "inbox")
        #expect(state.stacks["inbox"] == [Screen("inbox"), Screen("story", params: ["storyId": 1])])
        #expect(state.stacks["home"] == [])
    }

    @Test("push pushes onto what is there instead of building the back stack")
    func pushDoesNotBuild() {
        var state = NavigationState(tabs: tabs)
        state.apply(story, params: ["storyId": 1], presentation: .push)
        state.apply(story, params: ["storyId": 2], presentation: .push)
        #expect(
            state.stacks["home"] == [Screen("story", params: ["storyId": 1]), Screen("story", params: ["storyId": 2])])
    }

    @Test("push dismisses every modal")
    func pushDismissesModals() {
        var state = NavigationState(tabs: tabs)
        state.modal = [Screen("compose"), Screen("reply")]
        state.apply(story, params: [:], presentation: .push)
        #expect(state.modal.isEmpty)
        #expect(state.stacks["home"] == [Screen("story")])
    }

    @Test("push of the screen already on top with equal parameters changes nothing but still dismisses the modals")
    func pushSameOnTop() {
        var state = NavigationState(tabs: tabs)
        state.stacks["home"] = [Screen("feed"), Screen("story", params: ["storyId": 1])]
        state.modal = [Screen("compose")]
        state.apply(story, params: ["storyId": 1], presentation: .push)
        #expect(state.stacks["home"] == [Screen("feed"), Screen("story", params: ["storyId": 1])])
        #expect(state.modal.isEmpty)
        state.apply(story, params: ["storyId": 2], presentation: .push)
        #expect(state.stacks["home"]?.count == 3)
    }

    @Test("present puts the route's screen on top of the modal list and leaves tabs and stacks alone")
    func presentScreen() {
        var state = NavigationState(tabs: tabs)
        state.stacks["home"] = [Screen("feed")]
        state.apply(story, params: ["storyId": 2], presentation: .present)
        #expect(state.tab == "home")
        #expect(state.stacks["home"] == [Screen("feed")])
        #expect(state.modal == [Screen("story", params: ["storyId": 2])])
    }

    @Test("present twice with equal parameters presents once; other parameters present again")
    func presentTwice() {
        var state = NavigationState(tabs: tabs)
        let compose = Route("compose", present: "compose")
        state.apply(compose, params: ["to": "a"], presentation: .present)
        state.apply(compose, params: ["to": "a"], presentation: .present)
        #expect(state.modal == [Screen("compose", params: ["to": "a"])])
        state.apply(compose, params: ["to": "b"], presentation: .present)
        #expect(state.modal == [Screen("compose", params: ["to": "a"]), Screen("compose", params: ["to": "b"])])
    }

    @Test("push and present replace a route's tab and present: nothing of the declared effect happens")
    func presentationReplacesDeclaration() {
        var state = NavigationState(tabs: tabs)
        state.tab = "inbox"
        state.apply(Route("promo", tab: "home", present: "promo"), params: [:], presentation: .push)
        #expect(state.tab == "inbox")
        #expect(state.stacks["inbox"] == [Screen("promo")])
        #expect(state.modal.isEmpty)
    }

    @Test("Without a presentation the route's own tab, stack and present hold")
    func nilIsDeclared() {
        var declared = NavigationState(tabs: tabs)
        declared.tab = "inbox"
        var explicit = declared
        declared.apply(story, params: ["storyId": 3])
        explicit.apply(story, params: ["storyId": 3], presentation: nil)
        #expect(declared == explicit)
        #expect(declared.tab == "home")
        #expect(declared.stacks["home"] == [Screen("feed"), Screen("story", params: ["storyId": 3])])
    }

    @Test("Presentation raw values are the event format's words", arguments: Intent.Presentation.allCases)
    func rawValues(_ presentation: Intent.Presentation) {
        #expect(Intent.Presentation(rawValue: presentation.rawValue) == presentation)
        #expect(["push", "present"].contains(presentation.rawValue))
    }
}
