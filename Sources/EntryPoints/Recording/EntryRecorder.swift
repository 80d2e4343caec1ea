/// Records every entry a ``RouteController`` receives as one line of the
/// event format (the same JSON Lines `entryd` reads), with the outcome the
/// app gave it, and hands each line to a sink the app chooses: a file, the
/// unified log, a bug-report attachment.
///
/// A user's bug report then carries an `events.jsonl` that `entryd` replays
/// against the same table to what the app did, and that `entryd test` runs
/// as a fixture folder whose expectation is the recorded outcomes.
///
/// ```swift
/// var session = ""   // what a bug report attaches
/// let recorder = EntryRecorder { line in session += line + "\n" }
/// recorder.attach(to: controller)
/// controller.open(.url(URLEntry("demoapp://story/42")), identity: "link-1")
/// // {"type":"coldStart","outcome":{"status":"ok"}}
/// // {"type":"url","id":1,"identity":"link-1","url":"demoapp://story/42","outcome":{"status":"deferred","reason":"not-ready"}}
/// ```
///
/// The rules a replay relies on (the article on testing an app's entry
/// points states them for users):
/// - **Arrival order.** Lines come in the order entries arrived, whatever
///   order their outcomes came in: a line is written once its entry has an
///   outcome and every line before it was written (an async handler's entry
///   holds the lines after it until it finishes; ``flush()`` writes them all).
/// - **One line per entry**: its event (``EntryPoint/event``) with `id`, the
///   controller's ticket number, which `entryd` echoes; `identity`, when it
///   was opened with one; and `outcome`, its first outcome (the result line's
///   members, in its order, without `message`). A held or parked entry is
///   written once, with its `deferred` outcome.
/// - **How the controller started**: the first line is `coldStart` when the
///   controller is not ready (a replay holds entries until `ready`, as the
///   app did), else `ready`. ``RouteController/markReady()`` and
///   ``RouteController/reset()`` are recorded as they happen; the app's
///   guard flags are its own state, so it calls ``recordFlags(_:)`` just
///   before it changes them.
/// - **Later outcomes** of held and parked entries go on the line of the
///   event that caused them, in `caused` (each with its entry's `id`, and
///   `resumed` as the result line has it): the `ready` that resumed a held
///   entry, the `state` that resumed a parked one, the newer entry that
///   pushed a held one over ``RouteController/maxHeld``. An entry that
///   `reset` dropped, or that a newer one replaced under its guard, gets
///   none, as `entryd` writes no line for it.
/// - **Scenes**: an entry opened with `deliveredTo:` carries its arrival
///   `scene`; the app's ``RouteController/connect(_:kind:root:)``,
///   ``RouteController/activate(_:)`` and ``RouteController/disconnect(_:)``
///   are `scene` control events with the outcome the controller answered.
///   A scene the controller opened for an entry is not written: `entryd`
///   opens it as the entry lands.
/// - **Only lines the reader takes**: at most 1 MiB and nested at most 512
///   deep. A line that would break a limit is written without its `caused`
///   outcomes (counted in `causedUnrecorded`), and when its event alone
///   still breaks it, as a marker, `unrecorded`, that `entryd` answers with
///   `invalid` and a sentence saying the recorder left the event out.
///
/// `entryd` ignores `outcome`, `caused` and `causedUnrecorded`, so the lines
/// replay as they are. An intent's `context` and result callback are not
/// data and are not written.
///
/// What the controller's link resolver answered for links under the
/// table's `resolve` prefixes is the outside world's answer, not the app's:
/// the recorder keeps it in ``resolutions``, the JSON object that `entryd
/// --resolutions` reads (link → URL, or `null` for none), and hands the
/// whole object to `resolutionsSink` each time it grows, for the app to
/// write beside the events (`resolutions.json`, which the recorded folder's
/// `args` names: `--resolutions resolutions.json`):
///
/// ```swift
/// var events = ""       // events.jsonl
/// var resolutions = ""  // resolutions.json: the whole object, each time
/// let recorder = EntryRecorder(sink: { events += $0 + "\n" }, resolutionsSink: { resolutions = $0 })
/// ```
@MainActor
public final class EntryRecorder {
    /// The longest line the recorder writes: 1 MiB, the limit the event
    /// format's readers take by default (`entryd`, `entryd test`, the
    /// fixture runner), which they read from here.
    public nonisolated static let maximumLineBytes = EventDecoder.maximumLineBytes

