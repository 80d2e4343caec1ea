/// A route of the table as a Swift type: what `entryd generate swift` and
/// the EntryPointsGenerator plugin generate for each route, so that a
/// misspelt route, parameter or result type is a compile error.
///
/// A generated type has one stored property per parameter and converts
/// itself to and from the untyped ``RouteParameters``; the controller and
/// the router take it wherever they take a route id and parameters:
///
/// ```swift
/// try controller.handle(StoryRoute.self) { story, context in
///     context.update { root in root.show(story: story.storyId) }
/// }
/// controller.open(StoryRoute(storyId: 42))
/// let link = try router.link(to: StoryRoute(storyId: 42), as: .scheme("demoapp"))
/// ```
///
/// See the Typed routes article.
public protocol TypedRoute: Sendable {
    /// The id of the route in the table.
    static var routeID: Route.ID { get }
    /// The value that `parameters` stand for.
    /// - Throws: ``EntryPointsError`` with code ``EntryPointsError/Code/parameterDecoding``
    ///   naming the parameter that is missing or of another type.
    init(routeParameters parameters: RouteParameters) throws(EntryPointsError)
    /// The value's parameters, converted as the table declares them.
    var routeParameters: RouteParameters { get }
}

/// A typed route of an external route that has a URL pattern, so ``Router/link(to:as:)``
/// can build its link (a link to an internal route would be refused when it arrives).
public protocol LinkableRoute: TypedRoute {}

/// A typed route whose table entry declares the `result` an intent to it
/// answers with, so ``RouteController/openForResult(_:presentation:policy:action:)``
/// returns that type.
public protocol TypedResultRoute: TypedRoute {
    /// The Swift type of the route's `result`.
    associatedtype Result: Sendable
}

extension TypedRoute {
    /// The typed value of a routed request, such as the one a handler receives.
    /// - Throws: ``EntryPointsError`` with code ``EntryPointsError/Code/parameterDecoding``
    ///   when the request is for another route or a parameter does not fit.
    public init(_ request: RouteRequest) throws(EntryPointsError) {
        guard request.route == Self.routeID.rawValue else {
            throw EntryPointsError(
                .parameterDecoding, "the request is for route \(request.route), not \(Self.routeID.rawValue)")
        }
        try self.init(routeParameters: RouteParameters(request.params))
    }

    /// An intent to this route with this value's parameters.
    public func intent(presentation: Intent.Presentation? = nil) -> Intent {
        Intent(route: Self.routeID, params: routeParameters.object, presentation: presentation)
    }
}

extension Router {
    /// The link that reaches `route`, by the rules of ``link(to:params:as:)``.
    ///
    /// ```swift
    /// try router.link(to: StoryRoute(storyId: 42, ref: "mail"), as: .scheme("demoapp"))
    /// // "demoapp://story/42?ref=mail"
    /// ```
    /// - Throws: ``EntryPointsError`` ``EntryPointsError/Code/cannotBuildLink``
    ///   when this router's table has no such route or no pattern fits the value.
    public func link<Destination: LinkableRoute>(to route: Destination, as form: LinkForm = .path)
        throws(EntryPointsError) -> String
    {
        try link(to: Destination.routeID.rawValue, params: route.routeParameters.object, as: form)
    }
}
