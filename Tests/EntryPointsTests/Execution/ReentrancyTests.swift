import Testing
@testable import EntryPoints

/// A tab bar with a stack per tab and a modal, written by the test as an app would.
@MainActor
final class StackRoot {
    var tab = "home"
    var stacks: [String: [String]] = ["home": [], "inbox": []]
    var modal: [String] = []
    var signedIn = false
    var log: [String] = []
}

// Issue 19, point 1: every case below crashed with "Simultaneous accesses"
// when handlers got `inout Root`; they run here, in debug and release.
@MainActor
@Suite("Route controller: re-entrancy")
struct ReentrancyTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["app"], tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login")],
                routes: [
                    Route("feed", patterns: ["/feed"], tab: "home", stack: ["feed"]),
                    Route("thread", patterns: ["/thread/:id"], requires: ["signedIn"], tab: "inbox"),
                    Route("login", exposure: .internal, present: "login"),
                    Route("picker", exposure: .internal, present: "picker"),
                    Route("settings", patterns: ["/settings"], present: "settings"),
                    Route("loop", patterns: ["/loop"], requires: ["signedIn"]),
                    Route("bare", patterns: ["/bare"]),
                ]))
    }

    func makeController() -> RouteController<StackRoot> {
        RouteController(root: StackRoot(), router: router, coldStart: false) { root, name in
            name == "signedIn" ? root.signedIn : nil
        }
    }

    @Test("A handler opens an intent: it runs after the handler, in order")
    func handlerOpensIntent() throws {
        let controller = makeController()
        try controller.handle("settings") { _, context in
            context.update { $0.log.append("settings begins") }
            let (_, outcome) = context.open(.intent(Intent(route: "picker")))
            return context.update { root in
                root.log.append("picker \(outcome.reason?.rawValue ?? "")")
                root.log.append("settings ends")
            }
        }
        try controller.handle("picker") { _, context in
            context.update { $0.log.append("picker runs") }
        }
        let outcome = controller.open(.url(URLEntry("app://settings"))).outcome
        #expect(outcome.status == .routed)
        #expect(controller.root.log == ["settings begins", "picker queued", "settings ends", "picker runs"])
    }

    @Test("A handler reads the root through its context and updates a value root from inside")
    func handlerReadsRoot() throws {
        let controller = RouteController(router: router, coldStart: false)
        var seen: [String] = []
        try controller.handle("settings") { _, context in
            seen.append(context.read { $0.tab } ?? "-")
            context.update { $0.modal.append(Screen("settings")) }
            context.update { root in seen.append("modal \(root.modal.count)") }
            return true
        }
        controller.open(.url(URLEntry("app://settings")))
        #expect(seen == ["home", "modal 1"])
        #expect(controller.root.modal == [Screen("settings")])
    }

    @Test("A nested update applies after the outer one, not lost under it")
    func nestedUpdate() {
        let controller = RouteController(router: router, coldStart: false)
        controller.update { state in
            state.setFlag("outer", to: true)
            controller.update { $0.setFlag("inner", to: true) }
        }
        #expect(controller.root.flags == ["outer": true, "inner": true])
    }

    @Test("A redirect that signs in at once and calls stateDidChange() resumes the parked entry")
    func redirectSignsInAtOnce() throws {
        let controller = makeController()
        var reports: [String] = []
        controller.addObserver { reports.append("\($0.ticket) \($0.event)\($0.isResumed ? " resumed" : "")") }
        try controller.handle("login") { _, context in
            context.update { $0.signedIn = true }
            let resumed = context.stateDidChange()
            return context.update { $0.log.append("resumed \(resumed.map { $0.outcome.reason?.rawValue ?? "-" })") }
        }
        try controller.handle("thread") { request, context in
            context.update { $0.log.append("thread \(request.params["id"]?.stringValue ?? "")") }
        }
        // Issue 26, item 1: parked once its redirect reached login, resumed in the same call: final at once.
        let outcome = controller.open(.url(URLEntry("app://thread/7"))).outcome
        #expect(outcome.status == .routed)
        #expect(controller.root.log == [#"resumed ["queued"]"#, "thread 7"])
        #expect(controller.parkedEntries.isEmpty)
        #expect(reports == ["#1 parked", "#1 routed resumed"])
    }

    @Test("A redirect to a route nothing executes is refused, not parked")
    func redirectWithoutHandler() {
        let controller = makeController()
        let outcome = controller.open(.url(URLEntry("app://thread/7"))).outcome
        #expect(outcome.status == .rejected)
        #expect(outcome.reason == .redirectFailed)
        #expect(outcome.message?.contains("login has no handler") == true)
        #expect(controller.parkedEntries.isEmpty)
    }

    @Test("A redirect whose handler opens the entry again is cut as a loop")
    func redirectLoop() throws {
        let controller = makeController()
        var outcomes: [Outcome] = []
        controller.addObserver { outcomes.append($0.outcome) }
        try controller.handle("login") { _, context in
            context.open(.url(URLEntry("app://loop")))
            return true
        }
        controller.handleOthers { _, _ in true }
        controller.open(.url(URLEntry("app://loop")))
        #expect(outcomes.filter { $0.status == .deferred }.count == RouteController<StackRoot>.maxRedirectDepth)
        #expect(outcomes.last?.reason == .redirectLoop)
        #expect(!controller.isBusy)
    }

    @Test("An observer may open entries; they run after the one it observed")
    func observerOpens() throws {
        let controller = makeController()
        controller.handleOthers { request, context in
            context.update { $0.log.append(request.route) }
        }
        controller.addObserver { report in
            if report.outcome.route == "feed" { controller.open(.url(URLEntry("app://settings"))) }
        }
        controller.open(.url(URLEntry("app://feed")))
        #expect(controller.root.log == ["feed", "settings"])
    }

    @Test("A result callback may call the controller")
    func resultCallbackReenters() throws {
        let controller = makeController()
        var kept: Intent.Completion?
        try controller.handle("picker") { _, context in
            kept = context.completion
            return true
        }
        controller.handleOthers { request, context in
            context.update { $0.log.append(request.route) }
        }
        controller.open(
            .intent(
                Intent(route: "picker") { _ in
                    controller.open(.url(URLEntry("app://feed")))
                }))
        kept?.complete(.ok(nil))
        #expect(controller.root.log == ["feed"])
    }

    @Test("An action runs once the destination is reached and may open more")
    func actionReenters() {
        let controller = makeController()
        controller.handleOthers { request, context in
            context.update { $0.log.append(request.route) }
        }
        controller.open(.url(URLEntry("app://feed"))) { root, _ in
            root.log.append("action")
            controller.open(.url(URLEntry("app://settings")))
        }
        #expect(controller.root.log == ["feed", "action", "settings"])
    }

    @Test("An unknown route id fails loudly with the closest one")
    func unknownHandlerID() {
        let controller = makeController()
        let error = #expect(throws: EntryPointsError.self) {
            try controller.handle("thraed") { _, _ in true }
        }
        #expect(error?.code == .unknownHandlerRoute)
        #expect(error?.message == #"the table has no route "thraed" to handle (did you mean "thread"?)"#)
    }

    @Test("Diagnostics list routes nothing executes and guards the app never answered")
    func diagnostics() throws {
        let controller = RouteController(root: StackRoot(), router: router, coldStart: false) { _, _ in nil }
        try controller.handle("loop") { _, _ in true }
        controller.probeGuards()
        // Issue 26, item 8: on a custom root the table's tab/stack/present execute nothing.
        #expect(
            controller.diagnostics.routesWithoutDestination == [
                "feed", "thread", "login", "picker", "settings", "bare",
            ])
        #expect(controller.diagnostics.unansweredGuards == ["signedIn"])
        #expect(!controller.diagnostics.hasFallback)
    }

    @Test("Outcomes, requests, JSON values and the state print as compact JSON")
    func descriptions() throws {
        let request = try #require(router.resolve(.url(URLEntry("app://thread/7"))).request)
        #expect(
            "\(request)"
                == #"{"route":"thread","params":{"id":"7"},"origin":"external","kind":"url","pattern":"/thread/:id"}"#)
        #expect("\(Outcome.routed(request))" == #"{"status":"routed","route":"thread","params":{"id":"7"}}"#)
        #expect("\(JSONValue.array([1, "a"]))" == #"[1,"a"]"#)
        #expect("\(["a": 1] as JSONObject)" == #"{"a":1}"#)
        #expect(
            "\(NavigationState(tabs: ["home"]))" == #"{"tab":"home","stacks":{"home":[]},"modal":[],"flags":{}}"#)
    }
}
