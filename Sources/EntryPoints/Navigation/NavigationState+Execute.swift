extension NavigationState {
    /// Executes a routed request as the built-in root does: the route's
    /// table `tab`, `stack`, `landing` and `present`, or the request's
    /// ``RouteRequest/presentation`` (``apply(_:params:presentation:)``).
    ///
    /// The one rule behind every controller over the navigation state, the
    /// plain value and the observable ``NavigationModel`` alike.
    ///
    /// - Returns: `false` when `router` has no route `request.route`.
    public mutating func execute(_ request: RouteRequest, in router: Router) -> Bool {
        // NB: a request `router` resolved carries its route; one built by hand is looked up by id.
        router.withRoute(for: request) { apply($0, params: request.params, presentation: request.presentation) }
    }
}
