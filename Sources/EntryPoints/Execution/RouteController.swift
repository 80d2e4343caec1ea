/// Routes entries and executes them against the app's root, through one
/// code path for every kind of entry.
///
/// The root can be anything: a `UITabBarController`, a SwiftUI model, or
/// the built-in ``NavigationState``. Handlers say what each route does; with
/// `NavigationState` the table's `tab`/`stack`/`present` execute with no code.
///
/// ```swift
/// let controller = RouteController(root: coordinator, router: router) { root, name in
///     name == "signedIn" ? root.session.isSignedIn : nil     // nil: a guard this app never answers
/// }
/// try controller.handleAsync(.story) { request, context in
///     let story = try await api.story(try request.decode(StoryLink.self).storyId)   // fetch, then navigate
///     return context.update { root in root.show(story) }   // does nothing once a newer entry superseded this one
/// }
/// controller.open(.url(URLEntry(url)))
/// ```
///
/// **One state per entry.** Every opened entry is in exactly one
/// ``EntryTicket/State`` (held, queued, running one phase, parked) until it
/// finishes with one outcome; the states live in the controller's entry
/// book, whose transition table is in the article on guards and readiness.
/// ``isBusy`` and ``idle()`` are read from those states.
///
/// **Re-entrancy.** Every callback an app writes (handler, interceptor,
/// action, result callback, observer) may call any controller API. Entries
/// run one at a time on the main actor. What a callback opens follows one
/// rule (the article on guards and readiness, "What callbacks open"): it
/// never supersedes; awaited (``openAndWait(_:policy:identity:action:)``,
/// ``openForResult(_:policy:action:)``) it runs at once as the callback's
/// child, so awaiting the controller from a handler never deadlocks;
/// otherwise it is queued; and from a callback of an entry whose run is
/// over it is refused. Observers and result callbacks run after the change
/// of state that caused them is complete.
///
/// **The root.** Handlers reach the root only through their ``RouteContext``:
/// ``RouteContext/read(_:)`` to read it, ``RouteContext/update(_:)`` to
/// change it, a value root and a reference root alike; neither does anything
/// once the entry lost, and no public member of the context hands out the
/// root or the controller.
///
/// **Synchronous when it can be.** When every interceptor and handler an
/// entry meets is synchronous (registered with ``handle(_:with:)-(Route.ID,_)``) and
/// nothing runs, ``open(_:policy:identity:action:)`` returns its final outcome.
/// An async interceptor or handler (``handleAsync(_:with:)-(Route.ID,_)``) makes the entry
/// in flight (``Outcome/Reason/inProgress``). The two registrations have two
/// names, so adding a `try` or an `await` to a handler cannot silently
/// change what `open` returns.
///
/// **Supersede.** A newer entry that app code opens with ``Policy/supersede``
/// (the default for external entries) cancels the one running and every
/// entry in its scope: their tasks are canceled, a handler that had not
/// started is never called, their outcome is `rejected` /
/// ``Outcome/Reason/superseded``, and their contexts no longer reach the
/// root. With ``Policy/queue`` (the default for intents) it waits its turn.
///
/// **Held and parked.** Entries opened before ``markReady()`` (with
/// `coldStart`) are held, at most ``maxHeld`` (the oldest goes), and run in
/// arrival order once the app is ready; an entry a guard redirects is parked
/// once the redirect reached its destination, and resumes on ``stateDidChange()``.
/// **Identities.** The most recent ``maxIdentities`` distinct identities are
/// remembered, app-wide, across ``reset()``, in ``savedEntries``.
@MainActor
public final class RouteController<Root> {
    /// Executes a route, through the context's ``RouteContext/read(_:)`` and
    /// ``RouteContext/update(_:)``; returns whether the destination was reached.
    public typealias Handler = @MainActor (RouteRequest, RouteContext<Root>) -> Bool
    /// Executes a route, waiting for what it needs first (a fetch); returns
    /// whether the destination was reached, and throws when it failed.
    public typealias AsyncHandler = @MainActor (RouteRequest, RouteContext<Root>) async throws -> Bool
    /// Runs once the destination of an entry is reached.
    public typealias Action = @MainActor (Root, RouteRequest) -> Void

