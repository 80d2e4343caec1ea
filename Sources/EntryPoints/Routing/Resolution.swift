/// What routing decides for an entry before anything executes: a request
/// for a route, or an outcome that explains why there is none.
public enum Resolution: Sendable, Hashable {
    /// The entry reaches a route (guards and readiness still apply).
    case routed(RouteRequest)
    /// The entry reaches no route: unmatched, rejected or invalid, with a reason and a message.
    case failed(Outcome)

    /// The request, when routed.
    public var request: RouteRequest? {
        if case .routed(let request) = self { return request }
        return nil
    }

    /// The outcome this resolution gives when nothing else intervenes.
    public var outcome: Outcome {
        switch self {
        case .routed(let request): .routed(request)
        case .failed(let outcome): outcome
        }
    }
}
