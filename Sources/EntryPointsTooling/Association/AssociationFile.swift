import EntryPoints

/// A parsed `apple-app-site-association` file: which URLs of its domain
/// open in which app, under the rules iOS applies (see `AssociationRules.md`).
///
/// ```swift
/// let file = try AssociationFile(parsing: [
///     "applinks": ["details": [[
///         "appIDs": ["ABCDE12345.com.example.app"],
///         "components": [
///             ["/": "/buy/secret/*", "exclude": true],
///             ["/": "/buy/*"],
///         ],
///     ]]],
/// ], file: "example.com.json")
/// file.evaluate(AssociationURL(path: "/buy/shoes"), appID: "ABCDE12345.com.example.app")
/// // .claimed(rule: "applinks.details[0].components[1]")
/// ```
///
/// The file's JSON is read by the caller (any JSON text parser producing a
/// `JSONValue` will do); this type checks it, compiles its patterns once,
/// and answers `evaluate(_:appID:)` without further allocation per rule.
public struct AssociationFile: Hashable, Sendable {
    /// The file's JSON, as given.
    public let json: JSONValue
    /// The file's name as given to `init(parsing:file:)`, the prefix of every location.
    public let file: String
    /// Every rule of `applinks`, in file order: `details` entries in order,
    /// and within each its `components` (or, without them, its legacy `paths`).
    public let rules: [AssociationRule]
    /// What iOS accepts but may read differently than meant, such as an
    /// unknown key (codes `EntryPointsError/Code/associationUnknownKey` and
    /// the other `aasa.` codes), each located by file and JSON path.
    public var warnings: [EntryPointsError]
    /// The file's substitution variables and the predefined ones.
    let variables: SubstitutionTable

    /// Checks and compiles an association file.
    ///
    /// - Parameters:
    ///   - json: the file's JSON.
    ///   - file: how to name the file in locations, such as its path:
    ///     an error's location reads `"<file>: applinks.details[0].components[1]./"`.
    /// - Throws: `RouteTableError` listing every problem (code
    ///   `EntryPointsError/Code/badAssociationFile`) when iOS would not accept
    ///   the file: no `applinks`, a value of the wrong type, a non-string
    ///   `/` or `#` pattern, an undefined or malformed substitution variable.
    ///   (A non-string value in a `?` dictionary only warns: iOS ignores the
    ///   dictionary.)
    public init(parsing json: JSONValue, file: String) throws(RouteTableError) {
        var parser = AssociationParser(file: file)
        parser.parse(json)
        guard parser.errors.isEmpty else { throw RouteTableError(parser.errors) }
        self.json = json
        self.file = file
        self.rules = parser.rules
        self.warnings = parser.warnings
        self.variables = parser.variables
    }

    /// Every app the file names, in order of first appearance.
    public var appIDs: [String] {
        var seen = Set<String>()
        return rules.flatMap(\.appIDs).filter { seen.insert($0).inserted }
    }

    /// The rules that apply to `appID`, in the order they are tried.
    public func rules(for appID: String) -> [AssociationRule] {
        rules.filter { $0.appIDs.contains(appID) }
    }

    /// What the file says about `url` for the app `appID`: the first of the
    /// app's rules that matches decides; an `exclude` rule excludes.
    ///
    /// - Parameters:
    ///   - url: the URL's path, query and fragment, as written.
    ///   - appID: the app, as `TEAMID.bundle.identifier`, compared exactly.
    /// - Complexity: O(*r* × *n* × *m*) at worst, for *r* rules, a URL of *n*
    ///   characters and patterns of *m* characters; never exponential, and
    ///   never more than 2,000,000 state steps (one per live automaton state
    ///   per character): past them the URL is not claimed.
    public func evaluate(_ url: AssociationURL, appID: String) -> AssociationVerdict {
        var subject = AssociationSubject(url)
        for rule in rules where rule.appIDs.contains(appID) {
            guard rule.matches(&subject) else {
                // NB: out of budget: no later rule is tried, and the URL is not claimed.
                if subject.budget < 0 { return .notMatched }
                continue
            }
            return rule.isExclusion ? .excluded(rule: rule.jsonPath) : .claimed(rule: rule.jsonPath)
        }
        return .notMatched
    }
}
