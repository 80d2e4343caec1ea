@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension RouteController where Root == NavigationModel {
    /// A controller over an observable ``NavigationModel``: routes execute
    /// their table's `tab`, `stack` and `present` on the model's state, and
    /// a guard holds when its flag is `true`; SwiftUI views bound to the
    /// model follow.
    ///
    /// Handlers added with `handle(_:with:)` still take precedence for their routes;
    /// ``handleOthers(with:)`` takes the routes the table gives no destination.
    public convenience init(
        model: NavigationModel, router: Router, coldStart: Bool = true, maxHeld: Int = defaultMaxHeld,
        maxIdentities: Int = defaultMaxIdentities
    ) {
        self.init(
            root: model, router: router, coldStart: coldStart, maxHeld: maxHeld, maxIdentities: maxIdentities,
            guards: { model, name in model.flag(name) })
        builtin = .sync { request, context in
            var reached = false
            context.update { model in reached = model.update { $0.execute(request, in: router) } }
            return reached
        }
    }

    /// Sets flags on every open scene's model as a `state` event does (unwinding each
    /// revoked guard that says `"onRevoke": "unwind"`,
    /// ``NavigationState/setFlags(_:table:)``) and resumes the parked
    /// entries whose guard now holds.
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Outcome.Resumed] {
        let table = router.table
        let flags = flags.map { (name: $0.key, value: $0.value) }
        update(.every) { model in model.update { state in state.setFlags(flags, table: table) } }
        return stateDidChange()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension RouteContext where Root == NavigationModel {
    /// Sets flags on the model as the controller's `setFlags(_:)` does; it
    /// changes the root, so it does nothing once this entry lost.
    @MainActor
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Outcome.Resumed] {
        guard !isSuperseded else { return [] }
        return controller.setFlags(flags)
    }
}
