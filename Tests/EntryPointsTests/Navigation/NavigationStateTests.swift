import Testing
@testable import EntryPoints

@Suite("Navigation state")
struct NavigationStateTests {
    let tabs = ["home", "search", "inbox", "profile"]

    @Test("Initially the first tab is selected, stacks are empty, no modal, no flags")
    func initialState() {
        let state = NavigationState(tabs: tabs)
        #expect(
            state.jsonValue.jsonText
                == #"{"tab":"home","stacks":{"home":[],"search":[],"inbox":[],"profile":[]},"modal":[],"flags":{}}"#)
    }

    @Test("A route with tab builds the back stack; the last screen carries the parameters")
    func tabBuildsBackStack() {
        var state = NavigationState(tabs: tabs)
        state.stacks["inbox"] = [Screen("old")]
        state.apply(Route("thread", tab: "inbox", stack: ["inbox", "thread"]), params: ["threadId": "t1"])
        #expect(state.tab == "inbox")
        #expect(state.stacks["inbox"] == [Screen("inbox"), Screen("thread", params: ["threadId": "t1"])])
    }

    @Test("A route with tab dismisses every modal")
    func tabDismissesModals() {
        var state = NavigationState(tabs: tabs)
        state.modal = [Screen("compose"), Screen("reply")]
        state.apply(Route("search", tab: "search", stack: ["search"]), params: [:])
        #expect(state.modal.isEmpty)
    }

    @Test("A route with tab and no stack empties the tab's stack")
    func tabWithoutStack() {
        var state = NavigationState(tabs: tabs)
        state.stacks["profile"] = [Screen("me")]
        state.apply(Route("profile", tab: "profile"), params: [:])
        #expect(state.stacks["profile"] == [])
    }

    @Test("present puts the screen on top; the same screen with equal parameters is not stacked twice")
    func presentIsIdempotent() {
        var state = NavigationState(tabs: tabs)
        let route = Route("compose", present: "compose")
        state.apply(route, params: ["to": "a"])
        state.apply(route, params: ["to": "a"])
        #expect(state.modal == [Screen("compose", params: ["to": "a"])])
        state.apply(route, params: ["to": "b"])
        #expect(state.modal.count == 2)
    }

    @Test("A route with tab and present runs the tab part first, then presents")
    func tabThenPresent() {
        var state = NavigationState(tabs: tabs)
        state.modal = [Screen("old")]
        state.apply(Route("x", tab: "search", stack: ["search"], present: "filters"), params: [:])
        #expect(state.tab == "search")
        #expect(state.modal == [Screen("filters")])
    }

    @Test("A route with neither tab nor present leaves the state as it was")
    func neither() {
        var state = NavigationState(tabs: tabs)
        let before = state
        state.apply(Route("noop"), params: ["a": 1])
        #expect(state == before)
    }

    @Test("A screen with no parameters has no params key")
    func screenWithoutParams() {
        #expect(Screen("feed", params: [:]).jsonValue.jsonText == #"{"screen":"feed"}"#)
    }

    @Test("The JSON form round-trips")
    func jsonRoundTrip() throws {
        var state = NavigationState(tabs: tabs)
        state.apply(Route("story", tab: "home", stack: ["feed", "story"]), params: ["storyId": 42])
        state.setFlag("signedIn", to: true)
        let text = state.jsonValue.jsonText
        #expect(
            text
                == #"{"tab":"home","stacks":{"home":[{"screen":"feed"},{"screen":"story","params":{"storyId":42}}],"search":[],"inbox":[],"profile":[]},"modal":[],"flags":{"signedIn":true}}"#
        )
        #expect(NavigationState(json: try JSONParser().parse(text)) == state)
    }
}
