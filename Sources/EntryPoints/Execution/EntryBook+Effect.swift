extension EntryBook {
    /// Who opens an entry: what decides whether it may supersede, runs nested or is refused.
    enum Caller: Equatable {
        /// App code outside any callback of the controller.
        case app
        /// An observer or a result callback the controller is delivering.
        case callback
        /// A handler, interceptor, redirect or action of entry `ticket`;
        /// `live` while that entry's run goes on.
        case entry(EntryTicket, live: Bool)
    }

    /// Why the book finished an entry.
    enum Ending {
        /// The owner decided (the handler returned, an interceptor refused, the route did not resolve).
        case outcome(Outcome)
        /// An entry with this identity was opened before.
        case duplicate(String)
        /// The callback that opened it belongs to this entry, whose run is over.
        case staleCaller(EntryTicket)
        /// A newer entry superseded it while it ran (or ran in its scope).
        case superseded(by: EntryTicket)
        /// It was held and the held cap (`maxHeld`) dropped it for a newer one.
        case droppedOverCap(Int)
        /// A newer entry parked under its key.
        case replaced(by: EntryTicket, key: String)
        /// ``EntryBook/reset()``; `running` when it was running.
        case reset(running: Bool)
    }

    /// A report of a state that is not final.
    enum Report: Equatable {
        case held
        case parked
    }

    /// What the owner does after an event, in order.
    enum Effect {
        /// Run the entry's first phase (it is running now).
        case start(EntryTicket)
        /// Tell waiters and observers the entry is held or parked.
        case report(EntryTicket, Report)
        /// The entry finished and left the book: end its run, answer its
        /// intent, tell its waiters and observers. `resumed`: it was held or parked before.
        case finish(EntryTicket, Payload, Ending, resumed: Bool)
        /// Ask whether the guards of these parked entries hold now, in this
        /// order, and call ``EntryBook/conditionHolds(_:)`` for each that does.
        case askConditions([EntryTicket])
    }
}
