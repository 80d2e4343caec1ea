import EntryPoints
import Foundation

/// What `UIApplication` offers to open a new scene and bring one forward,
/// with Apple's names and types; each requirement quotes the SDK
/// declaration.
///
/// ``SceneSessionOpener`` opens scenes through it; `UIApplication` conforms
/// with no body, and tests conform a double.
@MainActor
public protocol SceneSessionActivating: AnyObject {
    /// `UISceneSession`.
    associatedtype Session: SceneSessionRepresentable & Hashable
    /// `NSUserActivity`.
    associatedtype Activity
    /// `UIScene.ActivationRequestOptions`.
    associatedtype Options
    /// `func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    /// options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil)`
    func requestSceneSessionActivation(
        _ sceneSession: Session?, userActivity: Activity?, options: Options?,
        errorHandler: ((any Error) -> Void)?)
    /// `var openSessions: Set<UISceneSession> { get }`
    var openSessions: Set<Session> { get }
}

/// The fields of `UISceneSession` a ``SceneSessionOpener`` reads and
/// writes, with Apple's names and types.
@MainActor
public protocol SceneSessionRepresentable: AnyObject {
    /// `var persistentIdentifier: String { get }`
    var persistentIdentifier: String { get }
    /// `var userInfo: [String : Any]? { get set }`
    var userInfo: [String: Any]? { get set }
}
