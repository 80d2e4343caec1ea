import EntryPoints

/// What a rule's `?` key asks of a URL's query.
public enum AssociationQuery: Hashable, Sendable {
    /// `"?": "lang=en*"`: a pattern for the whole query text, without its `?`.
    case pattern(String)
    /// `"?": { "id": "?*" }`: a pattern per query item, by name, in file order.
    case items([AssociationQueryItem])
}

/// One entry of a `?` dictionary: a query item name and the pattern its value must match.
public struct AssociationQueryItem: Hashable, Sendable {
    /// The query item's name, compared as a plain string (no wildcards).
    public var name: String
    /// The pattern the item's value must match.
    public var pattern: String

    /// An entry of a `?` dictionary.
    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}

/// A `?` key, compiled.
enum CompiledQuery: Hashable, Sendable {
    /// A pattern for the whole query.
    case whole(AssociationPattern)
    /// A pattern per item name (names lowercased when the rule folds case).
    case items([CompiledQueryItem])
}

/// One compiled entry of a `?` dictionary.
struct CompiledQueryItem: Hashable, Sendable {
    /// The name to look for, lowercased when the rule folds case.
    var name: String
    /// The pattern every occurrence's value must match.
    var pattern: AssociationPattern

    /// The entry for the item `name`, compared as the pattern compares
    /// (lowercased when it folds case, like the URL's names).
    init(name: String, pattern: AssociationPattern) {
        self.name = pattern.foldsCase ? name.lowercased() : name
        self.pattern = pattern
    }
}
