/// The rules of the table's fourth-version keys (the Route tables article,
/// "Scenes, pass-through, tracking parameters, resolution"): `scenes`,
/// `passThrough`, `trackingParameters`, `resolve`, and each route's
/// `landing`, `scene`, `sceneKind` and `examples`.
///
/// NB: every app links validation, so these checks are written for size
/// (`scripts/app-size`): problems made by one function that builds the
/// path, sentences from small static functions, and `@_optimize(size)` on
/// checks that run once per load (measured: it saves a few kilobytes of an
/// app's text across this file, the decoder's `+EntryRules` and the
/// pass-through parser; the three use it for the same reason).
extension RouteTable {
    /// Problems with the top-level keys `scenes`, `passThrough`,
    /// `trackingParameters` and `resolve`, in that order.
    @_optimize(size)
    func entryRuleErrors(skippingReferencesTo unreadable: UnreadableParts) -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        if let scenes { errors += Self.nameListErrors(scenes, key: "scenes", noun: "scene kind") }
        for (index, entry) in passThrough.enumerated() {
            if let (code, problem) = Self.problem(with: entry) {
                errors.append(Self.problem(code, problem, at: .root, "passThrough", index))
            }
        }
        for (index, name) in trackingParameters.enumerated() {
            if let problem = Self.problem(withTrackingName: name) {
                errors.append(Self.problem(.invalidValue, problem, at: .root, "trackingParameters", index))
            }
        }
        guard let resolve else { return errors }
        let path = JSONPath.root.appending("resolve")
        if resolve.prefixes.isEmpty {
            errors.append(
                Self.problem(.invalidValue, "\"prefixes\" must list at least one URL prefix", at: path, "prefixes"))
        }
        for (index, prefix) in resolve.prefixes.enumerated() {
            if let problem = Self.problem(withPrefix: prefix) {
                errors.append(Self.problem(.invalidValue, problem, at: path, "prefixes", index))
            }
        }
        if let fallback = resolve.fallback, !unreadable.contains(.routes),
            !routes.contains(where: { $0.id == fallback })
        {
            let message =
                "unknown route " + Self.quoted(fallback) + Suggestion.hint(for: fallback, among: routes.map(\.id))
            errors.append(Self.problem(.unknownRoute, message, at: path, "fallback"))
        }
        return errors
    }

    /// Problems with one route's `landing`, `scene`, `sceneKind` and
    /// `examples`, and with the parameters it declares or captures that
    /// `trackingParameters` covers.
    @_optimize(size)
    func entryRuleErrors(of route: Route, at index: Int, skippingReferencesTo unreadable: UnreadableParts)
        -> [EntryPointsError]
    {
        // NB: a route that uses none of these keys, in a table without
        // tracking parameters, is judged without building a path.
        guard
            route.landing != nil || route.scene != nil || route.sceneKind != nil || !route.examples.isEmpty
                || !trackingParameters.isEmpty
        else { return [] }
        let path = JSONPath.root.appending("routes").appending(index)
        var errors: [EntryPointsError] = []
        if route.landing != nil, route.tab == nil {
            errors.append(
                Self.problem(
                    .landingWithoutTab, "\"landing\" needs a \"tab\" whose stack it lands on", at: path, "landing"))
        }
        if !unreadable.contains(.scenes) {
            if scenes == nil, route.scene != nil {
                errors.append(
                    Self.problem(.sceneWithoutScenes, "\"scene\" needs the table's \"scenes\"", at: path, "scene"))
            }
            if scenes == nil, route.sceneKind != nil {
                errors.append(
                    Self.problem(
                        .sceneWithoutScenes, "\"sceneKind\" needs the table's \"scenes\"", at: path, "sceneKind"))
            }
            if let kind = route.sceneKind, let scenes, !scenes.contains(kind) {
                let message =
                    "scene kind " + Self.quoted(kind) + " is not in \"scenes\""
                    + Suggestion.hint(for: kind, among: scenes)
                errors.append(Self.problem(.unknownSceneKind, message, at: path, "sceneKind"))
            }
        }
        for (number, example) in route.examples.enumerated() {
            if let problem = Self.problem(with: example, exposure: route.exposure) {
                errors.append(Self.problem(.invalidValue, problem, at: path, "examples", number))
            }
        }
        guard !trackingParameters.isEmpty else { return errors }
        // NB: a pattern that does not parse is reported on its own.
        for (number, text) in route.patterns.enumerated() {
            let names = (try? Pattern(text))?.variants.flatMap(\.parameterNames) ?? []
            if let name = names.first(where: { trackingEntry(covering: $0) != nil }) {
                errors.append(
                    Self.problem(
                        .trackingParameterUsed, "captures " + trackingProblem(name), at: path, "patterns", number))
            }
        }
        for name in route.params.keys.ascending where trackingEntry(covering: name) != nil {
            errors.append(
                Self.problem(.trackingParameterUsed, trackingProblem(name), at: path.appending("params"), name))
        }
        return errors
    }

    /// `parameter "utm_source" is a tracking parameter (trackingParameters[0], "utm_*"): …`.
    @_optimize(size)
    private func trackingProblem(_ name: String) -> String {
        let entry = trackingEntry(covering: name) ?? 0
        return "parameter " + Self.quoted(name) + " is a tracking parameter (trackingParameters[" + String(entry)
            + "], " + Self.quoted(trackingParameters[entry])
            + "), removed from links before matching, so the route could never receive it"
    }

    /// The problem `message` at `path`, then `key`, then `index`, when given.
    @_optimize(size)
    private static func problem(
        _ code: EntryPointsError.Code, _ message: String, at path: JSONPath, _ key: String, _ index: Int? = nil
    ) -> EntryPointsError {
        let keyed = path.appending(key)
        return EntryPointsError(code, message, at: (index.map { keyed.appending($0) } ?? keyed).location)
    }

    /// `text` between double quotes, as messages show names.
    @inline(never)
    static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }

    // MARK: - One value at a time

    /// What is wrong with a `passThrough` entry: its scheme, its host, or its pattern.
    @_optimize(size)
    static func problem(with entry: PassThrough) -> (EntryPointsError.Code, String)? {
        if let problem = NameGrammar.problem(withScheme: entry.scheme, allowingWeb: true) {
            return (.invalidValue, problem)
        }
        guard let host = entry.host else {
            guard entry.isWeb else { return nil }
            return (
                .invalidValue,
                quoted(entry.description) + " would pass every web link through; a web entry needs a host"
            )
        }
        if host.contains("*") {
            return (.invalidValue, quoted(host) + " has \"*\"; a pass-through entry names one host")
        }
        if let problem = NameGrammar.problem(withDomain: host, allowingWildcard: false) {
            return (.invalidValue, problem)
        }
        guard let pattern = entry.pattern else { return nil }
        do {
            _ = try Pattern(pattern)
            return nil
        } catch {
            return (.badPattern, "pattern " + quoted(pattern) + ": " + error.message)
        }
    }

    /// What is wrong with a `trackingParameters` name.
    @_optimize(size)
    static func problem(withTrackingName name: String) -> String? {
        if name.isEmpty { return "empty tracking parameter name" }
        if name == "*" { return "\"*\" alone would remove every query item; write a prefix, as in \"utm_*\"" }
        if name.dropLast().contains("*") { return quoted(name) + " may use \"*\" only at its end, for a prefix" }
        return nil
    }

    /// What is wrong with a `resolve` prefix: it needs a scheme, `//` and a host.
    @_optimize(size)
    static func problem(withPrefix prefix: String) -> String? {
        let parts = prefix.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty,
            NameGrammar.problem(withScheme: String(parts[0].dropLast()), allowingWeb: true) == nil
        else {
            return quoted(prefix)
                + " is not a URL prefix: it needs a scheme and a host, as in \"https://example.app.link/\""
        }
        return parts[2].isEmpty ? quoted(prefix) + " has no host, as in \"https://example.app.link/\"" : nil
    }

    /// What is wrong with an example's shape: a URL with a scheme, or a bare
    /// path starting with `/` for an internal route.
    @_optimize(size)
    static func problem(with example: Route.Example, exposure: Route.Exposure) -> String? {
        let url = example.url
        if url.isEmpty { return "empty example" }
        if url.hasPrefix("/") {
            return exposure == .internal
                ? nil
                : quoted(url) + " is a bare path, the example of an internal route only;"
                    + " an external route's example is a full URL, opened as a url event"
        }
        let scheme = url.prefix { $0 != ":" }
        guard scheme.count < url.count, NameGrammar.problem(withScheme: String(scheme), allowingWeb: true) == nil else {
            return quoted(url) + " is neither a URL with a scheme nor a path starting with \"/\""
        }
        return nil
    }
}
