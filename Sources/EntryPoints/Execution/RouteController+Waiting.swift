// Held and parked entries: parking under a key, resuming on a change of
// state or readiness, and starting over. The book decides; this file asks
// the guards and answers the calls.

extension RouteController {
    /// Parks a redirected entry whose redirect reached its destination (the
    /// book replaces the one parked under the same key, and asks its guard
    /// at once when ``stateDidChange()`` came during the redirect).
    func park(_ ticket: EntryTicket, _ run: RouteRun, under key: String) {
        run.end(cancel: false)
        perform(book.park(ticket, under: key))
    }

    /// Resumes, in parking order, every parked entry whose guard now holds;
    /// once the app is ready (before, they wait for ``markReady()``).
    ///
    /// Each runs after the entry running, if any (its outcome is then
    /// ``Outcome/Reason/queued`` here, and final for observers); a nested
    /// child whose parent still awaits it runs at once, as that parent's
    /// child. An entry whose redirect is running resumes once the redirect
    /// reached its destination (it is returned here as queued). Called inside
    /// an ``update(_:)``, it runs after the update and returns nothing.
    @discardableResult
    @_semantics("optimize.sil.specialize.generic.never")
    public func stateDidChange() -> [Outcome.Resumed] {
        if deferredUntilUpdated({ [self] in stateDidChange() }) { return [] }
        var tickets: [EntryTicket] = []
        let redirecting = redirectingTickets()
        withPump {
            tickets = perform(book.stateDidChange())
            collect(tickets)
        }
        tellRecorders(.stateDidChange(resumed: tickets))
        return collected(tickets)
            + redirecting.map { Outcome.Resumed(ticket: $0, outcome: Self.queuedOutcome($0)) }
    }

    /// The entries whose redirect runs (they resume once it reaches its destination).
    private func redirectingTickets() -> [EntryTicket] {
        book.runningTickets(in: .redirect)
    }

    /// Marks the app ready and runs the held entries in arrival order, then
    /// the parked entries (restored ones) whose guard holds. Called inside an
    /// ``update(_:)``, it runs after the update and returns nothing.
    ///
    /// - Complexity: O(*n*) in the held entries.
    @discardableResult
    public func markReady() -> [Outcome.Resumed] {
        if deferredUntilUpdated({ [self] in markReady() }) { return [] }
        tellRecorders(.ready)
        var tickets: [EntryTicket] = []
        withPump {
            if collectsResumedOutcomes { tickets = book.heldTickets }
            let effects = book.markReady()
            tickets += perform(effects)
            collect(tickets)
        }
        return collected(tickets)
    }

    private func collect(_ tickets: [EntryTicket]) {
        guard collectsResumedOutcomes else { return }
        watch(tickets)
    }

    private func collected(_ tickets: [EntryTicket]) -> [Outcome.Resumed] {
        guard collectsResumedOutcomes else { return [] }
        return tickets.map { Outcome.Resumed(ticket: $0, outcome: answer(for: $0)) }
    }

    /// Returns the root of every open scene to its initial state (a
    /// ``ResettableRoot`` resets itself; any other root gets the controller's
    /// initial value back; which scenes are open, and which is active, stay
    /// as they are) and drops every
    /// entry: running ones (their tasks are canceled, their updates no
    /// longer apply), held, parked and queued ones; their intents complete
    /// as canceled, cause dropped; observers see each. Readiness stays as it
    /// is, and so do the identities remembered: an entry opened before the
    /// reset is still refused as a duplicate after it. Called inside an
    /// ``update(_:)``, it runs after the update.
    public func reset() {
        if deferredUntilUpdated({ [self] in reset() }) { return }
        tellRecorders(.reset)
        withPump {
            for index in roots.indices {
                if var resettable = roots[index] as? any ResettableRoot {
                    resettable.resetToInitialState()
                    // NB: a reference root was reset in place; a value root is written back.
                    if let reset = resettable as? Root { roots[index] = reset }
                } else {
                    roots[index] = initialRoot
                }
            }
            awaitingScenes.removeAll()
            perform(book.reset())
        }
    }
}
