// The controller performs what its book decides: the book moves entries
// (EntryBook+Events.swift), this file does what each move asks for (start a
// run, end it, tell waiters and observers) and runs the pump.

extension RouteController {
    typealias Book = EntryBook

    /// The record of `ticket`, while it has not finished.
    func record(_ ticket: EntryTicket) -> Record? {
        // NB: the book holds only records this controller admitted. No
        // `Optional.map`: unspecialised over the root, it instantiated the
        // record's metadata on each of the half-dozen calls per entry.
        guard let payload = book.payload(of: ticket) else { return nil }
        return unsafeDowncast(payload, to: Record.self)
    }

    /// Performs `effects` in order; returns the parked entries it resumed (an ``EntryBook/Effect/askConditions(_:)``).
    @discardableResult
    ///
    /// NB: the effects are consumed, each moved out of the list in turn
    /// (reversed, then taken from the end: linear), so a finish's outcome is
    /// moved to its observers rather than copied at each step.
    func perform(_ effects: consuming [Book.Effect], then after: (@MainActor () -> Void)? = nil) -> [EntryTicket] {
        var resumed: [EntryTicket] = []
        var effects = effects
        effects.reverse()
        while let effect = effects.popLast() {
            switch consume effect {
            case .start(let ticket):
                start(ticket)
            case .report(let ticket, let report):
                reported(ticket, report)
            case .finish(let ticket, let payload, let ending, let wasResumed):
                let record = unsafeDowncast(payload, to: Record.self)
                // NB: changed in place: each step returning a new outcome copied all its strings.
                var outcome = outcome(of: ending, record)
                outcome.carryLinkFacts(of: record.run)
                stamp(&outcome, record)
                finished(ticket, record, outcome, resumed: wasResumed, then: after)
            case .askConditions(let tickets):
                resumed += askConditions(tickets)
            }
        }
        return resumed
    }

    /// Finishes a running entry with the outcome the controller reached.
    ///
    /// NB: the outcome is consumed, down to the book's record of the finish:
    /// moved, not copied (all its strings retained) at each step.
    func finish(_ ticket: EntryTicket, _ outcome: consuming Outcome, then after: (@MainActor () -> Void)? = nil) {
        perform(book.finish(ticket, consume outcome), then: after)
    }

    /// Ends a finished entry's run (its context's updates stop, its task is
    /// canceled) and queues what must be told (intent, waiters, observers)
    /// for after the transition.
    private func finished(
        _ ticket: EntryTicket, _ record: Record, _ outcome: consuming Outcome, resumed: Bool,
        then after: (@MainActor () -> Void)?
    ) {
        record.run?.end(cancel: true)
        // NB: one look-up, and the outcome written in place (not the entry copied out and back).
        if let index = watched.index(forKey: ticket) { watched.values[index].final = copy outcome }
        let cancels = outcome.status == .unmatched || outcome.status == .rejected
        // NB: the callback takes the outcome itself: one copy, for a watching call.
        callbacks.append { [self, outcome = consume outcome] in
            if cancels { record.completion?.complete(.canceled(Intent.Cancellation(outcome: outcome))) }
            after?()
            deliver(record, outcome, resumed: resumed)
        }
    }

    /// Queues a report of a state that is not final (held, parked) for after the transition.
    private func reported(_ ticket: EntryTicket, _ report: Book.Report) {
        guard let record = record(ticket) else { return }
        let outcome = stamped(
            report == .held ? Self.heldOutcome : record.parking?.deferred ?? Self.parkedOutcome, record)
        // NB: the entry may move on before the callback runs; whether it was resumed is read now.
        let resumed = book.entries[ticket]?.marks.contains(.resumed) ?? false
        callbacks.append { [self] in deliver(record, outcome, resumed: resumed) }
    }

    /// Asks the guards of parked entries, all first (they are app code), then resumes those that hold.
    private func askConditions(_ tickets: [EntryTicket]) -> [EntryTicket] {
        let holding = tickets.filter { ticket in
            guard book.entries[ticket]?.place == .parked, let record = record(ticket) else { return false }
            return record.parking?.condition(root) ?? true
        }
        var resumed: [EntryTicket] = []
        for ticket in holding where book.entries[ticket]?.place == .parked {
            book.conditionHolds(ticket)
            resumed.append(ticket)
        }
        return resumed
    }

