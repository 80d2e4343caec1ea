/// Routes entries and executes them against the app's root, through one
/// code path for every kind of entry (Scotty's `RouteController<Root>`).
///
/// The root can be anything: a `UITabBarController`, a SwiftUI model, or
/// the built-in ``NavigationState``. Handlers over `Root` say what each
/// route does; with `NavigationState` the table's `tab`/`stack`/`present`
/// execute with no code.
///
/// ```swift
/// let controller = RouteController(root: tabBarController, router: router,
///                                  guards: { root, name in session.has(name) })
/// controller.handle("story") { root, request, _ in
///     guard let story = try? request.decode(Story.self) else { return false }
///     root.selectedIndex = 0
///     (root.selectedViewController as? UINavigationController)?.show(StoryViewController(story))
///     return true
/// }
/// controller.open(.url(URLEntry(url.absoluteString)))
/// ```
///
/// Entries opened before ``markReady()`` (with `coldStart`) are held and run
/// in arrival order once the app is ready; entries a guard redirects are
/// parked and resume on ``stateDidChange()``.
@MainActor
public final class RouteController<Root> {
    /// Executes a route on the root; returns whether the destination was reached.
    public typealias Handler = @MainActor (inout Root, RouteRequest, RouteContext) -> Bool
    /// Runs once the destination of an entry is reached.
    public typealias Action = @MainActor (Root, RouteRequest) -> Void

    /// The compiled route table.
    public let router: Router
    /// The app's root.
    public private(set) var root: Root
    /// Whether entries run as they arrive (otherwise they are held).
    public private(set) var isReady: Bool
    /// Called for each held or parked entry that runs again, right after it ran.
    public var onResume: (@MainActor (Resumed) -> Void)?

    private let initialRoot: Root
    private var handlers: [String: Handler] = [:]
    private var fallback: Handler?
    private var interceptors:
        [(priority: Int, decide: @MainActor (RouteRequest, Route, Root) -> InterceptDecision<Root>)] = []
    private var held: [Pending] = []
    private var parked: [Pending] = []
    private var lastTicket = 0

    struct Pending {
        let ticket: EntryTicket
        let entry: EntryPoint
        let action: Action?
        let completion: IntentCompletion?
        var key: String? = nil
        var resumeWhen: (@MainActor (Root) -> Bool)? = nil
    }

    /// A controller over `root`.
    /// - Parameters:
    ///   - root: the app's root, which handlers change.
    ///   - router: the router that resolves every entry.
    ///   - coldStart: hold entries until ``markReady()`` (the default: an app
    ///     launched by a link is not ready to show it yet).
    ///   - guards: whether the table's guard `name` holds for `root`.
    public init(
        root: Root, router: Router, coldStart: Bool = true,
        guards: @escaping @MainActor (Root, String) -> Bool
    ) {
        self.root = root
        self.initialRoot = root
        self.router = router
        self.isReady = !coldStart
        addInterceptor(TableGuards(table: router.table, holds: guards))
    }

    /// Sets what route `id` does.
    public func handle(_ id: String, with handler: @escaping Handler) {
        handlers[id] = handler
    }

    /// Sets what routes without a handler of their own do.
    public func handleOthers(with handler: @escaping Handler) {
        fallback = handler
    }

    /// Adds an interceptor; see ``RouteInterceptor`` for the order.
    public func addInterceptor<Interceptor: RouteInterceptor>(_ interceptor: Interceptor)
    where Interceptor.Root == Root {
        let entry = (
            priority: interceptor.priority,
            decide: { @MainActor (request: RouteRequest, route: Route, root: Root) in
                interceptor.intercept(request, route: route, root: root)
            }
        )
        // NB: stable insertion keeps equal priorities in the order they were added.
        let position = interceptors.firstIndex { $0.priority < interceptor.priority } ?? interceptors.count
        interceptors.insert(entry, at: position)
    }

    /// Routes and executes `entry`.
    /// - Parameters:
    ///   - entry: the entry to route.
    ///   - action: runs on the root once the destination is reached,
    ///     now or when a held or parked entry resumes.
    /// - Returns: the entry's ticket and its outcome.
    @discardableResult
    public func open(_ entry: EntryPoint, action: Action? = nil) -> (ticket: EntryTicket, outcome: Outcome) {
        lastTicket += 1
        var completion: IntentCompletion?
        if case .intent(let intent) = entry, let onResult = intent.onResult {
            completion = IntentCompletion(onResult)
        }
        let pending = Pending(
            ticket: EntryTicket(rawValue: lastTicket), entry: entry, action: action, completion: completion)
        guard isReady else {
            held.append(pending)
            return (
                pending.ticket,
                Outcome(
                    status: .deferred, reason: .notReady, message: "the app is not ready yet; the entry runs once it is"
                )
            )
        }
        return (pending.ticket, run(pending))
    }

