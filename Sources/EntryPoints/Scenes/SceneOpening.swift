/// How a ``RouteController`` opens a scene (window) and brings one to the
/// front: the app implements it with what its platform offers
/// (SwiftUI's `openWindow(value:)`; on UIKit, `SceneSessionOpener` of
/// `EntryPointsFoundation`, over scene-session activation requests) and sets
/// it as ``RouteController/sceneOpener``.
///
/// ```swift
/// struct WindowOpener: SceneOpening {
///     let openWindow: (SceneRequest) -> Void
///     func openScene(_ request: SceneRequest) -> Bool {
///         openWindow(request)   // the new window connects later, as request.id
///         return true
///     }
/// }
/// ```
///
/// The new scene connects later, asynchronously: the entry waits for it
/// (in flight, `running(handler)`), lands there once
/// ``RouteController/connect(_:kind:root:)`` names its ``SceneRequest/id``,
/// and lands in its arrival scene when the request fails
/// (``RouteController/sceneRequestFailed(_:)``) or no scene connected
/// within ``RouteController/sceneConnectionTimeout``.
@MainActor
public protocol SceneOpening {
    /// Asks the system for a new scene of `request.kind`, which the app
    /// connects as `request.id` once it exists (now or later).
    /// - Returns: whether it asked; `false` when it cannot (a device that
    ///   shows one window), and the entry lands in its arrival scene.
    func openScene(_ request: SceneRequest) -> Bool
    /// Brings open scene `id` to the front: an entry that arrived in another
    /// scene landed there. By default, nothing.
    func showScene(_ id: String)
}

extension SceneOpening {
    /// Does nothing: an app whose scenes come forward by themselves needs no more.
    public func showScene(_ id: String) {}
}
