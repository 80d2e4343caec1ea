import EntryPoints

/// What a reviewer of a team's table flags beyond conflicts and reachability:
/// each rule is certain from the table alone, so the package's own tables
/// raise none by accident (a test runs every fixture table through them).
extension TableAnalysis {
    /// Every lint finding, rule by rule, each in table order.
    func lintFindings() -> [CheckReport.Finding] {
        guardDropsLinkFindings() + missingExampleFindings() + landingFindings() + unusedGuardFindings()
    }

    /// `check.guard-drops-link` (a note): an external route that requires a
    /// guard with no `redirect`. An entry that arrives while the guard fails
    /// is `rejected` / `guard` and nothing keeps it, so the link is lost; a
    /// feature flag may mean exactly that, so it is only a note.
    func guardDropsLinkFindings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated() where route.exposure == .external {
            for (number, name) in route.requires.enumerated() {
                guard let definition = table.guardDefinition(named: name), definition.redirect == nil else { continue }
                let message =
                    "\(routeName(routeIndex)) requires guard \(name), which has no redirect: an entry that arrives "
                    + "while it fails is refused (rejected, guard) and lost; give the guard a redirect if it should "
                    + "wait instead"
                findings.append(
                    .init(
                        severity: .note, code: .checkGuardDropsLink,
                        location: "\(Self.routePath(routeIndex)).requires[\(number)]", message: message))
            }
        }
        return findings
    }

    /// `check.missing-example` (a note): once a table has examples, each
    /// external route with patterns that has none. Routes reached only by
    /// shortcuts, activities and the like have no link to give.
    func missingExampleFindings() -> [CheckReport.Finding] {
        guard table.routes.contains(where: { !$0.examples.isEmpty }) else { return [] }
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated()
        where route.exposure == .external && !route.patterns.isEmpty && route.examples.isEmpty {
            let message =
                "\(routeName(routeIndex)) has patterns but no example, while other routes have some: nothing "
                + "checks that its links open it; add a link it must open to \"examples\""
            findings.append(
                .init(
                    severity: .note, code: .checkMissingExample, location: Self.routePath(routeIndex),
                    message: message))
        }
        return findings
    }

    /// `check.landing-never-applies`: a `landing` of `push` or `reuse` on a
    /// route whose `scene` is `new`. A new scene's stacks are empty, and on
    /// an empty stack both land as `replace`, so the route never lands as written.
    func landingFindings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated() where route.scene == .new {
            guard let landing = route.landing, landing != .replace else { continue }
            let message =
                "\(routeName(routeIndex)) always opens a new scene, whose stacks are empty, so its landing "
                + "\"\(landing.rawValue)\" lands as \"replace\" every time; drop it, or choose another scene"
            findings.append(
                .init(
                    severity: .warning, code: .checkLandingNeverApplies,
                    location: "\(Self.routePath(routeIndex)).landing", message: message))
        }
        return findings
    }

    /// `check.unused-guard` (a note): a guard no route requires. Its flag
    /// guards nothing, its redirect never runs and its `onRevoke` unwinds nothing.
    func unusedGuardFindings() -> [CheckReport.Finding] {
        var required = Set<String>()
        for route in table.routes { required.formUnion(route.requires) }
        return table.guards.filter { !required.contains($0.name) }.map { definition in
            .init(
                severity: .note, code: .checkUnusedGuard, location: "guards.\(definition.name)",
                message:
                    "guard \(definition.name) is required by no route: its flag guards nothing"
                    + (definition.redirect == nil ? "" : " and its redirect never runs"))
        }
    }
}
