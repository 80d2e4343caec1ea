extension RouteController where Root == NavigationState {
    /// A controller over the built-in ``NavigationState``: routes execute
    /// their table's `tab`, `stack` and `present` (or an intent's
    /// ``Intent/presentation``), and a guard holds when its flag is `true`.
    ///
    /// Handlers added with `handle(_:with:)` still take precedence for
    /// their routes; they read and change the state through ``RouteContext/read(_:)``
    /// and ``RouteContext/update(_:)``.
    /// ``handleOthers(with:)`` takes the routes the table gives no destination.
    public convenience init(
        router: Router, coldStart: Bool = true, maxHeld: Int = defaultMaxHeld,
        maxIdentities: Int = defaultMaxIdentities
    ) {
        self.init(
            root: NavigationState(tabs: router.table.tabs), router: router, coldStart: coldStart, maxHeld: maxHeld,
            maxIdentities: maxIdentities, guards: { state, name in state.flag(name) })
        builtin = .sync { request, context in
            var reached = false
            context.update { reached = $0.execute(request, in: router) }
            return reached
        }
        newSceneRoot = { [unowned self] in self.newSceneState() }
    }

    /// Connects scene `id` of `kind` (`nil`: the table's primary kind) with
    /// a state of its own: the initial one, with the app's flags; see
    /// ``connect(_:kind:root:)``.
    @discardableResult
    public func connect(_ id: String, kind: String? = nil) -> Outcome {
        connect(id, kind: kind, root: newSceneState())
    }

    /// The state a new scene starts with: the initial one, with the flags the app has set.
    func newSceneState() -> NavigationState {
        var state = NavigationState(tabs: router.table.tabs)
        let flags = roots[scenes.active]
        for name in flags.flagOrder { state.setFlag(name, to: flags.flag(name)) }
        return state
    }

    /// Sets flags (a `state` event) in every open scene's state, unwinds the
    /// screens of each guard it revokes that says `"onRevoke": "unwind"`
    /// (``NavigationState/setFlags(_:table:)``), and resumes the parked
    /// entries whose guard now holds.
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Outcome.Resumed] {
        let table = router.table
        let flags = flags.map { (name: $0.key, value: $0.value) }
        // NB: flags are the app's: every scene's state carries them.
        update(.every) { state in state.setFlags(flags, table: table) }
        return stateDidChange()
    }
}
