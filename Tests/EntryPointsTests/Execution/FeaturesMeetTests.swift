import Testing
@testable import EntryPoints

/// The mail app of issue 36: compose awaits a contact picker that needs sign-in.
@MainActor
final class ComposeApp {
    let gates = Gates()
    let controller: RouteController<CoordinatorRoot>
    var log: [String] = []
    var answer: Intent.Answer?
    var waited: Outcome?

    /// `signsInAtOnce`: the login redirect signs in and calls `stateDidChange()` itself.
    /// `awaitsResult`: compose awaits the picker with `openForResult`, else with `openAndWait`.
    init(signsInAtOnce: Bool, awaitsResult: Bool) throws {
        let router = try Router(
            RouteTable(
                schemes: ["mail"], tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login")],
                routes: [
                    Route("compose", patterns: ["/compose"]),
                    Route("picker", exposure: .internal, requires: ["signedIn"]),
                    Route("login", exposure: .internal),
                    Route("other", patterns: ["/other"]),
                    Route("slow", patterns: ["/slow"]),
                ]))
        controller = RouteController(root: CoordinatorRoot(), router: router, coldStart: false) { root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        try controller.handleAsync("compose") { [unowned self] _, context in
            log.append("compose-start")
            if awaitsResult {
                answer = await context.openForResult(Intent(route: "picker"))
            } else {
                waited = await context.openAndWait(.intent(Intent(route: "picker")))
            }
            log.append("compose-end")
            return context.update { $0.modal.append("compose") }
        }
        try controller.handleAsync("picker") { [unowned self] _, context in
            log.append("picker-start")
            await gates.wait("picker")
            log.append("picker-end")
            context.completion?.complete(.ok("ada"))
            return context.update { $0.modal.append("picker") }
        }
        try controller.handle("login") { _, context in
            context.update { $0.modal.append("login") }
            if signsInAtOnce {
                context.update { $0.signedIn = true }
                context.stateDidChange()
            }
            return true
        }
        try controller.handle("other") { [unowned self] _, context in
            log.append("other")
            return context.update { $0.modal.append("other") }
        }
    }

    /// The user signs in later.
    func signIn() {
        controller.update { $0.signedIn = true }
        controller.stateDidChange()
    }
}

// Issue 36: each measured defect where two features meet, as a named test.
@MainActor
@Suite("Route controller: features that meet (issue 36)", .timeLimit(.minutes(1)))
struct FeaturesMeetTests {
    // Issue 36, defect 1.
    @Test(
        "Compose awaits a picker that needs sign-in: the picker runs as compose's child and compose gets the contact",
        arguments: [true, false])
    func composeSignInPickerWithResult(signsInAtOnce: Bool) async throws {
        let app = try ComposeApp(signsInAtOnce: signsInAtOnce, awaitsResult: true)
        app.gates.open("picker")
        let composing = Task { await app.controller.openAndWait(.url(URLEntry("mail://compose"))) }
        await settle()
        if !signsInAtOnce {
            #expect(app.controller.parkedEntries.map(\.ticket.rawValue) == [2])
            #expect(app.controller.isBusy)
            app.signIn()
        }
        #expect(await composing.value.status == .routed)
        await app.controller.idle()
        #expect(!app.controller.isBusy)
        #expect(app.log == ["compose-start", "picker-start", "picker-end", "compose-end"])
        #expect(app.answer.map { "\($0)" } == "\(Intent.Answer.ok("ada"))")
        #expect(app.controller.root.modal == ["login", "picker", "compose"])
    }

