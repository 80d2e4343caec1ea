import EntryPoints
import Foundation

extension RouteController {
    /// Opens a URL the system delivered to scene `scene`
    /// (`scene(_:openURLContexts:)`, SwiftUI `onOpenURL`): its arrival scene
    /// (the Windows and scenes article).
    @discardableResult
    public func open(
        _ url: URL, sourceApplication: String? = nil, deliveredTo scene: String?, policy: Policy? = nil,
        identity: String? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        open(
            .url(URLEntry(url, sourceApplication: sourceApplication)), deliveredTo: scene, policy: policy,
            identity: identity)
    }

    /// Opens a continued user activity delivered to scene `scene` (`scene(_:continue:)`).
    @discardableResult
    public func open(
        _ activity: some UserActivityRepresentable, deliveredTo scene: String?, policy: Policy? = nil,
        identity: String? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.userActivity(UserActivity(activity)), deliveredTo: scene, policy: policy, identity: identity)
    }

    /// Opens a quick action delivered to scene `scene` (`windowScene(_:performActionFor:completionHandler:)`).
    @discardableResult
    public func open(
        _ item: some ShortcutItemRepresentable, deliveredTo scene: String?, policy: Policy? = nil,
        identity: String? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.shortcut(ShortcutItem(item)), deliveredTo: scene, policy: policy, identity: identity)
    }

    /// Opens the response to a notification for scene `scene` (the scene of
    /// `response.targetScene`); its request identifier is a good `identity`,
    /// so the same notification delivered to two windows runs once.
    @discardableResult
    public func open(
        _ response: some NotificationResponseRepresentable, deliveredTo scene: String?, policy: Policy? = nil,
        identity: String? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.notification(NotificationResponse(response)), deliveredTo: scene, policy: policy, identity: identity)
    }

    /// Opens everything scene `scene` was connected with
    /// (`scene(_:willConnectTo:options:)`), in the order of ``Launch/entries``.
    @discardableResult
    public func open(
        _ options: some SceneConnectionOptionsRepresentable, deliveredTo scene: String?
    ) -> [(ticket: EntryTicket, outcome: Outcome)] {
        Launch(options).entries.map { open($0, deliveredTo: scene) }
    }
}

extension SceneRequest {
    /// The `userInfo` keys a scene request travels under in a user activity.
    static let idKey = "EntryPoints.SceneRequest.id"
    static let kindKey = "EntryPoints.SceneRequest.kind"

    /// The request a user activity carries (the one a
    /// `UISceneSessionActivationRequest` brought to the new scene's
    /// `scene(_:willConnectTo:options:)`); `nil` when it carries none.
    public init?(activity: some UserActivityRepresentable) {
        guard let info = activity.userInfo, let id = info[Self.idKey] as? String,
            let kind = info[Self.kindKey] as? String
        else { return nil }
        self.init(id: id, kind: kind)
    }

    /// The request as a user activity's `userInfo`, for the
    /// `UISceneSessionActivationRequest` that opens its scene.
    public var userInfo: [AnyHashable: Any] { [Self.idKey: id, Self.kindKey: kind] }
}
