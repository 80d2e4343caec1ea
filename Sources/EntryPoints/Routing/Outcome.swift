/// What became of an entry: a status, a reason when it did not simply
/// succeed, the route when one was identified, and a human message.
///
/// Statuses and reasons are stable string codes (see ``Status`` and
/// ``Reason``); entryd writes them as they are.
public struct Outcome: Hashable, Sendable {
    /// The broad result.
    public struct Status: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The entry reached its route.
        public static let routed = Self(rawValue: "routed")
        /// No route takes the entry.
        public static let unmatched = Self(rawValue: "unmatched")
        /// The entry was refused (bad URL, not exposed, bad parameter, guard).
        public static let rejected = Self(rawValue: "rejected")
        /// The entry is held: by a guard that redirected, or until the app is ready.
        public static let deferred = Self(rawValue: "deferred")
        /// The input line was not a valid event.
        public static let invalid = Self(rawValue: "invalid")
        /// A control event was applied.
        public static let ok = Self(rawValue: "ok")

        /// Every status, in the order of the format's table.
        public static let allCases: [Status] = [.routed, .unmatched, .rejected, .deferred, .invalid, .ok]
    }

    /// Why an entry was not simply routed.
    public struct Reason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// No route matches the entry.
        public static let noRoute = Self(rawValue: "no-route")
        /// An intent names a route id the table does not have.
        public static let unknownRoute = Self(rawValue: "unknown-route")
        /// The notification was dismissed.
        public static let dismissed = Self(rawValue: "dismissed")
        /// The link belongs to someone else: a `passThrough` entry covers it,
        /// and the app hands it on (a sign-in SDK's callback).
        public static let passThrough = Self(rawValue: "pass-through")
        /// The link is under a `resolve` prefix, has no resolution, and the
        /// table names no `fallback` route.
        public static let unresolved = Self(rawValue: "unresolved")
        /// The URL does not parse, or has a bad escape or a dot segment.
        public static let malformedURL = Self(rawValue: "malformed-url")
        /// The URL is longer than 8,192 bytes.
        public static let urlTooLong = Self(rawValue: "url-too-long")
        /// The URL's scheme is neither one of the app's nor http(s).
        public static let schemeNotAllowed = Self(rawValue: "scheme-not-allowed")
        /// A web URL on a host that is not one of the app's domains.
        public static let domainNotAssociated = Self(rawValue: "domain-not-associated")
        /// The domain's association file does not claim the URL for the app.
        public static let notClaimed = Self(rawValue: "not-claimed")
        /// An external entry reached an internal route.
        public static let notExposed = Self(rawValue: "not-exposed")
        /// A parameter the route's patterns capture is absent.
        public static let missingParameter = Self(rawValue: "missing-parameter")
        /// A parameter does not convert to its declared type.
        public static let badParameter = Self(rawValue: "bad-parameter")
        /// A guard does not hold.
        public static let `guard` = Self(rawValue: "guard")
        /// An entry with the same identity was already opened (routed,
        /// refused, held or parked): it runs once.
        public static let duplicate = Self(rawValue: "duplicate")
        /// A `scene` control event names a scene that is not open (or already
        /// open), a kind the table does not list, or the last open scene; or
        /// the table has no `scenes`.
        public static let badScene = Self(rawValue: "bad-scene")
        /// The app is not ready yet (cold start).
        public static let notReady = Self(rawValue: "not-ready")
        /// The line is not valid JSON.
        public static let malformedJSON = Self(rawValue: "malformed-json")
        /// The line is JSON but not an object.
        public static let notAnObject = Self(rawValue: "not-an-object")
        /// A required event field is absent or null.
        public static let missingField = Self(rawValue: "missing-field")
        /// An event field has the wrong JSON type.
        public static let wrongType = Self(rawValue: "wrong-type")
        /// The event's `type` is not one the format defines.
        public static let unknownType = Self(rawValue: "unknown-type")
        /// The line is longer than the limit.
        public static let lineTooLong = Self(rawValue: "line-too-long")
        /// The line is not valid UTF-8.
        public static let badEncoding = Self(rawValue: "bad-encoding")

        /// Every reason, grouped by the status it goes with.
        public static let allCases: [Reason] = [
            .noRoute, .unknownRoute, .dismissed, .passThrough, .unresolved,
            .malformedURL, .urlTooLong, .schemeNotAllowed, .domainNotAssociated, .notClaimed,
            .notExposed, .missingParameter, .badParameter, .guard, .duplicate, .badScene,
            .notReady,
            .malformedJSON, .notAnObject, .missingField, .wrongType, .unknownType, .lineTooLong,
            .badEncoding,
        ]
    }

    /// What happened to the entry.
    public var status: Status
    /// Why, for every status but routed and ok.
    public var reason: Reason?
    /// The route's id, whenever a route was identified.
    public var route: String?
    /// The route's converted parameters, whenever a route was identified.
    public var params: JSONObject?
    /// One human sentence; present for every status but routed and ok.
    public var message: String?
    /// The guard that did not hold (reason `guard`).
    public var guardName: String?
    /// The route a guard redirected to (status deferred, reason `guard`).
    public var redirect: String?
    /// The tracking parameters removed from the entry's link before matching
    /// (`tracking`): name → string, or an array of strings, in order, for a
    /// name given more than once; `nil` when none was removed.
    public var trackingParameters: JSONObject?
    /// The link as it arrived, when a `resolve` prefix had it resolved (or
    /// found no resolution) before matching (`resolvedFrom`).
    public var resolvedFrom: String?
    /// The id of the scene the entry landed in when it routed, otherwise of
    /// the scene it arrived in (`scene`); `nil` for a table without `scenes`.
    public var scene: String?
    /// The id of the scene the entry arrived in, when it routed in another
    /// scene: it was forwarded (`from`).
    public var forwardedFrom: String?
    /// Whether a scene was opened for the entry (`opened`).
    public var openedScene: Bool

    /// An outcome with the given parts; see ``routed(_:)`` for a routed request.
    public init(
        status: Status, reason: Reason? = nil, route: String? = nil, params: JSONObject? = nil,
        message: String? = nil, guardName: String? = nil, redirect: String? = nil,
        trackingParameters: JSONObject? = nil, resolvedFrom: String? = nil, scene: String? = nil,
        forwardedFrom: String? = nil, openedScene: Bool = false
    ) {
        self.status = status
        self.reason = reason
        self.route = route
        self.params = params
        self.message = message
        self.guardName = guardName
        self.redirect = redirect
        self.trackingParameters = trackingParameters
        self.resolvedFrom = resolvedFrom
        self.scene = scene
        self.forwardedFrom = forwardedFrom
        self.openedScene = openedScene
    }

    /// A routed outcome for `request`.
    public static func routed(_ request: RouteRequest) -> Outcome {
        Outcome(
            status: .routed, route: request.route, params: request.params,
            trackingParameters: request.trackingParameters, resolvedFrom: request.resolvedFrom)
    }

    /// An `ok` outcome for a control event.
    public static let ok = Outcome(status: .ok)
}
