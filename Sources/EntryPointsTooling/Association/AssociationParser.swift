import EntryPoints

/// Reads the JSON of an association file into rules, collecting every error
/// and warning with its JSON path.
///
/// Errors are what iOS would not accept (wrong types, an undefined variable,
/// no `applinks`); warnings are what iOS accepts but reads differently than
/// its author likely meant (a misspelt key, which iOS ignores).
struct AssociationParser {
    /// The name of the file, the prefix of every location.
    let file: String
    private(set) var errors: [EntryPointsError] = []
    private(set) var warnings: [EntryPointsError] = []
    private(set) var rules: [AssociationRule] = []
    private(set) var variables = SubstitutionTable()
    /// The states of every pattern compiled so far, variables expanded.
    var states = 0
    /// Whether the file passed ``maximumRules`` (reported once).
    var tooManyRules = false

    /// The most rules (components, or legacy paths) one file may hold.
    ///
    /// NB: every web URL is tried against the rules in order, so this and
    /// ``maximumStates`` bound the cost of one URL (issue 27, item 10).
    static let maximumRules = 10_000
    /// The most automaton states all of one file's patterns may compile to,
    /// each use of a substitution variable counting all of its values: the
    /// memory a file costs, and with a URL of *n* characters (at most 8,192)
    /// the work of matching it, at most *n* × 100,000 state steps.
    static let maximumStates = 100_000

    /// The defaults at one level: `nil` where the level says nothing.
    struct Defaults {
        var caseSensitive: Bool?
        var percentEncoded: Bool?

        /// These defaults, with `inner`'s settings taking precedence.
        func overridden(by inner: Defaults) -> Defaults {
            Defaults(
                caseSensitive: inner.caseSensitive ?? caseSensitive,
                percentEncoded: inner.percentEncoded ?? percentEncoded)
        }
    }

    init(file: String) { self.file = file }

    // MARK: - The file and its applinks section

    /// Reads the whole file.
    mutating func parse(_ root: JSONValue) {
        let here = AssociationJSONPath.root
        guard case .object(let object) = root else {
            error(at: here, "an association file must be a JSON object, not \(described(root))")
            return
        }
        checkKeys(of: object, at: here, known: ["applinks", "webcredentials", "appclips", "activitycontinuation"])
        guard let applinks = object["applinks"] else {
            error(at: here, "the file has no \"applinks\" section, so it claims no universal links")
            return
        }
        let applinksPath = here.key("applinks")
        guard case .object(let section) = applinks else {
            wrongType(at: applinksPath, expected: "an object", found: applinks)
            return
        }
        checkKeys(of: section, at: applinksPath, known: ["details", "defaults", "substitutionVariables", "apps"])
        let defaults = parseDefaults(section["defaults"], at: applinksPath.key("defaults"))
        if let variables = section["substitutionVariables"] {
            parseVariables(variables, at: applinksPath.key("substitutionVariables"))
        }
        let detailsPath = applinksPath.key("details")
        switch section["details"] {
        case nil:
            error(at: applinksPath, "\"applinks\" has no \"details\", so it claims no universal links")
        case .array(let entries)?:
            for (index, entry) in entries.enumerated() {
                parseEntry(entry, at: detailsPath.index(index), keyedAppID: nil, defaults: defaults)
            }
        case .object(let entries)?:
            // NB: the format before iOS 13: `"details": { "TEAM.app": { "paths": [...] } }`.
            for member in entries {
                parseEntry(member.value, at: detailsPath.key(member.key), keyedAppID: member.key, defaults: defaults)
            }
        case let other?:
            wrongType(at: detailsPath, expected: "an array", found: other)
        }
    }

    /// Reads `applinks.substitutionVariables`: name → array of strings.
    private mutating func parseVariables(_ value: JSONValue, at path: AssociationJSONPath) {
        guard case .object(let object) = value else {
            wrongType(at: path, expected: "an object", found: value)
            return
        }
        for member in object {
            let name = member.key
            let memberPath = path.key(name)
            if name.isEmpty || name.contains(where: { "$()".contains($0) }) {
                error(at: memberPath, "a substitution variable name may not be empty or hold '$', '(' or ')'")
                continue
            }
            guard case .array(let values) = member.value else {
                wrongType(at: memberPath, expected: "an array of strings", found: member.value)
                continue
            }
            var alternatives: [[AssociationPatternPiece]] = []
            for (index, value) in values.enumerated() {
                guard case .string(let text) = value else {
                    wrongType(at: memberPath.index(index), expected: "a string", found: value)
                    continue
                }
                guard !text.contains("$("), let pieces = try? AssociationPatternPiece.parse(text) else {
                    error(at: memberPath.index(index), "a substitution variable's value may not use another variable")
                    continue
                }
                alternatives.append(pieces)
            }
            if values.isEmpty {
                warning(
                    .associationSuspiciousVariable, at: memberPath,
                    "$(\(name)) has no values, so every pattern that uses it matches nothing")
            }
            if SubstitutionTable.predefinedNames.contains(name) {
                warning(
                    .associationSuspiciousVariable, at: memberPath,
                    "$(\(name)) replaces the predefined variable of that name; this file's values are used")
            }
            variables.custom[name] = alternatives
        }
    }

