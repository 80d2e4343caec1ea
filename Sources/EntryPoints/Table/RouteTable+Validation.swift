extension RouteTable {
    /// Every way this table breaks the rules of a route table, each named by
    /// the JSON path the problem would have in the table's JSON.
    ///
    /// The rules hold however the table was made, in code or from JSON
    /// (``decode(_:warnings:)`` runs them too): ids present and
    /// unique, every pattern well formed, enum types non-empty and regex
    /// types compiling, `result` types well formed, `requires` naming defined guards, guard redirects
    /// naming routes, a `stack` only with a `tab`, every `tab` in ``tabs``,
    /// ``tabs`` non-empty and unique, ``schemes`` valid and never web
    /// schemes, ``domains`` plain hosts, ``appID`` shaped
    /// `TEAMID.bundle.identifier` and present when there are association files;
    /// a `landing` only with a `tab`; `scene` and `sceneKind` only with
    /// ``scenes`` (non-empty, unique), a `sceneKind` among them; every
    /// ``passThrough`` entry, tracking parameter name, `resolve` prefix and
    /// example well formed; a `resolve` fallback naming a route; and no route
    /// declaring or capturing a parameter ``trackingParameters`` covers.
    ///
    /// ```swift
    /// let table = RouteTable(routes: [Route("story", stack: ["feed", "story"])])
    /// table.validate().map(\.description)
    /// // ["routes[0].stack: \"stack\" needs a \"tab\" to build it on"]
    /// ```
    ///
    /// - Returns: The problems in the order of the table's fields; empty when the table is valid.
    public func validate() -> [EntryPointsError] {
        validationErrors(skippingReferencesTo: [])
    }

    /// Sections of a decoded table that could not be read at all, so that
    /// references into them (a route's `tab`, a `requires` entry, a guard's
    /// redirect) cannot be judged and are not reported a second time.
    struct UnreadableParts: OptionSet, Sendable {
        let rawValue: Int
        static let tabs = Self(rawValue: 1 << 0)
        static let guards = Self(rawValue: 1 << 1)
        static let routes = Self(rawValue: 1 << 2)
        static let scenes = Self(rawValue: 1 << 3)
    }

    /// ``validate()``, minus the references into `unreadable` sections.
    func validationErrors(skippingReferencesTo unreadable: UnreadableParts, checkingPatterns: Bool = true)
        -> [EntryPointsError]
    {
        var parsed: [[Pattern]] = []
        return validationErrors(skippingReferencesTo: unreadable, checkingPatterns: checkingPatterns, parsed: &parsed)
    }

    /// ``validationErrors(skippingReferencesTo:checkingPatterns:)``, also
    /// handing back every route's patterns as parsed (when `checkingPatterns`),
    /// so that a valid table need not be parsed again to be compiled.
    func validationErrors(
        skippingReferencesTo unreadable: UnreadableParts, checkingPatterns: Bool, parsed: inout [[Pattern]]
    ) -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        errors += schemeErrors()
        errors += domainErrors()
        errors += tabErrors()
        errors += guardErrors(checkingRedirects: !unreadable.contains(.routes))
        var firstIndexByID: [String: Int] = [:]
        for (index, route) in routes.enumerated() where !route.id.isEmpty && firstIndexByID[route.id] == nil {
            firstIndexByID[route.id] = index
        }
        for (index, route) in routes.enumerated() {
            errors += routeErrors(
                route, at: index, firstIndexByID: firstIndexByID, unreadable: unreadable,
                checkingPatterns: checkingPatterns, parsed: &parsed)
        }
        errors += appIDErrors()
        errors += entryRuleErrors(skippingReferencesTo: unreadable)
        return errors
    }

    // MARK: - Top level

    private func schemeErrors() -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        var firstIndex: [String: Int] = [:]
        for (index, scheme) in schemes.enumerated() {
            let path = JSONPath.root.appending("schemes").appending(index)
            if let problem = NameGrammar.problem(withScheme: scheme) {
                errors.append(EntryPointsError(.badScheme, problem, at: path.location))
            } else if let first = firstIndex[scheme.lowercased()] {
                let message = "duplicate scheme \"\(scheme)\" (first at schemes[\(first)])"
                errors.append(EntryPointsError(.badScheme, message, at: path.location))
            } else {
                firstIndex[scheme.lowercased()] = index
            }
        }
        return errors
    }

    private func domainErrors() -> [EntryPointsError] {
        domains.enumerated().compactMap { index, domain in
            NameGrammar.problem(withDomain: domain, allowingWildcard: true).map {
                EntryPointsError(.badDomain, $0, at: JSONPath.root.appending("domains").appending(index).location)
            }
        }
    }

    private func tabErrors() -> [EntryPointsError] {
        Self.nameListErrors(tabs, key: "tabs", noun: "tab")
    }

    /// A list of names that must be non-empty, each non-empty and listed
    /// once (`tabs`, `scenes`), with `noun` naming one of them in messages
    /// (`@_optimize(size)` as in `RouteTable+EntryRulesValidation.swift`, which says why).
    @_optimize(size)
    static func nameListErrors(_ names: [String], key: String, noun: String) -> [EntryPointsError] {
        let path = JSONPath.root.appending(key)
        if names.isEmpty {
            return [EntryPointsError(.invalidValue, quoted(key) + " must list at least one " + noun, at: path.location)]
        }
        var errors: [EntryPointsError] = []
        var firstIndex: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let place = path.appending(index).location
            if name.isEmpty {
                errors.append(EntryPointsError(.invalidValue, "empty " + noun + " name", at: place))
            } else if let first = firstIndex[name] {
                let message =
                    "duplicate " + noun + " " + quoted(name) + " (first at " + key + "[" + String(first) + "])"
                errors.append(EntryPointsError(.invalidValue, message, at: place))
            } else {
                firstIndex[name] = index
            }
        }
        return errors
    }

    private func guardErrors(checkingRedirects: Bool) -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        var seen = Set<String>()
        // NB: only for a redirect to check: hashing every id of a large table costs milliseconds.
        let ids =
            checkingRedirects && guards.contains { $0.redirect != nil }
            ? Set(routes.lazy.map { $0.id }.filter { !$0.isEmpty }) : []
        for definition in guards {
            let path = JSONPath.root.appending("guards").appending(definition.name)
            if !seen.insert(definition.name).inserted {
                errors.append(
                    EntryPointsError(.invalidValue, "guard \"\(definition.name)\" is defined twice", at: path.location))
            }
            if checkingRedirects, let redirect = definition.redirect, !ids.contains(redirect) {
                let message = "unknown route \"\(redirect)\"" + Suggestion.hint(for: redirect, among: routes.map(\.id))
                errors.append(EntryPointsError(.unknownRoute, message, at: path.appending("redirect").location))
            }
        }
        return errors
    }

    private func appIDErrors() -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        if let appID, let problem = NameGrammar.problem(withAppID: appID) {
            errors.append(EntryPointsError(.invalidValue, problem, at: JSONPath.root.appending("appID").location))
        }
        let path = JSONPath.root.appending("associationFiles")
        for host in associationFiles.keys.ascending {
            if let problem = NameGrammar.problem(withDomain: host, allowingWildcard: false) {
                errors.append(EntryPointsError(.badDomain, problem, at: path.appending(host).location))
            }
        }
        if !associationFiles.isEmpty, appID == nil {
            let message = "association files need \"appID\", the app they must name"
            errors.append(EntryPointsError(.missingAppID, message, at: path.location))
        }
        return errors
    }

    // MARK: - Routes

    private func routeErrors(
        _ route: Route, at index: Int, firstIndexByID: [String: Int], unreadable: UnreadableParts,
        checkingPatterns: Bool, parsed: inout [[Pattern]]
    ) -> [EntryPointsError] {
        // NB: paths are built only for an error; a valid table builds none.
        var path: JSONPath { JSONPath.root.appending("routes").appending(index) }
        var errors: [EntryPointsError] = []
        func report(_ code: EntryPointsError.Code, _ message: String, at place: JSONPath) {
            errors.append(EntryPointsError(code, message, at: place.location))
        }

        if route.id.isEmpty {
            report(.invalidValue, "id must not be empty", at: path.appending("id"))
        } else if let first = firstIndexByID[route.id], first < index {
            report(.duplicateID, "duplicate id \"\(route.id)\" (first at routes[\(first)])", at: path.appending("id"))
        }
        // NB: the router parses every pattern to build its trie and reports
        // these itself, so a table is not parsed twice on its way in.
        if checkingPatterns {
            var patterns: [Pattern] = []
            patterns.reserveCapacity(route.patterns.count)
            for (number, text) in route.patterns.enumerated() {
                do {
                    patterns.append(try Pattern(text))
                } catch {
                    report(.badPattern, error.message, at: path.appending("patterns").appending(number))
                }
            }
            parsed.append(patterns)
        }
        for name in route.params.isEmpty ? [] : route.params.keys.ascending {
            if let problem = Self.problem(with: route.params[name]!) {
                report(.unknownType, problem, at: path.appending("params").appending(name))
            }
        }
        if let problem = route.result?.problem {
            report(.unknownType, problem, at: path.appending("result"))
        }
        for (number, trigger) in route.notifications.enumerated() where trigger == NotificationTrigger() {
            report(
                .missingField, "a notification trigger needs \"category\", \"action\" or both",
                at: path.appending("notification").appending(number))
        }
        if !unreadable.contains(.guards), !route.requires.isEmpty {
            let names = guards.map(\.name)
            for (number, name) in route.requires.enumerated() where !names.contains(name) {
                report(
                    .unknownGuard, "unknown guard \"\(name)\"" + Suggestion.hint(for: name, among: names),
                    at: path.appending("requires").appending(number))
            }
        }
        if let tab = route.tab, !unreadable.contains(.tabs), !tabs.contains(tab) {
            report(
                .unknownTab, "tab \"\(tab)\" is not in \"tabs\"" + Suggestion.hint(for: tab, among: tabs),
                at: path.appending("tab"))
        }
        if route.stack != nil, route.tab == nil {
            report(.stackWithoutTab, "\"stack\" needs a \"tab\" to build it on", at: path.appending("stack"))
        }
        errors += entryRuleErrors(of: route, at: index, skippingReferencesTo: unreadable)
        return errors
    }

    /// What is wrong with a declared type: an empty enum, or a regex that
    /// does not compile.
    private static func problem(with type: ParameterType) -> String? {
        switch type {
        case .enumeration(let values) where values.isEmpty:
            return "an enum type must list at least one value"
        case .regex(let pattern):
            return CompiledRegex.problem(with: pattern)
        default:
            return nil
        }
    }
}
