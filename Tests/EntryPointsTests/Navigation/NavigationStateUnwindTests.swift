import Testing
@testable import EntryPoints

/// the Event and result formats article (Guards, readiness and control events), the `onRevoke` bullet, and section 7's "Unwind details".
@Suite("Navigation state: unwinding a revoked guard")
struct NavigationStateUnwindTests {
    let table = RouteTable(
        tabs: ["home", "inbox", "profile"],
        guards: [
            RouteTable.Guard("signedIn", redirect: "login", onRevoke: .unwind), RouteTable.Guard("beta"),
            RouteTable.Guard("premium", onRevoke: .unwind),
        ],
        routes: [
            Route("thread", requires: ["signedIn"], tab: "inbox", stack: ["inbox", "thread"]),
            Route("compose", requires: ["signedIn"], present: "compose"),
            Route("drafts", requires: ["signedIn"]),
            Route("labs", requires: ["beta"], present: "labs"),
            Route("vault", requires: ["premium"], present: "vault"),
            Route("login", present: "login"),
        ])

    /// Every tab holding a guarded screen with others above it, and the modal too.
    func signedInState() -> NavigationState {
        var state = NavigationState(tabs: table.tabs)
        state.setFlag("signedIn", to: true)
        state.tab = "profile"
        state.stacks["home"] = [Screen("feed"), Screen("thread", params: ["id": "t2"]), Screen("help")]
        state.stacks["inbox"] = [Screen("inbox"), Screen("thread", params: ["id": "t1"])]
        state.stacks["profile"] = [Screen("me"), Screen("drafts")]
        state.modal = [Screen("settings"), Screen("compose"), Screen("labs")]
        return state
    }

    @Test("The screens of a guard that unwinds are those of every route requiring it")
    func screensOfGuard() {
        #expect(table.screens(unwoundByRevoking: "signedIn") == ["thread", "compose", "drafts"])
        #expect(table.routes(unwoundByRevoking: "signedIn").map(\.id) == ["thread", "compose", "drafts"])
    }

    @Test("A guard that keeps, or one the table lacks, unwinds nothing")
    func keepUnwindsNothing() {
        #expect(table.screens(unwoundByRevoking: "beta").isEmpty)
        #expect(table.screens(unwoundByRevoking: "nobody").isEmpty)
    }

    @Test("unwind removes each named screen with every screen above it, in every tab and the modal")
    func unwindEverywhere() {
        var state = signedInState()
        state.unwind(screens: ["thread", "compose", "drafts"])
        #expect(state.stacks["home"] == [Screen("feed")])
        #expect(state.stacks["inbox"] == [Screen("inbox")])
        #expect(state.stacks["profile"] == [Screen("me")])
        #expect(state.modal == [Screen("settings")])
        #expect(state.tab == "profile")
    }

    @Test("unwind cuts at the lowest matching screen of a stack")
    func lowestMatch() {
        var state = NavigationState(tabs: ["main"])
        state.stacks["main"] = [Screen("a"), Screen("x"), Screen("b"), Screen("x"), Screen("c")]
        state.unwind(screens: ["x"])
        #expect(state.stacks["main"] == [Screen("a")])
    }

    @Test("unwind with no screens, or none present, changes nothing")
    func unwindNothing() {
        let before = signedInState()
        var state = before
        state.unwind(screens: [])
        state.unwind(screens: ["absent"])
        #expect(state == before)
    }

    @Test("Setting a flag from true to false unwinds its guard's screens; the flag is set")
    func trueToFalse() {
        var state = signedInState()
        state.setFlags([(name: "signedIn", value: false)], table: table)
        #expect(state.flags == ["signedIn": false])
        #expect(state.stacks["home"] == [Screen("feed")])
        #expect(state.modal == [Screen("settings")])
    }

    @Test("Setting an unset flag to false unwinds too")
    func unsetToFalse() {
        var state = NavigationState(tabs: table.tabs)
        state.modal = [Screen("vault"), Screen("settings")]
        state.setFlags([("premium", false)], table: table)  // the doc comment's spelling
        #expect(state.modal.isEmpty)
        #expect(state.flagOrder == ["premium"])
    }

    @Test("A flag already false, a flag set to true, or a guard that keeps unwinds nothing")
    func noRevocation() {
        var state = signedInState()
        state.setFlag("premium", to: false)
        state.modal.append(Screen("vault"))
        let before = state
        state.setFlags([(name: "premium", value: false), (name: "signedIn", value: true)], table: table)
        state.setFlags([(name: "beta", value: false)], table: table)
        #expect(state.stacks == before.stacks)
        #expect(state.modal == before.modal)
    }

    @Test("A screen of the guarded name goes even where an unguarded route put it")
    func byName() {
        var state = NavigationState(tabs: table.tabs)
        state.setFlag("signedIn", to: true)
        state.apply(Route("preview", tab: "home", stack: ["feed", "drafts"]), params: [:])
        state.setFlags([(name: "signedIn", value: false)], table: table)
        #expect(state.stacks["home"] == [Screen("feed")])
    }
}
