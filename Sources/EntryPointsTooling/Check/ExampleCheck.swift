import EntryPoints

/// Routes every example of a table as on a ready app where every guard
/// holds, and names each one that does not open its own route with the
/// parameters it gives (`check.example-mismatch`).
///
/// An internal route's example is opened as an in-app intent with that
/// `url` (a bare path is allowed there); any other route's as a `url` event,
/// so a web example on a host with an association file must also be claimed
/// by that file: one it does not claim is `rejected` / `not-claimed`, and so
/// a mismatch.
///
/// NB: the router resolves without running guards or readiness, which is
/// exactly a ready app where every guard holds; nothing executes.
struct ExampleCheck {
    let router: Router

    /// One finding per example that does not open its route, in table order.
    ///
    /// - Complexity: O(*e* × *n*) for *e* examples of *n* bytes: each is
    ///   resolved once, as the app would resolve it.
    func findings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in router.table.routes.enumerated() {
            for (number, example) in route.examples.enumerated() {
                guard
                    let problem = Self.problem(
                        with: router.resolve(Self.entry(for: example, of: route)), example, route)
                else { continue }
                findings.append(
                    .init(
                        severity: .warning, code: .checkExampleMismatch,
                        location: "\(TableAnalysis.routePath(routeIndex)).examples[\(number)]",
                        message: "example \"\(example.url)\" of route \(route.id) \(problem)"))
            }
        }
        return findings
    }

    /// The entry `example` stands for: an intent with its `url` for an
    /// internal route, else a `url` event.
    static func entry(for example: Route.Example, of route: Route) -> EntryPoint {
        route.exposure == .internal ? .intent(Intent(url: example.url)) : .url(URLEntry(example.url))
    }

    /// What `resolution` gives instead of `route` with the example's
    /// parameters, as the end of a sentence; `nil` when it opens `route` as the example says.
    static func problem(with resolution: Resolution, _ example: Route.Example, _ route: Route) -> String? {
        switch resolution {
        case .routed(let request):
            guard request.route == route.id else {
                return "opens route \(request.route) instead, with params \(request.params)"
            }
            guard let wanted = example.params, !sameParameters(request.params, wanted) else { return nil }
            return "gives params \(request.params), not \(wanted)"
        case .failed(let outcome):
            let reason = outcome.reason.map { " (\($0.rawValue))" } ?? ""
            let message = outcome.message.map { ": \($0)" } ?? ""
            return "is \(outcome.status.rawValue)\(reason) instead of opening it\(message)"
        }
    }

    /// Whether two parameter objects hold the same names with equal values,
    /// in any order (values compare as result lines write them: `42` is not `42.0`).
    static func sameParameters(_ given: JSONObject, _ wanted: JSONObject) -> Bool {
        given.count == wanted.count && wanted.allSatisfy { given[$0.key] == $0.value }
    }
}
