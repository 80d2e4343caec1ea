import Testing
@testable import EntryPoints

/// A UIKit-like coordinator root: a reference, with tabs, stacks and a modal list.
@MainActor
final class CoordinatorRoot: ResettableRoot {
    var tab = "home"
    var stacks: [String: [String]] = ["home": [], "inbox": []]
    var modal: [String] = []
    var signedIn = false
    var log: [String] = []

    func resetToInitialState() {
        tab = "home"
        stacks = ["home": [], "inbox": []]
        modal = []
    }

    func unwind(screens: Set<String>) {
        modal.removeAll { screens.contains($0) }
    }
}

/// Lets the main actor run what is ready (tasks just resumed) without sleeping.
@MainActor
func settle(_ turns: Int = 50) async {
    for _ in 0..<turns { await Task.yield() }
}

// Issue 26, "What was measured": each scenario of items 1-8 as a test.
@MainActor
@Suite("Route controller: lost, repeated and stranded entries", .timeLimit(.minutes(1)))
struct ControllerRegressionTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["app"], tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login", onRevoke: .unwind)],
                routes: [
                    Route("story", patterns: ["/story/:id"], tab: "home", stack: ["story"]),
                    Route("thread", patterns: ["/thread/:id"], requires: ["signedIn"], tab: "inbox"),
                    Route("login", exposure: .internal, present: "login"),
                    Route("picker", exposure: .internal, present: "picker"),
                    Route("slow", patterns: ["/slow/:n"]),
                    Route("inbox", patterns: ["/inbox"], requires: ["signedIn"], present: "inbox"),
                ]))
    }

    /// A controller whose login redirect and slow route wait at gates; story and thread are sync.
    func makeController(gates: Gates, coldStart: Bool = false) throws -> RouteController<CoordinatorRoot> {
        let controller = RouteController(root: CoordinatorRoot(), router: router, coldStart: coldStart) {
            root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        try controller.handleAsync("login") { _, context in
            await gates.wait("login")
            return context.update { $0.modal.append("login") }
        }
        try controller.handleAsync("slow") { request, context in
            let n = request.params["n"]?.stringValue ?? ""
            await gates.wait("slow \(n)")
            // NB: ignores cancellation on purpose: the fence must hold anyway.
            return context.update { $0.stacks["home", default: []].append("slow \(n)") }
        }
        try controller.handle("story") { request, context in
            context.update { $0.stacks["home", default: []].append("story \(request.params["id"]?.stringValue ?? "")") }
        }
        try controller.handle("thread") { request, context in
            context.update { $0.log.append("thread \(request.params["id"]?.stringValue ?? "")") }
        }
        return controller
    }

    func events(_ controller: RouteController<CoordinatorRoot>) -> Recorder {
        let recorder = Recorder()
        controller.addObserver { recorder.reports[$0.ticket, default: []].append($0.event) }
        return recorder
    }

    @MainActor
    final class Recorder {
        var reports: [EntryTicket: [RouteController<CoordinatorRoot>.Report.Event]] = [:]
        subscript(_ ticket: Int) -> [RouteController<CoordinatorRoot>.Report.Event] {
            reports[EntryTicket(rawValue: ticket)] ?? []
        }
    }

    // Issue 26, item 1.
    @Test("A superseded entry whose async redirect was in flight has one outcome and never runs after it")
    func supersededDuringRedirect() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        let recorder = events(controller)
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://thread/1")))
        #expect(await reached.next() == "login")
        controller.root.signedIn = true
        controller.stateDidChange()
        controller.open(.url(URLEntry("app://story/2")))
        gates.open("login")
        await settle()
        await controller.idle()
        #expect(recorder[1] == [.superseded])
        #expect(recorder[2] == [.routed])
        #expect(controller.root.log == [])
        #expect(controller.root.modal == [])
    }

    // Issue 26, item 1.
    @Test("reset() during an async redirect drops the entry once")
    func resetDuringRedirect() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        let recorder = events(controller)
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://thread/1")))
        #expect(await reached.next() == "login")
        controller.reset()
        gates.open("login")
        await settle()
        #expect(recorder[1] == [.dropped])
        #expect(controller.root.modal == [])
        #expect(!controller.isBusy && controller.parkedEntries.isEmpty)
    }

    // Issue 26, item 1.
    @Test("An observer opening an entry while another is parked leaves that one parked, then routed once")
    func observerOpensWhileParked() async throws {
        let gates = Gates()
        gates.open("login")
        let controller = try makeController(gates: gates)
        let recorder = events(controller)
        controller.addObserver { report in
            if report.event == .parked { controller.open(.url(URLEntry("app://story/3"))) }
        }
        _ = await controller.openAndWait(.url(URLEntry("app://thread/1")))
        await controller.idle()
        controller.root.signedIn = true
        controller.stateDidChange()
        await controller.idle()
        #expect(recorder[1] == [.parked, .routed])
        #expect(recorder[2] == [.routed])
        #expect(controller.root.log == ["thread 1"])
    }

    // Issue 26, item 2.
    @Test("openAndWait of an entry that supersedes one with others queued behind returns its own outcome")
    func openAndWaitAfterSupersede() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://slow/1")))
        #expect(await reached.next() == "slow 1")
        controller.open(.url(URLEntry("app://story/1")), policy: .queue)
        controller.open(.url(URLEntry("app://story/2")), policy: .queue)
        let outcome = await controller.openAndWait(.url(URLEntry("app://story/3")))
        #expect(outcome.status == .routed)
        #expect(outcome.params?["id"] == "3")
        #expect(controller.root.stacks["home"] == ["story 1", "story 2", "story 3"])
    }

    // Issue 26, item 3.
    @Test("A handler awaiting openAndWait, openForResult and idle() of its own controller does not deadlock")
    func handlerAwaitsItsController() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        try controller.handleAsync("inbox") { _, context in
            await context.idle()
            let story = await context.openAndWait(.intent(Intent(route: "story", params: ["id": "9"])))
            let picked = try await context.openForResult(Intent(route: "picker"), as: String.self)
            return context.update { $0.log.append("\(story.status) \(picked ?? "-")") }
        }
        try controller.handle("picker") { _, context in
            context.completion?.complete(.ok("ada"))
            return true
        }
        controller.addInterceptor(priority: 10) { _, _, _ in
            await controller.idle()
            return .proceed
        }
        controller.root.signedIn = true
        let outcome = await controller.openAndWait(.intent(Intent(route: "inbox")))
        #expect(outcome.status == .routed)
        #expect(controller.root.log == ["routed ada"])
        #expect(controller.root.stacks["home"] == ["story 9"])
    }

    // Issue 26, item 4.
    @Test("A handler superseded before its task started is never called")
    func supersededBeforeStart() async throws {
        let controller = try makeController(gates: Gates())
        var calls = 0
        try controller.handleAsync("slow") { _, _ in
            calls += 1
            return true
        }
        controller.open(.url(URLEntry("app://slow/1")))
        controller.open(.url(URLEntry("app://story/2")))
        await settle()
        await controller.idle()
        #expect(calls == 0)
        #expect(controller.root.stacks["home"] == ["story 2"])
    }

    // Issue 26, item 4; issue 36, defect 6: the follow-up of a stale handler never runs.
    @Test("A superseded handler's follow-up open is refused as superseded and never lands")
    func staleFollowUpIsRefused() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        let recorder = events(controller)
        var followUp: Outcome?
        try controller.handleAsync("slow") { request, context in
            let n = request.params["n"]?.stringValue ?? ""
            await gates.wait("slow \(n)")
            if n == "1" { followUp = context.open(.url(URLEntry("app://story/follow"))).outcome }
            return context.update { $0.stacks["home", default: []].append("slow \(n)") }
        }
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://slow/1")))
        #expect(await reached.next() == "slow 1")
        controller.open(.url(URLEntry("app://slow/2")))
        #expect(await reached.next() == "slow 2")
        gates.open("slow 1")
        await settle()
        gates.open("slow 2")
        await settle()
        await controller.idle()
        #expect(recorder[1] == [.superseded])
        #expect(recorder[2] == [.routed])
        #expect(recorder[3] == [.superseded])
        #expect(followUp?.status == .rejected && followUp?.reason == .superseded)
        #expect(controller.root.stacks["home"] == ["slow 2"])
    }

    // Issue 26, item 4.
    @Test("On a class root, a superseded handler that ignores cancellation does not write the root")
    func classRootFence() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://slow/1")))
        #expect(await reached.next() == "slow 1")
        controller.open(.url(URLEntry("app://story/2")))
        gates.open("slow 1")
        await settle()
        #expect(controller.root.stacks["home"] == ["story 2"])
    }

    // Issue 26, item 5.
    @Test("An observer that reacts to a replaced parked entry with reset() or a link never leaves the controller busy")
    func observerResetsWhileAsyncWork() async throws {
        for reaction in ["reset", "open"] {
            let gates = Gates()
            gates.open("login")
            let controller = try makeController(gates: gates)
            controller.addInterceptor(priority: 10) { _, _, _ in
                await Task.yield()
                return .proceed
            }
            controller.addObserver { report in
                guard report.event == .dropped, report.outcome.reason == .replaced else { return }
                if reaction == "reset" { controller.reset() } else { controller.open(.url(URLEntry("app://story/5"))) }
            }
            controller.open(.url(URLEntry("app://thread/1")), policy: .queue)
            controller.open(.url(URLEntry("app://thread/2")), policy: .queue)
            controller.open(.url(URLEntry("app://thread/3")), policy: .queue)
            await controller.idle()
            #expect(!controller.isBusy, "\(reaction)")
            #expect(controller.state(of: EntryTicket(rawValue: 1)) == nil, "\(reaction)")
        }
    }

    // Issue 26, item 6.
    @Test("An observer calling markReady() on a held report runs that entry")
    func markReadyFromHeldReport() throws {
        let controller = try makeController(gates: Gates(), coldStart: true)
        controller.addObserver { report in
            if report.event == .held { controller.markReady() }
        }
        controller.open(.url(URLEntry("app://story/1")))
        #expect(controller.heldCount == 0)
        #expect(controller.root.stacks["home"] == ["story 1"])
    }

    // Issue 26, item 6.
    @Test("An entry an observer opens during a supersede runs after the link that superseded")
    func observerOpenDuringSupersedeKeepsFIFO() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        controller.addObserver { report in
            if report.event == .superseded {
                controller.open(.intent(Intent(route: "story", params: ["id": "observer"])))
            }
        }
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://slow/1")))
        #expect(await reached.next() == "slow 1")
        controller.open(.url(URLEntry("app://story/link")))
        await controller.idle()
        #expect(controller.root.stacks["home"] == ["story link", "story observer"])
    }

    // Issue 26, item 6.
    @Test("A restored parked entry waits for markReady(), even when stateDidChange() comes first")
    func restoredParkedWaitsForReady() throws {
        let controller = try makeController(gates: Gates(), coldStart: true)
        try controller.restore(
            .init(entries: [.init(event: #"{"type":"url","url":"app://thread/4"}"#, parkedUnder: "signedIn")]))
        controller.root.signedIn = true
        controller.stateDidChange()
        #expect(controller.root.log == [])
        #expect(controller.parkedEntries.count == 1)
        controller.markReady()
        #expect(controller.root.log == ["thread 4"])
    }

    // Issue 26, item 7.
    @Test("Cancelling the task awaiting openAndWait or openForResult ends the wait at once; the entry goes on")
    func cancellingTheWaitingTask() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        let recorder = events(controller)
        var reached = gates.reached.makeAsyncIterator()
        let waiting = Task { await controller.openAndWait(.url(URLEntry("app://slow/1"))) }
        #expect(await reached.next() == "slow 1")
        waiting.cancel()
        #expect(await waiting.value.reason == .waitCanceled)
        #expect(controller.state(of: EntryTicket(rawValue: 1)) == .running(.handler))
        gates.open("slow 1")
        await settle()
        await controller.idle()
        #expect(recorder[1] == [.routed])

        var kept: Intent.Completion?
        try controller.handle("picker") { _, context in
            kept = context.completion
            return true
        }
        let result = Task { await controller.openForResult(Intent(route: "picker")) }
        await settle()
        result.cancel()
        #expect(await result.value.cancellation?.cause == .waitCanceled)
        #expect(kept != nil)
    }

    // Issue 26, item 7.
    @Test("An intent whose handler returns false or throws completes canceled, cause rejected")
    func refusedIntentIsRejected() async throws {
        struct Failure: Error {}
        let controller = try makeController(gates: Gates())
        try controller.handle("picker") { _, _ in false }
        #expect(await controller.openForResult(Intent(route: "picker")).cancellation?.cause == .rejected)
        try controller.handleAsync("picker") { _, _ in throw Failure() }
        #expect(await controller.openForResult(Intent(route: "picker")).cancellation?.cause == .rejected)
    }

    // Issue 26, item 8.
    @Test("A sync handler registered with handle, using try, still gives open its final outcome")
    func syncHandlerWithTry() throws {
        struct Link: Decodable { let id: String }
        let controller = try makeController(gates: Gates())
        try controller.handle("story") { request, context in
            guard let link = try? request.decode(Link.self) else { return false }
            return context.update { $0.modal.append(link.id) }
        }
        #expect(controller.open(.url(URLEntry("app://story/7"))).outcome.status == .routed)
    }

    // Issue 26, item 8.
    @Test("reset() returns a custom root that adopts ResettableRoot to its initial state")
    func resetCustomRoot() throws {
        let controller = try makeController(gates: Gates())
        controller.open(.url(URLEntry("app://story/1")))
        #expect(controller.root.stacks["home"] == ["story 1"])
        controller.reset()
        #expect(controller.root.stacks["home"] == [])
    }

    // Issue 26, item 8.
    @Test("revoke() unwinds a guard's screens on a custom root")
    func revokeUnwindsCustomRoot() throws {
        let controller = try makeController(gates: Gates())
        controller.update { $0.modal = ["inbox", "other"] }
        controller.revoke("signedIn")
        #expect(controller.root.modal == ["other"])
    }

    // Issue 26, item 8.
    @Test("Diagnostics show entries held while markReady() was never called")
    func diagnosticsShowHeld() throws {
        let controller = try makeController(gates: Gates(), coldStart: true)
        controller.open(.url(URLEntry("app://story/1")))
        #expect(controller.diagnostics.heldWithoutReady == 1)
        #expect(!controller.diagnostics.isEmpty)
        controller.markReady()
        #expect(controller.diagnostics.heldWithoutReady == 0)
    }

    // Issue 26, item 8.
    @Test("handleOthers on the built-in state keeps the table's navigation for routes with a destination")
    func handleOthersKeepsTableNavigation() throws {
        let controller = RouteController(router: router, coldStart: false)
        var others: [String] = []
        controller.handleOthers { request, _ in
            others.append(request.route)
            return true
        }
        controller.open(.url(URLEntry("app://story/1")))
        controller.open(.url(URLEntry("app://slow/1")))
        #expect(controller.root.tab == "home")
        #expect(controller.root.stacks["home"]?.map(\.name) == ["story"])
        #expect(others == ["slow"])
    }

    // Issue 26, "What to deliver", item 8.
    @Test("An entry with an identity runs once, while waiting, after it ran, and across save and restore")
    func identitiesRunOnce() throws {
        let controller = try makeController(gates: Gates(), coldStart: true)
        let url = EntryPoint.url(URLEntry("app://story/1"))
        #expect(controller.open(url, identity: "n-1").outcome.reason == .notReady)
        #expect(controller.open(url, identity: "n-1").outcome.reason == .duplicate)
        let saved = controller.savedEntries
        #expect(saved.entries.map(\.identity) == ["n-1"])
        let rebuilt = try makeController(gates: Gates(), coldStart: true)
        try rebuilt.restore(saved)
        #expect(rebuilt.open(url, identity: "n-1").outcome.reason == .duplicate)
        rebuilt.markReady()
        #expect(rebuilt.root.stacks["home"] == ["story 1"])
        #expect(rebuilt.open(url, identity: "n-1").outcome.reason == .duplicate)
    }
}
