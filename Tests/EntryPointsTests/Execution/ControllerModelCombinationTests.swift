import Foundation
import Testing
@testable import EntryPoints
import TestSupport

// Issue 36, item 7: random sequences that combine every public call, nested
// and not (from handlers, interceptors, redirects and observers, sync and
// async), guards that park nested children and resume them inside the
// redirect and later, identities, readiness, reset, revoke, save and restore,
// on the built-in state, a class root and a struct root; the rules of
// ``CombinationOracle`` are checked after every step.
// `CONTROLLER_MODEL_SEQUENCES` raises the count (scripts/controller-model).
@MainActor
@Suite("Route controller: model-based test of combined features", .timeLimit(.minutes(10)))
struct ControllerModelCombinationTests {
    static var sequences: Int {
        ProcessInfo.processInfo.environment["CONTROLLER_MODEL_SEQUENCES"].flatMap(Int.init) ?? 1_500
    }

    @Test("Random sequences of combined calls keep every rule after every step")
    func combinedSequencesKeepTheRules() async throws {
        let router = try Router(CombinationRun<NavigationState>.table)
        let first = ProcessInfo.processInfo.environment["CONTROLLER_MODEL_FIRST_SEED"].flatMap(UInt64.init) ?? 0
        var failures = 0
        // NB: a run's callbacks hold it unowned; late tasks (superseded handlers resuming) may still call them.
        var finished: [AnyObject] = []
        for seed in first..<(first + UInt64(Self.sequences)) where failures < 3 {
            var random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D)
            let scenario = Scenario(random: &random, steps: 14)
            let problem: String?
            switch scenario.root {
            case .navigationState:
                let sequence = CombinationRun<NavigationState>(scenario: scenario, router: router)
                finished.append(sequence)
                problem = await run(sequence)
            case .classRoot:
                let sequence = CombinationRun<CombinationClassRoot>(scenario: scenario, router: router)
                finished.append(sequence)
                problem = await run(sequence)
            case .valueRoot:
                let sequence = CombinationRun<CombinationValueRoot>(scenario: scenario, router: router)
                finished.append(sequence)
                problem = await run(sequence)
            }
            if finished.count > 64 { finished.removeFirst(32) }
            if let problem {
                failures += 1
                Issue.record("seed \(seed): \(problem)")
            }
        }
    }

    /// Runs one sequence; returns the first rule broken, if any.
    func run<Root>(_ run: CombinationRun<Root>) async -> String? {
        for call in run.scenario.calls {
            run.trace.append("\(call)")
            watchIdle(run)
            await step(call, run)
            await settle(run)
            if check(run) != nil { await letOthersRun(run) }
            if let problem = check(run) {
                return "\(problem) after \(run.trace)\n" + run.oracle.log.suffix(40).joined(separator: "\n")
            }
        }
        // Every gate open, the app ready and signed in: every awaited call returns, nothing is stranded.
        // NB: again while something waits: a handler that ran meanwhile may have signed out. Each round
        // drains what its gates let run; a sequence with many entries queued behind nested, guarded
        // children that sign out again needs more than a few rounds (seed 26,786 needed more than six).
        for _ in 0..<64 {
            run.oracle.becameReady(generation: run.generation)
            run.controller.markReady()
            Root.signIn(true, on: run.controller)
            for gate in 0...(run.scenario.gates + 1) { run.gates.release(gate) }
            await settle(run)
            if !run.controller.isBusy, run.controller.parkedEntries.isEmpty, run.controller.heldCount == 0 { break }
        }
        if check(run) != nil || run.awaiting.contains(where: { !$0.value.returned }) { await letOthersRun(run) }
        if let problem = check(run) {
            return "\(problem) at the end of \(run.trace)\n" + run.oracle.log.suffix(40).joined(separator: "\n")
        }
        for (key, call) in run.awaiting where !call.returned {
            return "the call awaiting #\(key) never returned: \(run.trace)"
        }
        if run.controller.isBusy || run.controller.heldCount > 0 || !run.controller.parkedEntries.isEmpty {
            return
                "entries stranded (busy \(run.controller.isBusy), held \(run.controller.heldCount), parked \(run.controller.parkedEntries)): \(run.trace)"
        }
        for (key, count) in run.answers where count > 1 {
            return "intent #\(key) answered \(count) times: \(run.trace)"
        }
        // Item 4: only an entry app code opened supersedes.
        for (victim, newer) in run.oracle.supersessions {
            guard let opener = run.keys[newer] else {
                return "#\(victim) was superseded by an unknown entry: \(run.trace)"
            }
            if !run.oracle.openedByApp.contains(opener) {
                return "#\(victim) was superseded by #\(opener), opened from a callback: \(run.trace)"
            }
        }
        run.controller.reset()
        for task in run.tasks { task.cancel() }
        return nil
    }

    /// Makes one top-level call, as app code would.
    func step<Root>(_ call: TopCall, _ run: CombinationRun<Root>) async {
        let generation = run.generation
        switch call {
        case .open(let target):
            run.open(target, caller: nil, context: nil, generation: generation, app: true)
        case .openAndWait(let target), .openForResult(let target):
            var started = false
            let move: Move = {
                if case .openForResult = call { .openForResult(target) } else { .openAndWait(target) }
            }()
            let task = Task { @MainActor in
                started = true
                await run.performAsync(move, caller: nil, context: nil, generation: generation, app: true)
            }
            while !started { await Task.yield() }
            run.topWaits.append((run.lastTopKey, task))
        case .release(let gate): run.gates.release(gate)
        case .markReady:
            run.oracle.becameReady(generation: run.generation)
            run.controller.markReady()
        case .signIn: Root.signIn(true, on: run.controller)
        case .signOut: Root.signIn(false, on: run.controller)
        case .stateDidChange: run.controller.stateDidChange()
        case .reset:
            run.oracle.willReset(generation: run.generation)
            run.controller.reset()
        case .update: run.controller.update { root in root.mark(0) }
        case .cancelWait:
            guard let index = run.topWaits.firstIndex(where: { run.awaiting[$0.key]?.returned == false }) else {
                return
            }
            let wait = run.topWaits.remove(at: index)
            wait.task.cancel()
            for _ in 0..<1_000 where run.awaiting[wait.key]?.returned == false { await Task.yield() }
            if run.awaiting[wait.key]?.returned == false {
                run.oracle.fail("a canceled wait for #\(wait.key) did not end")
            }
        case .saveAndRestore:
            await saveAndRestore(run)
        }
    }

    /// Saves the held and parked entries, drops the controller (the app ended) and restores them in a new one.
    func saveAndRestore<Root>(_ run: CombinationRun<Root>) async {
        let old = run.controller
        let saved = old.savedEntries
        let keys = (old.heldEntries + old.parkedEntries.map(\.ticket)).map {
            run.keys[run.key($0.rawValue, run.generation)] ?? 0
        }
        let parked = Set(old.parkedEntries.map(\.ticket).map { run.keys[run.key($0.rawValue, run.generation)] ?? 0 })
        run.oracle.willReset(generation: run.generation)
        old.reset()
        run.generation += 1
        let generation = run.generation
        run.controller = Root.makeController(
            router: run.router, coldStart: run.scenario.coldStart, maxIdentities: run.scenario.maxIdentities)
        run.install(on: run.controller, generation: generation)
        var restored: [Int] = []
        for key in keys {
            let uid = run.key(key % 1_000_000, generation)
            restored.append(uid)
            run.oracle.opened(uid, caller: nil, awaited: false)
            run.oracle.openedByApp.insert(uid)
        }
        do {
            let tickets = try run.controller.restore(saved)
            for (ticket, (old, uid)) in zip(tickets, zip(keys, restored)) {
                run.keys[run.key(ticket.rawValue, generation)] = uid
                if parked.contains(old), case .parked? = run.controller.state(of: ticket) {
                    run.oracle.entries[uid]?.parked = true
                    run.oracle.entries[uid]?.queuedAt = nil
                }
            }
        } catch {
            run.oracle.fail("restore refused its own saved entries: \(error)")
        }
    }

    /// Lets every task that can go on go on: yields until nothing new happened
    /// for a while and a woken `idle()` returned.
    func settle<Root>(_ run: CombinationRun<Root>) async {
        var quiet = 0
        var last = -1
        for _ in 0..<3_000 where quiet < 40 || (run.idle != nil && !run.controller.isBusy && quiet < 400) {
            await Task.yield()
            let now = run.facts
            quiet = now == last ? quiet + 1 : 0
            last = now
        }
    }

    /// Lets jobs the yields of ``settle(_:)`` may starve run: a task resumed
    /// at a lower priority than the test's own never gets a turn while the
    /// test yields, so the test sleeps instead, a few times, before it calls
    /// a call stuck. NB: no deadline is checked; sleeping only steps aside.
    func letOthersRun<Root>(_ run: CombinationRun<Root>) async {
        for _ in 0..<50 where check(run) != nil || run.awaiting.contains(where: { !$0.value.returned }) {
            try? await Task.sleep(for: .milliseconds(2))
            await settle(run)
        }
    }

    /// Starts a task awaiting `idle()` unless one waits already: it must return
    /// exactly when nothing is queued or running.
    func watchIdle<Root>(_ run: CombinationRun<Root>) {
        guard run.idle == nil else { return }
        let controller = run.controller
        run.idle = Task { @MainActor in
            await controller.idle()
            // NB: it returned when nothing ran; a task may have opened an entry since it was woken.
            run.idle = nil
        }
    }

    /// The first rule broken now, if any.
    func check<Root>(_ run: CombinationRun<Root>) -> String? {
        if let problem = run.oracle.problems.first { return problem }
        if !run.controller.isBusy, run.idle != nil, run.idleController === run.controller {
            return
                "idle() has not returned though nothing runs or is queued (\(run.controller.idleWaiters.map { String(describing: $0.scope) }), counts \(run.controller.book.counts))"
        }
        let generation = run.generation
        var running = false
        for (key, entry) in run.oracle.entries where key / 1_000_000 == generation {
            if entry.running { running = true }
        }
        // idle() and isBusy are read from the states: busy exactly while an entry runs (or waits behind one).
        if run.controller.isBusy != running {
            return
                "isBusy is \(run.controller.isBusy) while the rules say an entry \(running ? "runs" : "does not run")"
        }
        for (ticketKey, key) in run.keys where ticketKey / 1_000_000 == generation {
            guard let entry = run.oracle.entries[key] else { continue }
            let state = run.controller.state(of: EntryTicket(rawValue: ticketKey % 1_000_000))
            if entry.final != nil, state != nil { return "#\(key) finished but is \(String(describing: state))" }
            if entry.running, state.map({ if case .running = $0 { false } else { true } }) ?? true {
                return "#\(key) runs but is \(String(describing: state))"
            }
            if entry.held, state != .held { return "#\(key) is held but is \(String(describing: state))" }
        }
        // Every awaited call returns once its entry answered.
        for (key, call) in run.awaiting where !call.returned && key / 1_000_000 == generation {
            guard let entry = run.oracle.entries[key] else { continue }
            let due = call.how == .outcome ? run.firstReports[key] != nil : entry.final != nil
            if due {
                return
                    "the call awaiting #\(key) (\(call.how)) has not returned; waiters \(run.controller.waiters.keys.sorted()), task \(run.topWaits.first { $0.key == key }.map { "cancelled \($0.task.isCancelled)" } ?? "none"); entry \(entry), state \(String(describing: run.keys.first { $0.value == key }.map { run.controller.state(of: EntryTicket(rawValue: $0.key % 1_000_000)) })), answers \(run.answers[key] ?? 0)"
            }
        }
        return nil
    }
}
