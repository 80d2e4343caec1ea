import Testing

@testable import EntryPoints

// Issue 38, item 1: the article's coordinator, which keeps UIKit-style view
// controllers, lands every request as NavigationState does.
@MainActor
@Suite("The landing article's coordinator")
struct LandingSnippetTests {
    @Test("The coordinator's stack follows NavigationState's home stack, landing by landing")
    func coordinatorFollowsState() throws {
        let table = RouteTable(
            tabs: ["home"],
            routes: [
                Route("settings", patterns: ["/settings"], tab: "home", stack: ["feed", "settings"]),
                Route("push", patterns: ["/push/:id"], tab: "home", stack: ["feed", "story"], landing: .push),
                Route("reuse", patterns: ["/reuse/:id"], tab: "home", stack: ["feed", "story"], landing: .reuse),
            ])
        let router = try Router(table)
        let coordinator = TabCoordinator(navigation: UINavigationController())
        var state = NavigationState(tabs: table.tabs)
        let first = coordinator.navigation.viewControllers
        for url in ["/push/1", "/push/1", "/push/2", "/settings", "/push/3", "/push/4", "/reuse/5", "/reuse/5"] {
            let request = try #require(router.resolve(.intent(Intent(url: url))).request)
            #expect(coordinator.land(request, in: router))
            let executed = state.execute(request, in: router)
            #expect(executed)
            let screens = coordinator.navigation.viewControllers.compactMap { ($0 as? ScreenViewController)?.screen }
            #expect(screens == state.stacks["home"], "after \(url)")
        }
        #expect(first.isEmpty)
        // NB: reuse went back to the topmost story (4), not the first one (3).
        #expect(
            state.stacks["home"] == [
                Screen("feed"), Screen("settings"), Screen("story", params: ["id": "3"]),
                Screen("story", params: ["id": "5"]),
            ])
    }
}
