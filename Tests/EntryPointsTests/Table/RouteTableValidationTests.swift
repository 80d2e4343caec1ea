import Testing

@testable import EntryPoints

@Suite("Route table validation: routes and references")
struct RouteTableValidationTests {
    @Test("A valid table built in code has no problems")
    func validTable() {
        let table = RouteTable(
            tabs: ["home"], guards: [RouteTable.Guard("signedIn", redirect: "login")],
            routes: [
                Route("story", patterns: ["/story/:id"], requires: ["signedIn"], tab: "home", stack: ["story"]),
                Route("login", patterns: ["/login"], present: "login"),
            ])
        #expect(table.validate().isEmpty)
    }

    @Test("An empty id is refused")
    func emptyID() {
        let errors = RouteTable(routes: [Route("a"), Route("")]).validate()
        #expect(errors == [EntryPointsError(.invalidValue, "id must not be empty", at: "routes[1].id")])
    }

    @Test("A duplicate id names where the id was first used")
    func duplicateID() {
        let routes = [Route("story"), Route("a"), Route("b"), Route("c"), Route("story")]
        let errors = RouteTable(routes: routes).validate()
        #expect(
            errors == [
                EntryPointsError(.duplicateID, "duplicate id \"story\" (first at routes[0])", at: "routes[4].id")
            ])
    }

    @Test("A bad pattern is reported at its index with the pattern parser's message")
    func badPattern() throws {
        let errors = RouteTable(routes: [Route("a", patterns: ["/a", "/b/:id(/:tab"])]).validate()
        let expected = #expect(throws: EntryPointsError.self) { try Pattern("/b/:id(/:tab") }
        #expect(errors == [EntryPointsError(.badPattern, try #require(expected).message, at: "routes[0].patterns[1]")])
    }

    @Test("An empty enum built in code is refused")
    func emptyEnum() {
        let errors = RouteTable(routes: [Route("a", params: ["kind": .enumeration([])])]).validate()
        #expect(errors.map(\.code) == [.unknownType])
        #expect(errors.map(\.location) == ["routes[0].params.kind"])
    }

    @Test("A regex built in code must compile")
    func badRegex() {
        let errors = RouteTable(routes: [Route("a", params: ["slug": .regex("(")])]).validate()
        #expect(
            errors == [
                EntryPointsError(
                    .unknownType, "regex \"(\" does not compile at offset 0: a \"(\" is never closed",
                    at: "routes[0].params.slug")
            ])
    }

    @Test("A notification trigger built in code must name a category or an action")
    func emptyTrigger() {
        let errors = RouteTable(routes: [Route("a", notifications: [NotificationTrigger()])]).validate()
        #expect(errors.map(\.code) == [.missingField])
        #expect(errors.map(\.location) == ["routes[0].notification[0]"])
    }

    @Test("requires naming an undefined guard is refused, with a suggestion")
    func unknownGuard() {
        let table = RouteTable(
            guards: [RouteTable.Guard("signedIn")], routes: [Route("a", requires: ["signedIn", "signedin"])])
        #expect(
            table.validate() == [
                EntryPointsError(
                    .unknownGuard, "unknown guard \"signedin\" (did you mean \"signedIn\"?)",
                    at: "routes[0].requires[1]")
            ])
    }

    @Test("A guard redirect naming an undefined route is refused")
    func unknownRedirect() {
        let table = RouteTable(guards: [RouteTable.Guard("signedIn", redirect: "logon")], routes: [Route("a")])
        #expect(
            table.validate() == [
                EntryPointsError(.unknownRoute, "unknown route \"logon\"", at: "guards.signedIn.redirect")
            ])
    }

    @Test("A guard defined twice is refused")
    func duplicateGuard() {
        let table = RouteTable(guards: [RouteTable.Guard("signedIn"), RouteTable.Guard("signedIn")], routes: [])
        #expect(table.validate().map(\.description) == ["guards.signedIn: guard \"signedIn\" is defined twice"])
    }

    @Test("A stack without a tab is refused")
    func stackWithoutTab() {
        let errors = RouteTable(routes: [Route("a", stack: ["feed"])]).validate()
        #expect(
            errors == [
                EntryPointsError(.stackWithoutTab, "\"stack\" needs a \"tab\" to build it on", at: "routes[0].stack")
            ])
    }

    @Test("A tab that tabs does not list is refused")
    func unknownTab() {
        let errors = RouteTable(tabs: ["home", "inbox"], routes: [Route("a", tab: "settings")]).validate()
        #expect(errors == [EntryPointsError(.unknownTab, "tab \"settings\" is not in \"tabs\"", at: "routes[0].tab")])
    }

    @Test("The default tabs hold only main")
    func defaultTabsHoldMain() {
        #expect(RouteTable(routes: [Route("a", tab: "main")]).validate().isEmpty)
        #expect(RouteTable(routes: [Route("a", tab: "home")]).validate().map(\.code) == [.unknownTab])
    }

    @Test("Empty tabs are refused")
    func emptyTabs() {
        #expect(
            RouteTable(tabs: [], routes: []).validate() == [
                EntryPointsError(.invalidValue, "\"tabs\" must list at least one tab", at: "tabs")
            ])
    }

    @Test("A tab listed twice is refused at the second")
    func duplicateTab() {
        #expect(
            RouteTable(tabs: ["home", "inbox", "home"], routes: []).validate() == [
                EntryPointsError(.invalidValue, "duplicate tab \"home\" (first at tabs[0])", at: "tabs[2]")
            ])
    }

    @Test("An empty tab name is refused")
    func emptyTabName() {
        #expect(
            RouteTable(tabs: ["home", ""], routes: []).validate().map(\.description) == ["tabs[1]: empty tab name"])
    }

    @Test("Problems come in the order of the table's fields")
    func fieldOrder() {
        let table = RouteTable(schemes: ["http"], tabs: [], routes: [Route("", stack: ["x"])], appID: "nope")
        #expect(table.validate().map(\.location) == ["schemes[0]", "tabs", "routes[0].id", "routes[0].stack", "appID"])
    }

    @Test("The same rule gives the same path for a table read from JSON")
    func sameRuleFromJSON() {
        let json = tableJSON(["id": "story"], ["id": "a"], ["id": "b"], ["id": "c"], ["id": "story"])
        #expect(decodingProblems(json) == ["routes[4].id: duplicate id \"story\" (first at routes[0])"])
    }
}

@Suite("Route table validation: documentation examples")
struct ValidationDocExampleTests {
    @Test("The validate() doc example prints what its comment says")
    func validateDocExample() {
        let table = RouteTable(routes: [Route("story", stack: ["feed", "story"])])
        #expect(table.validate().map(\.description) == ["routes[0].stack: \"stack\" needs a \"tab\" to build it on"])
    }

    @Test("The RouteTable doc example table is valid")
    func routeTableDocExample() {
        let table = RouteTable(
            schemes: ["demoapp"], domains: ["example.com"],
            routes: [Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int])])
        #expect(table.validate().isEmpty)
    }
}
