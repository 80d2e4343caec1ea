/// A custom root that ``RouteController/reset()`` and logout unwinding can
/// act on, as they act on the built-in ``NavigationState``.
///
/// A reference root (a coordinator, an `@Observable` model) is the same
/// object before and after a reset, so handing back the initial value
/// cannot reset it: it adopts this protocol instead.
///
/// ```swift
/// extension AppCoordinator: ResettableRoot {
///     func resetToInitialState() { tabs.selectedIndex = 0; stacks.forEach { $0.popToRootViewController(animated: false) } }
///     func unwind(screens: Set<String>) { stacks.forEach { $0.pop(screensNamed: screens) } }
/// }
/// ```
@MainActor
public protocol ResettableRoot {
    /// Returns the root to the state it had when the app started.
    mutating func resetToInitialState()
    /// Takes away every screen named in `screens`, with what is above it
    /// (a revoked guard that says `"onRevoke": "unwind"`); by default nothing.
    mutating func unwind(screens: Set<String>)
}

extension ResettableRoot {
    /// Does nothing: a root that shows no guarded screens has nothing to unwind.
    public mutating func unwind(screens: Set<String>) {}
}

extension RouteController {
    /// Unwinds the screens of guard `name` on a ``ResettableRoot`` (when the
    /// table says the guard unwinds on revoke), in every open scene, then
    /// resumes what waits on the root: the custom root's counterpart of
    /// setting a flag to `false`.
    ///
    /// - Returns: what ``stateDidChange()`` resumed.
    @discardableResult
    public func revoke(_ name: String) -> [Outcome.Resumed] {
        let screens = router.table.screens(unwoundByRevoking: name)
        if !screens.isEmpty {
            update(.every) { root in
                guard var unwindable = root as? any ResettableRoot else { return }
                unwindable.unwind(screens: screens)
                if let unwound = unwindable as? Root { root = unwound }
            }
        }
        return stateDidChange()
    }
}