    /// The compiled route table.
    public let router: Router
    /// The app's root. Handlers read and change it through their context
    /// (``RouteContext/read(_:)``, ``RouteContext/update(_:)``); the app
    /// through ``update(_:)`` or by setting it.
    ///
    /// Reading or setting it inside the closure of ``update(_:)`` is a
    /// programming error (an assertion in debug builds; without it, an
    /// overlapping access the runtime stops): the root is being changed in
    /// place there, so read the closure's parameter instead.
    ///
    /// With several scenes (windows), it is the active scene's root
    /// (``activeScene``); ``root(ofScene:)`` reads any open scene's.
    public var root: Root {
        get {
            assert(!isUpdating, Self.readInsideUpdate)
            return roots[scenes.active]
        }
        set {
            assert(!isUpdating, Self.readInsideUpdate)
            roots[scenes.active] = newValue
        }
    }
    /// Whether entries run as they arrive (otherwise they are held).
    public var isReady: Bool { book.isReady }
    /// The most entries held before the app is ready; when one more arrives,
    /// the oldest held entry is dropped (`rejected` / ``Outcome/Reason/dropped``),
    /// since the newest is the one the user just opened. At least 1.
    public var maxHeld: Int {
        get { book.maxHeld }
        set { book.maxHeld = newValue }
    }
    /// The default of ``maxHeld``: 10,000 (about 2 MB of held URL entries,
    /// some 220 bytes each; `entrybench --controller-memory`).
    nonisolated public static var defaultMaxHeld: Int { 10_000 }
    /// How many distinct identities the controller remembers (see
    /// ``open(_:policy:identity:action:)``); set when it is made.
    public var maxIdentities: Int { book.identities.limit }
    /// The default of ``maxIdentities``: the most recent 10,000 distinct
    /// identities (about 160 bytes each for a 36-character identity such as
    /// a UUID, so some 1.6 MB at most; `entrybench --controller-memory`).
    nonisolated public static var defaultMaxIdentities: Int { 10_000 }
    /// How many redirects may chain (a redirect's handler opening an entry that
    /// is redirected again) before the chain is cut with ``Outcome/Reason/redirectLoop``.
    nonisolated public static var maxRedirectDepth: Int { 8 }

    static var readInsideUpdate: String {
        "RouteController.root was used inside update(_:), while the root is being changed in place; use the closure's parameter"
    }

    /// Each open scene's root, parallel to ``scenes`` (one, for an app of one
    /// scene): changed in place by ``update(_:)``, never read while that runs.
    var roots: [Root]
    /// The open scenes: ids, kinds, the active one (the Windows and scenes article).
    var scenes: SceneList
    /// Entries waiting for the scene opened for them, by that scene's id.
    var awaitingScenes: [String: (ticket: EntryTicket, run: RouteRun)] = [:]
    /// The scene whose ``SceneOpening/openScene(_:)`` call runs now: its connect lands nothing itself.
    var requestingScene: String?
    /// Makes the root of a scene routing opens, when the controller can (the built-in state).
    var newSceneRoot: (@MainActor () -> Root)?
    /// How the app opens a scene and brings one to the front (``SceneOpening``);
    /// without it, a route that lands in a new scene lands in its arrival
    /// scene, except on the built-in ``NavigationState``, whose scenes the
    /// controller opens itself.
    public var sceneOpener: (any SceneOpening)?
    /// How long an entry waits for the scene opened for it to connect before
    /// it lands in its arrival scene: 5 seconds by default.
    public var sceneConnectionTimeout: Duration = .seconds(5)
    let initialRoot: Root
    let guardHolds: @MainActor (Root, String) -> Bool
    let guardLog: GuardLog
    var handlers: [String: Work] = [:]
    var fallback: Work?
    /// What the built-in roots execute: the table's `tab`/`stack`/`present`.
    var builtin: Work?
    var interceptors: [(priority: Int, isTableGuards: Bool, decide: Decide)] = []
    /// Whether the table's guards are the only interceptor: an entry whose
    /// route requires no guard then meets none (see ``intercept(_:_:from:)``).
    var interceptsOnlyTableGuards = true
    /// What answers links under the table's `resolve` prefixes; `nil`: none has a resolution.
    var linkResolver: LinkResolver?
    /// Every entry that has not finished, its state and orders: the one place entry states live.
    var book: EntryBook
    var lastTicket = 0
    /// Callbacks (observers, result callbacks, waiters) of transitions that completed, in order.
    var callbacks = FIFO<@MainActor () -> Void>()
    /// Whether ``pump()`` is on the stack (it is not re-entered: the outer one goes on).
    var pumping = false
    /// Whether a callback of ``callbacks`` runs now: what it opens never supersedes.
    var delivering = false
    var observers: [(id: ObserverID, observe: @MainActor (Report) -> Void)] = []
    /// Whether ``observers`` or ``recorders`` has anyone, kept beside them.
    ///
    /// NB: unspecialised over the root, even `count` on those lists
    /// instantiated their element's metadata on every entry (about 1,000
    /// instructions a look); these are what the per-entry path reads.
    var isObserved = false
    var isRecorded = false
    var lastObserverID = 0
    /// Recorders following this controller (``EntryRecorder``), under the id of their observer.
    var recorders: [(id: ObserverID, follow: @MainActor (RecordingMoment) -> Void)] = []
    var waiters: [EntryTicket: [(Outcome) -> Void]] = [:]
    var idleWaiters: [(scope: EntryTicket?, resume: () -> Void)] = []
    /// Tickets a call is answering for (`open`, `markReady`, `stateDidChange`),
    /// with how many calls watch each and the final outcome once reached.
    var watched: [EntryTicket: (calls: Int, final: Outcome?)] = [:]
    /// Whether ``markReady()`` and ``stateDidChange()`` collect what they resumed
    /// for their return value; a front end that follows observers (entryd's
    /// session) turns it off, so a million held entries are not kept twice.
    package var collectsResumedOutcomes = true
    /// Whether an update's closure runs now (the root is being changed in place).
    var isUpdating = false
    /// Whether ``pendingUpdates`` has anything (read without its metadata, as ``isObserved``).
    var hasPendingUpdates = false
    /// Updates asked for inside another update's closure, applied after it,
    /// each with the scene it changes.
    ///
    /// NB: empty, not optional, and only appended to while ``isUpdating``:
    /// unspecialised over the root, a list literal per update instantiated
    /// the metadata of its element type (about 1,700 instructions an entry).
    var pendingUpdates: [(scene: RootTarget, change: (inout Root) -> Void)] = []
    /// Calls that act on the root (``stateDidChange()``, ``markReady()``,
    /// ``reset()``) made inside an update's closure: they run after it.
    var afterUpdate: [() -> Void] = []