    /// Opens an intent and waits for the destination's answer.
    ///
    /// Completes with ``IntentResult/canceled`` when the intent reaches no
    /// destination, or the destination goes away without answering.
    public func openForResult(_ intent: Intent, action: Action? = nil) async -> IntentResult {
        await withCheckedContinuation { continuation in
            var intent = intent
            let earlier = intent.onResult
            intent.onResult = { result in
                earlier?(result)
                continuation.resume(returning: result)
            }
            open(.intent(intent), action: action)
        }
    }

    /// Changes the root without resuming anything; call ``stateDidChange()`` after.
    public func modifyRoot(_ change: (inout Root) -> Void) {
        change(&root)
    }

    /// Resumes, in parking order, every parked entry whose condition now holds.
    @discardableResult
    public func stateDidChange() -> [Resumed] {
        let ready = parked.filter { $0.resumeWhen?(root) ?? true }
        guard !ready.isEmpty else { return [] }
        let tickets = Set(ready.map(\.ticket))
        parked.removeAll { tickets.contains($0.ticket) }
        return ready.map(resume)
    }

    /// Marks the app ready and runs the held entries in arrival order.
    @discardableResult
    public func markReady() -> [Resumed] {
        isReady = true
        let waiting = held
        held = []
        return waiting.map(resume)
    }

    /// Returns the root to its initial value and drops parked and held
    /// entries (their intents complete as canceled). Readiness stays as it is.
    public func reset() {
        root = initialRoot
        let dropped = held + parked
        held = []
        parked = []
        for pending in dropped { pending.completion?.cancel() }
    }

    /// The tickets of parked entries, in parking order, with the key each waits under.
    public var parkedEntries: [(ticket: EntryTicket, key: String)] {
        parked.map { ($0.ticket, $0.key ?? "") }
    }

    /// The tickets of entries held until the app is ready.
    public var heldEntries: [EntryTicket] { held.map(\.ticket) }

    // MARK: - The one code path

    private func resume(_ pending: Pending) -> Resumed {
        let resumed = Resumed(ticket: pending.ticket, outcome: run(pending))
        onResume?(resumed)
        return resumed
    }

    private func run(_ pending: Pending) -> Outcome {
        let request: RouteRequest
        switch router.resolve(pending.entry) {
        case .failed(let outcome):
            pending.completion?.cancel()
            return outcome
        case .routed(let routed):
            request = routed
        }
        guard let route = router.route(id: request.route) else {
            pending.completion?.cancel()
            return Outcome(
                status: .unmatched, reason: .unknownRoute, message: "the table has no route '\(request.route)'")
        }
        for interceptor in interceptors {
            switch interceptor.decide(request, route, root) {
            case .proceed:
                continue
            case .reject(let reason, let message, let guardName):
                pending.completion?.cancel()
                return Outcome(
                    status: .rejected, reason: reason, route: request.route, params: request.params, message: message,
                    guardName: guardName)
            case .redirect(let redirect, let key, let message, let guardName, let resumeWhen):
                if let target = router.route(id: redirect.route) {
                    _ = execute(
                        redirect, route: target,
                        context: RouteContext(request: redirect, intentContext: nil, completion: nil))
                }
                park(pending, under: key, until: resumeWhen)
                return Outcome(
                    status: .deferred, reason: .guard, route: request.route, params: request.params, message: message,
                    guardName: guardName, redirect: redirect.route)
            }
        }
        var intentContext: (any Sendable)?
        if case .intent(let intent) = pending.entry { intentContext = intent.context }
        let context = RouteContext(request: request, intentContext: intentContext, completion: pending.completion)
        guard execute(request, route: route, context: context) else {
            return Outcome(
                status: .rejected, reason: .notReached, route: request.route, params: request.params,
                message: "the handler of route \(request.route) could not reach its destination")
        }
        pending.action?(root, request)
        return .routed(request)
    }

    private func execute(_ request: RouteRequest, route: Route, context: RouteContext) -> Bool {
        guard let handler = handlers[route.id] ?? fallback else { return false }
        return handler(&root, request, context)
    }

    /// Parks `pending` under `key`: a newer entry replaces an older one and
    /// takes its place in order at its own parking time.
    private func park(_ pending: Pending, under key: String, until condition: @escaping @MainActor (Root) -> Bool) {
        if let index = parked.firstIndex(where: { $0.key == key }) {
            parked.remove(at: index).completion?.cancel()
        }
        var pending = pending
        pending.key = key
        pending.resumeWhen = condition
        parked.append(pending)
    }
}
