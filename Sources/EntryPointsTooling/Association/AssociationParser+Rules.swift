import EntryPoints

extension AssociationParser {
    /// Which URL part a pattern is for, for messages and checks.
    enum PatternKind {
        case path, query, queryItem, fragment
    }

    /// Reads a `defaults` object; absent means no settings.
    mutating func parseDefaults(_ value: JSONValue?, at path: AssociationJSONPath) -> Defaults {
        guard let value else { return Defaults() }
        guard case .object(let object) = value else {
            wrongType(at: path, expected: "an object", found: value)
            return Defaults()
        }
        checkKeys(of: object, at: path, known: ["caseSensitive", "percentEncoded"])
        return Defaults(
            caseSensitive: boolean(object["caseSensitive"], at: path.key("caseSensitive")),
            percentEncoded: boolean(object["percentEncoded"], at: path.key("percentEncoded")))
    }

    /// Reads a `components` array into rules.
    mutating func parseComponents(
        _ value: JSONValue, at path: AssociationJSONPath, appIDs: [String], defaults: Defaults
    ) {
        guard case .array(let components) = value else {
            wrongType(at: path, expected: "an array", found: value)
            return
        }
        for (index, component) in components.enumerated() {
            guard checkRuleCount(at: path.index(index)) else { return }
            parseComponent(component, at: path.index(index), appIDs: appIDs, defaults: defaults)
        }
    }

    /// Reads one `components` entry into a rule.
    private mutating func parseComponent(
        _ value: JSONValue, at path: AssociationJSONPath, appIDs: [String], defaults: Defaults
    ) {
        guard case .object(let component) = value else {
            wrongType(at: path, expected: "an object", found: value)
            return
        }
        checkKeys(
            of: component, at: path,
            known: ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"])
        let errorCount = errors.count
        let exclude = boolean(component["exclude"], at: path.key("exclude")) ?? false
        let caseSensitive =
            boolean(component["caseSensitive"], at: path.key("caseSensitive")) ?? defaults.caseSensitive ?? true
        let percentEncoded =
            boolean(component["percentEncoded"], at: path.key("percentEncoded")) ?? defaults.percentEncoded ?? true
        var comment: String?
        switch component["comment"] {
        case nil: break
        case .string(let text)?: comment = text
        case let other?:
            warning(
                .associationIgnoredKey, at: path.key("comment"),
                "a comment should be a string, not \(described(other))")
        }
        let settings = (foldsCase: !caseSensitive, percentEncoded: percentEncoded)
        let pathPattern = component["/"].flatMap {
            pattern($0, at: path.key("/"), kind: .path, settings)
        }
        var query: (AssociationQuery, CompiledQuery)?
        switch component["?"] {
        case nil: break
        case .string(let text)?:
            if let compiled = pattern(.string(text), at: path.key("?"), kind: .query, settings) {
                query = (.pattern(text), .whole(compiled))
            }
        case .object(let items)? where items.contains(where: { $0.value.stringValue == nil }):
            // NB: Apple's `swcutil` ignores the whole dictionary when one of
            // its values is not a string, so the rule matches any query.
            for item in items where item.value.stringValue == nil {
                warning(
                    .associationIgnoredKey, at: path.key("?").key(item.key),
                    "must be a string, not \(described(item.value)); iOS ignores the whole \"?\" dictionary "
                        + "because of it, so the rule matches any query")
            }
        case .object(let items)?:
            var written: [AssociationQueryItem] = []
            var compiled: [CompiledQueryItem] = []
            for item in items {
                guard let itemPattern = pattern(item.value, at: path.key("?").key(item.key), kind: .queryItem, settings)
                else { continue }
                written.append(AssociationQueryItem(name: item.key, pattern: itemPattern.source))
                compiled.append(CompiledQueryItem(name: item.key, pattern: itemPattern))
            }
            query = (.items(written), .items(compiled))
        case let other?:
            wrongType(at: path.key("?"), expected: "a string or an object", found: other)
        }
        let fragment = component["#"].flatMap {
            pattern($0, at: path.key("#"), kind: .fragment, settings)
        }
        guard errors.count == errorCount else { return }
        append(
            AssociationRule(
                jsonPath: path.text, appIDs: appIDs, isExclusion: exclude, caseSensitive: caseSensitive,
                percentEncoded: percentEncoded, comment: comment, path: pathPattern, query: query,
                fragment: fragment))
    }

    /// Reads a legacy `paths` array: path patterns, `NOT ` marking exclusions.
    mutating func parsePaths(_ value: JSONValue, at path: AssociationJSONPath, appIDs: [String], defaults: Defaults) {
        guard case .array(let paths) = value else {
            wrongType(at: path, expected: "an array of strings", found: value)
            return
        }
        let settings = (foldsCase: !(defaults.caseSensitive ?? true), percentEncoded: defaults.percentEncoded ?? true)
        for (index, element) in paths.enumerated() {
            let elementPath = path.index(index)
            guard checkRuleCount(at: elementPath) else { return }
            guard case .string(var text) = element else {
                wrongType(at: elementPath, expected: "a string", found: element)
                continue
            }
            let exclude = text.hasPrefix("NOT ")
            if exclude { text.removeFirst(4) }
            guard let compiled = pattern(.string(text), at: elementPath, kind: .path, settings) else { continue }
            append(
                AssociationRule(
                    jsonPath: elementPath.text, appIDs: appIDs, isExclusion: exclude,
                    caseSensitive: !settings.foldsCase, percentEncoded: settings.percentEncoded, comment: nil,
                    path: compiled, query: nil, fragment: nil))
        }
    }

    /// Whether one more rule fits under ``maximumRules``; reports the first that does not.
    private mutating func checkRuleCount(at path: AssociationJSONPath) -> Bool {
        guard rules.count >= Self.maximumRules else { return true }
        if !tooManyRules {
            tooManyRules = true
            error(at: path, "the file has more than \(Self.maximumRules) rules, the most an association file may hold")
        }
        return false
    }

    // MARK: - Values

    /// A Boolean member, or `nil` when absent (an error when of another type).
    private mutating func boolean(_ value: JSONValue?, at path: AssociationJSONPath) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value else {
            wrongType(at: path, expected: "a boolean", found: value)
            return nil
        }
        return flag
    }

