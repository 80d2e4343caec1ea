/// Everything an app declares about its ways in: its URL schemes and
/// domains, its tabs and guards, and its routes.
///
/// Build one in code or load it from JSON (``init(json:warnings:)``),
/// then compile it into a ``Router``, which validates it first
/// (``Validated``):
///
/// ```swift
/// let table = RouteTable(schemes: ["demoapp"], domains: ["example.com"],
///                        routes: [Route("story", patterns: ["/story/:storyId"],
///                                       params: ["storyId": .int])])
/// let router = try Router(table)
/// ```
public struct RouteTable: Hashable, Sendable {
    /// The default `notificationLinkKeys`: common push providers first, then generic keys.
    public static let defaultNotificationLinkKeys = [
        "/gcm.app_link", "/custom/u", "/os_data/u", "/ab_uri", "/^d", "/itbl/defaultAction/data",
        "/wzrk_dl", "/CIO/push/link", "/app_extra/moe_deeplink",
        "url", "deeplink", "deep_link", "link", "uri",
    ]

    /// Custom URL schemes the app owns (never `http` or `https`).
    public var schemes: [String]
    /// Hosts whose web URLs are universal links; `*.example.com` covers subdomains.
    public var domains: [String]
    /// Whether literal path segments compare case-sensitively.
    public var caseSensitive: Bool
    /// The root tabs of the navigation state, in order.
    public var tabs: [String]
    /// Where a notification payload may carry a link, in priority order.
    public var notificationLinkKeys: [String]
    /// Guards by name, in the order declared.
    public var guards: [RouteTable.Guard]
    /// The routes, in the order listed (which breaks ties between identical patterns).
    public var routes: [Route]
    /// The app's identifier, `TEAMID.bundle.identifier`.
    public var appID: String?
    /// The kinds of scene (window) the app has, the primary kind first
    /// (`scenes`); `nil` for an app of one scene.
    public var scenes: [String]?
    /// Links the app hands to someone else, such as a sign-in SDK's callback
    /// (`passThrough`), in the order listed.
    public var passThrough: [PassThrough]
    /// Query item names that carry attribution, not meaning
    /// (`trackingParameters`); a trailing `*` covers every name with that
    /// prefix (``coversTrackingParameter(_:)``).
    public var trackingParameters: [String]
    /// Links that must be resolved before matching (`resolve`), such as a
    /// vendor's short links; `nil` when there are none.
    public var resolve: ResolutionStage?
    /// Association files by host, as `EntryPointsTooling` loads them: the
    /// router asks them whether an external web URL is claimed.
    package var associationFiles: [String: any WebLinkClaims] {
        get { claims.byHost }
        set { claims.byHost = newValue }
    }
    var claims = WebLinkClaimsByHost()

    /// A table with the given parts; ``Router/init(_:)-(RouteTable)`` validates it. Every part has the format's default.
    public init(
        schemes: [String] = [], domains: [String] = [], caseSensitive: Bool = false,
        tabs: [String] = ["main"], notificationLinkKeys: [String] = RouteTable.defaultNotificationLinkKeys,
        guards: [RouteTable.Guard] = [], routes: [Route], appID: String? = nil, scenes: [String]? = nil,
        passThrough: [PassThrough] = [], trackingParameters: [String] = [], resolve: ResolutionStage? = nil
    ) {
        self.schemes = schemes
        self.domains = domains
        self.caseSensitive = caseSensitive
        self.tabs = tabs
        self.notificationLinkKeys = notificationLinkKeys
        self.guards = guards
        self.routes = routes
        self.appID = appID
        self.scenes = scenes
        self.passThrough = passThrough
        self.trackingParameters = trackingParameters
        self.resolve = resolve
    }

    /// The guard named `name`, if the table defines it.
    public func guardDefinition(named name: String) -> RouteTable.Guard? {
        guards.first { $0.name == name }
    }
}
