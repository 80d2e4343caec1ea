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
    public var origin: Origin
    /// The kind of entry that produced the request.
    public var kind: EntryPoint.Kind
    /// The pattern that matched, when the request came from a URL or path.
    public var pattern: String?
    /// An intent's JSON `extras`, passed through untouched.
    public var extras: JSONValue?

    public init(
        route: String, params: JSONObject = [:], origin: Origin = .internal,
        kind: EntryPoint.Kind = .intent, pattern: String? = nil, extras: JSONValue? = nil
    ) {
        self.extras = extras
        self.route = route
        self.params = params
        self.origin = origin
        self.kind = kind
        self.pattern = pattern
    }
}
