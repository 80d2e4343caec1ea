import EntryPoints

extension AssociationRule {
    /// The patterns of the rule as written: `/`, the `?` string or each
    /// value of the `?` dictionary, and `#`.
    var patternSources: [String] {
        var sources = path.map { [$0] } ?? []
        switch query {
        case .pattern(let text)?: sources.append(text)
        case .items(let items)?: sources += items.map(\.pattern)
        case nil: break
        }
        if let fragment { sources.append(fragment) }
        return sources
    }

    /// The names of the substitution variables the rule's patterns use.
    var variableNames: Set<String> {
        var names = Set<String>()
        for source in patternSources {
            for case .variable(let name) in (try? AssociationPatternPiece.parse(source)) ?? [] {
                names.insert(name)
            }
        }
        return names
    }

    /// The rule with its patterns compiled again against `variables`, as the
    /// parser compiles them; `nil` when one of them no longer compiles.
    func compiled(with variables: SubstitutionTable) -> AssociationRule? {
        let foldsCase = !caseSensitive
        var compiledPath: AssociationPattern?
        if let path {
            guard let pattern = try? AssociationPattern(path: path, foldsCase: foldsCase, variables: variables)
            else { return nil }
            compiledPath = pattern
        }
        var compiledQuery: (AssociationQuery, CompiledQuery)?
        switch query {
        case .pattern(let text)?:
            guard let pattern = try? AssociationPattern(text, foldsCase: foldsCase, variables: variables)
            else { return nil }
            compiledQuery = (.pattern(text), .whole(pattern))
        case .items(let items)?:
            var compiled: [CompiledQueryItem] = []
            for item in items {
                guard let pattern = try? AssociationPattern(item.pattern, foldsCase: foldsCase, variables: variables)
                else { return nil }
                compiled.append(CompiledQueryItem(name: item.name, pattern: pattern))
            }
            compiledQuery = (.items(items), .items(compiled))
        case nil:
            break
        }
        var compiledFragment: AssociationPattern?
        if let fragment {
            guard let pattern = try? AssociationPattern(fragment, foldsCase: foldsCase, variables: variables)
            else { return nil }
            compiledFragment = pattern
        }
        return AssociationRule(
            jsonPath: jsonPath, appIDs: appIDs, isExclusion: isExclusion, caseSensitive: caseSensitive,
            percentEncoded: percentEncoded, comment: comment, path: compiledPath, query: compiledQuery,
            fragment: compiledFragment)
    }
}
