/// What `entryd check` finds in a route table, without reading events:
/// whether the table loads, every error that refuses it, its warnings, and
/// the patterns of identical shape (where the route listed first wins).
///
/// ```swift
/// let report = CheckReport.check(routesAt: "routes.json")
/// report.status   // .passed, .refused or .unreadable
/// print(report.text(), terminator: "")
/// // routes.json: passed, 24 routes, no conflicts
/// ```
///
/// NB: this is the minimal report that entryd's `check` plumbing needs:
/// table errors and pattern conflicts. The library's fuller report, which
/// also cross-checks association files, keeps this API and replaces it.
public struct CheckReport: Hashable, Sendable {
    /// The verdict on the table.
    public enum Status: String, Hashable, Sendable {
        /// The table loads; conflicts and warnings do not refuse it.
        case passed
        /// The table breaks the format's rules (entryd exits 65).
        case refused
        /// The table or a file it names cannot be read (entryd exits 74).
        case unreadable
    }

    /// The path of the table, as given.
    public var path: String
    /// The verdict.
    public var status: Status
    /// Why the table was refused or could not be read, in the table's order.
    public var errors: [EntryPointsError]
    /// Problems that do not refuse the table, such as unknown keys.
    public var warnings: [EntryPointsError]
    /// Groups of patterns of identical shape in different routes; the first of each group wins.
    public var conflicts: [[PatternReference]]
    /// How many routes the table has (0 unless it loaded).
    public var routeCount: Int

    /// Loads and compiles the table at `path` and reports on it.
    public static func check(routesAt path: String) -> CheckReport {
        var report = CheckReport(path: path, status: .passed, errors: [], warnings: [], conflicts: [], routeCount: 0)
        do {
            let (table, warnings) = try RouteTable.load(contentsOf: path)
            report.warnings = warnings
            let router = try Router(table)
            report.routeCount = table.routes.count
            report.conflicts = router.conflicts
        } catch {
            report.errors = error.errors
            report.status = error.errors.contains { $0.code == .unreadableFile } ? .unreadable : .refused
        }
        return report
    }

    /// The report for people: a verdict line, then one indented line per finding.
    /// Ends with a newline.
    public func text() -> String {
        var lines: [String] = []
        switch status {
        case .passed:
            let count = conflicts.count
            let conflictWord = count == 0 ? "no conflicts" : "\(count) conflict\(count == 1 ? "" : "s")"
            lines.append("\(path): passed, \(routeCount) route\(routeCount == 1 ? "" : "s"), \(conflictWord)")
        case .refused:
            lines.append("\(path): refused, \(errors.count) error\(errors.count == 1 ? "" : "s")")
        case .unreadable:
            lines.append("\(path): unreadable")
        }
        lines += errors.map { "  error: \($0)" }
        lines += warnings.map { "  warning: \($0)" }
        for group in conflicts {
            guard let winner = group.first else { continue }
            for loser in group.dropFirst() {
                lines.append(
                    "  conflict: \(loser.path) \"\(loser.pattern)\" (route \(loser.route)) has the same shape as "
                        + "\(winner.path) \"\(winner.pattern)\" (route \(winner.route)), which is listed first and wins"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report for machines: `file`, `status`, `routes`, `errors` and
    /// `warnings` (each `{code, location, message}`), and `conflicts` (groups
    /// of `{route, path, pattern}`, the winner first).
    public func json() -> JSONValue {
        func entry(_ error: EntryPointsError) -> JSONValue {
            var object: JSONObject = ["code": .string(error.code.rawValue)]
            if let location = error.location { object["location"] = .string(location) }
            object["message"] = .string(error.message)
            return .object(object)
        }
        let groups: [JSONValue] = conflicts.map { group in
            .array(
                group.map { ["route": .string($0.route), "path": .string($0.path), "pattern": .string($0.pattern)] })
        }
        return [
            "file": .string(path),
            "status": .string(status.rawValue),
            "routes": .number(JSONNumber(routeCount)),
            "errors": .array(errors.map(entry)),
            "warnings": .array(warnings.map(entry)),
            "conflicts": .array(groups),
        ]
    }
}
