import Foundation
import Testing
@testable import EntryPoints
import TestSupport

/// Gates numbered by the test: a slow handler waits at its number until released.
@MainActor
final class NumberedGates {
    private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]
    private var opened: Set<Int> = []

    func wait(_ number: Int) async {
        if opened.contains(number) { return }
        await withCheckedContinuation { waiting[number, default: []].append($0) }
    }

    func release(_ number: Int) {
        opened.insert(number)
        for waiter in waiting.removeValue(forKey: number) ?? [] { waiter.resume() }
    }

    var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }
}

// Issue 26, item 10: the model-based test. Random sequences of public calls
// run on the real controller and on ``ControllerModel``; after every step
// the entries' states, every report, the held and parked lists, isBusy, the
// root, and which handlers were called must agree. `CONTROLLER_MODEL_SEQUENCES`
// raises the count (scripts/controller-model runs 100,000).
@MainActor
@Suite("Route controller: model-based test", .timeLimit(.minutes(10)))
struct ControllerModelTests {
    static let table = RouteTable(
        schemes: ["app"], tabs: ["main"],
        guards: [RouteTable.Guard("signedIn", redirect: "login")],
        routes: [
            Route("s", patterns: ["/s/:n"]),
            Route("i", exposure: .internal),
            Route("slow", patterns: ["/slow/:n"], params: ["n": .int]),
            Route("g", patterns: ["/g/:n"], requires: ["signedIn"]),
            Route("login", exposure: .internal),
            Route("nest", patterns: ["/nest"]),
        ])

    static var sequences: Int {
        ProcessInfo.processInfo.environment["CONTROLLER_MODEL_SEQUENCES"].flatMap(Int.init) ?? 1_500
    }

    /// What the real side saw.
    @MainActor
    final class Observed {
        var reports: [(ticket: Int, event: ControllerModel.Event)] = []
        var called: Set<Int> = []
        var answers: [Int: Int] = [:]
        var intents = 0
        var returned: [Int: Outcome] = [:]
        /// Async handlers that returned.
        var exits = 0
        /// Tickets opened with openAndWait, and those whose wait the test canceled.
        var awaited: [Int] = []
        var canceled: Set<Int> = []
    }

    @Test("Random sequences of every public call agree with the model after every step")
    func sequencesAgreeWithModel() async throws {
        let router = try Router(Self.table)
        var failures = 0
        let first = ProcessInfo.processInfo.environment["CONTROLLER_MODEL_FIRST_SEED"].flatMap(UInt64.init) ?? 0
        for seed in first..<(first + UInt64(Self.sequences)) where failures < 3 {
            if try await !run(seed: seed, router: router) { failures += 1 }
        }
        #expect(failures == 0)
    }

