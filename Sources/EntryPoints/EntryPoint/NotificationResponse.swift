/// The user's response to a notification, with the fields of
/// `UNNotificationResponse` (and `UNTextInputNotificationResponse`).
public struct NotificationResponse: Hashable, Sendable {
    /// `UNNotificationDefaultActionIdentifier`: the user tapped the notification.
    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
    /// `UNNotificationDismissActionIdentifier`: the user dismissed it.
    public static let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"

    /// The action the user chose; ``defaultAction`` when they tapped the notification.
    public var actionIdentifier: String
    /// The notification's category; when `nil`, `userInfo.aps.category` is used.
    public var categoryIdentifier: String?
    /// The push payload, with its `aps` dictionary.
    public var userInfo: JSONObject
    /// The text the user typed, for a text-input action.
    public var userText: String?

    /// A response with its payload; the identifiers are `nil` when the system gave none.
    public init(
        userInfo: JSONObject, actionIdentifier: String = NotificationResponse.defaultAction,
        categoryIdentifier: String? = nil, userText: String? = nil
    ) {
        self.userInfo = userInfo
        self.actionIdentifier = actionIdentifier
        self.categoryIdentifier = categoryIdentifier
        self.userText = userText
    }

    /// The category that routing uses: ``categoryIdentifier``, else `aps.category`.
    public var effectiveCategory: String? {
        categoryIdentifier ?? userInfo["aps"]?["category"]?.stringValue
    }
}
