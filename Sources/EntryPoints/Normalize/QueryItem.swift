/// One item of a URL's query, decoded: `ref=mail` is name `ref`, value `mail`.
///
/// Items keep the order and repetitions of the URL; grouping a repeated
/// name into an array happens later, when parameters are built.
@usableFromInline struct QueryItem: Hashable, Sendable, CustomStringConvertible {
    /// The decoded name; never empty.
    var name: String
    /// The decoded value; `""` when the item had no `=`.
    var value: String

    /// An item with `name` and `value`.
    init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`, decoded, for logs and test failures.
    @usableFromInline var description: String { "\(name)=\(value)" }

    /// The values of `items` by name, and the names in the order each first
    /// appears, leaving out the names `captured` (the path parameters) holds: the one
    /// statement of "a key given twice or more becomes an array of its values
    /// in order", over the query rule's one home
    /// (``Router/forEachQueryItem(count:name:capturedByPath:_:)``).
    ///
    /// NB: a list searched in order while it holds few names (a query has
    /// one to three), and a dictionary of positions only past
    /// ``linearGroups`` names, so a hostile query of many names stays
    /// linear: building a dictionary for every URL cost more than its search.
    /// The captures come as a value, not a closure: the optimizer copied the
    /// function for each closure it was handed (2 KB of an app's text).
    static func grouped(_ items: [QueryItem], leavingOut captured: JSONObject = JSONObject()) -> [(
        name: String, values: [String]
    )] {
        var groups: [(name: String, values: [String])] = []
        var positions: [String: Int]?
        Router.forEachQueryItem(
            count: items.count, name: { items[$0].name }, capturedByPath: { captured.contains($0) }
        ) {
            index, name in
            let value = items[index].value
            let position = positions.map { $0[name] } ?? groups.firstIndex { $0.name == name }
            if let position {
                groups[position].values.append(value)
                return
            }
            groups.append((name, [value]))
            if positions != nil {
                positions?[name] = groups.count - 1
            } else if groups.count > linearGroups {
                positions = Dictionary(uniqueKeysWithValues: groups.indices.map { (groups[$0].name, $0) })
            }
        }
        return groups
    }

    /// How many names ``grouped(_:capturedByPath:)`` searches in order before it indexes them.
    static var linearGroups: Int { 16 }
}
