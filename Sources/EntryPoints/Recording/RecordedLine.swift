/// One line of a recording waiting its turn: its event, its outcome once
/// known, the later outcomes of earlier entries it caused, and what it still
/// waits for. Written by ``text()`` within the event reader's limits.
///
/// NB: a class, so the queue, the tickets that report to it and the entries
/// it awaits all reach the one line; only its recorder, on the main actor, holds it.
final class RecordedLine {
    /// The event, as the event format's writer spells it.
    let event: JSONObject
    /// The entry's first outcome (`ok` for a control event); `nil` until it reports.
    var outcome: Outcome?
    /// Later outcomes of earlier entries this line's event caused, in the order they came.
    var caused: [(ticket: EntryTicket, resumed: Bool, outcome: Outcome)] = []
    /// Entries this line's event resumed that have not reported since.
    var awaiting: Set<EntryTicket> = []
    /// A `state` line waiting for the controller's `stateDidChange()`, which says what it resumed.
    var isOpen = false

    /// Whether it can be written: its outcome is known and nothing it caused is still to come.
    var isComplete: Bool { outcome != nil && awaiting.isEmpty && !isOpen }

    /// The line of an entry (which carries its identity), with its ticket as `id`.
    init(event entry: Event, id: EntryTicket, outcome: Outcome? = nil) {
        self.event = EventEncoder.object(for: IdentifiedEvent(id: .number(JSONNumber(id.rawValue)), event: entry))
        self.outcome = outcome
    }

    /// The line of a control event, with its outcome (`ok` unless refused).
    init(control: Event, outcome: Outcome = .ok) {
        self.event = EventEncoder.object(for: IdentifiedEvent(id: nil, event: control))
        self.outcome = outcome
    }

    /// Records that `ticket`'s later outcome is this line's doing.
    func add(_ ticket: EntryTicket, resumed: Bool, _ outcome: Outcome) {
        caused.append((ticket, resumed, outcome))
        awaiting.remove(ticket)
    }

    /// The line's text: the event with `outcome` and `caused`, if it fits
    /// the reader's limits; else without `caused` (counted in
    /// `causedUnrecorded`); else a marker (`unrecorded`) that the reader
    /// answers with the reason the whole line would have had.
    func text() -> String {
        var object = event
        let outcome = self.outcome.map(Self.object) ?? [:]
        object[EventMember.text(EventMember.outcome)] = .object(outcome)
        if !caused.isEmpty {
            object[EventMember.text(EventMember.caused)] = .array(
                caused.map { item in
                    var entry = JSONObject()
                    entry[ResultMember.id.text] = .number(JSONNumber(item.ticket.rawValue))
                    if item.resumed { entry[ResultMember.resumed.text] = .bool(true) }
                    entry[EventMember.text(EventMember.outcome)] = .object(Self.object(item.outcome))
                    return .object(entry)
                })
        }
        var written = Self.fitted(object)
        if case .failure = written, !caused.isEmpty {
            object[EventMember.text(EventMember.caused)] = nil
            object[EventMember.text(EventMember.causedUnrecorded)] = .number(JSONNumber(caused.count))
            written = Self.fitted(object)
        }
        let reason: Outcome.Reason
        switch written {
        case .success(let text): return text
        case .failure(let broken): reason = broken.reason
        }
        // NB: the marker keeps what says which entry it was and what became of it; each
        // form is smaller than the one before, and the last is a few dozen bytes.
        let type = EventMember.text(EventMember.type)
        let id = EventMember.text(EventMember.id)
        let identity = EventMember.text(EventMember.identity)
        var marker = JSONObject()
        marker[type] = event[type]
        marker[id] = event[id]
        marker[identity] = event[identity]
        marker[EventMember.text(EventMember.unrecorded)] = .string(reason.rawValue)
        var brief = JSONObject()
        for member in [ResultMember.status, .reason, .route] { brief[member.text] = outcome[member.text] }
        marker[EventMember.text(EventMember.outcome)] = .object(brief)
        if case .success(let text) = Self.fitted(marker) { return text }
        marker[identity] = nil
        marker[EventMember.text(EventMember.outcome)] = nil
        return JSONValue.object(marker).jsonText
    }

    /// The recorded form of `outcome`: the result line's members in its
    /// order (``ResultMember``), but for `message`, a sentence the replay need not repeat.
    static func object(_ outcome: Outcome) -> JSONObject {
        var object = JSONObject()
        for member in ResultMember.allCases where member != .message {
            object[member.text] = outcome.jsonValue(of: member)
        }
        return object
    }

    /// `object` as one line of text, or the limit of the event reader it
    /// breaks: nested deeper than ``EventDecoder/maximumDepth``
    /// (`malformed-json`), or longer than ``EventDecoder/maximumLineBytes`` (`line-too-long`).
    static func fitted(_ object: JSONObject) -> Result<String, BrokenLimit> {
        // NB: the depth first: writing a value nested far deeper would recurse as deep.
        if nests(.object(object), deeperThan: EventDecoder.maximumDepth) {
            return .failure(BrokenLimit(.malformedJSON))
        }
        let text = JSONValue.object(object).jsonText
        guard text.utf8.count <= EventDecoder.maximumLineBytes else { return .failure(BrokenLimit(.lineTooLong)) }
        return .success(text)
    }

    /// A limit of the event reader that a line would break, by the reason the reader gives it.
    struct BrokenLimit: Error {
        let reason: Outcome.Reason
        init(_ reason: Outcome.Reason) { self.reason = reason }
    }

    /// Whether `value` nests more than `levels` arrays and objects deep, looking no deeper than that.
    static func nests(_ value: JSONValue, deeperThan levels: Int) -> Bool {
        switch value {
        case .array(let elements):
            return levels == 0 || elements.contains { nests($0, deeperThan: levels - 1) }
        case .object(let object):
            return levels == 0 || object.members.contains { nests($0.value, deeperThan: levels - 1) }
        case .null, .bool, .number, .string:
            return false
        }
    }
}
