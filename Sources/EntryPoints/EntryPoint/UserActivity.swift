/// A user activity continued in the app (Handoff, Spotlight, a universal
/// link tapped in another app), with the fields of `NSUserActivity`.
public struct UserActivity: Hashable, Sendable {
    /// `NSUserActivityTypeBrowsingWeb`: a universal link.
    public static let browsingWeb = "NSUserActivityTypeBrowsingWeb"
    /// `CSSearchableItemActionType`: the user tapped a Spotlight result.
    public static let spotlightItem = "com.apple.corespotlightitem"
    /// `CSSearchableItemActivityIdentifier`: the `userInfo` key of a Spotlight item's identifier.
    public static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"
    /// `CSActionIdentifier` (iOS 15+): the `userInfo` key of the custom action the user
    /// chose on a Spotlight item; a route lists it under `spotlightAction`.
    public static let spotlightActionKey = "CSActionIdentifier"
    /// `CSQueryContinuationActionType`: the user continued a Spotlight search in the app.
    public static let spotlightQueryContinuation = "com.apple.corespotlightquerycontinuation"
    /// `CSSearchQueryString`: the `userInfo` key of a continued search's query, and so
    /// the name of the parameter it reaches the route under.
    public static let spotlightQueryKey = "kCSSearchQueryString"
    /// `NSUserActivityTypeLiveActivity` (WidgetKit): a tap on a Live Activity that
    /// has no `widgetURL`. The adapters on Apple platforms pass this name for
    /// the system's constant, so a table lists it as written here.
    public static let liveActivity = "NSUserActivityTypeLiveActivity"
    /// The parameter an NFC tag's NDEF message is given under (``ndefMessagePayload``).
    public static let ndefMessageParameter = "ndefMessagePayload"

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
    /// The NDEF message of an NFC tag read in the background (`ndefMessagePayload`),
    /// as JSON: typically an array of records. When a browsing-web activity
    /// carries one, the routed request gets it as parameter `ndefMessagePayload`.
    public var ndefMessagePayload: JSONValue?

    /// An activity with `NSUserActivity`'s fields; only `activityType` is required.
    public init(
        activityType: String, webpageURL: String? = nil, referrerURL: String? = nil,
        title: String? = nil, userInfo: JSONObject? = nil, targetContentIdentifier: String? = nil,
        persistentIdentifier: String? = nil, ndefMessagePayload: JSONValue? = nil
    ) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.referrerURL = referrerURL
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.persistentIdentifier = persistentIdentifier
        self.ndefMessagePayload = ndefMessagePayload
    }
}
