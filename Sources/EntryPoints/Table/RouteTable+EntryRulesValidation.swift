/// The rules of the table's fourth-version keys (the Route tables article,
/// "Scenes, pass-through, tracking parameters, resolution"): `scenes`,
/// `passThrough`, `trackingParameters`, `resolve`, and each route's
/// `landing`, `scene`, `sceneKind` and `examples`.
///
/// NB: every app links validation, so these checks are written for size:
/// one problem per value as a sentence from a small static function, and
/// paths built only for a problem.
extension RouteTable {
    /// Problems with the top-level keys `scenes`, `passThrough`,
    /// `trackingParameters` and `resolve`, in that order.
    func entryRuleErrors(skippingReferencesTo unreadable: UnreadableParts) -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        if let scenes { errors += Self.nameListErrors(scenes, key: "scenes", noun: "scene kind") }
        for (index, entry) in passThrough.enumerated() {
            if let (code, problem) = Self.problem(with: entry) {
                errors.append(Self.error(code, problem, at: JSONPath.root.appending("passThrough").appending(index)))
            }
        }
        for (index, name) in trackingParameters.enumerated() {
            if let problem = Self.problem(withTrackingName: name) {
                errors.append(
                    Self.error(
                        .invalidValue, problem, at: JSONPath.root.appending("trackingParameters").appending(index)))
            }
        }
        guard let resolve else { return errors }
        let path = JSONPath.root.appending("resolve")
        if resolve.prefixes.isEmpty {
            errors.append(
                Self.error(
                    .invalidValue, "\"prefixes\" must list at least one URL prefix", at: path.appending("prefixes")))
        }
        for (index, prefix) in resolve.prefixes.enumerated() {
            if let problem = Self.problem(withPrefix: prefix) {
                errors.append(Self.error(.invalidValue, problem, at: path.appending("prefixes").appending(index)))
            }
        }
        if let fallback = resolve.fallback, !unreadable.contains(.routes),
            !routes.contains(where: { $0.id == fallback })
        {
            let message = "unknown route \"\(fallback)\"" + Suggestion.hint(for: fallback, among: routes.map(\.id))
            errors.append(Self.error(.unknownRoute, message, at: path.appending("fallback")))
        }
        return errors
    }

    /// Problems with one route's `landing`, `scene`, `sceneKind` and
    /// `examples`, and with the parameters it declares or captures that
    /// `trackingParameters` covers.
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
                Self.error(
                    .landingWithoutTab, "\"landing\" needs a \"tab\" whose stack it lands on",
                    at: path.appending("landing")))
        }
        if !unreadable.contains(.scenes) {
            if scenes == nil, route.scene != nil {
                errors.append(
                    Self.error(
                        .sceneWithoutScenes, "\"scene\" needs the table's \"scenes\"", at: path.appending("scene")))
            }
            if scenes == nil, route.sceneKind != nil {
                errors.append(
                    Self.error(
                        .sceneWithoutScenes, "\"sceneKind\" needs the table's \"scenes\"",
                        at: path.appending("sceneKind")))
            }
            if let kind = route.sceneKind, let scenes, !scenes.contains(kind) {
                let message = "scene kind \"\(kind)\" is not in \"scenes\"" + Suggestion.hint(for: kind, among: scenes)
                errors.append(Self.error(.unknownSceneKind, message, at: path.appending("sceneKind")))
            }
        }
        for (number, example) in route.examples.enumerated() {
            if let problem = Self.problem(with: example, exposure: route.exposure) {
                errors.append(Self.error(.invalidValue, problem, at: path.appending("examples").appending(number)))
            }
        }
        guard !trackingParameters.isEmpty else { return errors }
        // NB: a pattern that does not parse is reported on its own.
        for (number, text) in route.patterns.enumerated() {
            let names = (try? Pattern(text))?.variants.flatMap(\.parameterNames) ?? []
            if let name = names.first(where: { trackingEntry(covering: $0) != nil }) {
                errors.append(trackingError(name, captured: true, at: path.appending("patterns").appending(number)))
            }
        }
        for name in route.params.keys.sorted() where trackingEntry(covering: name) != nil {
            errors.append(trackingError(name, captured: false, at: path.appending("params").appending(name)))
        }
        return errors
    }

    /// `parameter "utm_source" is a tracking parameter (trackingParameters[0], "utm_*"): …`.
    private func trackingError(_ name: String, captured: Bool, at path: JSONPath) -> EntryPointsError {
        let entry = trackingEntry(covering: name) ?? 0
        let message =
            (captured ? "captures " : "") + "parameter \"\(name)\" is a tracking parameter"
            + " (trackingParameters[\(entry)], \"\(trackingParameters[entry])\"),"
            + " removed from links before matching, so the route could never receive it"
        return Self.error(.trackingParameterUsed, message, at: path)
    }

    /// An error at `path`.
    private static func error(_ code: EntryPointsError.Code, _ message: String, at path: JSONPath) -> EntryPointsError {
        EntryPointsError(code, message, at: path.location)
    }

    // MARK: - One value at a time

    /// What is wrong with a `passThrough` entry: its scheme, its host, or its pattern.
    static func problem(with entry: PassThrough) -> (EntryPointsError.Code, String)? {
        if let problem = NameGrammar.problem(withScheme: entry.scheme, allowingWeb: true) {
            return (.invalidValue, problem)
        }
        guard let host = entry.host else {
            guard entry.isWeb else { return nil }
            return (
                .invalidValue,
                "\"\(entry)\" would pass every web link through; an \(entry.scheme.lowercased()) entry needs a host"
            )
        }
        if host.contains("*") { return (.invalidValue, "\"\(host)\" has \"*\"; a pass-through entry names one host") }
        if let problem = NameGrammar.problem(withDomain: host, allowingWildcard: false) {
            return (.invalidValue, problem)
        }
        guard let pattern = entry.pattern else { return nil }
        do {
            _ = try Pattern(pattern)
            return nil
        } catch {
            return (.badPattern, "pattern \"\(pattern)\": \(error.message)")
        }
    }

    /// What is wrong with a `trackingParameters` name.
    static func problem(withTrackingName name: String) -> String? {
        if name.isEmpty { return "empty tracking parameter name" }
        if name == "*" { return "\"*\" alone would remove every query item; write a prefix, as in \"utm_*\"" }
        if name.dropLast().contains("*") { return "\"\(name)\" may use \"*\" only at its end, for a prefix" }
        return nil
    }

    /// What is wrong with a `resolve` prefix: it needs a scheme, `//` and a host.
    static func problem(withPrefix prefix: String) -> String? {
        let parts = prefix.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty,
            NameGrammar.problem(withScheme: String(parts[0].dropLast()), allowingWeb: true) == nil
        else {
            return
                "\"\(prefix)\" is not a URL prefix: it needs a scheme and a host, as in \"https://example.app.link/\""
        }
        return parts[2].isEmpty ? "\"\(prefix)\" has no host, as in \"https://example.app.link/\"" : nil
    }

    /// What is wrong with an example's shape: a URL with a scheme, or a bare
    /// path starting with `/` for an internal route.
    static func problem(with example: Route.Example, exposure: Route.Exposure) -> String? {
        let url = example.url
        if url.isEmpty { return "empty example" }
        if url.hasPrefix("/") {
            return exposure == .internal
                ? nil
                : "\"\(url)\" is a bare path, the example of an internal route only;"
                    + " an external route's example is a full URL, opened as a url event"
        }
        let scheme = url.prefix { $0 != ":" }
        guard scheme.count < url.count, NameGrammar.problem(withScheme: String(scheme), allowingWeb: true) == nil else {
            return "\"\(url)\" is neither a URL with a scheme nor a path starting with \"/\""
        }
        return nil
    }
}
