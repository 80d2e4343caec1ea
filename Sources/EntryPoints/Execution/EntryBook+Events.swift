// The book's events: one function each, switching on the entry's state.
// The state diagram of the article on guards and readiness describes them.

extension EntryBook {
    /// An entry is opened.
    ///
    /// In order: an identity opened before refuses it (`duplicate`); a callback
    /// of an entry whose run is over refuses it (`staleCaller`); before the app
    /// is ready it is held (the oldest held goes over the cap); awaited from a
    /// callback of a running entry it runs at once as that entry's child;
    /// otherwise it is queued, and when the app itself opened it with
    /// `supersedes`, the lane and its children finish first, superseded.
    mutating func open(
        _ ticket: EntryTicket, _ payload: Payload, identity: String?, caller: Caller, awaited: Bool, supersedes: Bool
    ) -> [Effect] {
        if let identity, identities.contains(identity) {
            return [.finish(ticket, payload, .duplicate(identity), resumed: false)]
        }
        if case .entry(let stale, live: false) = caller {
            // NB: its identity is not remembered: the real delivery of that entry must still run.
            return [.finish(ticket, payload, .staleCaller(stale), resumed: false)]
        }
        if let identity { _ = remember(identity) }
        var effects: [Effect] = []
        guard isReady else {
            while counts.held >= maxHeld, let oldest = nextHeld() {
                effects.append(finishing(oldest, .droppedOverCap(maxHeld)))
            }
            admit(ticket, Entry(payload: payload, place: .held, parent: nil, marks: []))
            effects.append(.report(ticket, .held))
            return effects
        }
        if awaited, case .entry(let parent, live: true) = caller {
            guard case .running? = entries[parent]?.place else {
                preconditionFailure("entry \(parent) calls back while it is not running")
            }
            admit(
                ticket,
                Entry(payload: payload, place: .running(.interceptor), parent: parent, marks: [.awaited]))
            return [.start(ticket)]
        }
        if caller == .app, supersedes { effects = supersede(by: ticket) }
        admit(ticket, Entry(payload: payload, place: .queued, parent: nil, marks: []))
        return effects
    }

    /// The pump's turn: the next entry to start, now running its first
    /// phase. A resumed child whose parent awaits it goes first; then, when
    /// no top-level entry runs, the oldest queued entry, which takes the lane.
    mutating func takeTurn() -> EntryTicket? {
        while let item = children.popFirst() {
            guard isCurrent(item, .queued), entries[item.ticket]?.parent != nil else { continue }
            move(item.ticket, to: .running(.interceptor))
            return item.ticket
        }
        guard lane == nil, isReady else { return nil }
        while let item = queue.popFirst() {
            guard isCurrent(item, .queued) else { continue }
            move(item.ticket, to: .running(.interceptor))
            return item.ticket
        }
        return nil
    }

    /// A running entry goes on to `phase`: from its first phase to resolving
    /// its link; from resolving, an interceptor or the guards to the next
    /// interceptor, the guards, a redirect or its handler. A redirect ends by
    /// parking or finishing, a handler by finishing.
    mutating func enter(_ ticket: EntryTicket, _ phase: EntryTicket.State.Phase) {
        switch entries[ticket]?.place {
        case .running(.interceptor)?, .running(.guard)?, .running(.resolving)?:
            entries[ticket]?.place = .running(phase)
        case .running(.redirect)?, .running(.handler)?, .held?, .queued?, .parked?, nil:
            preconditionFailure(
                "entry \(ticket) cannot enter \(phase) from \(String(describing: state(of: ticket)))")
        }
    }

