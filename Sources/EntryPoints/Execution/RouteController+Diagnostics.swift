extension RouteController {
    /// Mistakes a controller can spot in how the app set it up.
    public struct Diagnostics: Hashable, Sendable {
        /// Routes nothing executes, in table order: no handler of their own,
        /// and, on the built-in roots, no declarative `tab`, `stack` or
        /// `present` (on a custom root those execute nothing). With no
        /// `handleOthers(with:)` they cannot execute (`not-reached`); the
        /// built-in navigation state leaves the screen as it was for them.
        public var routesWithoutDestination: [String]
        /// Whether a fallback handler (`handleOthers(with:)`) is set.
        public var hasFallback: Bool
        /// Guard names the table's routes require that the app's guard closure
        /// answered `nil` for (it does not know them), sorted.
        public var unansweredGuards: [String]

        /// How many entries are held while ``RouteController/markReady()``
        /// was never called: with `coldStart`, an app that forgets to call it
        /// shows nothing a link opens.
        public var heldWithoutReady: Int = 0

        /// Whether nothing was found.
        public var isEmpty: Bool {
            routesWithoutDestination.isEmpty && unansweredGuards.isEmpty && heldWithoutReady == 0
        }
    }

    /// What the controller can tell about its setup now: routes nothing
    /// executes (check it once the handlers are registered, for example in a
    /// test or a debug build's launch) and guards the app never answered.
    ///
    /// ```swift
    /// assert(controller.diagnostics.isEmpty, "\(controller.diagnostics)")
    /// ```
    public var diagnostics: Diagnostics {
        let routes = router.table.routes.filter { route in
            guard handlers[route.id] == nil else { return false }
            // NB: the table's tab/stack/present execute only on the built-in roots.
            return builtin == nil || (route.tab == nil && route.stack == nil && route.present == nil)
        }
        return Diagnostics(
            routesWithoutDestination: routes.map(\.id), hasFallback: fallback != nil,
            unansweredGuards: guardLog.unanswered.ascending, heldWithoutReady: isReady ? 0 : book.counts.held)
    }

    /// Asks the guard closure about every guard the table's routes require,
    /// with the root as it stands, so ``diagnostics`` lists those it does
    /// not answer without waiting for an entry to meet them.
    public func probeGuards() {
        var names: [String] = []
        for route in router.table.routes {
            for name in route.requires where !names.contains(name) { names.append(name) }
        }
        for name in names { _ = guardHolds(root, name) }
    }
}
