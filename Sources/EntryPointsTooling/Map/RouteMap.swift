import EntryPoints

/// The route map of `entryd map`: one self-contained HTML page that shows a
/// whole team what a route table declares, route by route, in words a
/// product manager or a QA tester reads: which links open which screen,
/// what else opens it (shortcuts, activities, notifications, App Intents,
/// Spotlight actions), what must hold first, where it lands, how many
/// fixture lines reach it, and what `entryd check` found.
///
/// ```swift
/// let map = RouteMap(routesAt: "routes.json")
/// let page = map.html()   // <!DOCTYPE html>… <table id="routes">… <section id="findings">…
/// ```
///
/// The page has a `<table id="routes">` with one `<tr data-route="ID">` per
/// route in table order, whose cells carry the `data-column` names of
/// ``Column``, then the findings in `<section id="findings">`. Every string
/// from the table is escaped as HTML text; the page loads nothing from the
/// network (its style and its one script are inline, and its content
/// security policy allows no other), and it prints on paper without the
/// search box.
public struct RouteMap: Sendable {
    /// The columns of the table, in order, by their `data-column` name.
    public enum Column: String, Sendable, CaseIterable {
        /// The route's id.
        case id
        /// Who may open it.
        case exposure
        /// Its URL path patterns.
        case patterns
        /// The links that must open it, and whether each does.
        case examples
        /// The shortcut, activity, notification, App Intent and Spotlight
        /// action names that open it, and the guards that redirect to it.
        case entries
        /// The guards that must hold, and what happens when one does not.
        case requires
        /// What it does to a tab that already has screens.
        case landing
        /// Which window it lands in.
        case scene
        /// The tab, stack and presented screen it shows.
        case destination
        /// How many fixture result lines routed it (only with fixtures).
        case covered
    }

    /// The table's file, as given.
    public var file: String
    /// The table, when it loaded (a refused table shows its findings only).
    public var table: RouteTable?
    /// What `entryd check` reports on the table.
    public var report: CheckReport
    /// How many fixture result lines routed each route, when fixtures ran
    /// (``Column/covered``); `nil` without them.
    public var coverage: RouteCoverage.Table?
    /// How many fixture folders ran, and how many of them matched their
    /// expected lines; `nil` without fixtures.
    public var fixtures: (ran: Int, passed: Int)?

    /// The map of the table at `path`, checked as `entryd check` checks it.
    public init(routesAt path: String) {
        let (report, table) = CheckReport.loadAndCheck(routesAt: path, strict: false)
        self.init(file: path, table: table, report: report)
    }

    /// The map of `table`, read from `file`, with `report`.
    public init(file: String, table: RouteTable?, report: CheckReport) {
        self.file = file
        self.table = table
        self.report = report
    }

    /// Runs the fixture folders of `search` and counts, for the map's
    /// table, the result lines that routed each route. A folder without
    /// `routes.json` runs on the map's table; a folder whose `routes.json`
    /// is another file runs on that table and counts for it, not for the map.
    @MainActor
    public mutating func countFixtures(in search: FixtureSearch) {
        var runner = FixtureRunner(defaultTable: table, defaultTablePath: file)
        runner.countsRoutes = true
        var coverage = RouteCoverage()
        var passed = 0
        for folder in search.folders {
            let result = runner.run(folder)
            if result.passed { passed += 1 }
            coverage.add(result)
        }
        let routes = table?.routes.map(\.id) ?? []
        self.coverage = coverage.table(file: file) ?? RouteCoverage.Table(file: file, routes: routes, routedLines: [:])
        self.fixtures = (search.folders.count, passed)
    }

    /// The columns the page shows: ``Column/covered`` only when fixtures ran.
    var columns: [Column] {
        coverage == nil ? Column.allCases.filter { $0 != .covered } : Column.allCases
    }

    /// The route a finding's location is in: 3 for `routes[3].patterns[0]`.
    static func routeIndex(of location: String?) -> Int? {
        guard let location, location.hasPrefix("routes[") else { return nil }
        return Int(location.dropFirst("routes[".count).prefix { $0 != "]" })
    }
}

extension RouteMap {
    /// Writes ``html()`` to the file at `path`, replacing what it held; a
    /// symbolic link is written through, as `--junit` and `--output` do.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) when the file cannot be written.
    public func write(to path: String) throws(EntryPointsError) {
        var file = try OutputFile(writingThrough: path)
        do {
            try file.append(html().utf8)
        } catch {
            file.abandon()
            throw error
        }
        try file.finish()
    }
}
