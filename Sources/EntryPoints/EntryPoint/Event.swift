/// One event of the JSON Lines format that entryd reads: an entry, or a
/// control event for the controller.
package enum Event: Sendable {
    /// An entry to route and execute.
    case entry(EntryPoint)
    /// `launch`: what opened the app from cold; each carried entry is routed on its own.
    case launch(Launch)
    /// `state`: set flags (name → value, in the order given).
    case state([(name: String, value: Bool)])
    /// `ready`: the app is ready; held entries run.
    case ready
    /// `reset`: back to the initial state; parked and held entries are dropped.
    case reset

    /// The event's `type` as the format writes it.
    package var type: String {
        switch self {
        case .entry(let entry): entry.kind.rawValue
        case .launch: EventMember.text(EventMember.launchType)
        case .state: EventMember.text(EventMember.stateType)
        case .ready: EventMember.text(EventMember.readyType)
        case .reset: EventMember.text(EventMember.resetType)
        }
    }
}

/// An event with the `id` it carried.
package struct IdentifiedEvent: Sendable {
    /// The event's `id` (a JSON string or number), echoed in its results.
    package var id: JSONValue?
    /// The event.
    package var event: Event

    /// `event`, carrying `id` when it has one.
    package init(id: JSONValue?, event: Event) {
        self.id = id
        self.event = event
    }
}

/// Why a line is not a valid event: a reason code of status `invalid`, a
/// sentence naming the problem and where, and the `id` when one could be read.
package struct EventError: Error, Hashable, Sendable {
    /// One of the `invalid` reasons of the format.
    package var reason: Outcome.Reason
    /// What was wrong, naming the byte or the field.
    package var message: String
    /// The event's `id`, when the line was an object with a valid one.
    package var id: JSONValue?

    /// An error with an `invalid` reason, its message, and the event's `id` if known.
    init(_ reason: Outcome.Reason, _ message: String, id: JSONValue? = nil) {
        self.reason = reason
        self.message = message
        self.id = id
    }
}
