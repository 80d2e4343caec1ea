/// What opened the app from cold, as `UIScene.ConnectionOptions` hands it
/// over: any number of URLs and user activities, a shortcut item, a
/// notification response. One launch can carry several entries at once.
///
/// ``entries`` lists them in the order they are opened: URLs, user
/// activities, the shortcut item, then the notification (the event
/// format's `launch`). A controller opens them one by one, each held until
/// the app is ready as any entry is:
///
/// ```swift
/// let launch = Launch(urls: [URLEntry("demoapp://story/42")])
/// for (ticket, outcome) in controller.open(launch) { print(ticket, outcome) }
/// ```
public struct Launch: Hashable, Sendable {
    /// URLs to open, with the application that sent each (`urlContexts`).
    public var urls: [URLEntry]
    /// User activities to continue (`userActivities`).
    public var userActivities: [UserActivity]
    /// The home-screen quick action that launched the app (`shortcutItem`).
    public var shortcutItem: ShortcutItem?
    /// The notification the user responded to (`notificationResponse`).
    public var notification: NotificationResponse?

    /// A launch carrying these entries; all are optional.
    public init(
        urls: [URLEntry] = [], userActivities: [UserActivity] = [], shortcutItem: ShortcutItem? = nil,
        notification: NotificationResponse? = nil
    ) {
        self.urls = urls
        self.userActivities = userActivities
        self.shortcutItem = shortcutItem
        self.notification = notification
    }

    /// The carried entries in the order they are opened: URLs, user
    /// activities, the shortcut item, the notification.
    public var entries: [EntryPoint] {
        var entries: [EntryPoint] = urls.map(EntryPoint.url) + userActivities.map(EntryPoint.userActivity)
        if let shortcutItem { entries.append(.shortcut(shortcutItem)) }
        if let notification { entries.append(.notification(notification)) }
        return entries
    }

    /// Whether the launch carries no entry (the app was simply opened).
    public var isEmpty: Bool {
        urls.isEmpty && userActivities.isEmpty && shortcutItem == nil && notification == nil
    }
}
