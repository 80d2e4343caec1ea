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
    /// appears, for the names `keeps` accepts: the one statement of "a key
    /// given twice or more becomes an array of its values in order".
    static func grouped(_ items: [QueryItem], keeping keeps: (String) -> Bool = { _ in true }) -> (
        order: [String], values: [String: [String]]
    ) {
        var values: [String: [String]] = [:]
        var order: [String] = []
        for item in items where keeps(item.name) {
            if values[item.name] == nil { order.append(item.name) }
            values[item.name, default: []].append(item.value)
        }
        return (order, values)
    }
}
