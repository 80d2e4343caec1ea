// Held and parked entries: holding until ready (with a cap), parking under
// a key, and resuming both in order through the queue.

extension RouteController {
    /// Holds a newly opened entry until ``markReady()``, dropping the oldest
    /// held entry when ``maxHeld`` are already held.
    func hold(_ record: Record) {
        while census.held >= maxHeld, let oldest = nextHeld() {
            finish(
                oldest,
                Outcome(
                    status: .rejected, reason: .dropped,
                    message:
                        "\(maxHeld) entries were already held before the app was ready (the limit); the oldest was dropped for a newer one"
                ))
        }
        record.state = .held
        admit(record)
        report(
            record.ticket,
            Outcome(
                status: .deferred, reason: .notReady, message: "the app is not ready yet; the entry runs once it is"))
    }

    /// Parks a redirected entry under its key: a newer entry replaces an
    /// older one and takes its place in order at its own parking time. When
    /// ``stateDidChange()`` was called during the redirect and the guard
    /// holds now, it resumes at once.
    func park(_ ticket: EntryTicket) {
        guard let parking = records[ticket]?.parking else { return }
        replaceParked(under: parking.key, by: "a newer entry (\(ticket))")
        move(ticket, to: .parked(key: parking.key))
        report(ticket, parking.deferred)
        if parking.stateChanged, isReady, parking.condition(root) { move(ticket, to: .queued) }
    }

    /// Finishes the entry parked under `key`, if any: one entry per key, the newest wins.
    private func replaceParked(under key: String, by newer: String) {
        for older in parkedOrder {
            guard case .parked(let other)? = records[older]?.state, other == key else { continue }
            finish(
                older,
                Outcome(
                    status: .rejected, reason: .replaced,
                    message: "\(newer) was parked under \(key) and replaced this one"))
        }
    }

    /// Parks a restored entry under `key` (it ran its redirect before it was saved).
    func parkRestored(_ record: Record, under key: String, until condition: @escaping @MainActor (Root) -> Bool) {
        record.parking = Parking(key: key, deferred: Outcome(status: .deferred, reason: .guard), condition: condition)
        record.state = .parked(key: key)
        replaceParked(under: key, by: "a restored entry (\(record.ticket))")
        admit(record)
        records[record.ticket]?.resumed = true
    }

    /// Resumes, in parking order, every parked entry whose condition now
    /// holds; once the app is ready (before, they wait for ``markReady()``).
    ///
    /// Each runs after the entry running, if any (its outcome is then
    /// ``Outcome/Reason/queued`` here, and final for observers). An entry
    /// whose redirect is running resumes once the redirect reached its
    /// destination (it is returned here as queued).
    @discardableResult
    @_semantics("optimize.sil.specialize.generic.never")
    public func stateDidChange() -> [Outcome.Resumed] {
        var tickets: [EntryTicket] = []
        var redirecting: [EntryTicket] = []
        withPump {
            // NB: only a running entry can be redirecting; the scan is skipped while none runs (held entries).
            for (ticket, record) in census.running > 0 ? records : [:] where record.state == .running(.redirect) {
                records[ticket]?.parking?.stateChanged = true
                redirecting.append(ticket)
            }
            guard isReady else { return }
            tickets = resumeParked()
            startCollecting(tickets)
        }
        return collected(tickets)
            + redirecting.sorted().map { Outcome.Resumed(ticket: $0, outcome: Self.queuedOutcome($0)) }
    }

    /// Queues the parked entries whose condition holds, in parking order.
    private func resumeParked() -> [EntryTicket] {
        // NB: conditions are app code; ask them all first, then move.
        let ready = parkedOrder.filter { ticket in
            guard let record = records[ticket], case .parked = record.state else { return false }
            return record.parking?.condition(root) ?? true
        }
        for ticket in ready { move(ticket, to: .queued) }
        return ready
    }

    /// Marks the app ready and runs the held entries in arrival order, then
    /// the parked entries (restored ones) whose condition holds.
    ///
    /// - Complexity: O(*n*) in the held entries.
    @discardableResult
    public func markReady() -> [Outcome.Resumed] {
        var tickets: [EntryTicket] = []
        withPump {
            isReady = true
            while let ticket = nextHeld() {
                move(ticket, to: .queued)
                if collectsResumedOutcomes { tickets.append(ticket) }
            }
            if census.parked > 0 { tickets += resumeParked() }
            startCollecting(tickets)
        }
        return collected(tickets)
    }

    private func startCollecting(_ tickets: [EntryTicket]) {
        guard collectsResumedOutcomes else { return }
        for ticket in tickets where watched[ticket] == nil { watched[ticket] = .some(nil) }
    }

    private func collected(_ tickets: [EntryTicket]) -> [Outcome.Resumed] {
        guard collectsResumedOutcomes else { return [] }
        return tickets.map { ticket in
            let outcome = watched.removeValue(forKey: ticket).flatMap { $0 } ?? Self.queuedOutcome(ticket)
            return Outcome.Resumed(ticket: ticket, outcome: outcome)
        }
    }

    /// Returns the root to its initial state (a ``ResettableRoot`` resets
    /// itself; any other root gets its initial value back) and drops every
    /// entry: running ones (their tasks are canceled, their updates no
    /// longer apply), held, parked and queued ones; their intents complete
    /// as canceled, cause dropped; observers see each. Readiness stays as it is.
    public func reset() {
        withPump {
            if var resettable = storage as? any ResettableRoot {
                resettable.resetToInitialState()
                // NB: a reference root was reset in place; a value root is written back.
                if let reset = resettable as? Root { storage = reset }
            } else {
                storage = initialRoot
            }
            let running = records.filter { if case .running = $0.value.state { true } else { false } }.keys.sorted()
            for ticket in running {
                finish(
                    ticket,
                    Outcome(status: .rejected, reason: .dropped, message: "reset dropped the entry while it executed"))
            }
            var waiting: [EntryTicket] = []
            while let ticket = nextHeld() { waiting.append(ticket) }
            waiting += parkedOrder
            while let item = queueOrder.popFirst() {
                if isCurrent(item, .queued) { waiting.append(item.ticket) }
            }
            for ticket in waiting {
                finish(ticket, Outcome(status: .rejected, reason: .dropped, message: "reset dropped the entry"))
            }
            heldOrder.removeAll()
        }
    }
}