    /// Where each line goes, without its line feed; called on the main actor.
    public let sink: @MainActor (String) -> Void
    /// Where the resolutions go, each time one is added: the whole JSON
    /// object's text; called on the main actor.
    public let resolutionsSink: (@MainActor (String) -> Void)?
    /// The link resolutions recorded so far: link → resolved URL, or `null` for none.
    public private(set) var resolutions = JSONObject()
    /// Lines not written yet, in arrival order.
    var queue = FIFO<RecordedLine>()
    /// The lines of entries that arrived and have not reported yet.
    var unreported: [EntryTicket: RecordedLine] = [:]
    /// Held and parked entries already written, whose later outcomes may belong to a line.
    var waiting: [EntryTicket: WaitingEntry] = [:]
    /// The line of the entry that arrived last, which a drop over the held cap belongs to.
    weak var latestArrival: RecordedLine?
    /// A `state` line whose ``RouteController/stateDidChange()`` has not come yet.
    weak var openState: RecordedLine?
    /// Stops following the controller attached to.
    var detach: (() -> Void)?

    /// A recorder writing each line to `sink`, and the resolutions, when
    /// the app's link resolver answers one, to `resolutionsSink`.
    public init(
        sink: @escaping @MainActor (String) -> Void, resolutionsSink: (@MainActor (String) -> Void)? = nil
    ) {
        self.sink = sink
        self.resolutionsSink = resolutionsSink
    }

    /// Records what the link resolver answered for `resolution`'s link, once per link.
    public func record(_ resolution: Router.LinkResolution) {
        let value: JSONValue = resolution.resolved.map(JSONValue.string) ?? .null
        guard resolutions[resolution.link] != value else { return }
        resolutions[resolution.link] = value
        resolutionsSink?(JSONValue.object(resolutions).jsonText)
    }

    /// The line for `entry` with its ticket, identity and first outcome, as
    /// an attached recorder writes it when the line fits the reader's limits.
    public nonisolated static func line(
        for entry: EntryPoint, ticket: EntryTicket, identity: String? = nil, outcome: Outcome
    ) -> String {
        let line = RecordedLine(event: .entry(entry, identity: identity), id: ticket, outcome: outcome)
        return line.text()
    }

    /// Writes a `state` event setting `flags`, in their order. Call it just
    /// before the app changes its guard flags: a parked entry that the
    /// change resumes (at the next ``RouteController/stateDidChange()``)
    /// records its outcome on this line.
    public func recordFlags(_ flags: KeyValuePairs<String, Bool>) {
        let line = RecordedLine(control: .state(flags.map { ($0.key, $0.value) }))
        // NB: the line stays open for the resumes only while something is parked to resume.
        line.isOpen = detach != nil && waiting.values.contains { !$0.isHeld }
        enqueue(line)
        if line.isOpen { openState = line }
        drain()
    }

    /// Writes a `ready` event, unless the recorder is attached to a
    /// controller, whose ``RouteController/markReady()`` it records itself.
    @available(*, deprecated, message: "an attached recorder records markReady() itself")
    public func recordReady() {
        guard detach == nil else { return }
        enqueue(RecordedLine(control: .ready))
        drain()
    }

    /// Writes a `reset` event, unless the recorder is attached to a
    /// controller, whose ``RouteController/reset()`` it records itself.
    @available(*, deprecated, message: "an attached recorder records reset() itself")
    public func recordReset() {
        guard detach == nil else { return }
        enqueue(RecordedLine(control: .reset))
        drain()
    }

    /// Writes every line still waiting, now, in order (before a bug report
    /// is sent, say): an entry still running is written with `deferred` /
    /// ``Outcome/Reason/inProgress`` and a line still waiting for later
    /// outcomes with those it has; what they report afterwards is not recorded.
    public func flush() {
        for line in unreported.values { line.outcome = Outcome(status: .deferred, reason: .inProgress) }
        unreported = [:]
        for (ticket, entry) in waiting where entry.awaitedBy != nil { waiting[ticket]?.awaitedBy = nil }
        while let line = queue.popFirst() {
            line.awaiting = []
            line.isOpen = false
            sink(line.text())
        }
    }

    /// Queues `line` behind the others; a `state` line still open closes, since
    /// what comes after it is no longer its doing.
    func enqueue(_ line: RecordedLine) {
        openState?.isOpen = false
        openState = nil
        queue.append(line)
    }

    /// Writes the lines at the front of the queue that have all they wait for.
    func drain() {
        while let line = queue.first, line.isComplete {
            _ = queue.popFirst()
            sink(line.text())
        }
    }
}

/// A held or parked entry the recorder wrote: whether it is held, and the
/// line that awaits its next outcome (the `ready` or `state` that resumed it).
struct WaitingEntry {
    var isHeld: Bool
    weak var awaitedBy: RecordedLine?
}
