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
    /// appears, leaving out the names a path parameter captured: the one
    /// statement of "a key given twice or more becomes an array of its values
    /// in order", over the query rule's one home
    /// (``Router/forEachQueryItem(count:name:capturedByPath:_:)``).
    static func grouped(_ items: [QueryItem], capturedByPath: (String) -> Bool = { _ in false }) -> (
        order: [String], values: [String: [String]]
    ) {
        var values: [String: [String]] = [:]
        var order: [String] = []
        Router.forEachQueryItem(count: items.count, name: { items[$0].name }, capturedByPath: capturedByPath) {
            index, name in
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(items[index].value)
        }
        return (order, values)
    }
}