    // MARK: - Details entries

    /// Reads one `details` entry; `keyedAppID` is its key in the old dictionary form.
    private mutating func parseEntry(
        _ value: JSONValue, at path: AssociationJSONPath, keyedAppID: String?, defaults outer: Defaults
    ) {
        guard case .object(let entry) = value else {
            wrongType(at: path, expected: "an object", found: value)
            return
        }
        var known = ["components", "paths", "defaults"]
        if keyedAppID == nil { known += ["appID", "appIDs"] }
        checkKeys(of: entry, at: path, known: known)
        let appIDs = keyedAppID.map { [$0] } ?? parseAppIDs(of: entry, at: path)
        for appID in appIDs where !appID.contains(".") {
            warning(
                .associationNoApp, at: path,
                "\"\(appID)\" is not an app ID of the form TEAMID.bundle.identifier, so it names no app")
        }
        let defaults = outer.overridden(by: parseDefaults(entry["defaults"], at: path.key("defaults")))
        if let components = entry["components"] {
            if entry["paths"] != nil {
                warning(
                    .associationIgnoredKey, at: path.key("paths"),
                    "\"paths\" is ignored because the entry has \"components\"")
            }
            parseComponents(components, at: path.key("components"), appIDs: appIDs, defaults: defaults)
        } else if let paths = entry["paths"] {
            parsePaths(paths, at: path.key("paths"), appIDs: appIDs, defaults: defaults)
        }
    }

    /// The apps an array-form entry names with `appID` and `appIDs`.
    private mutating func parseAppIDs(of entry: JSONObject, at path: AssociationJSONPath) -> [String] {
        var appIDs: [String] = []
        var malformed = false
        if let value = entry["appID"] {
            if case .string(let appID) = value {
                appIDs.append(appID)
            } else {
                wrongType(at: path.key("appID"), expected: "a string", found: value)
                malformed = true
            }
        }
        if let value = entry["appIDs"] {
            if case .array(let elements) = value {
                for (index, element) in elements.enumerated() {
                    if case .string(let appID) = element {
                        appIDs.append(appID)
                    } else {
                        wrongType(at: path.key("appIDs").index(index), expected: "a string", found: element)
                        malformed = true
                    }
                }
            } else {
                wrongType(at: path.key("appIDs"), expected: "an array of strings", found: value)
                malformed = true
            }
        }
        if appIDs.isEmpty && !malformed {
            warning(
                .associationNoApp, at: path,
                "the entry names no app (no \"appID\" or \"appIDs\"), so its rules apply to none")
        }
        return appIDs
    }

    // MARK: - Diagnostics

    /// The location of `path`: `"<file>: <path>"`.
    func location(_ path: AssociationJSONPath) -> String {
        if file.isEmpty { return path.text }
        return path.text.isEmpty ? file : "\(file): \(path.text)"
    }

    mutating func error(at path: AssociationJSONPath, _ message: String) {
        errors.append(EntryPointsError(.badAssociationFile, message, at: location(path)))
    }

    mutating func warning(_ code: EntryPointsError.Code, at path: AssociationJSONPath, _ message: String) {
        warnings.append(EntryPointsError(code, message, at: location(path)))
    }

    mutating func wrongType(at path: AssociationJSONPath, expected: String, found value: JSONValue) {
        error(at: path, "must be \(expected), not \(described(value))")
    }

    /// Warns about each key of `object` not in `known`, suggesting the closest known key.
    mutating func checkKeys(of object: JSONObject, at path: AssociationJSONPath, known: [String]) {
        for key in object.keys where !known.contains(key) {
            var message = "unknown key \"\(key)\" is ignored"
            if let suggestion = AssociationKeySuggestion.closest(to: key, among: known) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            warning(.associationUnknownKey, at: path.key(key), message)
        }
    }

    /// "a string", "an object", "null".
    func described(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .array, .object: "an \(value.kindName)"
        default: "a \(value.kindName)"
        }
    }

    mutating func append(_ rule: AssociationRule) { rules.append(rule) }
}
