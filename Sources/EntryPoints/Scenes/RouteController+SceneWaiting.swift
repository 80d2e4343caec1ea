// The waiting forms of opening, for an entry the system delivered to one
// scene: an App Intent performed in a window, a caller that awaits the
// outcome of a link that window received.

extension RouteController {
    /// ``openAndWait(_:policy:identity:action:)`` for an entry the system
    /// delivered to scene `scene` (its *arrival* scene, as
    /// ``open(_:deliveredTo:policy:identity:action:)`` takes it): the route's
    /// `scene` and `sceneKind` choose where it lands. A scene that is not
    /// open, or `nil`, stands for the active scene.
    public func openAndWait(
        _ entry: EntryPoint, deliveredTo scene: String?, policy: Policy? = nil, identity: String? = nil,
        action: Action? = nil
    ) async -> Outcome {
        await wait(
            for: entry, policy: policy, identity: identity, action: action, scope: callingScope, deliveredTo: scene)
    }

    /// ``openForResult(_:policy:action:)`` for an intent performed in scene
    /// `scene` (its arrival scene): a redirect to sign in shows there, and
    /// the route's `scene` and `sceneKind` choose where the destination lands.
    public func openForResult(
        _ intent: Intent, deliveredTo scene: String?, policy: Policy? = nil, action: Action? = nil
    ) async -> Intent.Answer {
        await result(of: intent, policy: policy, action: action, scope: callingScope, deliveredTo: scene)
    }
}
