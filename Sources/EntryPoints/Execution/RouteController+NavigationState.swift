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
    }

    /// Sets flags (a `state` event), unwinds the screens of each guard it
    /// revokes that says `"onRevoke": "unwind"` (``NavigationState/setFlags(_:table:)``),
    /// and resumes the parked entries whose guard now holds.
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Outcome.Resumed] {
        let table = router.table
        let flags = flags.map { (name: $0.key, value: $0.value) }
        update { state in state.setFlags(flags, table: table) }
        return stateDidChange()
    }
}
