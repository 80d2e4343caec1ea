extension Route {
    /// What a routed entry does to its tab's stack when that tab already has
    /// screens (the route's `landing`; it needs a ``Route/tab``).
    ///
    /// In every case the modals are dismissed and the route's tab is selected
    /// first; then, on that tab's stack:
    ///
    /// | landing | the stack becomes |
    /// |---|---|
    /// | ``replace`` | the route's `stack`, whatever was there |
    /// | ``push`` | what was there with the route's screen on top (as ``replace`` when empty; unchanged when the screen with equal parameters is already on top) |
    /// | ``reuse`` | what was there up to the topmost screen of the route's screen name, which takes the route's parameters (as ``replace`` when there is none) |
    ///
    /// ``NavigationState`` and ``NavigationModel`` follow it; a custom root
    /// follows it with ``Route/landingEdit(on:params:screen:)``.
    public enum Landing: String, Hashable, Sendable, CaseIterable {
        /// The tab's stack becomes the route's `stack` (the default).
        case replace
        /// The route's screen goes on top of what the tab shows.
        case push
        /// The tab goes back to the route's screen where it already has one.
        case reuse
    }
}
