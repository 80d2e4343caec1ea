@testable import EntryPoints

/// The controller's rules, stated on their own (issue 36, items 2-5 and
/// the checks of item 7), and checked against what a sequence observed: the
/// entries opened, each run's start, each report, each change of the root,
/// each awaiting call's return. It never reads the controller's internals:
/// it follows each entry from the facts alone and says when one breaks a rule.
struct CombinationOracle {
    typealias Event = RouteController<NavigationState>.Report.Event

    /// One entry as the rules see it.
    struct Entry {
        var ticket: EntryTicket?
        /// The entry whose callback opened and awaits it, while it runs in that entry's scope.
        var parent: Int?
        /// Whether that parent still awaits it.
        var awaited = false
        var running = false
        var held = false
        var parked = false
        var final: Event?
        /// Runs started since the last held or parked report.
        var startsSinceWait = 0
        /// Opened by a callback of an entry whose run was over: it must be refused and never run.
        var stale = false
        /// Its place among entries queued at their opening (top-level, never held or parked since).
        var queuedAt: Int?
        var resumed = false
        /// In the scope of a superseded entry: it is superseded with it.
        var doomed = false
        /// A reset is dropping it: its report is on the way.
        var dropping = false
    }

    var entries: [Int: Entry] = [:]
    var problems: [String] = []
    var queueCount = 0
    /// Entries superseded, with the ticket the outcome names as the newer entry (checked once tickets are known).
    var supersessions: [(uid: Int, by: Int)] = []
    /// Entries opened by app code (not from a callback).
    var openedByApp: Set<Int> = []

    /// Whether entry `uid` runs now: started, and neither finished nor waiting again.
    func isRunning(_ uid: Int) -> Bool { entries[uid]?.running == true }

    /// Whether entry `uid`'s callbacks are live: it runs.
    func isLive(_ uid: Int?) -> Bool { uid.map(isRunning) ?? false }

    /// Every fact, in order, for the report of a failure.
    var log: [String] = []

    mutating func fail(_ problem: String) { problems.append(problem) }

    // MARK: Facts

