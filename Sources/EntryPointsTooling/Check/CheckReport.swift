import EntryPoints

/// What `entryd check` finds in a route table: every error that refuses it,
/// and the warnings and notes about a table that loads but may not behave as
/// its author meant.
///
/// ```swift
/// let report = CheckReport.check(RouteTable(routes: [
///     Route("story", patterns: ["/s/:id"]),
///     Route("legacy", patterns: ["/s/:slug"]),
/// ]))
/// report.status   // .passed
/// report.text()
/// // warning routes[1].patterns[0]: pattern "/s/:slug" of route legacy has the same shape as pattern "/s/:id" of route story at routes[0].patterns[0], which is listed first and wins
/// // warning routes[1]: every way into route legacy is taken by a route listed earlier (route story): only in-app intents can reach it; mark it internal or give it a way in
/// // passed: 0 errors, 2 warnings, 0 notes
/// ```
///
/// The report holds, in this order:
/// - the table's validation errors, each by JSON path (status `Status/refused`),
///   or the file that could not be read (`Status/unreadable`);
/// - the warnings the table and its association files load with (unknown keys and the like);
/// - conflicts: patterns of identical shape in different routes (the first
///   listed wins, `check.conflict`), or in one route (`check.duplicate-pattern`);
/// - shortcut, activity and notification triggers listed by two routes
///   (`check.duplicate-trigger`) or leading to internal routes (`check.internal-trigger`);
/// - routes that only in-app intents can reach: external routes with no way in
///   (`check.unreachable`), or whose every way in an earlier route takes
///   (`check.shadowed-route`);
/// - parameters declared for a capture no pattern makes, spelt apart from
///   one it does make (`check.unsupplied-parameter`: `"ID"` beside `:id`);
/// - guards no route requires (`check.unused-guard`, a note), external
///   routes that require a guard without a redirect (`check.guard-drops-link`,
///   a note), external routes with patterns and no example in a table that
///   has examples (`check.missing-example`, a note), and a `push` or `reuse`
///   landing on a route that always opens a new scene (`check.landing-never-applies`);
/// - when the table has no errors, every route's examples routed as on a
///   ready app where every guard holds (`check.example-mismatch`, see `ExampleCheck`);
/// - when the table has no errors, external routes' examples and pattern
///   links that a `passThrough` entry hands on before matching
///   (`check.pass-through-covers-route`);
/// - when the table names association files and has no errors, the
///   cross-check in both directions: external routes' web URLs the file does
///   not claim, internal routes' web URLs it claims, rules that claim
///   URLs no external route handles, and rules that rely on a code
///   `$(region)` or `$(lang)` does not stand for (see `check.not-claimed`,
///   `check.internal-claimed`, `check.claims-unrouted`, `check.non-iso-code`).
///
/// Only errors refuse a table, unless the check is *strict* (`entryd check
/// --strict`): then every warning refuses it too, so CI fails on a misspelt
/// `requries` that would leave a route unguarded. Notes never refuse. The
/// codes of the findings that are not the table's own are the `check.` codes
/// of `EntryPointsError/Code`.
public struct CheckReport: Sendable {
    /// The verdict on the table as a whole.
    public enum Status: String, Sendable {
        /// The table loads: no errors (it may have warnings and notes; none
        /// when the check is strict).
        case passed
        /// The table breaks the format's rules, or has warnings under a
        /// strict check (`entryd` exits 65).
        case refused
        /// The table or one of its association files cannot be read (`entryd` exits 74).
        case unreadable
    }

    /// How much a finding matters.
    public enum Severity: String, Sendable {
        /// The table is refused because of it.
        case error
        /// The table loads, but part of it will not work as written.
        case warning
        /// Worth knowing; nothing is wrong for sure.
        case note
    }

    /// One problem, with a stable code and the place it is about.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// Whether it refuses the table.
        public var severity: Severity
        /// A stable code such as `table.unknown-type` or `check.conflict`.
        public var code: String
        /// A JSON path in the table (`routes[3].patterns[0]`), or a file and
        /// a JSON path in it (`aasa.json: applinks.details[0].components[2]`).
        public var location: String?
        /// One sentence naming the rule and what breaks it.
        public var message: String

        /// A finding of `severity` with `code`, about `location`.
        public init(severity: Severity, code: String, location: String?, message: String) {
            self.severity = severity
            self.code = code
            self.location = location
            self.message = message
        }

        /// A finding made of a library error or warning, keeping its code and location.
        public init(_ error: EntryPointsError, severity: Severity) {
            self.init(severity: severity, code: error.code.rawValue, location: error.location, message: error.message)
        }