    /// The outcome of an entry the book finished.
    func outcome(of ending: consuming Book.Ending, _ record: Record) -> Outcome {
        switch consume ending {
        case .outcome(let outcome):
            return outcome
        case .duplicate(let identity):
            return Outcome(
                status: .rejected, reason: .duplicate,
                message: "an entry with identity \"\(identity)\" was already opened; it runs once")
        case .staleCaller(let caller):
            return Outcome(
                status: .rejected, reason: .superseded,
                message:
                    "opened by a callback of entry \(caller), which no longer runs (finished, superseded or dropped); a stale callback's entries never run"
            )
        case .superseded(let newer):
            let request = record.run?.request
            return Outcome(
                status: .rejected, reason: .superseded, route: request?.route, params: request?.params,
                message: "entry \(newer) superseded this one while it was executing")
        case .droppedOverCap(let cap):
            return Outcome(
                status: .rejected, reason: .dropped,
                message:
                    "\(cap) entries were already held before the app was ready (the limit); the oldest was dropped for a newer one"
            )
        case .replaced(let newer, let key):
            return Outcome(
                status: .rejected, reason: .replaced,
                message: "a newer entry (\(newer)) was parked under \(key) and replaced this one")
        case .reset(let running):
            return Outcome(
                status: .rejected, reason: .dropped,
                message: running ? "reset dropped the entry while it executed" : "reset dropped the entry")
        }
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
    /// the entries whose turn came; then wakes `idle()` waiters. Not
    /// re-entered, and not run inside an update (the root is being changed).
    func pump() {
        guard !pumping, !isUpdating else { return }
        pumping = true
        defer { pumping = false }
        while true {
            if let callback = callbacks.popFirst() {
                let outer = delivering
                delivering = true
                // NB: only a callback delivered from inside a callback's scope
                // needs that scope cleared; setting a task-local costs a push and a pop.
                if ExecutingEntry.scope == nil {
                    callback()
                } else {
                    ExecutingEntry.$scope.withValue(nil) { callback() }
                }
                delivering = outer
                continue
            }
            if !isUpdating, let next = book.takeTurn() {
                start(next)
                continue
            }
            break
        }
        wakeIdleWaiters()
    }

    private func wakeIdleWaiters() {
        guard !idleWaiters.isEmpty else { return }
        var waiting: [(scope: EntryTicket?, resume: () -> Void)] = []
        for waiter in idleWaiters {
            if book.isIdle(for: waiter.scope) { waiter.resume() } else { waiting.append(waiter) }
        }
        idleWaiters = waiting
    }

    // MARK: What calls answer

    /// Starts answering for `tickets`: their final outcome is kept if they finish meanwhile.
    func watch(_ tickets: [EntryTicket]) {
        for ticket in tickets { watch(ticket) }
    }

    /// Starts answering for `ticket` (``watch(_:)`` for one, with no list made).
    func watch(_ ticket: EntryTicket) {
        watched[ticket, default: (0, nil)].calls += 1
    }

    /// Stops answering for `ticket`: its final outcome when it finished while
    /// watched, else what its live state means (held, parked, queued, in progress).
    func answer(for ticket: EntryTicket) -> Outcome {
        // NB: removed first, one look-up in the usual case of one call watching.
        let watch = watched.removeValue(forKey: ticket)
        if let watch, watch.calls > 1 { watched[ticket] = (watch.calls - 1, watch.final) }
        if let final = watch?.final { return final }
        let outcome: Outcome
        switch book.state(of: ticket) {
        case .held?: outcome = Self.heldOutcome
        case .parked?: outcome = record(ticket)?.parking?.deferred ?? Self.parkedOutcome
        case .running?: outcome = Self.inProgressOutcome
        case .queued?, nil: outcome = Self.queuedOutcome(ticket)
        }
        return record(ticket).map { stamped(outcome, $0) } ?? outcome
    }

    /// The scope of the callback calling, when it runs for this controller.
    var callingScope: ExecutingEntry.Scope? {
        ExecutingEntry.scope.flatMap { $0.controller == ObjectIdentifier(self) ? $0 : nil }
    }

    /// Who is calling: a callback of an entry (live or not), a callback the controller delivers, or the app.
    func caller(_ scope: ExecutingEntry.Scope?) -> Book.Caller {
        if let scope { return .entry(scope.ticket, live: isLive(scope.ticket, scope.run)) }
        return delivering ? .callback : .app
    }

    static var heldOutcome: Outcome {
        Outcome(status: .deferred, reason: .notReady, message: "the app is not ready yet; the entry runs once it is")
    }

    static var parkedOutcome: Outcome {
        Outcome(status: .deferred, reason: .guard, message: "parked until its guard holds")
    }
}
