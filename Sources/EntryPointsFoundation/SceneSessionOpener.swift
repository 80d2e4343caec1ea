import EntryPoints
import Foundation

/// A `SceneOpening` over UIKit's scene sessions: a new scene is a
/// scene-session activation request whose user activity carries the
/// `SceneRequest`, and an open scene comes forward by activating its
/// session.
///
/// ```swift
/// let opener = SceneSessionOpener(activityType: "com.example.scene")  // UIKit
/// opener.attach(to: controller)
/// ```
///
/// The scene delegate names each scene with ``sceneID(connecting:request:)``,
/// which keeps the id in the session's `userInfo`, so a session the system
/// restores after a relaunch connects under the same id and can be brought
/// forward again (the Windows and scenes article).
@MainActor
public final class SceneSessionOpener<Application: SceneSessionActivating>: SceneOpening {
    /// The `userInfo` key of a session that keeps the id its scene connected under.
    public static var sceneIDKey: String { "EntryPoints.sceneID" }

    /// The application that activates scene sessions (`UIApplication.shared`).
    public let application: Application
    private let activity: @MainActor (SceneRequest) -> Application.Activity
    private var failed: (@MainActor (String) -> Void)?

    /// An opener that asks `application` for scenes, with the user activity
    /// `activity` makes for each request (its `userInfo` must be the
    /// request's `SceneRequest.userInfo`, which the new scene reads back
    /// with `SceneRequest.init(activity:)`).
    public init(application: Application, activity: @escaping @MainActor (SceneRequest) -> Application.Activity) {
        self.application = application
        self.activity = activity
    }

    /// Makes this opener `controller`'s `RouteController.sceneOpener`;
    /// when the system refuses a request, the entry waiting for it lands in
    /// its arrival scene (`RouteController.sceneRequestFailed(_:)`).
    /// The opener does not keep the controller alive.
    public func attach<Root>(to controller: RouteController<Root>) {
        controller.sceneOpener = self
        failed = { [weak controller] id in controller?.sceneRequestFailed(id) }
    }

    /// Asks for a new scene with the request in its user activity; always `true`.
    public func openScene(_ request: SceneRequest) -> Bool {
        let id = request.id
        application.requestSceneSessionActivation(nil, userActivity: activity(request), options: nil) {
            [weak self] _ in
            // NB: UIKit does not say on which thread the handler runs.
            Task { @MainActor in self?.failed?(id) }
        }
        return true
    }

    /// Activates the open session whose scene connected as `id`; nothing
    /// when none did (its window closed).
    public func showScene(_ id: String) {
        guard let session = application.openSessions.first(where: { Self.storedID(of: $0) == id })
        else { return }
        application.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)
    }

    /// The id a connecting scene goes by: the request's id when the
    /// controller asked for it (the activity's `SceneRequest`), the id the
    /// session kept when the system restores it, and otherwise its
    /// `persistentIdentifier`. The session keeps the id in its `userInfo`
    /// (``sceneIDKey``).
    public func sceneID(connecting session: Application.Session, request: SceneRequest?) -> String {
        let id = request?.id ?? Self.storedID(of: session)
        session.userInfo = (session.userInfo ?? [:]).merging([Self.sceneIDKey: id]) { _, new in new }
        return id
    }

    private static func storedID(of session: Application.Session) -> String {
        session.userInfo?[sceneIDKey] as? String ?? session.persistentIdentifier
    }
}