    /// A redirect reached its destination: the entry parks under `key`,
    /// replacing the one parked there. A child its parent no longer awaits
    /// parks as an ordinary entry. When ``stateDidChange()`` came during the
    /// redirect, its guard is asked again at once.
    mutating func park(_ ticket: EntryTicket, under key: String) -> [Effect] {
        guard case .running(.redirect)? = entries[ticket]?.place else {
            preconditionFailure("entry \(ticket) parks from \(String(describing: state(of: ticket)))")
        }
        var effects = replaceParked(under: key, by: ticket)
        if lane == ticket { lane = nil }
        adoptChildren(of: ticket, heir: entries[ticket]?.parent)
        if let entry = entries[ticket], entry.parent != nil, !entry.marks.contains(.awaited) { link(ticket, to: nil) }
        move(ticket, to: .parked(key: key))
        effects.append(.report(ticket, .parked))
        if isReady, entries[ticket]?.marks.contains(.stateChanged) == true {
            entries[ticket]?.marks.remove(.stateChanged)
            effects.append(.askConditions([ticket]))
        }
        return effects
    }

    /// The guard of a parked entry holds: it resumes, as its parent's child
    /// when the parent still awaits it, otherwise at the back of the queue.
    ///
    /// NB: tolerated on an entry no longer parked: between the question and
    /// the answer, the app's guard code may have called the controller.
    mutating func conditionHolds(_ ticket: EntryTicket) {
        switch entries[ticket]?.place {
        case .parked?:
            entries[ticket]?.marks.insert(.resumed)
            move(ticket, to: .queued)
        case .held?, .queued?, .running?, nil:
            return
        }
    }

    /// The app's state changed: every entry whose redirect runs will ask
    /// its guard once it parks; once the app is ready, the parked entries'
    /// guards are asked now, in parking order.
    mutating func stateDidChange() -> [Effect] {
        // NB: only a running entry can be redirecting; the scan is skipped while none runs (a million held).
        if counts.running > 0 {
            for ticket in runningTickets(in: .redirect) {
                entries[ticket]?.marks.insert(.stateChanged)
            }
        }
        guard isReady, counts.parked > 0 else { return [] }
        return [.askConditions(parkedOrder)]
    }

    /// The app is ready: held entries are queued in arrival order (``heldTickets``
    /// before the call), then the parked entries' guards are asked (restored ones waited for this).
    mutating func markReady() -> [Effect] {
        becomeReady()
        // NB: each held entry keeps its stamp and its item moves to the
        // queue as it is, so the held order becomes the queue's tail without
        // a copy: with nothing queued before it, the two lists swap.
        var order = FIFO<Stamped>()
        swap(&order, &held)
        order.forEach { item in
            guard isCurrent(item, .held) else { return }
            entries[item.ticket]?.marks.insert(.resumed)
            entries[item.ticket]?.place = .queued
        }
        counts.queued += counts.held
        counts.held = 0
        if queue.isEmpty { queue = order } else { queue.append(contentsOf: order) }
        return counts.parked > 0 ? [.askConditions(parkedOrder)] : []
    }

    /// A running entry reached its outcome (the owner's decision).
    mutating func finish(_ ticket: EntryTicket, _ outcome: consuming Outcome) -> [Effect] {
        guard let entry = entries[ticket], case .running = entry.place else {
            preconditionFailure("entry \(ticket) reached an outcome from \(String(describing: state(of: ticket)))")
        }
        let effect = finishing(ticket, .outcome(consume outcome))
        adoptChildren(of: ticket, heir: entry.parent)
        return [effect]
    }

    /// The call awaiting `ticket` returned (its answer came, or its task was
    /// canceled). A parked or resumed child then belongs to no parent any
    /// more; a running child stays in its parent's scope until it leaves running.
    ///
    /// NB: tolerated on a finished entry: its answer is often what ended the wait.
    mutating func waitEnded(_ ticket: EntryTicket) {
        guard let entry = entries[ticket], entry.parent != nil else { return }
        switch entry.place {
        case .running:
            entries[ticket]?.marks.remove(.awaited)
        case .parked:
            link(ticket, to: nil)
        case .queued:
            link(ticket, to: nil)
            move(ticket, to: .queued)
        case .held:
            preconditionFailure("entry \(ticket) is held with a parent")
        }
    }

