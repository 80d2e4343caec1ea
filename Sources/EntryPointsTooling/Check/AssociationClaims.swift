import EntryPoints

/// The rules of one association file for one app, each behind a cheap test
/// of its path's literal prefix, to evaluate many URLs against one file.
///
/// Gives the same verdicts as ``AssociationFile/evaluate(_:appID:)``: the
/// first rule that matches decides. NB: the check evaluates every pattern
/// variant of a table against every rule, which is quadratic; most rules
/// start with a literal (`/story/`) that rules them out at once, so only the
/// few left run their automaton.
struct AssociationClaims {
    /// One rule and the literal text every path it matches starts with
    /// (in the rule's form), or `nil` when it starts with a wildcard.
    private struct Candidate {
        let rule: AssociationRule
        let prefix: String?
    }

    private let candidates: [Candidate]

    /// The rules of `file` that apply to `appID`, in order.
    init(_ file: AssociationFile, appID: String) {
        candidates = file.rules(for: appID).map { Candidate(rule: $0, prefix: Self.literalPrefix(of: $0)) }
    }

    /// What the file says about `url` for the app.
    func evaluate(_ url: AssociationURL) -> AssociationVerdict {
        var subject = AssociationSubject(url)
        // The path in each of the four forms a rule may compare it in, made when first needed.
        var forms: [[Character]?] = [nil, nil, nil, nil]
        for candidate in candidates {
            let rule = candidate.rule
            if let prefix = candidate.prefix {
                let key = (rule.percentEncoded ? 1 : 0) + (rule.caseSensitive ? 2 : 0)
                // NB: with a `/` added, since a path pattern may leave out a
                // `/` it writes at the end (`/buy/*` matches `/buy`).
                let form = AssociationSubject.Form(percentEncoded: rule.percentEncoded, foldsCase: !rule.caseSensitive)
                let path = forms[key] ?? subject.path(form) + ["/"]
                forms[key] = path
                guard path.starts(with: prefix) else { continue }
            }
            guard rule.matches(&subject) else { continue }
            return rule.isExclusion ? .excluded(rule: rule.jsonPath) : .claimed(rule: rule.jsonPath)
        }
        return .notMatched
    }

    /// The literal start of the rule's path pattern, as the rule compares it;
    /// `nil` when there is none, or when it holds non-ASCII text (whose
    /// lowercasing may depend on the characters around it).
    private static func literalPrefix(of rule: AssociationRule) -> String? {
        guard let pattern = rule.path else { return nil }
        var prefix = ""
        var previous: Character?
        for character in AssociationPattern.normalizedPath(pattern) {
            if character == "*" || character == "?" { break }
            if previous == "$" && character == "(" {
                prefix.removeLast()
                break
            }
            prefix.append(character)
            previous = character
        }
        guard !prefix.isEmpty, prefix.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return rule.caseSensitive ? prefix : prefix.lowercased()
    }
}
