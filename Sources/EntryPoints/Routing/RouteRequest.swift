/// A routed entry: which route, with which typed parameters, from where.
///
/// Handlers receive a request instead of raw strings; ``decode(_:)`` turns
/// its parameters into the app's own type:
///
/// ```swift
/// struct Story: Decodable { let storyId: Int }
/// let story = try request.decode(Story.self)
/// ```
public struct RouteRequest: Hashable, Sendable {
    /// The route's id.
    public var route: String
    /// Converted parameters: path captures first, then query items or payload members.
    public var params: JSONObject
    /// Where the entry came from.
    public var origin: EntryPoint.Origin
    /// The kind of entry that produced the request.
    public var kind: EntryPoint.Kind
    /// The pattern that matched, when the request came from a URL or path.
    public var pattern: String? {
        get { patternSource.text }
        set { patternSource = newValue.map(PatternSource.text) ?? .none }
    }
    /// An intent's JSON `extras`, passed through untouched.
    public var extras: JSONValue?
    /// How an intent asked its destination to be shown (``Intent/presentation``);
    /// `nil` for every other entry and for an intent that did not say.
    public var presentation: Intent.Presentation?
    /// How the route's `tab` part lands on that tab's stack: the route's
    /// ``Route/landing``, ``Route/Landing/replace`` when it declares none. A
    /// custom root follows it with ``Route/landingEdit(on:params:screen:)``;
    /// a ``presentation`` replaces it. The router fills it in for every
    /// request it resolves; a request built by hand says what it is given.
    public var landing: Route.Landing = .replace
    /// The tracking parameters removed from the entry's link before matching
    /// (the table's `trackingParameters`): name → string, or an array of
    /// strings, in order, for a name given more than once; `nil` when none
    /// was removed. They are never route parameters, so an analytics
    /// observer or a handler reads them here.
    public var trackingParameters: JSONObject?
    /// The link as it arrived, when a `resolve` prefix had it resolved before
    /// matching (or, for the `fallback` route, found no resolution); `nil` otherwise.
    public var resolvedFrom: String?
    /// Where ``pattern`` is read from.
    var patternSource: PatternSource
    /// The route the router that resolved this request reached; `MatchedRoute.none` when built by hand.
    var matched = MatchedRoute.none

    /// A request for route `route` with its converted parameters and where it came from.
    public init(
        route: String, params: JSONObject = [:], origin: EntryPoint.Origin = .internal,
        kind: EntryPoint.Kind = .intent, pattern: String? = nil, extras: JSONValue? = nil,
        presentation: Intent.Presentation? = nil, landing: Route.Landing = .replace
    ) {
        self.init(
            route: route, params: params, origin: origin, kind: kind,
            patternSource: pattern.map(PatternSource.text) ?? .none, matched: .none, extras: extras)
        self.presentation = presentation
        self.landing = landing
    }

    init(
        route: String, params: JSONObject, origin: EntryPoint.Origin, kind: EntryPoint.Kind,
        patternSource: PatternSource, matched: MatchedRoute, extras: JSONValue? = nil
    ) {
        self.extras = extras
        self.route = route
        self.params = params
        self.origin = origin
        self.kind = kind
        self.patternSource = patternSource
        self.matched = matched
    }
}

/// A request's pattern: none, a string, or an entry of the router's
/// pattern list, read only when someone asks.
///
/// NB: in a 100,000-route table each pattern string is cold; copying it
/// into every request retained it, and the retain wrote to its cache line
/// (about one miss per match). The list is one object, hot after the first
/// match. Equality and hashing go by the text, so both forms of one pattern
/// are the same value.
enum PatternSource: Hashable, Sendable {
    case none
    case text(String)
    case listed(PatternList, Int32)

    var text: String? {
        switch self {
        case .none: nil
        case .text(let text): text
        case .listed(let list, let index): list.patterns[Int(index)]
        }
    }

    static func == (lhs: PatternSource, rhs: PatternSource) -> Bool { lhs.text == rhs.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Every terminal's pattern as written, in terminal order: shared by the
/// trie and every request it matched.
final class PatternList: Sendable {
    let patterns: [String]

    init(_ patterns: [String]) { self.patterns = patterns }
}
