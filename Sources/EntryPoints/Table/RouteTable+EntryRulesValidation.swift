/// The rules of the table's fourth-version keys (the Route tables article,
/// "Landing, scenes and links that are not routes"): `scenes`,
/// `passThrough`, `trackingParameters`, `resolve`, and each route's
/// `landing`, `scene`, `sceneKind` and `examples`.
extension RouteTable {
    /// Problems with the top-level keys `scenes`, `passThrough`,
    /// `trackingParameters` and `resolve`, in that order.
    func entryRuleErrors(skippingReferencesTo unreadable: UnreadableParts) -> [EntryPointsError] {
        var errors: [EntryPointsError] = []
        func report(_ code: EntryPointsError.Code, _ message: String, at place: JSONPath) {
            errors.append(EntryPointsError(code, message, at: place.location))
        }
        if let scenes {
            let path = JSONPath.root.appending("scenes")
            if scenes.isEmpty { report(.invalidValue, "\"scenes\" must list at least one kind of scene", at: path) }
            var firstIndex: [String: Int] = [:]
            for (index, kind) in scenes.enumerated() {
                if kind.isEmpty {
                    report(.invalidValue, "empty scene kind", at: path.appending(index))
                } else if let first = firstIndex[kind] {
                    report(
                        .invalidValue, "duplicate scene kind \"\(kind)\" (first at scenes[\(first)])",
                        at: path.appending(index))
                } else {
                    firstIndex[kind] = index
                }
            }
        }
        for (index, entry) in passThrough.enumerated() {
            let path = JSONPath.root.appending("passThrough").appending(index)
            if let problem = Self.problem(with: entry) {
                report(.invalidValue, problem, at: path)
            } else if let pattern = entry.pattern {
                do {
                    _ = try Pattern(pattern)
                } catch {
                    report(.badPattern, "pattern \"\(pattern)\": \(error.message)", at: path)
                }
            }
        }
        for (index, name) in trackingParameters.enumerated() {
            if let problem = Self.problem(withTrackingName: name) {
                report(.invalidValue, problem, at: JSONPath.root.appending("trackingParameters").appending(index))
            }
        }
        if let resolve {
            let path = JSONPath.root.appending("resolve")
            if resolve.prefixes.isEmpty {
                report(.invalidValue, "\"prefixes\" must list at least one URL prefix", at: path.appending("prefixes"))
            }
            for (index, prefix) in resolve.prefixes.enumerated() {
                if let problem = Self.problem(withPrefix: prefix) {
                    report(.invalidValue, problem, at: path.appending("prefixes").appending(index))
                }
            }
            if let fallback = resolve.fallback, !unreadable.contains(.routes),
                !routes.contains(where: { $0.id == fallback })
            {
                report(
                    .unknownRoute,
                    "unknown route \"\(fallback)\"" + Suggestion.hint(for: fallback, among: routes.map(\.id)),
                    at: path.appending("fallback"))
            }
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
        var path: JSONPath { JSONPath.root.appending("routes").appending(index) }
        var errors: [EntryPointsError] = []
        func report(_ code: EntryPointsError.Code, _ message: String, at place: JSONPath) {
            errors.append(EntryPointsError(code, message, at: place.location))
        }
        if route.landing != nil, route.tab == nil {
            report(
                .landingWithoutTab, "\"landing\" needs a \"tab\" whose stack it lands on", at: path.appending("landing")
            )
        }
        if !unreadable.contains(.scenes) {
            for (key, given) in [("scene", route.scene != nil), ("sceneKind", route.sceneKind != nil)]
            where given && scenes == nil {
                report(.sceneWithoutScenes, "\"\(key)\" needs the table's \"scenes\"", at: path.appending(key))
            }
            if let kind = route.sceneKind, let scenes, !scenes.contains(kind) {
                report(
                    .unknownSceneKind,
                    "scene kind \"\(kind)\" is not in \"scenes\"" + Suggestion.hint(for: kind, among: scenes),
                    at: path.appending("sceneKind"))
            }
        }
        for (number, example) in route.examples.enumerated() {
            if let problem = Self.problem(with: example, exposure: route.exposure) {
                report(.invalidValue, problem, at: path.appending("examples").appending(number))
            }
        }
        guard !trackingParameters.isEmpty else { return errors }
        for name in route.params.keys.sorted() {
            if let entry = trackingEntry(covering: name) {
                report(
                    .trackingParameterUsed, trackingCollision(name, entry: entry),
                    at: path.appending("params").appending(name))
            }
        }
        for (number, text) in route.patterns.enumerated() {
            // NB: a pattern that does not parse is reported on its own.
            guard let pattern = try? Pattern(text) else { continue }
            for name in pattern.variants.flatMap(\.parameterNames) {
                guard let entry = trackingEntry(covering: name) else { continue }
                report(
                    .trackingParameterUsed, "captures " + trackingCollision(name, entry: entry),
                    at: path.appending("patterns").appending(number))
                break
            }
        }
        return errors
    }

    /// `parameter "utm_source" is a tracking parameter (trackingParameters[0], "utm_*"): …`.
    private func trackingCollision(_ name: String, entry: Int) -> String {
        "parameter \"\(name)\" is a tracking parameter (trackingParameters[\(entry)], \"\(trackingParameters[entry])\"),"
            + " removed from links before matching, so the route could never receive it"
    }

    // MARK: - One value at a time

    /// What is wrong with a `passThrough` entry's scheme and host.
    static func problem(with entry: PassThrough) -> String? {
        if let problem = NameGrammar.problem(withScheme: entry.scheme, allowingWeb: true) { return problem }
        guard let host = entry.host else {
            guard entry.isWeb else { return nil }
            return "\"\(entry)\" would pass every web link through; an \(entry.scheme.lowercased()) entry needs a host"
        }
        if host.contains("*") { return "\"\(host)\" has \"*\"; a pass-through entry names one host" }
        return NameGrammar.problem(withDomain: host, allowingWildcard: false)
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
        let shape = "a URL prefix needs a scheme and a host, as in \"https://example.app.link/\""
        guard let separator = prefix.range(of: "://") else { return "\"\(prefix)\" is not a URL prefix: \(shape)" }
        let scheme = String(prefix[..<separator.lowerBound])
        if let problem = NameGrammar.problem(withScheme: scheme, allowingWeb: true) {
            return "\"\(prefix)\": \(problem)"
        }
        let authority = prefix[separator.upperBound...]
        let host = authority.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if host.isEmpty { return "\"\(prefix)\" has no host: \(shape)" }
        return nil
    }

    /// What is wrong with an example's shape: a URL with a scheme, or a bare
    /// path starting with `/` for an internal route.
    static func problem(with example: Route.Example, exposure: Route.Exposure) -> String? {
        let url = example.url
        if url.isEmpty { return "empty example" }
        if url.hasPrefix("/") {
            guard exposure == .internal else {
                return "\"\(url)\" is a bare path, the example of an internal route only;"
                    + " an external route's example is a full URL, opened as a url event"
            }
            return nil
        }
        guard let colon = url.firstIndex(of: ":"),
            NameGrammar.problem(withScheme: String(url[..<colon]), allowingWeb: true) == nil
        else { return "\"\(url)\" is neither a URL with a scheme nor a path starting with \"/\"" }
        return nil
    }
}
