@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension RouteController where Root == NavigationModel {
    /// A controller over an observable ``NavigationModel``: routes execute
    /// their table's `tab`, `stack` and `present` on the model's state, and
    /// a guard holds when its flag is `true`; SwiftUI views bound to the
    /// model follow.
    ///
    /// Handlers added with ``handle(_:with:)`` still take precedence for their routes.
    public convenience init(model: NavigationModel, router: Router, coldStart: Bool = true) {
        self.init(root: model, router: router, coldStart: coldStart, guards: { model, name in model.flag(name) })
        handleOthers { model, request, _ in
            guard let route = router.route(id: request.route) else { return false }
            model.update { $0.apply(route, params: request.params) }
            return true
        }
    }

    /// Sets flags on the model and resumes the parked entries whose guard now holds.
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Resumed] {
        root.update { state in
            for (name, value) in flags { state.setFlag(name, to: value) }
        }
        return stateDidChange()
    }
}
