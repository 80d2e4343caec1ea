import EntryPoints

/// Sample URLs that an association rule claims, made from its patterns:
/// each `*` and `?` becomes a fill text, each `$(variable)` its first value.
///
/// ```swift
/// // {"/": "/buy/*", "?": {"ref": "?*"}}
/// AssociationRuleSample.urls(for: rule, in: file)
/// // [/buy/x?ref=x, /buy/1?ref=1]
/// ```
///
/// A sample is what the rule claims for sure, not all it claims: `/buy/*`
/// also claims `/buy/a/b`. The check uses it to ask whether the rule leads
/// anywhere in the app.
enum AssociationRuleSample {
    /// The texts wildcards are filled with, one sample each: a word, then a
    /// number (for rules in front of typed parameters).
    static let fills = ["x", "1"]

    /// One sample per fill text, as a URL writes it (percent-encoded).
    static func urls(for rule: AssociationRule, in file: AssociationFile) -> [AssociationURL] {
        let variables = file.json["applinks"]?["substitutionVariables"]?.objectValue
        return fills.map { fill in
            func sample(_ pattern: String) -> String {
                let text = Self.text(of: pattern, fill: fill, variables: variables)
                return rule.percentEncoded ? text : LinkEncoding.query(text)
            }
            var path = "/"
            if let pattern = rule.path {
                // NB: a decoded path is encoded segment by segment, so its `/`s stay separators.
                let text = Self.text(of: AssociationPattern.normalizedPath(pattern), fill: fill, variables: variables)
                path = rule.percentEncoded ? text : PatternSample.path(text.split(separator: "/").map(String.init))
                if !path.hasPrefix("/") { path = "/" + path }
            }
            var query: String?
            switch rule.query {
            case .pattern(let pattern):
                query = sample(pattern)
            case .items(let items):
                query = items.map { item in
                    let name =
                        rule.percentEncoded
                        ? item.name : LinkEncoding.query(item.name)
                    return name + "=" + sample(item.pattern)
                }.joined(separator: "&")
            case nil:
                break
            }
            return AssociationURL(path: path, query: query, fragment: rule.fragment.map(sample))
        }
    }

    /// `pattern` with `*` and `?` replaced by `fill` and each variable by its first value.
    static func text(of pattern: String, fill: String, variables: JSONObject?) -> String {
        guard let pieces = try? AssociationPatternPiece.parse(pattern) else {
            // NB: a malformed variable refuses the file, so this is only a fallback.
            return pattern.replacingWildcards(with: fill)
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .character(let character): text.append(character)
            case .anyCharacter, .anyString: text += fill
            case .variable(let name): text += value(of: name, fill: fill, variables: variables)
            }
        }
        return text
    }

    /// A value of variable `name`: the file's first, else one the predefined variable matches.
    private static func value(of name: String, fill: String, variables: JSONObject?) -> String {
        if let first = variables?[name]?.arrayValue?.first?.stringValue {
            // NB: values may hold wildcards but never variables.
            return first.replacingWildcards(with: fill)
        }
        switch name {
        case "alpha", "lower", "alnum", "xdigit": return "a"
        case "upper": return "A"
        case "digit": return "1"
        case "region": return "US"
        case "lang": return "en"
        default: return fill
        }
    }
}

extension String {
    /// The text with each `*` and `?` replaced by `fill`.
    fileprivate func replacingWildcards(with fill: String) -> String {
        var text = ""
        for character in self { text += character == "*" || character == "?" ? fill : String(character) }
        return text
    }
}