    /// Runs one sequence; returns whether it agreed throughout.
    func run(seed: UInt64, router: Router) async throws -> Bool {
        var random = SplitMix64(seed: seed)
        let coldStart = random.next() % 2 == 0
        var model = ControllerModel(coldStart: coldStart, maxHeld: 3)
        let controller = RouteController(router: router, coldStart: coldStart, maxHeld: 3)
        let gates = NumberedGates()
        let seen = Observed()
        try install(on: controller, gates: gates, seen: seen)
        var waiters: [(ticket: Int, task: Task<Void, Never>)] = []
        var slow = 0
        var trace: [String] = []
        for _ in 0..<30 {
            let choice = random.next() % 14
            switch choice {
            case 0, 1:
                let n = "\(random.next() % 100)"
                trace.append("open s/\(n)")
                _ = model.open(.sync(n))
                controller.open(.url(URLEntry("app://s/\(n)")))
            case 2, 3:
                slow += 1
                trace.append("open slow/\(slow)")
                _ = model.open(.slow(slow))
                controller.open(.url(URLEntry("app://slow/\(slow)")))
            case 4:
                let n = "\(random.next() % 100)"
                trace.append("open g/\(n)")
                _ = model.open(.guarded(n))
                controller.open(.url(URLEntry("app://g/\(n)")))
            case 5:
                trace.append("open nest")
                _ = model.open(.nest)
                controller.open(.url(URLEntry("app://nest")))
            case 6:
                let n = "\(random.next() % 100)"
                trace.append("open intent \(n)")
                _ = model.open(.intent(n))
                seen.intents += 1
                let id = seen.intents
                controller.open(
                    .intent(Intent(route: "i", params: ["n": .string(n)]) { _ in seen.answers[id, default: 0] += 1 }))
            case 7:
                slow += 1
                trace.append("openAndWait slow/\(slow)")
                let ticket = model.open(.slow(slow))
                let url = "app://slow/\(slow)"
                var started = false
                let task = Task { @MainActor in
                    started = true
                    seen.returned[ticket] = await controller.openAndWait(.url(URLEntry(url)))
                }
                while !started { await Task.yield() }
                waiters.append((ticket, task))
                seen.awaited.append(ticket)
            case 8:
                let waiting = (1...max(slow, 1)).filter { !model.openGates.contains($0) }
                if let gate = waiting.randomElement(using: &random), slow > 0 {
                    trace.append("release \(gate)")
                    model.release(gate)
                    gates.release(gate)
                }
            case 9:
                trace.append("markReady")
                model.markReady()
                controller.markReady()
            case 10, 11:
                let value = random.next() % 3 != 0
                trace.append("signedIn \(value)")
                model.setSignedIn(value)
                controller.setFlags(["signedIn": value])
            case 12:
                if random.next() % 3 == 0 {
                    trace.append("reset")
                    model.reset()
                    controller.reset()
                }
            default:
                // NB: only a wait whose entry has not reported yet: another has its answer on the way.
                if let waiter = waiters.first(where: { waiter in
                    seen.returned[waiter.ticket] == nil && !model.reports.contains { $0.ticket == waiter.ticket }
                }) {
                    seen.canceled.insert(waiter.ticket)
                    trace.append("cancel wait \(waiter.ticket)")
                    waiter.task.cancel()
                    // NB: bounded, so a wait that never ends fails instead of hanging.
                    for _ in 0..<10_000 where seen.returned[waiter.ticket] == nil { await Task.yield() }
                    guard seen.returned[waiter.ticket]?.reason == .waitCanceled else {
                        Issue.record(
                            "seed \(seed): a canceled wait did not end (\(String(describing: seen.returned[waiter.ticket]))): \(trace)"
                        )
                        return false
                    }
                }
            }
            model.settle()
            await settle(controller, model, seen)
            if let problem = disagreement(model, controller, seen) {
                Issue.record("seed \(seed): \(problem) after \(trace)")
                return false
            }
            if !model.isBusy { await controller.idle() }
        }
        // Every awaited call returns once its gates open.
        controller.markReady()
        model.markReady()
        for gate in 1..<(slow + 1) {
            model.release(gate)
            gates.release(gate)
        }
        model.settle()
        await settle(controller, model, seen)
        if let problem = disagreement(model, controller, seen) {
            Issue.record("seed \(seed): \(problem) at the end of \(trace)")
            return false
        }
        await controller.idle()
        controller.reset()
        model.reset()
        await settle(controller, model, seen)
        for waiter in waiters {
            await waiter.task.value
            let first = model.reports.first { $0.ticket == waiter.ticket }?.event
            guard let outcome = seen.returned[waiter.ticket],
                outcome.reason == .waitCanceled || first == RouteController<NavigationState>.event(of: outcome)
            else {
                Issue.record(
                    "seed \(seed): openAndWait of #\(waiter.ticket) returned \(String(describing: seen.returned[waiter.ticket])), first report \(String(describing: first))"
                )
                return false
            }
        }
        for id in 1..<(seen.intents + 1) where seen.answers[id] != 1 {
            Issue.record("seed \(seed): intent \(id) answered \(seen.answers[id] ?? 0) times after \(trace)")
            return false
        }
        return true
    }

