import EntryPoints
import Foundation

/// The fields of `UNNotificationResponse` that routing reads, with Apple's
/// names and types. The payload sits where the SDK keeps it,
/// `response.notification.request.content.userInfo`, so each step of that
/// path is a protocol of its own; each requirement quotes the SDK declaration.
public protocol NotificationResponseRepresentable {
    /// The notification's type (`UNNotification`).
    associatedtype Notification: NotificationRepresentable
    /// `var actionIdentifier: String { get }`
    var actionIdentifier: String { get }
    /// `@NSCopying var notification: UNNotification { get }`
    var notification: Notification { get }
}

/// The fields of `UNNotification` that routing reads.
public protocol NotificationRepresentable {
    /// The request's type (`UNNotificationRequest`).
    associatedtype Request: NotificationRequestRepresentable
    /// `@NSCopying var request: UNNotificationRequest { get }`
    var request: Request { get }
}

/// The fields of `UNNotificationRequest` that routing reads.
public protocol NotificationRequestRepresentable {
    /// The content's type (`UNNotificationContent`).
    associatedtype Content: NotificationContentRepresentable
    /// `@NSCopying var content: UNNotificationContent { get }`
    var content: Content { get }
}

/// The fields of `UNNotificationContent` that routing reads.
public protocol NotificationContentRepresentable {
    /// `var userInfo: [AnyHashable : Any] { get }`
    var userInfo: [AnyHashable: Any] { get }
    /// `var categoryIdentifier: String { get }`
    var categoryIdentifier: String { get }
}

/// `UNTextInputNotificationResponse`: a response to a text-input action.
public protocol TextInputNotificationResponseRepresentable: NotificationResponseRepresentable {
    /// `var userText: String { get }`
    var userText: String { get }
}

extension NotificationResponse {
    /// The entry for the user's response to a notification: the action, the
    /// category (`nil` when the content has none, so `aps.category` is used),
    /// the payload converted value by value, and the typed text of a
    /// text-input response.
    public init(
        _ response: some NotificationResponseRepresentable,
        skipped: (PropertyListConversion.Skipped) -> Void = { _ in }
    ) {
        let content = response.notification.request.content
        let userInfo = PropertyListConversion(content.userInfo)
        userInfo.skipped.forEach(skipped)
        self.init(
            userInfo: userInfo.object, actionIdentifier: response.actionIdentifier,
            categoryIdentifier: content.categoryIdentifier.isEmpty ? nil : content.categoryIdentifier,
            userText: (response as? any TextInputNotificationResponseRepresentable)?.userText)
    }
}
