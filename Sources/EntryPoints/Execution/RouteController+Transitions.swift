// The transitions: the only functions that create, move or finish an
// entry's record. A finished entry's record is removed, so it has no state
// to leave and no second outcome to report.

extension RouteController {
    /// Creates the record of a newly opened entry, in its first state.
    func admit(_ record: Record) {
        records[record.ticket] = record
        census.add(record.state, 1)
        lastStamp += 1
        records[record.ticket]?.stamp = lastStamp
        enter(record.state, record.ticket, parent: record.parent)
    }

    /// Moves a live entry to `state`; does nothing to a finished one.
    @discardableResult
    func move(_ ticket: EntryTicket, to state: EntryTicket.State) -> Bool {
        guard let record = records[ticket] else { return false }
        let old = record.state
        census.add(old, -1)
        census.add(state, 1)
        switch old {
        case .held, .parked:
            record.resumed = true
            if case .parked = old { parkedOrder.removeAll { $0 == ticket } }
        case .running:
            if case .running = state { break }
            if lane == ticket { lane = nil }
            record.run?.end(cancel: false)
            record.run = nil
        case .queued:
            break
        }
        record.state = state
        lastStamp += 1
        record.stamp = lastStamp
        records[ticket] = record
        enter(state, ticket, parent: record.parent)
        return true
    }

    private func enter(_ state: EntryTicket.State, _ ticket: EntryTicket, parent: EntryTicket?) {
        let stamp = records[ticket]?.stamp ?? 0
        switch state {
        case .held: heldOrder.append(Stamped(ticket: ticket, stamp: stamp))
        case .queued: queueOrder.append(Stamped(ticket: ticket, stamp: stamp))
        case .parked: parkedOrder.append(ticket)
        case .running: if parent == nil { lane = ticket }
        }
    }

    /// Finishes a live entry with its one outcome: removes its record, ends
    /// its run (its context's updates stop, its task is canceled), and queues
    /// what must be told (intent, waiters, observers) for after the transition.
    /// Does nothing to an entry that already finished.
    func finish(_ ticket: EntryTicket, _ outcome: Outcome, then after: (@MainActor () -> Void)? = nil) {
        guard let record = records.removeValue(forKey: ticket) else { return }
        census.add(record.state, -1)
        if case .parked = record.state { parkedOrder.removeAll { $0 == ticket } }
        record.run?.end(cancel: true)
        if lane == ticket { lane = nil }
        // NB: only a running entry has nested children; checking others would walk every record (a million held).
        if case .running = record.state, census.running > 0 { adoptChildren(of: record) }
        if watched[ticket] != nil { watched[ticket] = outcome }
        let cancels = outcome.status == .unmatched || outcome.status == .rejected
        let resumed = record.resumed
        callbacks.append { [self] in
            if cancels { record.completion?.complete(.canceled(Intent.Cancellation(outcome: outcome))) }
            after?()
            deliver(record, outcome, resumed: resumed)
        }
    }

    /// Children of a finished entry that still run (their awaiting parent's
    /// wait was canceled) go on in its place.
    private func adoptChildren(of finished: Record) {
        for (ticket, record) in records where record.parent == finished.ticket {
            records[ticket]?.parent = finished.parent
            if finished.parent == nil, lane == nil, case .running = record.state { lane = ticket }
        }
    }

    /// Queues a report of a state that is not final (held, parked) for after the transition.
    func report(_ ticket: EntryTicket, _ outcome: Outcome) {
        guard let record = records[ticket] else { return }
        if watched[ticket] != nil { watched[ticket] = outcome }
        // NB: the record is shared and may move on before the callback runs; what it reports is read now.
        let resumed = record.resumed
        callbacks.append { [self] in deliver(record, outcome, resumed: resumed) }
    }

    /// Runs `body`, then, unless a caller further out does, the callbacks and queued entries it left.
    func withPump(_ body: () -> Void) {
        let outer = pumping
        pumping = true
        body()
        pumping = outer
        if !outer { pump() }
    }

    /// Delivers the callbacks of completed transitions, in order, and starts
    /// queued entries while none runs; then wakes `idle()` waiters. Not re-entered.
    func pump() {
        guard !pumping else { return }
        pumping = true
        defer { pumping = false }
        while true {
            if let callback = callbacks.popFirst() {
                ExecutingEntry.$scope.withValue(nil) { callback() }
                continue
            }
            if pendingUpdates == nil, lane == nil, isReady, let next = nextQueued() {
                start(next)
                continue
            }
            break
        }
        wakeIdleWaiters()
    }

    private func nextQueued() -> EntryTicket? {
        while let item = queueOrder.popFirst() {
            if isCurrent(item, .queued) { return item.ticket }
        }
        return nil
    }

    /// The oldest held entry, taken from the arrival order.
    func nextHeld() -> EntryTicket? {
        while let item = heldOrder.popFirst() {
            if isCurrent(item, .held) { return item.ticket }
        }
        return nil
    }

    /// Whether nothing runs or is queued; from inside a callback of a live
    /// entry, whether nothing runs but that entry and those awaiting it.
    func isIdle(for scope: EntryTicket?) -> Bool {
        guard let scope, records[scope] != nil else { return census.running + census.queued == 0 }
        var chain = 0
        var next: EntryTicket? = scope
        while let ticket = next, let record = records[ticket] {
            if case .running = record.state { chain += 1 }
            next = record.parent
        }
        return census.running <= chain
    }

    private func wakeIdleWaiters() {
        guard !idleWaiters.isEmpty else { return }
        var waiting: [(scope: EntryTicket?, resume: () -> Void)] = []
        for waiter in idleWaiters {
            if isIdle(for: waiter.scope) { waiter.resume() } else { waiting.append(waiter) }
        }
        idleWaiters = waiting
    }

    /// The scope of the callback calling, when it runs for this controller.
    var callingScope: ExecutingEntry.Scope? {
        ExecutingEntry.scope.flatMap { $0.controller == ObjectIdentifier(self) ? $0 : nil }
    }
}
