import EntryPoints

extension RouteMap {
    /// The page: a complete HTML document, self-contained.
    ///
    /// - Complexity: O(*r* + *f*) for *r* routes and *f* findings, each
    ///   finding looked up once per route that holds it.
    public func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Route map of \(Self.text(file))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>Route map <span class="file">\(Self.text(file))</span></h1>

            """
        page += introduction()
        page += "</header>\n<main>\n"
        page += routesTable()
        page += findingsSection()
        page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// The lines under the title: what the page is, the table's shape, the
    /// check's verdict, the fixtures, and the search box.
    private func introduction() -> String {
        var lines = [
            "<p class=\"about\">Every way into the app that this route table declares: the links that open each "
                + "screen, what else opens it, what must hold first, and where it lands. Type in the box to find "
                + "a route by any word on its row.</p>"
        ]
        if let table {
            var facts = ["\(table.routes.count) route\(table.routes.count == 1 ? "" : "s")"]
            if !table.schemes.isEmpty {
                facts.append("links " + table.schemes.map { Self.code($0 + "://") }.joined(separator: ", "))
            }
            if !table.domains.isEmpty {
                facts.append("web links on " + table.domains.map(Self.code).joined(separator: ", "))
            }
            facts.append("tabs " + table.tabs.map(Self.code).joined(separator: ", "))
            lines.append("<p class=\"facts\">" + facts.joined(separator: " · ") + "</p>")
        }
        let verdict = report.status == .passed ? "passed" : report.status.rawValue
        lines.append(
            "<p class=\"verdict \(verdict)\"><a href=\"#findings\">entryd check</a>: " + Self.text(report.summary)
                + "</p>")
        if let fixtures, let coverage {
            let routed = coverage.routes.count - coverage.notRouted.count
            lines.append(
                "<p class=\"fixtures\">Fixtures: \(fixtures.ran) folder\(fixtures.ran == 1 ? "" : "s") ran, "
                    + "\(fixtures.passed) matched their expected lines; \(routed) of \(coverage.routes.count) "
                    + "routes routed by at least one line.</p>")
        }
        lines.append(
            "<p class=\"search\"><input type=\"search\" id=\"filter\" placeholder=\"Find a route: id, link, screen, "
                + "tab, notification…\" aria-label=\"Find a route\"> <span id=\"shown\"></span></p>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `<table id="routes">`: a header row, then one row per route in table order.
    private func routesTable() -> String {
        var html = "<table id=\"routes\">\n<thead><tr>"
        for column in columns { html += "<th data-column=\"\(column.rawValue)\">\(Self.heading(of: column))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        guard let table else { return html + "</tbody>\n</table>\n" }
        let checked = report.count(of: .error) == 0
        // NB: the findings are grouped by route once, so a large table with
        // many findings costs one pass over each, not their product.
        var byRoute: [Int: [Int]] = [:]
        var mismatched = Set<String>()
        for (number, finding) in report.findings.enumerated() {
            if let index = Self.routeIndex(of: finding.location) { byRoute[index, default: []].append(number) }
            if finding.code == EntryPointsError.Code.checkExampleMismatch.rawValue, let location = finding.location {
                mismatched.insert(location)
            }
        }
        for (index, route) in table.routes.enumerated() {
            let found = byRoute[index] ?? []
            let flagged = found.contains { report.findings[$0].severity != .note }
            html += "<tr data-route=\"\(Self.text(route.id))\" id=\"route-\(index)\""
            html += flagged ? " class=\"flagged\">" : ">"
            for column in columns {
                html += "<td data-column=\"\(column.rawValue)\">"
                html += cell(
                    column, of: route, at: index, in: table, findings: found, mismatched: checked ? mismatched : nil)
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// The words above each column.
    private static func heading(of column: Column) -> String {
        switch column {
        case .id: "Route"
        case .exposure: "Who can open it"
        case .patterns: "Link patterns"
        case .examples: "Example links"
        case .entries: "Other ways in"
        case .requires: "Must hold first"
        case .landing: "If the tab has screens"
        case .scene: "Window"
        case .destination: "Opens"
        case .covered: "Fixture lines"
        }
    }

    /// One cell's content.
    ///
    /// - Parameters:
    ///   - findings: The numbers of the findings about the route, in order.
    ///   - mismatched: The locations of the examples that do not open their
    ///     route; `nil` when the check could not route examples (a refused table).
    private func cell(
        _ column: Column, of route: Route, at index: Int, in table: RouteTable, findings: [Int],
        mismatched: Set<String>?
    ) -> String {
        switch column {
        case .id:
            let marks = findings.map { number in
                let finding = report.findings[number]
                return "<a class=\"mark \(finding.severity.rawValue)\" href=\"#finding-\(number)\" "
                    + "title=\"\(Self.text(finding.code))\">\(finding.severity.rawValue)</a>"
            }
            return "<strong>\(Self.text(route.id))</strong>" + marks.joined()
        case .exposure:
            return Self.exposure(of: route)
        case .patterns:
            return Self.list(route.patterns.map(Self.code))
        case .examples:
            let items = route.examples.enumerated().map { number, example in
                let location = "\(TableAnalysis.routePath(index)).examples[\(number)]"
                return Self.exampleItem(example, opens: mismatched.map { !$0.contains(location) })
            }
            return Self.list(items)
        case .entries:
            return Self.list(Self.entries(of: route, in: table))
        case .requires:
            return Self.list(Self.requirements(of: route, in: table))
        case .landing:
            return Self.landing(of: route)
        case .scene:
            return Self.scene(of: route, in: table)
        case .destination:
            return Self.destination(of: route)
        case .covered:
            let count = coverage?.routedLines[route.id] ?? 0
            return count == 0 ? "<span class=\"uncovered\">0</span>" : "\(count)"
        }
    }

    /// One example: its link, the parameters it must give, and whether it
    /// `opens` its route (`nil`: not known, the check could not route it).
    private static func exampleItem(_ example: Route.Example, opens: Bool?) -> String {
        var item = code(example.url)
        if let params = example.params, !params.isEmpty {
            let pairs = params.map { code($0.key) + " " + code($0.value.description) }
            item += " <small>gives " + pairs.joined(separator: ", ") + "</small>"
        }
        guard let opens else { return item }
        return item
            + (opens ? " <span class=\"good\">✓ opens it</span>" : " <span class=\"bad\">✗ does not open it</span>")
    }

    /// `<section id="findings">`: every finding of the check, each linked to its route's row.
    private func findingsSection() -> String {
        var html = "<section id=\"findings\">\n<h2>What entryd check found</h2>\n"
        html += "<p>" + Self.text(report.summary) + "</p>\n"
        guard !report.findings.isEmpty else { return html + "<p class=\"none\">Nothing to report.</p>\n</section>\n" }
        html += "<ol>\n"
        for (number, finding) in report.findings.enumerated() {
            html += "<li id=\"finding-\(number)\" class=\"\(finding.severity.rawValue)\">"
            html += "<span class=\"severity\">\(finding.severity.rawValue)</span> " + Self.code(finding.code)
            if let location = finding.location {
                let place = Self.text(location)
                html += " " + (Self.routeIndex(of: location).map { "<a href=\"#route-\($0)\">\(place)</a>" } ?? place)
            }
            html += ": " + Self.text(finding.message) + "</li>\n"
        }
        return html + "</ol>\n</section>\n"
    }
}
