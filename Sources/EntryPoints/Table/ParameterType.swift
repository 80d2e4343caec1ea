/// The declared type of a route parameter.
///
/// A type applies wherever the parameter comes from (path, query, payload or
/// intent) and converts the value: `int` and `number` become JSON numbers,
/// `bool` a JSON Boolean, `uuid` its lowercase canonical form.
public enum ParameterType: Hashable, Sendable, CustomStringConvertible {
    /// Any text (the default).
    case string
    /// An optional `-` then digits, within 64 bits.
    case int
    /// A number under JSON's grammar.
    case number
    /// `true`/`false`/`1`/`0`/`yes`/`no`, in any case.
    case bool
    /// A UUID, written out in lowercase canonical form.
    case uuid
    /// One of the listed values, compared case-sensitively.
    case enumeration([String])
    /// A value the regular expression matches as a whole.
    case regex(String)

    /// Whether this type counts as "typed" for precedence: every type but ``string``.
    public var isTyped: Bool { self != .string }

    /// The name used in messages and JSON: `int`, `uuid`, `enum`, …
    public var name: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .number: "number"
        case .bool: "bool"
        case .uuid: "uuid"
        case .enumeration: "enum"
        case .regex: "regex"
        }
    }

    public var description: String {
        switch self {
        case .enumeration(let values): "enum \(values)"
        case .regex(let pattern): "regex \(pattern)"
        default: name
        }
    }

    /// The article and name for messages: "an int", "a uuid", "one of [a, b]".
    var phrase: String {
        switch self {
        case .string: "a string"
        case .int: "an int"
        case .number: "a number"
        case .bool: "a bool"
        case .uuid: "a uuid"
        case .enumeration(let values): "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
        case .regex(let pattern): "a match for /\(pattern)/"
        }
    }
}
