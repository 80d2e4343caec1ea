import Foundation
import Testing

@testable import EntryPoints

// Issue 38, item 1 (the formats' section 8.1): each landing on each kind of
// prior stack, as the Build a small app's routing article's table draws it.
@Suite("Navigation state: a route's landing on a tab that already has screens")
struct LandingTests {
    let tabs = ["home", "inbox"]

    static func route(_ landing: Route.Landing?) -> Route {
        Route("story", tab: "home", stack: ["feed", "story"], landing: landing)
    }

    /// The home stack after opening story 42 with `landing` on a state whose home stack is `prior`.
    func land(_ landing: Route.Landing?, on prior: [Screen], storyId: Int = 42) -> [Screen] {
        var state = NavigationState(tabs: tabs)
        state.stacks["home"] = prior
        state.apply(Self.route(landing), params: ["storyId": .number(JSONNumber(storyId))])
        return state.stacks["home"] ?? []
    }

    static let feed = Screen("feed")
    static func story(_ id: Int) -> Screen { Screen("story", params: ["storyId": .number(JSONNumber(id))]) }
    static let settings = Screen("settings")

    @Test("replace, and no landing at all, build the route's stack whatever was there")
    func replace() {
        for landing in [nil, Route.Landing.replace] {
            #expect(land(landing, on: []) == [Self.feed, Self.story(42)])
            #expect(land(landing, on: [Self.feed, Self.story(7), Self.settings]) == [Self.feed, Self.story(42)])
            #expect(land(landing, on: [Self.settings]) == [Self.feed, Self.story(42)])
        }
    }

    @Test("push on an empty stack builds it; on a stack, it pushes the screen unless the same one is on top")
    func push() {
        #expect(land(.push, on: []) == [Self.feed, Self.story(42)])
        #expect(land(.push, on: [Self.settings]) == [Self.settings, Self.story(42)])
        #expect(land(.push, on: [Self.feed, Self.story(7)]) == [Self.feed, Self.story(7), Self.story(42)])
        #expect(land(.push, on: [Self.feed, Self.story(42)]) == [Self.feed, Self.story(42)])
    }

    @Test("reuse goes back to the topmost screen of the route's name and gives it the parameters")
    func reuse() {
        #expect(land(.reuse, on: []) == [Self.feed, Self.story(42)])
        #expect(land(.reuse, on: [Self.settings]) == [Self.feed, Self.story(42)])
        #expect(
            land(.reuse, on: [Self.story(1), Self.feed, Self.story(7), Self.settings])
                == [Self.story(1), Self.feed, Self.story(42)])
        #expect(land(.reuse, on: [Self.feed, Self.story(42)]) == [Self.feed, Self.story(42)])
    }

    @Test("reuse with no parameters leaves the reused screen without a params key")
    func reuseWithoutParameters() {
        var state = NavigationState(tabs: tabs)
        state.stacks["home"] = [Self.story(7), Self.settings]
        state.apply(Self.route(.reuse), params: [:])
        #expect(state.stacks["home"] == [Screen("story")])
        #expect(state.stacks["home"]?.first?.params == nil)
    }

    @Test("Every landing dismisses the modals and selects the route's tab first")
    func modalsAndTab() {
        for landing in Route.Landing.allCases {
            var state = NavigationState(tabs: tabs)
            state.tab = "inbox"
            state.modal = [Screen("compose")]
            state.stacks["home"] = [Self.feed]
            state.apply(Self.route(landing), params: ["storyId": 1])
            #expect(state.tab == "home")
            #expect(state.modal.isEmpty)
        }
    }

    @Test("A route with tab and present lands, then presents")
    func landThenPresent() {
        let route = Route("reader", tab: "home", stack: ["feed"], present: "reader", landing: .push)
        var state = NavigationState(tabs: tabs)
        state.stacks["home"] = [Self.settings]
        state.modal = [Screen("compose")]
        state.apply(route, params: ["id": 3])
        #expect(state.stacks["home"] == [Self.settings, Screen("feed", params: ["id": 3])])
        #expect(state.modal == [Screen("reader", params: ["id": 3])])
    }

    @Test("An intent's presentation replaces the landing")
    func presentationWins() {
        var state = NavigationState(tabs: tabs)
        state.tab = "inbox"
        state.stacks["inbox"] = [Screen("inbox")]
        state.stacks["home"] = [Self.feed, Self.story(7)]
        state.apply(Self.route(.reuse), params: ["storyId": 42], presentation: .push)
        #expect(state.tab == "inbox")
        #expect(state.stacks["inbox"] == [Screen("inbox"), Self.story(42)])
        #expect(state.stacks["home"] == [Self.feed, Self.story(7)])
    }

    @Test("The router puts the route's landing on the request it resolves, replace when the route has none")
    func requestCarriesLanding() throws {
        let router = try Router(
            RouteTable(
                tabs: ["home"],
                routes: [
                    Route("story", patterns: ["/story/:id"], tab: "home", stack: ["story"], landing: .reuse),
                    Route("feed", patterns: ["/feed"], tab: "home"),
                ]))
        #expect(router.resolve(.intent(Intent(url: "/story/1"))).request?.landing == .reuse)
        #expect(router.resolve(.intent(Intent(route: "story", params: ["id": "1"]))).request?.landing == .reuse)
        #expect(router.resolve(.intent(Intent(url: "/feed"))).request?.landing == .replace)
        let plain = try Router(RouteTable(routes: [Route("a", patterns: ["/a"])]))
        #expect(plain.resolve(.intent(Intent(url: "/a"))).request?.landing == .replace)
        #expect(
            router.resolve(.intent(Intent(url: "/story/1"))).request?.description.contains(#""landing":"reuse""#)
                == true)
    }

    /// `feed › story 7` as screens; `(empty)` as none.
    static func stack(_ picture: String) -> [Screen] {
        let text = picture.trimmingCharacters(in: .whitespaces)
        guard text != "(empty)" else { return [] }
        return text.components(separatedBy: " › ").map { part in
            let words = part.split(separator: " ")
            guard words.count == 2, let id = Int(words[1]) else { return Screen(String(part)) }
            return Screen(String(words[0]), params: ["storyId": .number(JSONNumber(id))])
        }
    }

    @Test("The tutorial's picture of each landing on each stack is what the navigation state does")
    func articleTable() throws {
        let article = try String(
            contentsOfFile: Fixture.packageRoot + "/Sources/EntryPoints/EntryPoints.docc/BuildASmallAppsRouting.md",
            encoding: .utf8)
        let rows = article.components(separatedBy: "\n").drop { !$0.hasPrefix("| the stack before |") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
        #expect(rows.count >= 6)
        for row in rows {
            let cells = row.split(separator: "|").map(String.init)
            try #require(cells.count == 4, "\(row)")
            let story = { (landing: Route.Landing) in
                Route("story", tab: "feed", stack: ["feed", "story"], landing: landing)
            }
            for (landing, cell) in zip([Route.Landing.replace, .push, .reuse], cells.dropFirst()) {
                var state = NavigationState(tabs: ["feed", "account"])
                state.stacks["feed"] = Self.stack(cells[0])
                state.apply(story(landing), params: ["storyId": 42])
                #expect(state.stacks["feed"] == Self.stack(cell), "\(landing) on \(cells[0])")
            }
        }
    }
}