    /// A controller over `root`.
    /// - Parameters:
    ///   - root: the app's root, which handlers change.
    ///   - router: the router that resolves every entry.
    ///   - coldStart: hold entries until ``markReady()`` (the default: an app
    ///     launched by a link is not ready to show it yet). Entries held while
    ///     ``markReady()`` was never called show in ``diagnostics``.
    ///   - maxHeld: see ``maxHeld``.
    ///   - guards: whether the table's guard `name` holds for `root`; `nil`
    ///     means the app does not know the guard (it does not hold, and
    ///     ``diagnostics`` lists it).
    ///   - maxIdentities: see ``maxIdentities``.
    @_semantics("optimize.sil.specialize.generic.never")
    public init(
        root: Root, router: Router, coldStart: Bool = true, maxHeld: Int = defaultMaxHeld,
        maxIdentities: Int = defaultMaxIdentities, guards: @escaping @MainActor (Root, String) -> Bool?
    ) {
        self.roots = [root]
        self.scenes = SceneList(kinds: router.table.scenes)
        self.initialRoot = root
        self.router = router
        self.book = EntryBook(isReady: !coldStart, maxHeld: maxHeld, maxIdentities: maxIdentities)
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
        let tableGuards = TableGuards(table: router.table, holds: holds)
        interceptors = [
            (
                tableGuards.priority, true,
                .sync { request, route, root in tableGuards.intercept(request, route: route, root: root) }
            )
        ]
    }

    /// Sets what route `id` does, synchronously: an entry that meets only
    /// synchronous work gets its final outcome from ``open(_:policy:identity:action:)``.
    ///
    /// A handler that must wait (a fetch) is registered with
    /// ``handleAsync(_:with:)-(Route.ID,_)``: the two names keep a `try` or an `await`
    /// added to a closure from silently choosing the other kind.
    /// - Throws: ``EntryPointsError/Code/unknownHandlerRoute`` when the table
    ///   has no route `id`, with the closest id it has.
    public func handle(_ id: Route.ID, with handler: @escaping Handler) throws(EntryPointsError) {
        try register(.sync(handler), for: id)
    }

    /// Sets what route `id` does, asynchronously (fetch, then navigate); the
    /// entry's outcome is known when the handler returns. A thrown error makes
    /// it `rejected` / ``Outcome/Reason/notReached``.
    /// - Throws: ``EntryPointsError/Code/unknownHandlerRoute`` when the table has no route `id`.
    public func handleAsync(_ id: Route.ID, with handler: @escaping AsyncHandler) throws(EntryPointsError) {
        try register(.async(handler), for: id)
    }

    /// Sets what routes without a handler of their own do. On the built-in
    /// roots (``NavigationState``, ``NavigationModel``) a route the table
    /// gives a `tab`, `stack` or `present` still executes the table's
    /// navigation; this handler takes the others.
    @_semantics("optimize.sil.specialize.generic.never")
    public func handleOthers(with handler: @escaping Handler) {
        fallback = .sync(handler)
    }