    func install(on controller: RouteController<NavigationState>, gates: NumberedGates, seen: Observed) throws {
        func show(_ name: String, _ context: RouteContext<NavigationState>) -> Bool {
            context.update { $0.modal.append(Screen(name)) }
        }
        try controller.handle("s") { request, context in show("s \(request.params["n"]?.stringValue ?? "")", context) }
        try controller.handle("i") { request, context in show("i \(request.params["n"]?.stringValue ?? "")", context) }
        try controller.handle("g") { request, context in show("g \(request.params["n"]?.stringValue ?? "")", context) }
        try controller.handle("login") { _, context in show("login", context) }
        try controller.handleAsync("slow") { request, context in
            let n = request.params["n"]?.numberValue.flatMap { Int($0.literal) } ?? 0
            seen.called.insert(n)
            defer { seen.exits += 1 }
            await gates.wait(n)
            // NB: ignores cancellation: the fence must keep a superseded one off the root.
            guard n % 4 != 0 else { return false }
            return show("slow \(n)", context)
        }
        try controller.handleAsync("nest") { _, context in
            defer { seen.exits += 1 }
            _ = await context.openAndWait(.intent(Intent(route: "s", params: ["n": "child"])))
            return show("nest", context)
        }
        controller.addObserver { report in
            seen.reports.append((report.ticket.rawValue, report.event))
            // A re-entrant observer: a superseded entry opens an intent.
            if report.event == .superseded {
                seen.intents += 1
                let id = seen.intents
                controller.open(
                    .intent(Intent(route: "i", params: ["n": "after"]) { _ in seen.answers[id, default: 0] += 1 }))
            }
        }
    }

    /// Lets tasks go on until the controller agrees with the model for two
    /// rounds in a row, or a bound passes (then the caller reports the disagreement).
    func settle(_ controller: RouteController<NavigationState>, _ model: ControllerModel, _ seen: Observed) async {
        var agreeing = 0
        for _ in 0..<500 where agreeing < 2 {
            for _ in 0..<4 { await Task.yield() }
            agreeing = disagreement(model, controller, seen) == nil ? agreeing + 1 : 0
        }
    }

    /// The first way the controller disagrees with the model, if any.
    func disagreement(_ model: ControllerModel, _ controller: RouteController<NavigationState>, _ seen: Observed)
        -> String?
    {
        let reports = seen.reports.map { "#\($0.ticket) \($0.event)" }
        let expected = model.reports.map { "#\($0.ticket) \($0.event)" }
        if reports != expected { return "reports \(reports), model \(expected)" }
        // One final outcome per entry, and nothing after it.
        var finished: Set<Int> = []
        for (ticket, event) in seen.reports {
            if finished.contains(ticket) { return "#\(ticket) reported \(event) after its final outcome" }
            if ![.held, .parked].contains(event) { finished.insert(ticket) }
        }
        for ticket in 1..<(model.lastTicket + 1) {
            let state = controller.state(of: EntryTicket(rawValue: ticket))
            if state != model.entries[ticket]?.state {
                return
                    "#\(ticket) is \(String(describing: state)), model \(String(describing: model.entries[ticket]?.state))"
            }
        }
        if controller.heldEntries.map(\.rawValue) != model.held { return "held \(controller.heldEntries)" }
        if controller.parkedEntries.map(\.ticket.rawValue) != model.parked {
            return "parked \(controller.parkedEntries)"
        }
        if controller.isBusy != model.isBusy { return "isBusy \(controller.isBusy), model \(model.isBusy)" }
        if controller.root.modal.map(\.name) != model.modal {
            return "modal \(controller.root.modal.map(\.name)), model \(model.modal)"
        }
        if seen.called != model.called {
            return "slow handlers called \(seen.called.sorted()), model \(model.called.sorted())"
        }
        if seen.answers.values.contains(where: { $0 > 1 }) { return "an intent was answered twice" }
        // An awaited entry's wait returns its first report (held, parked or final), or the cancellation.
        for ticket in seen.awaited where !seen.canceled.contains(ticket) {
            guard let first = model.reports.first(where: { $0.ticket == ticket })?.event else { continue }
            guard let outcome = seen.returned[ticket] else { return "openAndWait of #\(ticket) has not returned" }
            if RouteController<NavigationState>.event(of: outcome) != first {
                return "openAndWait of #\(ticket) returned \(outcome), model \(first)"
            }
        }
        return nil
    }
}
