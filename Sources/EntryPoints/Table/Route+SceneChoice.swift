extension Route {
    /// Which open scene (window) a routed entry lands in (the route's
    /// `scene`; it needs the table's ``RouteTable/scenes``).
    public enum SceneChoice: String, Hashable, Sendable, CaseIterable {
        /// The scene the system delivered the entry to, when it is of the
        /// route's ``Route/sceneKind`` (the default); otherwise the most
        /// recently active scene of that kind, or a new one.
        case arrival
        /// The most recently active scene already showing the route's screen
        /// with equal parameters; otherwise as ``arrival``.
        case showing
        /// Always a new scene, of the route's ``Route/sceneKind`` (or the primary kind).
        case new
    }
}
