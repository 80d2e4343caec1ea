import EntryPoints

/// One rule of an association file: a `components` entry, or one string of
/// a legacy `paths` array, with the settings that apply to it resolved.
///
/// A rule matches a URL when every one of `/`, `?` and `#` it specifies
/// matches (see `AssociationRules.md`); ``AssociationFile/evaluate(_:appID:)``
/// tries the rules for an app in order.
public struct AssociationRule: Hashable, Sendable {
    /// The rule's JSON path, such as `applinks.details[0].components[2]`.
    public let jsonPath: String
    /// The apps the rule's `details` entry names.
    public let appIDs: [String]
    /// Whether the rule excludes what it matches (`exclude: true`, or a legacy `NOT ` path).
    public let isExclusion: Bool
    /// The `/` pattern as written (without a legacy `NOT ` prefix), or `nil` for any path.
    public let path: String?
    /// The `?` pattern or dictionary, or `nil` for any query.
    public let query: AssociationQuery?
    /// The `#` pattern, or `nil` for any fragment.
    public let fragment: String?
    /// Whether comparison is case-sensitive, after `defaults` are applied.
    public let caseSensitive: Bool
    /// Whether patterns are compared with the URL as written (`true`) or
    /// percent-decoded (`false`), after `defaults` are applied.
    public let percentEncoded: Bool
    /// The rule's `comment`, which iOS ignores.
    public let comment: String?

    let compiledPath: AssociationPattern?
    let compiledQuery: CompiledQuery?
    let compiledFragment: AssociationPattern?

    init(
        jsonPath: String, appIDs: [String], isExclusion: Bool, caseSensitive: Bool, percentEncoded: Bool,
        comment: String?, path: AssociationPattern?, query: (AssociationQuery, CompiledQuery)?,
        fragment: AssociationPattern?
    ) {
        self.jsonPath = jsonPath
        self.appIDs = appIDs
        self.isExclusion = isExclusion
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
        self.comment = comment
        self.path = path?.source
        self.query = query?.0
        self.fragment = fragment?.source
        self.compiledPath = path
        self.compiledQuery = query?.1
        self.compiledFragment = fragment
    }

    /// Whether the rule matches `url`, whatever `isExclusion` says.
    ///
    /// - Complexity: O(*n* × *m*) for a URL of *n* characters and patterns of
    ///   *m* characters in all (variables count all their values).
    public func matches(_ url: AssociationURL) -> Bool {
        var subject = AssociationSubject(url)
        return matches(&subject)
    }

    /// Whether the rule matches the prepared URL `subject`.
    func matches(_ subject: inout AssociationSubject) -> Bool {
        let form = AssociationSubject.Form(percentEncoded: percentEncoded, foldsCase: !caseSensitive)
        if let compiledPath,
            !compiledPath.matches(subject.path(form), orWithTrailingSlash: true, budget: &subject.budget)
        {
            return false
        }
        switch compiledQuery {
        case nil:
            break
        case .whole(let pattern):
            if !pattern.matches(subject.query(form), budget: &subject.budget) { return false }
        case .items(let expected):
            let items = subject.queryItems(form)
            for item in expected {
                // NB: a missing item counts as an empty value; a repeated one
                // must match in every occurrence.
                var found = false
                for candidate in items where candidate.name == item.name {
                    found = true
                    if !item.pattern.matches(candidate.value, budget: &subject.budget) { return false }
                }
                if !found && !item.pattern.matches([]) { return false }
            }
        }
        if let compiledFragment, !compiledFragment.matches(subject.fragment(form), budget: &subject.budget) {
            return false
        }
        return true
    }
}
