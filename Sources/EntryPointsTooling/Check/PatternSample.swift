import EntryPoints

/// Sample paths for a pattern variant: its literals as written, and each
/// parameter filled with a value that passes the parameter's declared type.
///
/// ```swift
/// // /story/:storyId with storyId: int
/// PatternSample.attempts(for: variant, of: route)   // .paths([["story", "1"], ["story", "42"]])
/// ```
///
/// Several attempts are offered because a value can make the path match a
/// route that beats this one (a literal `x` elsewhere); the caller keeps the
/// first that reaches the variant.
enum PatternSample {
    /// The most attempts made for one variant.
    static let maximumAttempts = 5

    /// What sampling a variant gives.
    enum Attempts: Equatable {
        /// Decoded segments, one array per attempt.
        case paths([[String]])
        /// No tried value fits the declared type of this parameter (a regex).
        case noValue(parameter: String, type: ParameterType)
    }

    /// The attempts for `variant` of `route`: attempt *k* gives each
    /// parameter its *k*-th candidate value (or its last, when it has fewer).
    static func attempts(for variant: Pattern.Variant, of route: Route) -> Attempts {
        var choices: [[[String]]] = []
        for component in variant.components {
            switch component {
            case .literal(let text):
                choices.append([[text]])
            case .parameter(let name):
                let values = candidates(for: route.type(of: name))
                guard !values.isEmpty else { return .noValue(parameter: name, type: route.type(of: name)) }
                choices.append(values.map { [$0] })
            case .catchAll(let name):
                let type = name.map(route.type(of:)) ?? .string
                // NB: several lengths, since a string parameter beats a
                // catch-all wherever another pattern has as many segments.
                let values = type == .string ? ["a/b", "a", "a/b/c", "a/b/c/d", "a/b/c/d/e"] : candidates(for: type)
                guard !values.isEmpty else { return .noValue(parameter: name ?? "*", type: type) }
                // NB: a catch-all's value is split into segments, as a URL's would be.
                choices.append(values.map { $0.split(separator: "/").map(String.init) })
            }
        }
        let count = min(maximumAttempts, choices.map(\.count).max() ?? 1)
        return .paths((0..<count).map { attempt in choices.flatMap { $0[min(attempt, $0.count - 1)] } })
    }

    /// The decoded segments of `variant`, each parameter set to the first
    /// value its type accepts, or, for the one `override` names, to its
    /// value; `nil` when some type accepts none of the tried values.
    static func segments(
        for variant: Pattern.Variant, of route: Route, setting override: (name: String, value: String)? = nil
    ) -> [String]? {
        var segments: [String] = []
        for component in variant.components {
            let name = component.parameterName
            if let override, name == override.name {
                // NB: a catch-all's value is split into segments, as a URL's would be.
                if case .catchAll = component {
                    segments += override.value.split(separator: "/").map(String.init)
                } else {
                    segments.append(override.value)
                }
                continue
            }
            switch component {
            case .literal(let text):
                segments.append(text)
            case .parameter(let parameter):
                guard let value = candidates(for: route.type(of: parameter)).first else { return nil }
                segments.append(value)
            case .catchAll(let parameter):
                let type = parameter.map(route.type(of:)) ?? .string
                guard let value = type == .string ? "a" : candidates(for: type).first else { return nil }
                segments += value.split(separator: "/").map(String.init)
            }
        }
        return segments
    }

    /// The path a URL writes for decoded `segments`: `/story/1`, `/` for none.
    static func path(_ segments: [String]) -> String {
        "/" + segments.map { LinkEncoding.segment($0) }.joined(separator: "/")
    }

    /// Values that `type` accepts, most plain first; empty when none of the tried values fits.
    static func candidates(for type: ParameterType) -> [String] {
        switch type {
        case .string: return ["x", "sample"]
        case .int: return ["1", "42"]
        case .number: return ["1", "2.5"]
        case .bool: return ["true", "false"]
        case .uuid: return ["123e4567-e89b-42d3-a456-426614174000"]
        case .enumeration(let values): return values
        case .regex:
            guard let converter = try? ParameterConverter(type) else { return [] }
            return regexCandidates.filter(converter.accepts)
        }
    }

    /// Values tried against a regex type: short words, digits, both cases,
    /// and common shapes (slugs, dates, codes, e-mail addresses).
    static let regexCandidates = [
        "x", "1", "a", "A", "abc", "ABC", "123", "abcd", "ABCD", "1234", "abc123", "ABC123", "a1b2c3",
        "abcdefgh", "ABCDEFGH", "12345678", "a-b", "a_b", "a.b", "a/b", "abc-def", "Abc", "en", "en-US",
        "2024-01-01", "x@example.com", "true", "yes", "123e4567-e89b-42d3-a456-426614174000",
    ]
}
