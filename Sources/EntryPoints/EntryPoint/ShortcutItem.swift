/// A home-screen quick action, with the fields of `UIApplicationShortcutItem`.
public struct ShortcutItem: Hashable, Sendable {
    /// The item's type string, which the route table's `shortcut` names.
    public var type: String
    /// The title shown on the home screen.
    public var localizedTitle: String?
    /// The subtitle shown on the home screen.
    public var localizedSubtitle: String?
    /// Extra data; its members become the route's parameters.
    public var userInfo: JSONObject?

    /// A quick action of type `type`, as `UIApplicationShortcutItem` describes it.
    public init(
        type: String, localizedTitle: String? = nil, localizedSubtitle: String? = nil,
        userInfo: JSONObject? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
    }
}
