import Testing
@testable import EntryPoints

/// A gate a test opens by name: `wait(name)` suspends until `open(name)`,
/// and `reached` yields each name as its waiter arrives, so the test knows
/// where each task stands without sleeping.
@MainActor
final class Gates {
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    private var opened: Set<String> = []
    let reached: AsyncStream<String>
    private let arrival: AsyncStream<String>.Continuation

    init() { (reached, arrival) = AsyncStream.makeStream(of: String.self) }

    func wait(_ name: String) async {
        if opened.contains(name) { return }
        await withCheckedContinuation { continuation in
            waiting[name] = continuation
            arrival.yield(name)
        }
    }

    func open(_ name: String) {
        opened.insert(name)
        waiting.removeValue(forKey: name)?.resume()
    }
}

@MainActor
@Suite("Route controller: async handlers and interceptors")
struct AsyncControllerTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["app"], tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login")],
                routes: [
                    Route("item", patterns: ["/item/:n"], tab: "home"),
                    Route("login", exposure: .internal, present: "login"),
                    Route("picker", exposure: .internal, present: "picker"),
                    Route("secure", patterns: ["/secure"], requires: ["signedIn"], present: "secure"),
                ]))
    }

    func makeController(gates: Gates) throws -> RouteController<StackRoot> {
        let controller = RouteController(root: StackRoot(), router: router, coldStart: false) { root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        try controller.handleAsync("item") { request, context in
            let n = request.params["n"]?.stringValue ?? ""
            await gates.wait("item \(n)")
            try Task.checkCancellation()
            return context.update { $0.stacks["home", default: []].append("item \(n)") }
        }
        controller.handleOthers { request, context in
            context.update { $0.modal.append(request.route) }
        }
        return controller
    }

    @Test("An async handler's outcome comes when it finished; open reports it in progress")
    func asyncOutcome() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        let (_, now) = controller.open(.url(URLEntry("app://item/1")), policy: .queue)
        #expect(now.reason == .inProgress)
        var reached = gates.reached.makeAsyncIterator()
        #expect(await reached.next() == "item 1")
        async let later = controller.openAndWait(.url(URLEntry("app://item/2")), policy: .queue)
        gates.open("item 1")
        #expect(await reached.next() == "item 2")
        gates.open("item 2")
        #expect(await later.status == .routed)
        #expect(controller.root.stacks["home"] == ["item 1", "item 2"])
    }

    @Test("Issue 19's slow item 1 then item 2: item 1 is superseded and never lands on top")
    func supersedeSlowItem() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        var reports: [String] = []
        controller.addObserver { reports.append("\($0.ticket) \($0.event)") }
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://item/1")))
        #expect(await reached.next() == "item 1")
        controller.open(.url(URLEntry("app://item/2")))
        #expect(await reached.next() == "item 2")
        gates.open("item 2")
        gates.open("item 1")
        await controller.idle()
        #expect(controller.root.stacks["home"] == ["item 2"])
        #expect(reports == ["#1 superseded", "#2 routed"])
    }

    @Test("A superseded intent's result is canceled, saying superseded")
    func supersededIntentResult() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        var reached = gates.reached.makeAsyncIterator()
        var answer: Intent.Answer?
        controller.open(.intent(Intent(url: "/item/1") { answer = $0 }))
        #expect(await reached.next() == "item 1")
        controller.open(.url(URLEntry("app://item/2")))
        #expect(answer?.cancellation?.cause == .superseded)
        #expect(answer?.cancellation?.outcome?.reason == .superseded)
        gates.open("item 2")
        await controller.idle()
    }

    @Test("Intents queue behind the entry in flight by default")
    func intentsQueue() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://item/1")))
        #expect(await reached.next() == "item 1")
        #expect(controller.open(.intent(Intent(route: "picker"))).outcome.reason == .queued)
        #expect(controller.root.modal == [])
        gates.open("item 1")
        await controller.idle()
        #expect(controller.root.modal == ["picker"])
        #expect(controller.root.stacks["home"] == ["item 1"])
    }

    @Test("An entry opened from inside an async handler queues behind it, never superseding it")
    func openFromInsideQueues() async throws {
        let controller = RouteController(root: StackRoot(), router: router, coldStart: false) { _, _ in true }
        try controller.handleAsync("item") { _, context in
            await Task.yield()
            context.open(.url(URLEntry("app://secure")))
            return context.update { $0.log.append("item done") }
        }
        controller.handleOthers { request, context in
            context.update { $0.log.append(request.route) }
        }
        let outcome = await controller.openAndWait(.url(URLEntry("app://item/1")))
        #expect(outcome.status == .routed)
        await controller.idle()
        #expect(controller.root.log == ["item done", "secure"])
    }

    @Test("A handler that throws gives rejected / not-reached with the error")
    func handlerThrows() async throws {
        struct Offline: Error {}
        let controller = RouteController(root: StackRoot(), router: router, coldStart: false) { _, _ in true }
        try controller.handleAsync("item") { _, _ in
            await Task.yield()
            throw Offline()
        }
        let outcome = await controller.openAndWait(.url(URLEntry("app://item/1")))
        #expect(outcome.reason == .notReached)
        #expect(outcome.message?.contains("Offline") == true)
    }

    @Test("Async interceptors continue, reject, or redirect and resume")
    func asyncInterceptors() async throws {
        let gates = Gates()
        let controller = RouteController(root: StackRoot(), router: router, coldStart: false) { _, _ in true }
        controller.handleOthers { request, context in
            context.update { $0.log.append(request.route) }
        }
        controller.addInterceptor { request, _, root in
            await gates.wait("token")
            switch request.route {
            case "item": return .reject(.guard, message: "no items today")
            case "secure" where !root.signedIn:
                return .redirect(
                    RouteRequest(route: "login"), parkUnder: "session", message: "refresh the session",
                    resumeWhen: { $0.signedIn })
            default: return .proceed
            }
        }
        gates.open("token")
        #expect(await controller.openAndWait(.intent(Intent(route: "picker"))).status == .routed)
        #expect(await controller.openAndWait(.url(URLEntry("app://item/1"))).reason == .guard)
        let parked = await controller.openAndWait(.url(URLEntry("app://secure")))
        #expect(parked.status == .deferred)
        #expect(controller.parkedEntries.map(\.key) == ["session"])
        controller.root.signedIn = true
        controller.stateDidChange()
        await controller.idle()
        #expect(controller.root.log == ["picker", "login", "secure"])
    }

    @Test("An async handler on the navigation state updates it through its context")
    func navigationStateAsync() async throws {
        let gates = Gates()
        let controller = RouteController(router: router, coldStart: false)
        try controller.handleAsync("item") { request, context in
            await gates.wait("fetch")
            context.update { $0.modal.append(Screen("item", params: request.params)) }
            return true
        }
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("app://item/1")))
        #expect(await reached.next() == "fetch")
        #expect(controller.root.modal.isEmpty)
        gates.open("fetch")
        await controller.idle()
        #expect(controller.root.modal == [Screen("item", params: ["n": "1"])])
    }

    @Test("reset drops what is in flight and queued; each intent says dropped")
    func resetInFlight() async throws {
        let gates = Gates()
        let controller = try makeController(gates: gates)
        var reached = gates.reached.makeAsyncIterator()
        var answers: [Intent.Cancellation.Cause?] = []
        controller.open(.intent(Intent(url: "/item/1") { answers.append($0.cancellation?.cause) }))
        #expect(await reached.next() == "item 1")
        controller.open(.intent(Intent(route: "picker") { answers.append($0.cancellation?.cause) }))
        controller.reset()
        #expect(answers == [.dropped, .dropped])
        #expect(!controller.isBusy)
        gates.open("item 1")
        await controller.idle()
        #expect(controller.root.stacks["home"] == [])
    }
}
