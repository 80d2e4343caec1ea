extension Outcome {
    /// Whether the app took the entry: it was routed, or it waits to run
    /// (held until the app is ready, parked behind a guard, queued, or in
    /// progress), so the user will see its destination. What a system
    /// callback that asks "did you handle it?" answers, such as a home-screen
    /// quick action's `completionHandler`:
    ///
    /// ```swift
    /// completionHandler(controller.open(item).outcome.isHandled)
    /// ```
    ///
    /// `unmatched`, `rejected` and `invalid` are not handled.
    public var isHandled: Bool { status == .routed || status == .deferred }
}