    // Issue 36, defect 2.
    @Test(
        "A child whose parent's openAndWait ended when it parked resumes as an ordinary entry that a newer link supersedes",
        arguments: [true, false])
    func resumedChildTakesTheLane(signsInAtOnce: Bool) async throws {
        let app = try ComposeApp(signsInAtOnce: signsInAtOnce, awaitsResult: false)
        var reached = app.gates.reached.makeAsyncIterator()
        app.controller.open(.url(URLEntry("mail://compose")))
        await settle()
        #expect(app.waited?.reason == .guard)
        if !signsInAtOnce {
            #expect(app.log == ["compose-start", "compose-end"])
            app.signIn()
        }
        #expect(await reached.next() == "picker")
        #expect(app.controller.state(of: EntryTicket(rawValue: 2)) == .running(.handler))
        // The picker holds the lane: a queued entry waits, a newer link supersedes it.
        app.controller.open(.url(URLEntry("mail://other")), policy: .queue)
        #expect(app.log.last == "picker-start")
        let newer = app.controller.open(.url(URLEntry("mail://other")))
        #expect(newer.outcome.status == .routed)
        #expect(app.controller.state(of: EntryTicket(rawValue: 2)) == nil)
        app.gates.open("picker")
        await settle()
        await app.controller.idle()
        #expect(app.log == ["compose-start", "compose-end", "picker-start", "other", "other", "picker-end"])
        #expect(!app.controller.root.modal.contains("picker"))
    }

    // Issue 36, defect 3.
    @Test("open returns routed when an observer's markReady() on the held report ran the entry within the call")
    func openAnswersAfterMarkReadyInside() throws {
        let controller = try ComposeApp(signsInAtOnce: false, awaitsResult: true).controller
        let cold = RouteController(root: CoordinatorRoot(), router: controller.router) { root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        try cold.handle("other") { _, context in context.update { $0.log.append("other") } }
        cold.addObserver { report in
            if report.event == .held { cold.markReady() }
        }
        let (ticket, outcome) = cold.open(.url(URLEntry("mail://other")))
        #expect(outcome.status == .routed)
        #expect(cold.state(of: ticket) == nil)
        #expect(cold.root.log == ["other"])
    }

    // Issue 36, defect 3.
    @Test("open returns routed when the redirect's stateDidChange() resumed the entry within the call")
    func openAnswersAfterStateDidChangeInside() throws {
        let app = try ComposeApp(signsInAtOnce: true, awaitsResult: true)
        try app.controller.handle("picker") { _, context in context.update { $0.modal.append("picker") } }
        let (ticket, outcome) = app.controller.open(.intent(Intent(route: "picker")))
        #expect(outcome.status == .routed)
        #expect(app.controller.state(of: ticket) == nil)
    }

    // Issue 36, defects 4 and 6.
    @Test("An entry an observer opens never supersedes: a handler awaiting its picker goes on")
    func observerNeverSupersedes() async throws {
        let app = try ComposeApp(signsInAtOnce: false, awaitsResult: true)
        app.controller.root.signedIn = true
        app.controller.open(.url(URLEntry("mail://other")), identity: "n-1")
        // An analytics observer that opens a follow-up link when it sees a duplicate.
        app.controller.addObserver { report in
            if report.outcome.reason == .duplicate { app.controller.open(.url(URLEntry("mail://other"))) }
        }
        var reached = app.gates.reached.makeAsyncIterator()
        let composing = Task { await app.controller.openAndWait(.url(URLEntry("mail://compose"))) }
        #expect(await reached.next() == "picker")
        #expect(app.controller.open(.url(URLEntry("mail://other")), identity: "n-1").outcome.reason == .duplicate)
        #expect(app.controller.state(of: EntryTicket(rawValue: 2)) == .running(.handler))
        app.gates.open("picker")
        #expect(await composing.value.status == .routed)
        await app.controller.idle()
        #expect(app.log == ["other", "compose-start", "picker-start", "picker-end", "compose-end", "other"])
    }

    // Issue 36, defect 5.
    @Test("On a class root, a superseded handler reaches the root through no public member of its context")
    func classRootFenceHasNoHole() async throws {
        let app = try ComposeApp(signsInAtOnce: false, awaitsResult: true)
        var kept: RouteContext<CoordinatorRoot>?
        try app.controller.handleAsync("slow") { _, context in
            kept = context
            await app.gates.wait("slow")
            return true
        }
        var reached = app.gates.reached.makeAsyncIterator()
        app.controller.open(.url(URLEntry("mail://slow")))
        #expect(await reached.next() == "slow")
        app.controller.open(.url(URLEntry("mail://other")))
        let context = try #require(kept)
        #expect(context.isSuperseded)
        #expect(context.read { $0 } == nil)
        #expect(!context.update { $0.modal.append("stale") })
        #expect(context.open(.url(URLEntry("mail://other"))).outcome.reason == .superseded)
        #expect(!context.reset())
        #expect(context.revoke("signedIn").isEmpty)
        #expect(await context.openAndWait(.url(URLEntry("mail://other"))).reason == .superseded)
        #expect(await context.openForResult(Intent(route: "picker")).cancellation?.cause == .superseded)
        app.gates.open("slow")
        await settle()
        #expect(app.controller.root.modal == ["other"])
        // NB: the context's stored members: `controller` and `scope` are internal, so the
        // public ones (request, intentContext, completion, scene: an id) are the only way out, and none is the root.
        #expect(
            Mirror(reflecting: context).children.map(\.label) == [
                "request", "intentContext", "completion", "controller", "scope", "scene",
            ])
        for child in Mirror(reflecting: context).children
        where ["request", "intentContext", "completion", "scene"].contains(child.label) {
            #expect(!(child.value is CoordinatorRoot))
        }
    }

