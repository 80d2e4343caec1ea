/// What tells, while a handler, interceptor, redirect or action runs, which
/// controller, entry and run it runs for: an entry opened from inside never
/// supersedes, runs as its child when awaited, is refused once that run is
/// over, and inherits its redirect depth.
enum ExecutingEntry {
    struct Scope: Sendable {
        let controller: ObjectIdentifier
        let ticket: EntryTicket
        let run: RouteRun
        let redirectDepth: Int
    }
    @TaskLocal static var scope: Scope?
}

/// One run of one entry (from its start until it parks or finishes): what
/// a handler's context checks before it lets an update through.
@MainActor
final class RouteRun {
    /// Set when the run ended: the entry finished (superseded, dropped,
    /// reached an outcome) or parked.
    private(set) var isOver = false
    /// The task of the async interceptor or handler running, if any.
    var task: Task<Void, Never>?
    /// The request the entry resolved to, once it did (``resolved(_:)``).
    private(set) var request: RouteRequest?
    /// Whether ``request`` carries link facts (tracking parameters or
    /// `resolvedFrom`) for the outcome that ends the run.
    ///
    /// NB: kept when the request is set, so a finish (nearly always with
    /// none to carry) reads a flag instead of copying fields of the request.
    private(set) var carriesLinkFacts = false
    /// The route that request reached, kept for the steps that read it from
    /// the run (interceptors, a scene to connect); `nil` for an entry that
    /// went from resolving straight to its handler in a table without scenes.
    var route: Route?
    /// The scene it lands in, once chosen (a table with scenes).
    var scene: String?
    /// Whether a scene was opened for it.
    var openedScene = false
    /// The open scene its arrival scene stood for when its landing was
    /// chosen: the arrival itself, or the active scene once the arrival closed.
    var arrivedIn: String?
    /// While the link resolver runs: the outcome the link has without a
    /// resolution, whose tracking parameters and `resolvedFrom` a line that
    /// ends the entry meanwhile (a supersession) carries.
    var unresolved: Outcome?

    /// Sets the request the entry resolved to.
    func resolved(_ request: RouteRequest) {
        carriesLinkFacts = request.trackingParameters != nil || request.resolvedFrom != nil
        self.request = request
    }

    /// Ends the run; `cancel` also cancels its task (a superseded or dropped entry).
    func end(cancel: Bool) {
        isOver = true
        if cancel { task?.cancel() }
        task = nil
    }
}

extension RouteController {
    /// What a newer entry does to one still executing (an async handler or
    /// interceptor in flight).
    public enum Policy: Hashable, Sendable {
        /// Cancel the one in flight (`rejected` / ``Outcome/Reason/superseded``) and run.
        case supersede
        /// Wait until it finished, then run, in the order opened.
        case queue

        /// The default for `entry`: external entries supersede, intents queue.
        public static func `default`(for entry: EntryPoint) -> Policy {
            entry.origin == .external ? .supersede : .queue
        }
    }

    /// A handler, sync or async.
    enum Work {
        case sync(Handler)
        case async(AsyncHandler)
    }

    /// An interceptor's decision, sync or async.
    enum Decide {
        case sync(@MainActor (RouteRequest, Route, Root) -> InterceptDecision<Root>)
        case async(@MainActor (RouteRequest, Route, Root) async -> InterceptDecision<Root>)
    }
}
