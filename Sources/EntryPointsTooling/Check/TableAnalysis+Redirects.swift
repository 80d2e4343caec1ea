import EntryPoints

/// the Event and result formats article (Edge cases): a guard's redirect is the app's own action, so its
/// route may be internal; but it runs whenever any entry is parked, so it
/// should only show a screen.
extension TableAnalysis {
    /// A `check.redirect-does-more` warning for each guard whose redirect route
    /// has `requires` of its own, or a `tab` with a `stack` deeper than one screen.
    ///
    /// - Complexity: O(*g* + *r*) for *g* guards and *r* routes (ids looked up in a dictionary).
    func redirectFindings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        var firstIndex: [String: Int] = [:]
        for (index, route) in table.routes.enumerated() where firstIndex[route.id] == nil {
            firstIndex[route.id] = index
        }
        for guardDefinition in table.guards {
            guard let redirect = guardDefinition.redirect, let routeIndex = firstIndex[redirect] else { continue }
            let route = table.routes[routeIndex]
            var reasons: [String] = []
            if !route.requires.isEmpty {
                reasons.append("it requires \(route.requires.map { "\"\($0)\"" }.joined(separator: ", ")) itself")
            }
            if route.tab != nil, let stack = route.stack, stack.count > 1 {
                reasons.append("it builds a stack of \(stack.count) screens on tab \"\(route.tab!)\"")
            }
            guard !reasons.isEmpty else { continue }
            findings.append(
                .init(
                    severity: .warning, code: .checkRedirectDoesMore,
                    location: "guards.\(guardDefinition.name).redirect",
                    message:
                        "the redirect of guard \(guardDefinition.name), \(routeName(routeIndex)), does more than "
                        + "show a screen: \(reasons.joined(separator: "; ")) (a redirect runs for every entry the "
                        + "guard parks; let it present or show one screen)"))
        }
        return findings
    }
}

extension EntryPointsError.Code {
    /// A guard's redirect route that does more than show a screen (the Event and result formats article (Edge cases)).
    public static let checkRedirectDoesMore = Self(rawValue: "check.redirect-does-more")
}
