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
}
