extension RouteController where Root == NavigationState {
    /// A controller over the built-in ``NavigationState``: routes execute
    /// their table's `tab`, `stack` and `present` (or an intent's
    /// ``Intent/presentation``), and a guard holds when its flag is `true`.
    ///
    /// Handlers added with ``handle(_:with:)`` still take precedence for their routes.
    public convenience init(router: Router, coldStart: Bool = true) {
        self.init(
            root: NavigationState(tabs: router.table.tabs), router: router, coldStart: coldStart,
            guards: { state, name in state.flag(name) })
        handleOthers { state, request, _ in state.execute(request, in: router) }
    }

    /// Sets flags (a `state` event), unwinds the screens of each guard it
    /// revokes that says `"onRevoke": "unwind"` (``NavigationState/setFlags(_:table:)``),
    /// and resumes the parked entries whose guard now holds.
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Resumed] {
        let table = router.table
        modifyRoot { state in
            state.setFlags(flags.map { (name: $0.key, value: $0.value) }, table: table)
        }
        return stateDidChange()
    }
}
