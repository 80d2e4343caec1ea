import EntryPoints
import Foundation

/// The fields of `UIScene.ConnectionOptions` that carry entries at cold
/// launch, with Apple's names and types; each requirement quotes the SDK
/// declaration.
public protocol SceneConnectionOptionsRepresentable {
    /// `UIOpenURLContext`.
    associatedtype URLContext: OpenURLContextRepresentable
    /// `NSUserActivity`.
    associatedtype Activity: UserActivityRepresentable & Hashable
    /// `UIApplicationShortcutItem`.
    associatedtype Shortcut: ShortcutItemRepresentable
    /// `UNNotificationResponse`.
    associatedtype Response: NotificationResponseRepresentable
    /// `var urlContexts: Set<UIOpenURLContext> { get }`
    var urlContexts: Set<URLContext> { get }
    /// `var userActivities: Set<NSUserActivity> { get }`
    var userActivities: Set<Activity> { get }
    /// `var shortcutItem: UIApplicationShortcutItem? { get }`
    var shortcutItem: Shortcut? { get }
    /// `var notificationResponse: UNNotificationResponse? { get }`
    var notificationResponse: Response? { get }
}

/// The fields of `UIOpenURLContext`.
public protocol OpenURLContextRepresentable: Hashable {
    /// `UIScene.OpenURLOptions`.
    associatedtype Options: OpenURLOptionsRepresentable
    /// `var url: URL { get }`
    var url: URL { get }
    /// `var options: UIScene.OpenURLOptions { get }`
    var options: Options { get }
}

/// The fields of `UIScene.OpenURLOptions`.
public protocol OpenURLOptionsRepresentable {
    /// `var sourceApplication: String? { get }`
    var sourceApplication: String? { get }
}

extension Launch {
    /// What a scene was connected with at cold launch.
    ///
    /// `UIScene.ConnectionOptions` holds sets, which have no order; the
    /// launch lists URLs sorted by their text and activities by type, then
    /// web page, so the same options always open in the same order.
    public init(
        _ options: some SceneConnectionOptionsRepresentable,
        skipped: (PropertyListConversion.Skipped) -> Void = { _ in }
    ) {
        let urls = options.urlContexts
            .map { URLEntry($0.url, sourceApplication: $0.options.sourceApplication) }
            .sorted { ($0.url, $0.sourceApplication ?? "") < ($1.url, $1.sourceApplication ?? "") }
        let activities = options.userActivities
            .map { UserActivity($0, skipped: skipped) }
            .sorted { ($0.activityType, $0.webpageURL ?? "") < ($1.activityType, $1.webpageURL ?? "") }
        self.init(
            urls: urls, userActivities: activities,
            shortcutItem: options.shortcutItem.map { ShortcutItem($0, skipped: skipped) },
            notification: options.notificationResponse.map { NotificationResponse($0, skipped: skipped) })
    }
}
