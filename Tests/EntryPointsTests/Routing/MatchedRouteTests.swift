import Testing

@testable import EntryPoints

/// The match carries its route to whatever executes the request, so neither
/// the controller nor the navigation state looks the route up again.
@MainActor
@Suite("A resolved request carries its route")
struct MatchedRouteTests {
    let table = RouteTable(
        schemes: ["demoapp"], tabs: ["home", "inbox"],
        routes: [
            Route("feed", patterns: ["/feed"], tab: "home", stack: ["feed"]),
            Route("thread", patterns: ["/thread/:id"], tab: "inbox", stack: ["inbox", "thread"]),
        ])

    /// A router whose by-id look-ups are counted.
    func countingRouter() throws -> (Router, LookupCounter) {
        var router = try Router(table)
        let counter = LookupCounter()
        router.byIDLookups = counter
        return (router, counter)
    }

    // Issue 30, item 2.
    @Test("The controller and the navigation state execute a URL or id entry without looking its route up by id")
    func controllerMakesNoSecondLookup() throws {
        let (router, counter) = try countingRouter()
        let controller = RouteController(router: router, coldStart: false)
        let before = counter.value
        controller.open(.url(URLEntry("demoapp://thread/t1")))
        controller.open(.intent(Intent(route: "feed")))
        #expect(controller.root.tab == "home")
        #expect(controller.root.stacks["inbox"] == [Screen("inbox"), Screen("thread", params: ["id": "t1"])])
        #expect(counter.value == before)
    }

    // Issue 30, item 2.
    @Test("NavigationState.execute reads a resolved request's route; a hand-built one is looked up once")
    func navigationStateReadsCarriedRoute() throws {
        let (router, counter) = try countingRouter()
        var state = NavigationState(tabs: table.tabs)
        let resolved = try #require(router.resolve(.url(URLEntry("demoapp://thread/t1"))).request)
        let ran1 = state.execute(resolved, in: router)
        #expect(ran1)
        #expect(counter.value == 0)
        let ran2 = state.execute(RouteRequest(route: "feed"), in: router)
        #expect(ran2)
        #expect(counter.value == 1)
        #expect(state.tab == "home")
    }

    @Test("A renamed request, or one another table resolved, executes the route its id names")
    func staleIndexFallsBackToID() throws {
        let router = try Router(table)
        var renamed = try #require(router.resolve(.url(URLEntry("demoapp://thread/t1"))).request)
        renamed.route = "feed"
        var state = NavigationState(tabs: table.tabs)
        let ran3 = state.execute(renamed, in: router)
        #expect(ran3)
        #expect(state.tab == "home")
        // The same ids in the other order: the carried index points at the other route.
        var swapped = table
        swapped.routes.reverse()
        let other = try Router(swapped)
        let fromOther = try #require(other.resolve(.url(URLEntry("demoapp://feed"))).request)
        state = NavigationState(tabs: table.tabs)
        let ran4 = state.execute(fromOther, in: router)
        #expect(ran4)
        #expect(state.tab == "home")
        #expect(state.stacks["home"] == [Screen("feed")])
        let ran5 = state.execute(RouteRequest(route: "gone"), in: router)
        #expect(!ran5)
    }

    @Test("The carried route changes neither equality, hashing nor the description")
    func carriedRouteIsNotPartOfTheValue() throws {
        let router = try Router(table)
        let resolved = try #require(router.resolve(.intent(Intent(route: "feed"))).request)
        let byHand = RouteRequest(route: "feed")
        #expect(resolved.matched.index == 0)
        #expect(resolved == byHand)
        #expect(resolved.hashValue == byHand.hashValue)
        #expect(resolved.description == byHand.description)
    }
}
