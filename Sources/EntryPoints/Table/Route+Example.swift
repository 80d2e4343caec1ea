extension Route {
    /// A link that must open a route (an entry of the route's `examples`),
    /// and optionally the parameters it must give.
    ///
    /// Loading a table checks only its shape: a URL with a scheme, or a bare
    /// path starting with `/` for an internal route (which is reached as an
    /// intent's `url`). Routing never reads examples; `entryd check` routes
    /// each one and warns when it does not open its own route with ``params``.
    ///
    /// ```swift
    /// Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int],
    ///       examples: [Route.Example("demoapp://story/42", params: ["storyId": 42])])
    /// ```
    public struct Example: Hashable, Sendable {
        /// The link, as an event would carry it.
        public var url: String
        /// The converted parameters the link must give, exactly (as result
        /// lines write them); `nil` when only the route is checked.
        public var params: JSONObject?

        /// An example `url`, which must give exactly `params` when they are given.
        public init(_ url: String, params: JSONObject? = nil) {
            self.url = url
            self.params = params
        }
    }
}
