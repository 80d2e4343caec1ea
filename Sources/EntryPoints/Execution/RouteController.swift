/// Routes entries and executes them against the app's root, through one
/// code path for every kind of entry (Scotty's `RouteController<Root>`).
///
/// The root can be anything: a `UITabBarController`, a SwiftUI model, or
/// the built-in ``NavigationState``. Handlers over `Root` say what each
/// route does; with `NavigationState` the table's `tab`/`stack`/`present`
/// execute with no code.
///
/// ```swift
/// let controller = RouteController(root: tabBarController, router: router) { root, name in
///     name == "signedIn" ? session.isSignedIn : nil       // nil: a guard this app never answers
/// }
/// try controller.handle(.story) { root, request, _ in
///     let story = try await api.story(try request.decode(StoryLink.self).storyId)   // fetch, then navigate
///     root.selectedIndex = 0
///     (root.selectedViewController as? UINavigationController)?.show(StoryViewController(story))
///     return true
/// }
/// controller.open(.url(URLEntry(url)))
/// ```
///
/// **Re-entrancy.** Every callback an app writes (handler, interceptor,
/// action, result callback, observer) may call any controller API. Entries
/// run one at a time on the main actor: an entry opened while another is
/// executing is queued and runs after it, in the order opened. Handlers get
/// the root as a value, never `inout`: a reference root is changed directly,
/// a value root through ``update(_:)`` (or ``RouteContext/update(_:)``).
///
/// **Synchronous when it can be.** When every interceptor and handler an
/// entry meets is synchronous and nothing is in flight, ``open(_:policy:action:)``
/// returns its final outcome. An async interceptor or handler makes the entry
/// in flight (``Outcome/Reason/inProgress``); ``openAndWait(_:policy:action:)``
/// returns the outcome once the handler finished, and observers see it.
///
/// **Supersede.** A newer entry opened with ``Policy/supersede`` (the default
/// for external entries) cancels the one in flight: its task is canceled, its
/// outcome is `rejected` / ``Outcome/Reason/superseded``, and its intent, if
/// it asked for a result, is canceled. With ``Policy/queue`` (the default
/// for intents) it waits its turn.
///
/// **Held and parked.** Entries opened before ``markReady()`` (with
/// `coldStart`) are held, at most ``maxHeld`` (the oldest goes), and run in
/// arrival order once the app is ready; an entry a guard redirects is parked
/// before the redirect executes, and resumes on ``stateDidChange()``.
@MainActor
public final class RouteController<Root> {
    /// Executes a route on the root; returns whether the destination was reached.
    public typealias Handler = @MainActor (Root, RouteRequest, RouteContext<Root>) -> Bool
    /// Executes a route on the root, waiting for what it needs first (a fetch);
    /// returns whether the destination was reached, and throws when it failed.
    public typealias AsyncHandler = @MainActor (Root, RouteRequest, RouteContext<Root>) async throws -> Bool
    /// Runs once the destination of an entry is reached.
    public typealias Action = @MainActor (Root, RouteRequest) -> Void

    /// The compiled route table.
    public let router: Router
    /// The app's root. A reference root may be changed directly; a value
    /// root through ``update(_:)``.
    public var root: Root
    /// Whether entries run as they arrive (otherwise they are held).
    public internal(set) var isReady: Bool
    /// The most entries held before the app is ready; when one more arrives,
    /// the oldest held entry is dropped (`rejected` / ``Outcome/Reason/dropped``),
    /// since the newest is the one the user just opened. At least 1.
    public var maxHeld: Int {
        didSet { maxHeld = Swift.max(1, maxHeld) }
    }
    /// The default of ``maxHeld``: 10,000 (a few megabytes of held entries).
    nonisolated public static var defaultMaxHeld: Int { 10_000 }
    /// How many redirects may chain (a redirect's handler opening an entry that
    /// is redirected again) before the chain is cut with ``Outcome/Reason/redirectLoop``.
    nonisolated public static var maxRedirectDepth: Int { 8 }

    let initialRoot: Root
    let guardHolds: @MainActor (Root, String) -> Bool
    let guardLog: GuardLog
    var handlers: [String: Work] = [:]
    var fallback: Work?
    var interceptors: [(priority: Int, decide: Decide)] = []
    var held = FIFO<Pending>()
    var parked: [Pending] = []
    var queue = FIFO<Pending>()
    var lastTicket = 0
    /// How many synchronous sections (a run's sync part, a notification) are on the stack.
    var busy = 0
    /// The entry whose async interceptor or handler is running.
    var inFlight: Run?
    var observers: [(id: ObserverID, observe: @MainActor (Report) -> Void)] = []
    var lastObserverID = 0
    var waiters: [EntryTicket: [CheckedContinuation<Outcome, Never>]] = [:]
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Where ``markReady()`` and ``stateDidChange()`` collect the outcomes of what they resumed.
    var resumedOutcomes: [EntryTicket: Outcome]?
    /// Whether ``markReady()`` and ``stateDidChange()`` collect what they resumed
    /// for their return value; a front end that follows observers (entryd's
    /// session) turns it off, so a million held entries are not kept twice.
    package var collectsResumedOutcomes = true
    /// Updates asked for inside another update's closure, applied after it.
    var pendingUpdates: [(inout Root) -> Void]?

