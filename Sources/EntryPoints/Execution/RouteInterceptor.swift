/// Decides, before a routed entry executes, whether it continues, is
/// refused, or waits while the user is sent elsewhere.
///
/// Interceptors run in descending ``priority``; among equal priorities, in
/// the order they were added. The table's `requires` guards are one
/// interceptor, with priority ``RouteTable/Guard/interceptorPriority``.
///
/// ```swift
/// struct AgeGate: RouteInterceptor {
///     let priority = 500
///     func intercept(_ request: RouteRequest, route: Route, root: AppModel) -> InterceptDecision<AppModel> {
///         route.id == "casino" && !root.isAdult ? .reject(.guard, message: "adults only") : .proceed
///     }
/// }
/// controller.addInterceptor(AgeGate())
/// ```
@MainActor
public protocol RouteInterceptor<Root> {
    /// The root the interceptor reads.
    associatedtype Root
    /// Higher runs first.
    var priority: Int { get }
    /// The decision for `request`, reached through `route`, given the root as it stands.
    func intercept(_ request: RouteRequest, route: Route, root: Root) -> InterceptDecision<Root>
}

/// What an interceptor decides.
public enum InterceptDecision<Root> {
    /// Let the entry go on to the next interceptor, then execute.
    case proceed
    /// Refuse the entry (status rejected) with a reason and a sentence.
    case reject(Outcome.Reason, message: String, guardName: String? = nil)
    /// Execute `redirect` instead and park the entry under `key` (one entry per
    /// key, newest wins) until `resumeWhen` holds; the entry is deferred.
    case redirect(
        RouteRequest, parkUnder: String, message: String, guardName: String? = nil,
        resumeWhen: @MainActor (Root) -> Bool)
}

/// The route table's guards: a route's `requires`, checked in order; the
/// first that does not hold redirects (and parks the entry) or rejects.
struct TableGuards<Root>: RouteInterceptor {
    let priority = RouteTable.Guard.interceptorPriority
    private let table: RouteTable
    private let holds: @MainActor (Root, String) -> Bool

    /// Guards of `table`, where `holds(root, name)` tells whether guard `name` holds.
    init(table: RouteTable, holds: @escaping @MainActor (Root, String) -> Bool) {
        self.table = table
        self.holds = holds
    }

    func intercept(_ request: RouteRequest, route: Route, root: Root) -> InterceptDecision<Root> {
        let check = holds
        guard let name = route.requires.first(where: { !check(root, $0) }) else { return .proceed }
        guard let redirect = table.guardDefinition(named: name)?.redirect else {
            return .reject(.guard, message: "guard \(name) does not hold for route \(route.id)", guardName: name)
        }
        return .redirect(
            RouteRequest(route: redirect, origin: .internal, kind: request.kind),
            parkUnder: name, message: "guard \(name) does not hold; redirected to \(redirect) until it does",
            guardName: name, resumeWhen: { check($0, name) })
    }
}
