/// One event of the JSON Lines format that entryd reads: an entry, or a
/// control event for the controller.
///
/// How an entry was delivered (its `identity`, its arrival `scene`) travels
/// with the entry, so a launch (no identity) and a control event (neither)
/// cannot carry what does not apply to them.
package enum Event: Sendable {
    /// An entry to route and execute, with its `identity` (what makes two
    /// deliveries the same entry, which opens once) and `scene` (the id of
    /// the scene the system delivered it to), when it has them.
    case entry(EntryPoint, identity: String? = nil, scene: String? = nil)
    /// `launch`: what opened the app from cold; each carried entry is routed
    /// on its own, delivered to `scene`. A launch carries no identity.
    case launch(Launch, scene: String? = nil)
    /// `state`: set flags (name → value, in the order given).
    case state([(name: String, value: Bool)])
    /// `ready`: the app is ready; held entries run.
    case ready
    /// `reset`: back to the initial state; parked and held entries are dropped.
    case reset
    /// `scene`: open, activate or close a scene (window).
    case scene(SceneControl)
    /// `coldStart`: the app starts (again) from cold: from here on as a new
    /// session started with `--cold-start` (what ``EntryRecorder`` writes
    /// first for a controller that is not ready).
    case coldStart

    /// The event's `type` as the format writes it.
    package var type: String {
        switch self {
        case .entry(let entry, _, _): entry.kind.rawValue
        case .launch: EventMember.text(EventMember.launchType)
        case .state: EventMember.text(EventMember.stateType)
        case .ready: EventMember.text(EventMember.readyType)
        case .reset: EventMember.text(EventMember.resetType)
        case .scene: EventMember.text(EventMember.sceneType)
        case .coldStart: EventMember.text(EventMember.coldStartType)
        }
    }
}

/// What a `scene` control event asks: exactly one of `open` (with its
/// `kind`), `activate` or `close`, each naming a scene by id.
package enum SceneControl: Equatable, Sendable {
    /// Open scene `id` of `kind` (`nil`: the table's primary kind) and make it active.
    case open(id: String, kind: String?)
    /// Make open scene `id` the active one.
    case activate(id: String)
    /// Close scene `id`.
    case close(id: String)
}

/// An event with the `id` it carried.
package struct IdentifiedEvent: Sendable {
    /// The event's `id` (a JSON string or number), echoed in its results.
    package var id: JSONValue?
    /// The event, with how an entry was delivered.
    package var event: Event

    /// `event`, carrying `id`.
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
