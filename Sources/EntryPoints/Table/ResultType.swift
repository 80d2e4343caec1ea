/// The type of the value an intent to a route answers with (the route's
/// `result`), in the Route tables article's grammar.
///
/// `entryd` validates it and otherwise ignores it; generated Swift uses it
/// to type ``RouteController/openForResult(_:as:policy:action:)``.
///
/// ```json
/// { "id": "pickContact", "exposure": "internal", "result": "uuid" }
/// { "id": "pickColour", "result": { "enum": ["red", "green"] } }
/// { "id": "pickTags", "result": { "array": "string" } }
/// ```
public indirect enum ResultType: Hashable, Sendable, CustomStringConvertible {
    /// Any text: `"string"`.
    case string
    /// A whole number: `"int"`.
    case int
    /// A number: `"number"`.
    case number
    /// A Boolean: `"bool"`.
    case bool
    /// A UUID: `"uuid"`.
    case uuid
    /// One of the listed values: `{ "enum": ["a", "b"] }`.
    case enumeration([String])
    /// An array of one element type: `{ "array": "int" }`.
    case array(ResultType)

    /// The names of the simple types, as the table writes them.
    static let names: [(name: String, type: ResultType)] = [
        ("string", .string), ("int", .int), ("number", .number), ("bool", .bool), ("uuid", .uuid),
    ]

    /// The type as the table writes it: `int`, `enum ["a", "b"]`, `array of int`.
    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .number: "number"
        case .bool: "bool"
        case .uuid: "uuid"
        case .enumeration(let values): "enum \(values)"
        case .array(let element): "array of \(element)"
        }
    }

    /// What is wrong with the type, or `nil`: an enum must list at least one
    /// value, each once.
    var problem: String? {
        switch self {
        case .enumeration(let values):
            if values.isEmpty { return "an enum type must list at least one value" }
            var seen: Set<String> = []
            for value in values where !seen.insert(value).inserted {
                return "enum value \"\(value)\" is listed twice"
            }
            return nil
        case .array(let element):
            return element.problem
        default:
            return nil
        }
    }
}