    /// A controller over `root`.
    /// - Parameters:
    ///   - root: the app's root, which handlers change.
    ///   - router: the router that resolves every entry.
    ///   - coldStart: hold entries until ``markReady()`` (the default: an app
    ///     launched by a link is not ready to show it yet).
    ///   - maxHeld: see ``maxHeld``.
    ///   - guards: whether the table's guard `name` holds for `root`; `nil`
    ///     means the app does not know the guard (it does not hold, and
    ///     ``diagnostics`` lists it).
    @_semantics("optimize.sil.specialize.generic.never")
    public init(
        root: Root, router: Router, coldStart: Bool = true, maxHeld: Int = defaultMaxHeld,
        guards: @escaping @MainActor (Root, String) -> Bool?
    ) {
        self.root = root
        self.initialRoot = root
        self.router = router
        self.isReady = !coldStart
        self.maxHeld = Swift.max(1, maxHeld)
        let log = GuardLog()
        self.guardLog = log
        let holds: @MainActor (Root, String) -> Bool = { root, name in
            guard let answer = guards(root, name) else {
                log.unanswered.insert(name)
                return false
            }
            return answer
        }
        self.guardHolds = holds
        addInterceptor(TableGuards(table: router.table, holds: holds))
    }

    /// Sets what route `id` does.
    /// - Throws: ``EntryPointsError/Code/unknownHandlerRoute`` when the table
    ///   has no route `id`, with the closest id it has.
    public func handle(_ id: Route.ID, with handler: @escaping Handler) throws(EntryPointsError) {
        try register(.sync(handler), for: id)
    }

    /// Sets what route `id` does, asynchronously (fetch, then navigate); the
    /// entry's outcome is known when the handler returns. A thrown error makes
    /// it `rejected` / ``Outcome/Reason/notReached``.
    /// - Throws: ``EntryPointsError/Code/unknownHandlerRoute`` when the table has no route `id`.
    public func handle(_ id: Route.ID, with handler: @escaping AsyncHandler) throws(EntryPointsError) {
        try register(.async(handler), for: id)
    }

    /// Sets what routes without a handler of their own do.
    @_semantics("optimize.sil.specialize.generic.never")
    public func handleOthers(with handler: @escaping Handler) {
        fallback = .sync(handler)
    }

    /// Sets what routes without a handler of their own do, asynchronously.
    public func handleOthers(with handler: @escaping AsyncHandler) {
        fallback = .async(handler)
    }

    private func register(_ work: Work, for id: Route.ID) throws(EntryPointsError) {
        guard router.route(id: id.rawValue) != nil else {
            let hint = Suggestion.hint(for: id.rawValue, among: router.table.routes.map(\.id))
            throw EntryPointsError(
                .unknownHandlerRoute, "the table has no route \"\(id.rawValue)\" to handle\(hint)")
        }
        handlers[id.rawValue] = work
    }

    /// Adds an interceptor; see ``RouteInterceptor`` for the order.
    public func addInterceptor<Interceptor: RouteInterceptor>(_ interceptor: Interceptor)
    where Interceptor.Root == Root {
        insert(
            .sync { request, route, root in interceptor.intercept(request, route: route, root: root) },
            priority: interceptor.priority)
    }

    /// Adds an interceptor written as a closure, at `priority` (see ``RouteInterceptor``).
    public func addInterceptor(
        priority: Int = InterceptorPriority.default,
        _ decide: @escaping @MainActor (RouteRequest, Route, Root) -> InterceptDecision<Root>
    ) {
        insert(.sync(decide), priority: priority)
    }

    /// Adds an asynchronous interceptor (refresh a token, ask the user) at
    /// `priority`; the entry is in flight while it decides.
    public func addInterceptor(
        priority: Int = InterceptorPriority.default,
        _ decide: @escaping @MainActor (RouteRequest, Route, Root) async -> InterceptDecision<Root>
    ) {
        insert(.async(decide), priority: priority)
    }

    private func insert(_ decide: Decide, priority: Int) {
        // NB: stable insertion keeps equal priorities in the order they were added.
        let position = interceptors.firstIndex { $0.priority < priority } ?? interceptors.count
        interceptors.insert((priority, decide), at: position)
    }

    /// Changes the root through a copy that is then written back, so `change`
    /// may read ``root`` and call the controller without an exclusivity
    /// conflict. An entry opened inside `change` runs after it; an update
    /// asked for inside it applies after it. Call ``stateDidChange()`` after
    /// to resume what waits on the root.
    @_semantics("optimize.sil.specialize.generic.never")
    public func update(_ change: @escaping (inout Root) -> Void) {
        guard pendingUpdates == nil else {
            // NB: applied now, the nested change would be lost when the outer copy is written back.
            pendingUpdates?.append(change)
            return
        }
        pendingUpdates = [change]
        busy += 1
        while let next = pendingUpdates?.first {
            pendingUpdates?.removeFirst()
            var copy = root
            next(&copy)
            root = copy
        }
        pendingUpdates = nil
        busy -= 1
        drain()
    }

    /// The tickets of parked entries, in parking order, with the key each waits under.
    public var parkedEntries: [(ticket: EntryTicket, key: String)] {
        parked.map { ($0.ticket, $0.key ?? "") }
    }

    /// The tickets of entries held until the app is ready, in arrival order.
    ///
    /// - Complexity: O(*n*) in the held entries; ``heldCount`` is O(1).
    public var heldEntries: [EntryTicket] { held.map(\.ticket) }

    /// How many entries are held until the app is ready.
    public var heldCount: Int { held.count }

    /// Whether an entry is executing, in flight or queued.
    public var isBusy: Bool { busy > 0 || inFlight != nil || !queue.isEmpty }
}

/// The guard names a controller's guard closure did not answer.
@MainActor
final class GuardLog {
    var unanswered: Set<String> = []
}
