/// Records every entry a ``RouteController`` receives as one line of the
/// event format (the same JSON Lines `entryd` reads), with the outcome the
/// app gave it, and hands each line to a sink the app chooses: a file, the
/// unified log, a bug-report attachment.
///
/// A user's bug report then carries an `events.jsonl` that `entryd` replays
/// against the same table, and `entryd test --record` turns into a fixture.
///
/// ```swift
/// let recorder = EntryRecorder { line in log.append(line + "\n") }
/// recorder.attach(to: controller)
/// controller.open(.url(URLEntry("demoapp://story/42")))
/// // {"type":"url","url":"demoapp://story/42","id":1,"outcome":{"status":"routed","route":"story","params":{"storyId":42}}}
/// ```
///
/// Each line is the entry's event (``EntryPoint/event``) with two members
/// added: `id`, the controller's ticket number, which `entryd` echoes on the
/// result line; and `outcome`, the entry's first outcome (`status`, and
/// `reason`, `route`, `params`, `tracking`, `resolvedFrom`, `scene`, `from`,
/// `opened`, `guard`, `redirect` when present, in the result line's order), which the
/// result line of that event should match. `entryd` ignores members it does
/// not know, so the line replays as it is. A held or parked entry is written
/// once, with its `deferred` outcome; its resumption is not a new entry.
/// An intent's `context` and result callback are not data and are not written.
///
/// The guard flags and readiness are the app's own state: call
/// ``recordFlags(_:)``, ``recordReady()`` and ``recordReset()`` where the app
/// changes them, so the replay meets the same guards.
///
/// What the controller's link resolver answered for links under the
/// table's `resolve` prefixes is the outside world's answer, not the app's:
/// the recorder keeps it in ``resolutions``, the JSON object that `entryd
/// --resolutions` reads (link → URL, or `null` for none), and hands the
/// whole object to `resolutionsSink` each time it grows, for the app to
/// write beside the events (`resolutions.json`):
///
/// ```swift
/// let recorder = EntryRecorder(sink: { events.append($0 + "\n") }, resolutionsSink: { resolutions.replace(with: $0) })
/// // entryd --routes routes.json --input events.jsonl --resolutions resolutions.json
/// ```
@MainActor
public final class EntryRecorder {
    /// Where each line goes, without its line feed.
    public let sink: @Sendable (String) -> Void
    /// Where the resolutions go, each time one is added: the whole JSON object's text.
    public let resolutionsSink: (@Sendable (String) -> Void)?
    /// The link resolutions recorded so far: link → resolved URL, or `null` for none.
    public private(set) var resolutions = JSONObject()
    /// Tickets written with a `deferred` outcome: their later reports are the same entry.
    var waiting: Set<EntryTicket> = []

    /// A recorder writing each line to `sink`, and the resolutions, when
    /// the app's link resolver answers one, to `resolutionsSink`.
    public init(
        sink: @escaping @Sendable (String) -> Void, resolutionsSink: (@Sendable (String) -> Void)? = nil
    ) {
        self.sink = sink
        self.resolutionsSink = resolutionsSink
    }

    /// Records what the link resolver answered for `resolution`'s link, once per link.
    public func record(_ resolution: LinkResolution) {
        let value: JSONValue = resolution.resolved.map(JSONValue.string) ?? .null
        guard resolutions[resolution.link] != value else { return }
        resolutions[resolution.link] = value
        resolutionsSink?(JSONValue.object(resolutions).jsonText)
    }

    /// The line for `entry` with its ticket and first outcome.
    public nonisolated static func line(for entry: EntryPoint, ticket: EntryTicket, outcome: Outcome) -> String {
        var event = EventEncoder.object(for: entry)
        event[EventMember.text(EventMember.id)] = .number(JSONNumber(ticket.rawValue))
        // NB: the outcome's members as a result line names and orders them, but for `message`
        // (a sentence the replay need not repeat) and for `params`, written only when the outcome has some.
        var recorded = JSONObject()
        for member in ResultMember.allCases where member != .message {
            recorded[member.text] =
                member == .params ? outcome.params.map(JSONValue.object) : outcome.jsonValue(of: member)
        }
        event[EventMember.text(EventMember.outcome)] = .object(recorded)
        return JSONValue.object(event).jsonText
    }

    /// Writes a `state` event setting `flags`, in their order.
    public func recordFlags(_ flags: KeyValuePairs<String, Bool>) {
        record(.state(flags.map { ($0.key, $0.value) }))
    }

    /// Writes a `ready` event (the app called ``RouteController/markReady()``).
    public func recordReady() {
        record(.ready)
    }

    /// Writes a `reset` event (the app called ``RouteController/reset()``).
    public func recordReset() {
        record(.reset)
    }

    /// Writes a control event, as the event format's writer spells it.
    private func record(_ event: Event) {
        sink(JSONValue.object(EventEncoder.object(for: IdentifiedEvent(id: nil, event: event))).jsonText)
    }
}
