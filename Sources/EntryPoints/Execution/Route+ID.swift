extension Route {
    /// A route's id as a type, so an app declares its ids once and a
    /// misspelt one is a compile error; string literals still work.
    ///
    /// ```swift
    /// extension Route.ID {
    ///     static let story: Self = "story"
    /// }
    /// try controller.handle(.story) { request, context in … }
    /// controller.open(.intent(Intent(route: .story, params: ["storyId": 42])))
    /// ```
    public struct ID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The id as the table writes it.
        public let rawValue: String
        /// The id `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The id `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The id the literal spells.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The id as the table writes it.
        public var description: String { rawValue }
    }
}

extension Intent {
    /// An intent to the route `route`, named by its typed id.
    public init(
        route: Route.ID, params: JSONObject = [:], extras: JSONValue? = nil, presentation: Intent.Presentation? = nil,
        context: (any Sendable)? = nil, onResult: (@MainActor @Sendable (Intent.Answer) -> Void)? = nil
    ) {
        self.init(
            route: route.rawValue, params: params, extras: extras, presentation: presentation, context: context,
            onResult: onResult)
    }
}
