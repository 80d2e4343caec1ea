// The controller performs what its book decides: the book moves entries
// (EntryBook+Events.swift), this file does what each move asks for (start a
// run, end it, tell waiters and observers) and runs the pump.

extension RouteController {
    typealias Book = EntryBook

    /// The record of `ticket`, while it has not finished.
    func record(_ ticket: EntryTicket) -> Record? {
        // NB: the book holds only records this controller admitted.
        book.payload(of: ticket).map { unsafeDowncast($0, to: Record.self) }
    }

    /// Performs `effects` in order; returns the parked entries it resumed (an ``EntryBook/Effect/askConditions(_:)``).
    @discardableResult
    func perform(_ effects: [Book.Effect], then after: (@MainActor () -> Void)? = nil) -> [EntryTicket] {
        var resumed: [EntryTicket] = []
        for effect in effects {
            switch effect {
            case .start(let ticket):
                start(ticket)
            case .report(let ticket, let report):
                reported(ticket, report)
            case .finish(let ticket, let payload, let ending, let wasResumed):
                let record = unsafeDowncast(payload, to: Record.self)
                let outcome = stamped(outcome(of: ending, record).carryingLinkFacts(of: record.run), record)
                finished(ticket, record, outcome, resumed: wasResumed, then: after)
            case .askConditions(let tickets):
                resumed += askConditions(tickets)
            }
        }
        return resumed
    }

    /// Finishes a running entry with the outcome the controller reached.
    func finish(_ ticket: EntryTicket, _ outcome: Outcome, then after: (@MainActor () -> Void)? = nil) {
        perform(book.finish(ticket, outcome), then: after)
    }

    /// Ends a finished entry's run (its context's updates stop, its task is
    /// canceled) and queues what must be told (intent, waiters, observers)
    /// for after the transition.
    private func finished(
        _ ticket: EntryTicket, _ record: Record, _ outcome: Outcome, resumed: Bool, then after: (@MainActor () -> Void)?
    ) {
        record.run?.end(cancel: true)
        if watched[ticket] != nil { watched[ticket]?.final = outcome }
        let cancels = outcome.status == .unmatched || outcome.status == .rejected
        callbacks.append { [self] in
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
    func outcome(of ending: Book.Ending, _ record: Record) -> Outcome {
        let request = record.run?.request
        switch ending {
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
        guard !pumping, pendingUpdates == nil else { return }
        pumping = true
        defer { pumping = false }
        while true {
            if let callback = callbacks.popFirst() {
                let outer = delivering
                delivering = true
                ExecutingEntry.$scope.withValue(nil) { callback() }
                delivering = outer
                continue
            }
            if pendingUpdates == nil, let next = book.takeTurn() {
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
        for ticket in tickets { watched[ticket, default: (0, nil)].calls += 1 }
    }

    /// Stops answering for `ticket`: its final outcome when it finished while
    /// watched, else what its live state means (held, parked, queued, in progress).
    func answer(for ticket: EntryTicket) -> Outcome {
        let watch = watched[ticket]
        if let watch, watch.calls > 1 {
            watched[ticket]?.calls -= 1
        } else {
            watched[ticket] = nil
        }
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
