/// What tells, while a handler or interceptor runs, which controller and
/// entry it runs for: an entry opened from inside is queued behind it (never
/// superseding it) and inherits its redirect depth.
enum ExecutingEntry {
    struct Scope: Sendable {
        let controller: ObjectIdentifier
        let ticket: EntryTicket
        let redirectDepth: Int
    }
    @TaskLocal static var scope: Scope?
}

/// The part of one execution that a handler's context can see.
@MainActor
final class RouteRun {
    /// Set when a newer entry superseded this one.
    var isSuperseded = false
    /// The task of the async interceptor or handler running, if any.
    var task: Task<Void, Never>?
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

    /// An opened entry, waiting or running.
    struct Pending {
        let ticket: EntryTicket
        let entry: EntryPoint
        let action: Action?
        var completion: IntentCompletion?
        let arrival: ContinuousClock.Instant
        var redirectDepth = 0
        /// Whether it was held or parked before this run.
        var resumed = false
        var key: String? = nil
        var resumeWhen: (@MainActor (Root) -> Bool)? = nil
    }

    /// One execution of one entry: resolve, intercept, execute.
    @MainActor
    final class Run {
        var pending: Pending
        let token = RouteRun()
        var request: RouteRequest?
        var route: Route?
        var outcome: Outcome?

        init(_ pending: Pending) { self.pending = pending }
    }
}
