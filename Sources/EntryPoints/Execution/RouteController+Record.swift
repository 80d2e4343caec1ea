extension RouteController {
    /// One entry that has not finished: what was opened and the one state it is in.
    ///
    /// NB: a class, so that the table of live records holds one reference per
    /// entry: as a struct of some 750 bytes, a million held entries made that
    /// table 2.1 GB (its buckets hold the values inline, half of them empty).
    /// Only the controller holds records, on the main actor.
    final class Record {
        let ticket: EntryTicket
        let entry: EntryPoint
        let action: Action?
        let completion: Intent.Completion?
        let arrival: ContinuousClock.Instant
        var redirectDepth: Int
        let identity: String?
        var state: EntryTicket.State
        /// The stamp of its last move into a held, queued or parked state (what order lists check).
        var stamp = 0
        /// Whether it was held or parked before this run.
        var resumed = false
        /// The entry whose callback opened and awaits this one (a nested child).
        var parent: EntryTicket?
        /// The run in progress; it ends when the entry leaves running.
        var run: RouteRun?
        var request: RouteRequest?
        var route: Route?
        /// Where and until when it parks once its redirect reached its destination.
        var parking: Parking?

        init(
            ticket: EntryTicket, entry: EntryPoint, action: Action?, completion: Intent.Completion?,
            arrival: ContinuousClock.Instant, redirectDepth: Int, identity: String?, state: EntryTicket.State
        ) {
            self.ticket = ticket
            self.entry = entry
            self.action = action
            self.completion = completion
            self.arrival = arrival
            self.redirectDepth = redirectDepth
            self.identity = identity
            self.state = state
        }
    }

    /// Where a redirected entry parks, and what it reports then.
    struct Parking {
        let key: String
        let deferred: Outcome
        let condition: @MainActor (Root) -> Bool
        /// Whether ``stateDidChange()`` was called while the redirect ran.
        var stateChanged = false
    }

    /// A ticket in an order list, with the stamp it had when it was put there.
    struct Stamped {
        let ticket: EntryTicket
        let stamp: Int
    }

    /// Whether `item` still stands for its entry in `state`.
    func isCurrent(_ item: Stamped, _ state: EntryTicket.State) -> Bool {
        guard let record = records[item.ticket] else { return false }
        return record.stamp == item.stamp && record.state == state
    }
}

/// How many entries are in each kind of state.
struct Census {
    var held = 0
    var queued = 0
    var running = 0
    var parked = 0

    mutating func add(_ state: EntryTicket.State, _ delta: Int) {
        switch state {
        case .held: held += delta
        case .queued: queued += delta
        case .running: running += delta
        case .parked: parked += delta
        }
    }
}
