import EntryPoints

/// Declared parameters that nothing the table describes supplies.
extension TableAnalysis {
    /// `check.unsupplied-parameter`: a name in a route's `params` that none
    /// of its patterns captures, while a pattern captures a near miss of it
    /// (`"ID"` beside `:id`, `"story_id"` beside `:storyId`, `"stroyId"`
    /// beside `:storyId`).
    ///
    /// NB: a query item or an intent can carry any name, so strictly every
    /// declared name can be supplied; a declaration that only they can
    /// supply is common and fine (`"page": "int"` for `?page=2`). The slip
    /// that happens is a declaration meant for a capture and spelt apart
    /// from it: the capture then stays an untyped string, and generated
    /// Swift gets two properties. The Route tables article states this rule.
    func parameterFindings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated() where !route.params.isEmpty && !route.patterns.isEmpty {
            let captured = Self.capturedNames(of: route)
            for name in route.params.keys.sorted() where !captured.contains(name) {
                guard let meant = Self.nearMiss(of: name, among: captured) else { continue }
                let message =
                    "parameter \"\(name)\" of \(routeName(routeIndex)) is declared, but no pattern captures it "
                    + "(did you mean \"\(meant)\"?): only a query item or an intent spelt \"\(name)\" "
                    + "could supply it, and \"\(meant)\" stays an undeclared string"
                findings.append(
                    .init(
                        severity: .warning, code: .checkUnsuppliedParameter,
                        location: "\(Self.routePath(routeIndex)).params.\(name)", message: message))
            }
        }
        return findings
    }

    /// Every name a variant of one of `route`'s patterns captures, in the
    /// order first captured (patterns that do not parse are left out).
    static func capturedNames(of route: Route) -> [String] {
        var names: [String] = []
        for text in route.patterns {
            guard let pattern = try? Pattern(text) else { continue }
            for variant in pattern.variants {
                for name in variant.parameterNames where !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The captured name `name` is a slip of: the same letters and digits in
    /// any case, or, for a name of five characters or more, within the
    /// edits of the table's "did you mean".
    static func nearMiss(of name: String, among captured: [String]) -> String? {
        func folded(_ text: String) -> String {
            String(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
        }
        let key = folded(name)
        if let same = captured.first(where: { folded($0) == key }) { return same }
        // NB: short names are often different on purpose (`q1` beside `:p1`).
        return name.count >= 5 ? Suggestion.closest(to: name, among: captured) : nil
    }
}
