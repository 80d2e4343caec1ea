import EntryPoints
import EntryPointsFoundation
import Foundation

// Test doubles shaped exactly like Apple's classes: the same property names,
// types and settability as the SDK declarations each protocol quotes, so
// what compiles here against a double is what the one-line conformances
// compile against on Apple platforms.

/// `NSUserActivity`.
final class UserActivityDouble: Hashable, UserActivityRepresentable {
    let activityType: String
    var webpageURL: URL?
    var referrerURL: URL?
    var title: String?
    var userInfo: [AnyHashable: Any]?
    var targetContentIdentifier: String?
    var persistentIdentifier: String?

    init(activityType: String) { self.activityType = activityType }

    static func == (lhs: UserActivityDouble, rhs: UserActivityDouble) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIApplicationShortcutItem`.
final class ShortcutItemDouble: ShortcutItemRepresentable {
    let type: String
    let localizedTitle: String
    let localizedSubtitle: String?
    let userInfo: [String: any NSSecureCoding]?

    init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, userInfo: [String: any NSSecureCoding]?
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
    }
}

/// `UNNotificationContent`.
final class NotificationContentDouble: NotificationContentRepresentable {
    let userInfo: [AnyHashable: Any]
    let categoryIdentifier: String
    init(userInfo: [AnyHashable: Any], categoryIdentifier: String = "") {
        self.userInfo = userInfo
        self.categoryIdentifier = categoryIdentifier
    }
}

/// `UNNotificationRequest`.
final class NotificationRequestDouble: NotificationRequestRepresentable {
    let content: NotificationContentDouble
    init(content: NotificationContentDouble) { self.content = content }
}

/// `UNNotification`.
final class NotificationDouble: NotificationRepresentable {
    let request: NotificationRequestDouble
    init(request: NotificationRequestDouble) { self.request = request }
}

/// `UNNotificationResponse`.
class NotificationResponseDouble: NotificationResponseRepresentable {
    let actionIdentifier: String
    let notification: NotificationDouble
    init(actionIdentifier: String = NotificationResponse.defaultAction, content: NotificationContentDouble) {
        self.actionIdentifier = actionIdentifier
        self.notification = NotificationDouble(request: NotificationRequestDouble(content: content))
    }
}

/// `UNTextInputNotificationResponse`, a subclass as in the SDK.
final class TextInputNotificationResponseDouble: NotificationResponseDouble, TextInputNotificationResponseRepresentable
{
    let userText: String
    init(actionIdentifier: String, content: NotificationContentDouble, userText: String) {
        self.userText = userText
        super.init(actionIdentifier: actionIdentifier, content: content)
    }
}

/// `UIScene.OpenURLOptions`.
final class OpenURLOptionsDouble: OpenURLOptionsRepresentable {
    let sourceApplication: String?
    init(sourceApplication: String?) { self.sourceApplication = sourceApplication }
}

/// `UIOpenURLContext`.
final class OpenURLContextDouble: OpenURLContextRepresentable {
    let url: URL
    let options: OpenURLOptionsDouble
    init(_ url: String, sourceApplication: String? = nil) {
        self.url = URL(string: url)!
        self.options = OpenURLOptionsDouble(sourceApplication: sourceApplication)
    }
    static func == (lhs: OpenURLContextDouble, rhs: OpenURLContextDouble) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIScene.ConnectionOptions`.
final class ConnectionOptionsDouble: SceneConnectionOptionsRepresentable {
    var urlContexts: Set<OpenURLContextDouble> = []
    var userActivities: Set<UserActivityDouble> = []
    var shortcutItem: ShortcutItemDouble?
    var notificationResponse: NotificationResponseDouble?
}
