import EntryPoints

/// Links a pass-through entry takes from a route.
extension TableAnalysis {
    /// `check.pass-through-covers-route`: an external route's example, or a
    /// link of one of its patterns, that routes to it in the table without
    /// `passThrough` and that a pass-through entry covers. The check runs
    /// before matching, so the route never receives such links.
    ///
    /// A pattern's links are sampled as the association cross-check samples
    /// them (``PatternSample``), on each of the table's schemes, its exact
    /// domains and its association-file hosts; one finding per example or
    /// pattern, naming the first entry that covers it.
    ///
    /// NB: not on the subdomains a `*.` domain covers: an entry that takes a
    /// whole subdomain (`https://login.example.com`) says that host belongs
    /// to someone else, and warning every route of the table about it would
    /// bury the findings that matter.
    func passThroughFindings() -> [CheckReport.Finding] {
        guard !table.passThrough.isEmpty, let router = try? Router(table) else { return [] }
        var plain = table
        plain.passThrough = []
        guard let unfiltered = try? Router(plain) else { return [] }
        // NB: each origin is followed by a path that starts with `/`.
        var origins = table.schemes.map { $0 + ":/" }
        let hosts = table.domains.filter { !$0.hasPrefix("*.") } + table.associationFiles.keys.sorted()
        origins += hosts.map { "https://" + $0 }
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated() where route.exposure == .external {
            for (number, example) in route.examples.enumerated() where !example.url.hasPrefix("/") {
                if let finding = finding(
                    example.url, routeIndex, "\(Self.routePath(routeIndex)).examples[\(number)]", router, unfiltered)
                {
                    findings.append(finding)
                }
            }
            for (number, text) in route.patterns.enumerated() {
                guard let pattern = try? Pattern(text) else { continue }
                let place = "\(Self.routePath(routeIndex)).patterns[\(number)]"
                search: for variant in pattern.variants {
                    guard let segments = PatternSample.segments(for: variant, of: route) else { continue }
                    let path = PatternSample.path(segments)
                    for origin in origins {
                        if let finding = finding(origin + path, routeIndex, place, router, unfiltered) {
                            findings.append(finding)
                            break search
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The finding for `url` of route `routeIndex` (from `place`), when the
    /// table without pass-through routes it there and the table passes it through.
    private func finding(
        _ url: String, _ routeIndex: Int, _ place: String, _ router: Router, _ unfiltered: Router
    ) -> CheckReport.Finding? {
        let entry = EntryPoint.url(URLEntry(url))
        let id = table.routes[routeIndex].id
        guard unfiltered.resolve(entry).outcome.route == id, case .failed(let outcome) = router.resolve(entry),
            outcome.reason == .passThrough, let why = outcome.message
        else { return nil }
        return CheckReport.Finding(
            severity: .warning, code: .checkPassThroughCoversRoute, location: place,
            message: "link \"\(url)\" of \(routeName(routeIndex)) never reaches it: \(why)")
    }
}

extension EntryPointsError.Code {
    /// An external route's example, or a link of one of its patterns, that a
    /// `passThrough` entry covers: the link is handed on before matching, so
    /// the route never receives it.
    public static let checkPassThroughCoversRoute = Self(rawValue: "check.pass-through-covers-route")
}
