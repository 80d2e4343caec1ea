// Held and parked entries: holding until ready (with a cap), parking under
// a key, and resuming both in order through the queue.

extension RouteController {
    /// Holds `pending` until ``markReady()``, dropping the oldest held entry
    /// when ``maxHeld`` are already held.
    func hold(_ pending: Pending) -> Outcome {
        busy += 1
        defer {
            busy -= 1
            drain()
        }
        while held.count >= maxHeld, let oldest = held.popFirst() {
            drop(
                oldest,
                Outcome(
                    status: .rejected, reason: .dropped,
                    message:
                        "\(maxHeld) entries were already held before the app was ready (the limit); the oldest was dropped for a newer one"
                ))
        }
        let outcome = Outcome(
            status: .deferred, reason: .notReady, message: "the app is not ready yet; the entry runs once it is")
        report(pending, outcome)
        var pending = pending
        pending.resumed = true
        held.append(pending)
        return outcome
    }

    /// Parks `pending` under `key`: a newer entry replaces an older one and
    /// takes its place in order at its own parking time.
    func park(_ pending: Pending, under key: String, until condition: @escaping @MainActor (Root) -> Bool) {
        if let index = parked.firstIndex(where: { $0.key == key }) {
            let older = parked.remove(at: index)
            drop(
                older,
                Outcome(
                    status: .rejected, reason: .replaced,
                    message: "a newer entry (\(pending.ticket)) was parked under \(key) and replaced this one"))
        }
        var pending = pending
        pending.key = key
        pending.resumeWhen = condition
        pending.resumed = true
        parked.append(pending)
    }

    /// Reports a held or parked entry that will never run, and cancels its intent.
    func drop(_ pending: Pending, _ outcome: Outcome) {
        pending.completion?.complete(.canceled(IntentResult.Cancellation(outcome: outcome)))
        report(pending, outcome)
    }

    /// Resumes, in parking order, every parked entry whose condition now holds.
    ///
    /// Each runs after the entry executing, if any (its outcome is then
    /// ``Outcome/Reason/queued`` here, and final for observers).
    @discardableResult
    @_semantics("optimize.sil.specialize.generic.never")
    public func stateDidChange() -> [Resumed] {
        busy += 1
        let ready = parked.filter { $0.resumeWhen?(root) ?? true }
        let tickets = Set(ready.map(\.ticket))
        parked.removeAll { tickets.contains($0.ticket) }
        busy -= 1
        for pending in ready { queue.append(pending) }
        return runResumed(ready.map(\.ticket))
    }

    /// Marks the app ready and runs the held entries in arrival order.
    ///
    /// - Complexity: O(*n*) in the held entries.
    @discardableResult
    public func markReady() -> [Resumed] {
        isReady = true
        let tickets = collectsResumedOutcomes ? held.map(\.ticket) : []
        // NB: the held queue becomes the run queue whole, without a copy per entry.
        if queue.isEmpty {
            swap(&queue, &held)
        } else {
            while let pending = held.popFirst() { queue.append(pending) }
        }
        return runResumed(tickets)
    }

    /// Runs what can run now of the queue; collects the outcome of each of `tickets`.
    private func runResumed(_ tickets: [EntryTicket]) -> [Resumed] {
        guard collectsResumedOutcomes, !tickets.isEmpty else {
            drain()
            return []
        }
        let outer = resumedOutcomes
        resumedOutcomes = [:]
        drain()
        let outcomes = resumedOutcomes ?? [:]
        resumedOutcomes = outer.map { $0.merging(outcomes) { $1 } }
        return tickets.map { Resumed(ticket: $0, outcome: outcomes[$0] ?? Self.queuedOutcome($0)) }
    }

    /// Returns the root to its initial value and drops parked and held
    /// entries, queued ones and the one in flight (their intents complete as
    /// canceled, cause dropped; observers see each). Readiness stays as it is.
    public func reset() {
        busy += 1
        root = initialRoot
        if let running = inFlight {
            running.token.isSuperseded = true
            running.token.task?.cancel()
            running.token.task = nil
            finish(
                running,
                Outcome(status: .rejected, reason: .dropped, message: "reset dropped the entry while it executed"))
        }
        let dropped = held.takeAll() + parked + queue.takeAll()
        parked = []
        for pending in dropped {
            drop(pending, Outcome(status: .rejected, reason: .dropped, message: "reset dropped the entry"))
        }
        busy -= 1
        drain()
    }
}