    // Issue 36, defect 7.
    @Test("Identities: the most recent ones up to the limit, oldest forgotten first, kept across reset and restore")
    func identitiesAreBounded() throws {
        let app = try ComposeApp(signsInAtOnce: false, awaitsResult: true)
        let make = {
            RouteController(root: CoordinatorRoot(), router: app.controller.router, coldStart: false, maxIdentities: 3)
            { _, _ in true }
        }
        let controller = make()
        #expect(controller.maxIdentities == 3)
        #expect(RouteController<CoordinatorRoot>.defaultMaxIdentities == 10_000)
        let link = EntryPoint.url(URLEntry("mail://other"))
        for identity in ["a", "b", "c"] { controller.open(link, identity: identity) }
        #expect(controller.open(link, identity: "a").outcome.reason == .duplicate)  // seen again: not made newer
        controller.open(link, identity: "d")  // forgets a, the oldest by first sight
        controller.reset()
        #expect(controller.open(link, identity: "b").outcome.reason == .duplicate)
        #expect(controller.savedEntries.identities == ["b", "c", "d"])
        let rebuilt = make()
        try rebuilt.restore(controller.savedEntries)
        #expect(rebuilt.open(link, identity: "c").outcome.reason == .duplicate)
        #expect(rebuilt.open(link, identity: "a").outcome.reason != .duplicate)
    }

    // Issue 36, defect 8.
    @Test("Reading controller.root inside an update is a programming error caught in debug builds")
    func readingRootInsideUpdateTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = RouteController(
                    router: try! Router(RouteTable(schemes: ["app"], tabs: ["home"], routes: [])))
                controller.update { _ in _ = controller.root.tab }
            }
        }
    }

    // Issue 36, defect 8.
    @Test("What an update's closure asks of the controller runs after it, outside the root's access")
    func callsInsideUpdateRunAfterIt() throws {
        let app = try ComposeApp(signsInAtOnce: false, awaitsResult: true)
        let controller = app.controller
        try controller.handle("picker") { _, context in context.update { $0.modal.append("picker") } }
        controller.open(.intent(Intent(route: "picker")))
        #expect(controller.parkedEntries.count == 1)
        var order: [String] = []
        controller.update { root in
            root.signedIn = true
            order.append("change")
            #expect(controller.stateDidChange().isEmpty)
            order.append("asked")
        }
        #expect(order == ["change", "asked"])
        #expect(controller.parkedEntries.isEmpty)
        #expect(controller.root.modal == ["login", "picker"])
    }
}
