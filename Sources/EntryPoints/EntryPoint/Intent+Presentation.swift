extension Intent {
    /// How an intent asks its destination to be shown, overriding the route's
    /// own `tab`/`stack`/`present` (the event format's `presentation`).
    ///
    /// On the built-in ``NavigationState`` (see ``NavigationState/apply(_:params:presentation:)``):
    ///
    /// ```swift
    /// controller.open(.intent(Intent(route: "story", params: ["storyId": 42], presentation: .push)))
    /// // every modal dismissed, `story {storyId: 42}` pushed onto the selected tab's stack
    /// ```
    ///
    /// A custom root reads it from ``RouteRequest/presentation`` and pushes or presents accordingly.
    public enum Presentation: String, Hashable, Sendable, CaseIterable, Codable {
        /// Dismiss every modal and push the route's screen onto the selected tab's stack.
        case push
        /// Present the route's screen modally, on top of what is presented.
        case present
    }
}
