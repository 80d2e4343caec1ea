import Testing
@testable import EntryPoints
import TestSupport

/// Async handlers wait here until the sequence lets one finish; each tells
/// when it finished, so the sequence goes on only once the controller took
/// its result (no sleeps).
@MainActor
final class FetchGates {
    private(set) var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var finishing: CheckedContinuation<Void, Never>?

    func fetch(_ id: Int) async {
        await withCheckedContinuation { waiting[id] = $0 }
        finishing?.resume()
        finishing = nil
    }

    /// Lets fetch `id` finish and waits until its handler went on.
    func release(_ id: Int) async {
        guard let gate = waiting.removeValue(forKey: id) else { return }
        await withCheckedContinuation { continuation in
            finishing = continuation
            gate.resume()
        }
    }
}

// Issue 21, point 6: random sequences of public calls, invariants after every step.
@MainActor
@Suite("Route controller: state machine")
struct ControllerStateMachineTests {
    static let table = RouteTable(
        schemes: ["app"], tabs: ["home", "inbox"],
        guards: [RouteTable.Guard("signedIn", redirect: "login", onRevoke: .unwind)],
        routes: [
            Route("feed", patterns: ["/feed"], tab: "home", stack: ["feed"]),
            Route("thread", patterns: ["/thread/:id"], requires: ["signedIn"], tab: "inbox", stack: ["thread"]),
            Route("login", exposure: .internal, present: "login"),
            Route("picker", exposure: .internal, present: "picker"),
            Route("fetch", patterns: ["/fetch/:n"], params: ["n": .int], present: "fetched"),
            Route("nest", patterns: ["/nest"], present: "nest"),
        ])

    /// What the sequence saw: reports per ticket and answers per intent.
    @MainActor
    final class Ledger {
        var reports: [EntryTicket: [RouteController<NavigationState>.Report.Event]] = [:]
        var answers: [Int: Int] = [:]
        var opened: Set<EntryTicket> = []
        var intents = 0
    }

    static let terminal: Set<RouteController<NavigationState>.Report.Event> = [
        .routed, .unmatched, .rejected, .superseded, .dropped,
    ]

    @Test("Random sequences of calls keep every invariant", arguments: 0..<200)
    func randomSequences(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let router = try Router(Self.table)
        let gates = FetchGates()
        let ledger = Ledger()
        let controller = RouteController(router: router, coldStart: random.next() % 2 == 0, maxHeld: 3)
        try controller.handleAsync("fetch") { request, context in
            let n = Int(request.params["n"]?.numberValue?.literal ?? "0") ?? 0
            await gates.fetch(n)
            try Task.checkCancellation()
            context.update { $0.modal.append(Screen("fetched", params: request.params)) }
            return true
        }
        try controller.handle("nest") { _, context in
            // Re-enters: opens an intent, reads the root, resumes parked entries.
            context.open(.intent(Intent(route: "picker")))
            _ = context.read { $0.tab }
            context.stateDidChange()
            context.update { $0.modal.append(Screen("nest")) }
            return true
        }
        var observer: RouteController<NavigationState>.ObserverID? = controller.addObserver { report in
            ledger.reports[report.ticket, default: []].append(report.event)
        }
        var fetches = 0
        for _ in 0..<60 {
            switch random.next() % 12 {
            case 0, 1:
                let url = ["app://feed", "app://thread/1", "app://nope", "app://nest"][Int(random.next() % 4)]
                ledger.opened.insert(controller.open(.url(URLEntry(url))).ticket)
            case 2, 3:
                fetches += 1
                let policy: RouteController<NavigationState>.Policy = random.next() % 2 == 0 ? .supersede : .queue
                ledger.opened.insert(
                    controller.open(.url(URLEntry("app://fetch/\(fetches)")), policy: policy).ticket)
            case 4:
                ledger.intents += 1
                let id = ledger.intents
                let route = ["picker", "thread", "nest", "fetch"][Int(random.next() % 4)]
                let intent = Intent(
                    route: route, params: route == "fetch" ? ["n": .number(JSONNumber(1000 + id))] : [:]
                ) { _ in
                    ledger.answers[id, default: 0] += 1
                }
                ledger.opened.insert(controller.open(.intent(intent)).ticket)
            case 5:
                if let id = gates.waiting.keys.sorted().randomElement(using: &random) { await gates.release(id) }
            case 6:
                controller.setFlags(["signedIn": random.next() % 2 == 0])
            case 7:
                controller.markReady()
            case 8:
                if random.next() % 3 == 0 { controller.reset() }
            case 9:
                if let id = observer {
                    controller.removeObserver(id)
                    observer = nil
                    ledger.reports = [:]
                    ledger.opened = []
                } else {
                    observer = controller.addObserver { report in
                        ledger.reports[report.ticket, default: []].append(report.event)
                    }
                }
            case 10:
                controller.update { $0.modal.removeAll() }
            default:
                _ = controller.savedEntries
            }
            try check(controller, ledger, observing: observer != nil)
        }
        // Let everything finish: make ready, sign in, release every fetch, then reset.
        controller.markReady()
        controller.setFlags(["signedIn": true])
        var turns = 0
        while controller.isBusy || !gates.waiting.isEmpty {
            // NB: a task just started may not have reached its gate yet; bounded, so a bug fails instead of hanging.
            turns += 1
            try #require(turns < 10_000, "the controller never became idle (seed \(seed))")
            if let id = gates.waiting.keys.min() { await gates.release(id) } else { await Task.yield() }
        }
        controller.reset()
        try check(controller, ledger, observing: observer != nil)
        #expect(controller.heldCount == 0 && controller.parkedEntries.isEmpty && !controller.isBusy)
        for id in 1...max(ledger.intents, 1) where ledger.intents > 0 {
            #expect(ledger.answers[id] == 1, "intent \(id) answered \(ledger.answers[id] ?? 0) times (seed \(seed))")
        }
    }

    func check(_ controller: RouteController<NavigationState>, _ ledger: Ledger, observing: Bool) throws {
        // The navigation state is valid.
        let state = controller.root
        #expect(state.tabs.contains(state.tab))
        #expect(Set(state.stacks.keys) == Set(state.tabs))
        // Each intent is answered at most once.
        #expect(ledger.answers.values.allSatisfy { $0 <= 1 })
        // Held entries are within the cap; a ticket is held or parked, never both.
        #expect(controller.heldCount <= controller.maxHeld)
        let held = Set(controller.heldEntries)
        let parked = Set(controller.parkedEntries.map(\.ticket))
        #expect(held.isDisjoint(with: parked))
        guard observing else { return }
        for (ticket, events) in ledger.reports {
            // Nothing is reported after a terminal outcome, and that comes once.
            if let end = events.firstIndex(where: Self.terminal.contains) {
                #expect(end == events.count - 1, "\(ticket): \(events)")
                #expect(!held.contains(ticket) && !parked.contains(ticket))
            }
            if held.contains(ticket) { #expect(events.last == .held) }
            if parked.contains(ticket) { #expect(events.last == .parked) }
        }
    }
}