    /// Sets what routes without a handler of their own do, asynchronously
    /// (see ``handleOthers(with:)``).
    public func handleOthersAsync(with handler: @escaping AsyncHandler) {
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

    /// What executes `route`: its handler, the built-in navigation for a
    /// route the table gives a destination, the fallback, the built-in.
    func work(for route: Route) -> Work? {
        if let own = handlers[route.id] { return own }
        if let builtin, route.tab != nil || route.stack != nil || route.present != nil { return builtin }
        return fallback ?? builtin
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
        priority: Int = 500,
        _ decide: @escaping @MainActor (RouteRequest, Route, Root) -> InterceptDecision<Root>
    ) {
        insert(.sync(decide), priority: priority)
    }

    /// Adds an asynchronous interceptor (refresh a token, ask the user) at
    /// `priority`; the entry is in flight while it decides.
    public func addInterceptor(
        priority: Int = 500,
        _ decide: @escaping @MainActor (RouteRequest, Route, Root) async -> InterceptDecision<Root>
    ) {
        insert(.async(decide), priority: priority)
    }

    private func insert(_ decide: Decide, priority: Int) {
        // NB: stable insertion keeps equal priorities in the order they were added.
        let position = interceptors.firstIndex { $0.priority < priority } ?? interceptors.count
        interceptors.insert((priority, false, decide), at: position)
        interceptsOnlyTableGuards = false
    }

    /// Changes the root in place (no copy of a value root per change).
    ///
    /// Inside `change`, use its parameter: reading or setting ``root`` there
    /// is a programming error (see ``root``). An update asked for inside
    /// `change` applies after it; so do ``stateDidChange()``, ``markReady()``
    /// and ``reset()`` called there (they then return nothing), and an entry
    /// opened there is queued and runs after it. Call ``stateDidChange()``
    /// after an update to resume what waits on the root.
    ///
    /// - Complexity: the cost of `change`; a value root is not copied.
    public func update(_ change: @escaping (inout Root) -> Void) {
        update(.active, change)
    }

    /// Changes the root of `target`: the active scene, one scene (nothing
    /// once it closed), or every open scene.
    @_semantics("optimize.sil.specialize.generic.never")
    func update(_ target: RootTarget, _ change: @escaping (inout Root) -> Void) {
        guard !isUpdating else {
            // NB: applied now, the nested change would run inside the outer one's access.
            pendingUpdates.append((target, change))
            hasPendingUpdates = true
            return
        }
        isUpdating = true
        apply(change, to: target)
        if hasPendingUpdates {
            var next = 0
            while next < pendingUpdates.count {
                let (target, change) = pendingUpdates[next]
                next += 1
                apply(change, to: target)
            }
            pendingUpdates.removeAll()
            hasPendingUpdates = false
        }
        isUpdating = false
        while !afterUpdate.isEmpty { afterUpdate.removeFirst()() }
        pump()
    }

    /// Applies one change to the roots of `target`.
    private func apply(_ change: (inout Root) -> Void, to target: RootTarget) {
        switch target {
        case .active: change(&roots[scenes.active])
        case .scene(let id): if let index = scenes.index(of: id) { change(&roots[index]) }
        case .every: for index in roots.indices { change(&roots[index]) }
        }
    }

    /// Whether an update's closure runs now; if so, `call` is kept to run after it.
    func deferredUntilUpdated(_ call: @escaping () -> Void) -> Bool {
        guard isUpdating else { return false }
        afterUpdate.append(call)
        return true
    }

    /// The tickets of parked entries, in parking order, with the key each waits under.
    public var parkedEntries: [(ticket: EntryTicket, key: String)] { book.parkedTickets }

    /// The tickets of entries held until the app is ready, in arrival order.
    ///
    /// - Complexity: O(*n*) in the held entries; ``heldCount`` is O(1).
    public var heldEntries: [EntryTicket] { book.heldTickets }

    /// How many entries are held until the app is ready.
    public var heldCount: Int { book.counts.held }

    /// Whether an entry is running or queued (read from the entries' states).
    public var isBusy: Bool { book.isBusy }

    /// The state of the entry `ticket`; `nil` once it finished (or for a ticket never opened).
    public func state(of ticket: EntryTicket) -> EntryTicket.State? { book.state(of: ticket) }
}

/// Which roots an update changes.
enum RootTarget {
    /// The active scene's.
    case active
    /// Open scene `id`'s; none once it closed.
    case scene(String)
    /// Every open scene's.
    case every
}

/// The guard names a controller's guard closure did not answer.
@MainActor
final class GuardLog {
    var unanswered: Set<String> = []
}