        /// The finding's line in ``CheckReport/text()``:
        /// `error routes[3].params.storyId: unknown type "integer"`.
        public var description: String {
            if let location, !location.isEmpty { return "\(severity.rawValue) \(location): \(message)" }
            return "\(severity.rawValue) \(message)"
        }
    }

    /// The verdict: `Status/refused` exactly when some finding is an error,
    /// or, when `isStrict`, a warning (`Status/unreadable` when a file
    /// could not be read).
    public var status: Status
    /// Every finding, errors first, each once.
    public var findings: [Finding]
    /// Whether warnings refuse the table too (`entryd check --strict`).
    public var isStrict: Bool

    /// A report of `findings` with `status`, made by a strict check or not.
    public init(status: Status, findings: [Finding], strict: Bool = false) {
        self.status = status
        var seen = Set<Finding>()
        self.findings = findings.filter { seen.insert($0).inserted }
        self.isStrict = strict
    }

    /// A report of `findings` whose status follows them: `Status/refused`
    /// when one is an error, or a warning when `strict`; else `Status/passed`.
    init(findings: [Finding], strict: Bool) {
        let refuses = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        self.init(status: refuses ? .refused : .passed, findings: findings, strict: strict)
    }

    /// Loads the route table at `path` (and the association files it names) and checks it.
    ///
    /// A file that cannot be read, the table's or an association file's,
    /// makes the status `Status/unreadable`; a table the loader refuses,
    /// `Status/refused`, with every error by JSON path and then the
    /// warnings it also had (unknown keys are not hidden behind errors).
    /// Otherwise the table is checked by `check(_:warnings:strict:)` with
    /// the warnings it loaded with.
    ///
    /// - Parameters:
    ///   - path: The route table's file.
    ///   - strict: Whether warnings refuse the table too.
    public static func check(routesAt path: String, strict: Bool = false) -> CheckReport {
        loadAndCheck(routesAt: path, strict: strict).report
    }

    /// ``check(routesAt:strict:)``, also handing back the table when it loaded,
    /// so a generator refuses exactly what `check` refuses without loading twice.
    static func loadAndCheck(routesAt path: String, strict: Bool) -> (report: CheckReport, table: RouteTable?) {
        var warnings: [EntryPointsError] = []
        do {
            let table = try RouteTable.loadWithAssociationFiles(contentsOf: path, warnings: .report { warnings = $0 })
            return (check(table, warnings: warnings, strict: strict), table)
        } catch {
            let unreadable = error.errors.contains { $0.code == .unreadableFile }
            let report = CheckReport(
                status: unreadable ? .unreadable : .refused,
                findings: error.errors.map { Finding($0, severity: .error) }
                    + error.warnings.map { Finding($0, severity: .warning) },
                strict: strict)
            return (report, nil)
        }
    }

    /// Checks a table that is already loaded or built in code.
    ///
    /// - Parameters:
    ///   - table: the table; its validation errors refuse it, and the other
    ///     checks run on the parts of it that compile.
    ///   - warnings: what loading the table warned about, reported as
    ///     warnings. The association files' own warnings are reported too,
    ///     once, whether or not `warnings` holds them.
    ///   - strict: whether warnings refuse the table too (`entryd check --strict`).
    /// - Complexity: O(*p* × *r*) at worst for *p* pattern variants and *r*
    ///   association rules (the literal start of most rules rules them out
    ///   at once), plus the table's validation.
    public static func check(_ table: RouteTable, warnings: [EntryPointsError] = [], strict: Bool = false)
        -> CheckReport
    {
        var errors: [EntryPointsError] = []
        var router: Router?
        do {
            router = try Router(table)
        } catch {
            errors = error.errors
        }
        let analysis = TableAnalysis(table)
        var findings = errors.map { Finding($0, severity: .error) }
        let fileWarnings = table.associationFiles.keys.sorted().flatMap { table.associationFiles[$0]!.warnings }
        findings += (warnings + fileWarnings).map { Finding($0, severity: .warning) }
        findings += analysis.patternFindings()
        findings += analysis.overlapFindings()
        findings += analysis.redirectFindings()
        findings += analysis.triggerFindings()
        findings += analysis.reachabilityFindings()
        findings += analysis.parameterFindings()
        if errors.isEmpty { findings += analysis.passThroughFindings() }
        findings += analysis.lintFindings()
        if let router { findings += ExampleCheck(router: router).findings() }
        if errors.isEmpty, let appID = table.appID, !table.associationFiles.isEmpty {
            findings += AssociationCrossCheck(analysis, appID: appID).findings()
        }
        return CheckReport(findings: findings, strict: strict)
    }

    /// How many findings have `severity`.
    public func count(of severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}
