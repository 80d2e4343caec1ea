/// One item of a URL's query, decoded: `ref=mail` is name `ref`, value `mail`.
///
/// Items keep the order and repetitions of the URL; grouping a repeated
/// name into an array happens later, when parameters are built.
@usableFromInline package struct QueryItem: Hashable, Sendable, CustomStringConvertible {
    /// The decoded name; never empty.
    package var name: String
    /// The decoded value; `""` when the item had no `=`.
    package var value: String

    /// An item with `name` and `value`.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`, decoded, for logs and test failures.
    @usableFromInline package var description: String { "\(name)=\(value)" }
}
