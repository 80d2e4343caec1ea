/// A user activity continued in the app (Handoff, Spotlight, a universal
/// link tapped in another app), with the fields of `NSUserActivity`.
public struct UserActivity: Hashable, Sendable {
    /// `NSUserActivityTypeBrowsingWeb`: a universal link.
    public static let browsingWeb = "NSUserActivityTypeBrowsingWeb"
    /// `CSSearchableItemActionType`: the user tapped a Spotlight result.
    public static let spotlightItem = "com.apple.corespotlightitem"
    /// `CSSearchableItemActivityIdentifier`: the `userInfo` key of a Spotlight item's identifier.
    public static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"

    /// The activity's type, for example ``browsingWeb`` or an app-defined one.
    public var activityType: String
    /// The web page the activity shows, for browsing-web activities.
    public var webpageURL: String?
    /// The page that referred to ``webpageURL``.
    public var referrerURL: String?
    /// The activity's user-visible title.
    public var title: String?
    /// Extra data; its members become the route's parameters.
    public var userInfo: JSONObject?
    /// The identifier used to pick the scene that continues the activity.
    public var targetContentIdentifier: String?
    /// The identifier used to delete donated activities.
    public var persistentIdentifier: String?

    /// An activity with `NSUserActivity`'s fields; only `activityType` is required.
    public init(
        activityType: String, webpageURL: String? = nil, referrerURL: String? = nil,
        title: String? = nil, userInfo: JSONObject? = nil, targetContentIdentifier: String? = nil,
        persistentIdentifier: String? = nil
    ) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.referrerURL = referrerURL
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.persistentIdentifier = persistentIdentifier
    }
}