    /// An entry is about to be opened; `caller` is the uid of the entry whose
    /// callback opens it, if any. Its queue position is taken now, in opening order.
    mutating func opened(_ uid: Int, caller: Int?, awaited: Bool) {
        log.append("open #\(uid) by \(caller.map { "#\($0)" } ?? "app")\(awaited ? " awaited" : "")")
        var entry = Entry()
        // Item 4: a callback of an entry whose run is over opens nothing.
        if let caller, !isRunning(caller) { entry.stale = true }
        // Items 2 and 4: awaited from a live callback, it runs as that entry's child.
        if let caller, awaited, isRunning(caller) {
            entry.parent = caller
            entry.awaited = true
        }
        queueCount += 1
        if entry.parent == nil { entry.queuedAt = queueCount }
        entries[uid] = entry
    }

    /// What the call that opened `uid` answered.
    mutating func answered(_ uid: Int, _ answer: Outcome, fromCallback: Bool) {
        log.append("answer #\(uid) \(answer.status) \(answer.reason?.rawValue ?? "")")
        guard let entry = entries[uid] else { return }
        if answer.reason != .queued { entries[uid]?.queuedAt = nil }
        // Item 4: opened from a callback, it is queued (or held, or refused), never run within the call.
        if fromCallback, answer.status != .deferred, answer.status != .rejected {
            fail("#\(uid) opened from a callback answered \(answer)")
        }
        if entry.stale, answer.reason != .superseded, answer.reason != .duplicate {
            fail("#\(uid) opened by a stale callback answered \(answer)")
        }
    }

    /// A run of entry `uid` starts (the first interceptor meets it).
    mutating func started(_ uid: Int) {
        log.append("start #\(uid)")
        guard var entry = entries[uid] else { return fail("#\(uid) started before it was opened") }
        if entry.dropping { fail("#\(uid) runs after a reset dropped it") }
        if entry.stale { fail("#\(uid), opened by a stale callback, runs") }
        if let final = entry.final { fail("#\(uid) runs after its final outcome \(final)") }
        if entry.running { fail("#\(uid) starts twice") }
        entry.startsSinceWait += 1
        if entry.startsSinceWait > 1 { fail("#\(uid) resumed more than once") }
        if let parent = entry.parent {
            if !isRunning(parent) { fail("#\(uid) runs as the child of #\(parent), which does not run") }
        } else {
            // One entry at a time: a top-level entry starts only when no other top-level entry runs.
            // NB: per controller (a save and restore makes a new one; the old one may still finish its work).
            for (other, running) in entries
            where running.running && running.parent == nil && other / 1_000_000 == uid / 1_000_000 {
                fail("#\(uid) starts while #\(other) runs at the top level")
            }
            // FIFO: entries queued at their opening start in that order.
            if let mine = entry.queuedAt {
                for (other, waiting) in entries
                where (waiting.queuedAt ?? .max) < mine && waiting.final == nil && waiting.startsSinceWait == 0
                    && !waiting.held && !waiting.parked && other / 1_000_000 == uid / 1_000_000
                {
                    fail("#\(uid) starts before #\(other), queued earlier")
                }
            }
        }
        entry.running = true
        entry.held = false
        entry.parked = false
        entry.queuedAt = nil
        entries[uid] = entry
    }

    /// An observer report for entry `uid`.
    mutating func reported(_ uid: Int, _ event: Event, newer: Int? = nil) {
        log.append("report #\(uid) \(event)")
        guard var entry = entries[uid] else { return fail("#\(uid) reported \(event) before it was opened") }
        if let final = entry.final { return fail("#\(uid) reported \(event) after its final outcome \(final)") }
        // NB: an identity seen before is refused first (duplicate, a `rejected` report).
        if entry.stale, event != .superseded, event != .rejected {
            fail("#\(uid), opened by a stale callback, reported \(event)")
        }
        if event == .superseded, !entry.stale {
            // Items 4 and 6: only app code's open supersedes, and only what runs (or runs in the lane's scope).
            if let newer { supersessions.append((uid, newer)) }
            if !entry.running && entry.parent == nil && !entry.doomed {
                fail("#\(uid) superseded while it waits at the top level (held, queued or parked)")
            }
            // The whole scope goes with it: every entry running or waiting as its child.
            var scope = [uid]
            while let next = scope.popLast() {
                for (child, other) in entries where other.parent == next && other.final == nil {
                    entries[child]?.doomed = true
                    scope.append(child)
                }
            }
        }
        let wasRunning = entry.running || entry.dropping
        // NB: a reset drops it, but a report of what it reached before may still be on the way.
        entry.running = false
        switch event {
        case .held:
            entry.held = true
            entry.startsSinceWait = 0
            entry.queuedAt = nil
        case .parked:
            entry.parked = true
            entry.startsSinceWait = 0
            entry.queuedAt = nil
            if !entry.awaited { entry.parent = nil }
        default:
            entry.final = event
            entry.held = false
            entry.parked = false
            if entry.doomed, event != .superseded { fail("#\(uid), in a superseded scope, reported \(event)") }
        }
        entries[uid] = entry
        if wasRunning || entry.final != nil { leftRunning(uid) }
    }

    /// `reset()` is about to run: every entry of `generation` stops running now
    /// (its report comes after), so what its callbacks open from here on is stale.
    mutating func willReset(generation: Int) {
        log.append("reset of generation \(generation)")
        for (uid, entry) in entries where uid / 1_000_000 == generation && entry.final == nil {
            entries[uid]?.running = false
            entries[uid]?.dropping = true
        }
    }

    /// The app became ready: every held entry of `generation` is queued, in arrival order.
    mutating func becameReady(generation: Int) {
        let held = entries.filter { $0.key / 1_000_000 == generation && $0.value.held }.keys.sorted()
        for uid in held {
            queueCount += 1
            entries[uid]?.held = false
            entries[uid]?.queuedAt = queueCount
        }
    }

    /// The call awaiting `uid` has its answer (or its task was canceled): a
    /// child waiting again belongs to its parent no more (item 2).
    mutating func waitEnded(_ uid: Int) {
        log.append("wait ended #\(uid)")
        guard var entry = entries[uid], entry.awaited else { return }
        entry.awaited = false
        if !entry.running { entry.parent = nil }
        entries[uid] = entry
    }

    /// The children of an entry that left running: running ones stay in the
    /// scope it ran in (the first takes its place at the top), waiting ones become ordinary.
    private mutating func leftRunning(_ uid: Int) {
        let heir = entries[uid]?.parent
        var orphans: [Int] = []
        for (child, entry) in entries where entry.parent == uid {
            if entry.running { orphans.append(child) } else { entries[child]?.parent = nil }
        }
        var next = heir
        for orphan in orphans.sorted() {
            entries[orphan]?.parent = next
            if next == nil { next = orphan }
        }
    }

    /// A change of the root made by entry `uid`'s handler (item 5: none after it lost).
    mutating func changed(by uid: Int) {
        guard let entry = entries[uid] else { return }
        if let final = entry.final { fail("#\(uid) changed the root after its final outcome \(final)") }
        if !entry.running { fail("#\(uid) changed the root while it does not run") }
    }
}