    /// Drops every entry: running ones first (by ticket), then held, parked
    /// and queued ones, each in its order. Readiness and identities stay.
    mutating func reset() -> [Effect] {
        var order = runningTickets(in: nil)
        let running = order.count
        order += heldTickets + parkedOrder
        for items in [children, queue] {
            order += items.compactMap { isCurrent($0, .queued) ? $0.ticket : nil }
        }
        var effects: [Effect] = []
        for (index, ticket) in order.enumerated() where entries[ticket] != nil {
            let entry = remove(ticket)
            effects.append(
                .finish(
                    ticket, entry.payload, .reset(running: index < running), resumed: entry.marks.contains(.resumed)))
        }
        clearOrders()
        return effects
    }

    /// A saved entry comes back parked under `key` (its redirect ran before
    /// it was saved); an identity opened before refuses it.
    mutating func restoreParked(_ ticket: EntryTicket, _ payload: Payload, under key: String, identity: String?)
        -> [Effect]
    {
        if let identity, !remember(identity) {
            return [.finish(ticket, payload, .duplicate(identity), resumed: false)]
        }
        let effects = replaceParked(under: key, by: ticket)
        admit(ticket, Entry(payload: payload, place: .parked, parent: nil, marks: [.resumed]), parkedUnder: key)
        return effects
    }

    // MARK: The rules the events share

    /// Finishes the lane and every entry in its scope, for `newer`.
    private mutating func supersede(by newer: EntryTicket) -> [Effect] {
        guard let top = lane else { return [] }
        var chain: Set<EntryTicket> = [top]
        if counts.nested > 0 {
            var grew = true
            while grew {
                grew = false
                for ticket in entries.tickets where !chain.contains(ticket) {
                    if let parent = entries[ticket]?.parent, chain.contains(parent) {
                        chain.insert(ticket)
                        grew = true
                    }
                }
            }
        }
        // NB: the whole scope finishes, so no member is adopted by another.
        return chain.sorted().map { finishing($0, .superseded(by: newer)) }
    }

    /// Finishes the entry parked under `key`, if any: one entry per key, the newest wins.
    private mutating func replaceParked(under key: String, by newer: EntryTicket) -> [Effect] {
        parked.compactMap { older, other in
            guard other == key else { return nil }
            // NB: a parked entry has no children: they were adopted when it parked.
            return finishing(older, .replaced(by: newer, key: key))
        }
    }

    /// Removes `ticket` and returns its finish.
    private mutating func finishing(_ ticket: EntryTicket, _ ending: Ending) -> Effect {
        let entry = remove(ticket)
        return .finish(ticket, entry.payload, ending, resumed: entry.marks.contains(.resumed))
    }

    /// The oldest held entry, taken from the arrival order.
    private mutating func nextHeld() -> EntryTicket? {
        while let item = held.popFirst() {
            if isCurrent(item, .held) { return item.ticket }
        }
        return nil
    }

    /// The children of an entry that left running (it finished or parked):
    /// running ones stay in the scope it was in, under `heir` (its parent; the
    /// first of them takes the lane when it held it), waiting ones become
    /// ordinary entries (a resumed one joins the back of the queue).
    private mutating func adoptChildren(of ticket: EntryTicket, heir parent: EntryTicket?) {
        // NB: with no nested entry the scan is skipped: it would walk every record (a million held).
        guard counts.nested > 0 else { return }
        var orphans: [EntryTicket] = []
        for child in entries.tickets {
            guard let entry = entries[child], entry.parent == ticket else { continue }
            if case .running = entry.place {
                orphans.append(child)
            } else {
                link(child, to: nil)
                if case .queued = entry.place { move(child, to: .queued) }
            }
        }
        orphans.sort()
        var heir = parent
        for orphan in orphans {
            link(orphan, to: heir)
            if heir == nil {
                // NB: the first orphan takes the lane the entry held; the others run in its scope.
                lane = orphan
                heir = orphan
            }
        }
    }
}
