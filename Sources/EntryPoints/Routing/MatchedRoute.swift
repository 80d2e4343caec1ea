/// The route a resolution reached, carried by its ``RouteRequest`` so that
/// executing the request (the controller, ``NavigationState/execute(_:in:)``)
/// reads the route at its index instead of looking its id up again
/// (`Router.route(for:)`).
///
/// NB: not part of the request's value: every two compare equal and hash
/// alike, so a resolved request equals the same request built by hand, and
/// no description or JSON shows it.
struct MatchedRoute: Hashable, Sendable {
    /// The route's index in the table of the router that resolved the request; -1 for none.
    let index: Int32

    /// No route: a request the app built by hand.
    static let none = MatchedRoute(index: -1)

    /// The route at `index` of the resolving router's table.
    init(index: Int) { self.index = Int32(truncatingIfNeeded: index) }

    private init(index: Int32) { self.index = index }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