    /// Compiles the pattern `value`, reporting errors and suspicious text.
    private mutating func pattern(
        _ value: JSONValue, at path: AssociationJSONPath, kind: PatternKind,
        _ settings: (foldsCase: Bool, percentEncoded: Bool)
    ) -> AssociationPattern? {
        guard case .string(let text) = value else {
            wrongType(at: path, expected: "a string", found: value)
            return nil
        }
        // NB: once over the file's budget, one error said so; the rest are not compiled.
        guard states <= Self.maximumStates else { return nil }
        do {
            let budget = Self.maximumStates - states
            let compiled =
                kind == .path
                ? try AssociationPattern(
                    path: text, foldsCase: settings.foldsCase, variables: variables, maximumNodes: budget)
                : try AssociationPattern(
                    text, foldsCase: settings.foldsCase, variables: variables, maximumNodes: budget)
            states += compiled.nodes.count
            checkSuspicious(text, at: path, kind: kind, percentEncoded: settings.percentEncoded)
            return compiled
        } catch {
            if error == .tooLarge { states = Self.maximumStates + 1 }
            self.error(at: path, message(for: error, in: text))
            return nil
        }
    }

    private func message(for error: AssociationPatternError, in text: String) -> String {
        switch error {
        case .unterminatedVariable:
            return "\"$(\" without a closing \")\" in pattern \"\(text)\""
        case .emptyVariableName:
            return "\"$()\" names no substitution variable in pattern \"\(text)\""
        case .undefinedVariable(let name):
            var message = "undefined substitution variable $(\(name)) in pattern \"\(text)\""
            if let suggestion = AssociationKeySuggestion.closest(to: name, among: variables.allNames) {
                message += "; did you mean $(\(suggestion))?"
            }
            return message
        case .tooLarge:
            return "the file's patterns, substitution variables expanded, pass \(Self.maximumStates) states "
                + "here (each use of a variable counts all its values), the most an association file may cost"
        }
    }

    /// Warns about pattern text that iOS reads differently than it looks.
    private mutating func checkSuspicious(
        _ text: String, at path: AssociationJSONPath, kind: PatternKind, percentEncoded: Bool
    ) {
        if percentEncoded, text.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) {
            warning(
                .associationSuspiciousPattern, at: path,
                "the pattern holds spaces or non-ASCII characters, which a percent-encoded URL never does; "
                    + "percent-encode them or set \"percentEncoded\" to false")
        }
        switch kind {
        case .path:
            if let question = text.firstIndex(of: "?"), text[question...].contains("=") {
                warning(
                    .associationSuspiciousPattern, at: path,
                    "'?' in a path pattern matches any one character, not a query; match queries with the \"?\" key")
            }
            if percentEncoded, text.contains("#") {
                warning(
                    .associationSuspiciousPattern, at: path,
                    "a URL's path never holds '#', which starts the fragment; match fragments with the \"#\" key")
            }
        case .query:
            if text.hasPrefix("?") {
                warning(
                    .associationSuspiciousPattern, at: path,
                    "the leading '?' matches any one character; the query is matched without its '?'")
            }
        case .fragment:
            if text.hasPrefix("#") {
                warning(
                    .associationSuspiciousPattern, at: path,
                    "the leading '#' must appear in the fragment itself; the fragment is matched without its '#'")
            }
        case .queryItem:
            break
        }
    }
}
