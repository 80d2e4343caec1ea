#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RouteParameters {
    /// A Swift type a route parameter converts to and from: `String`, `Int`,
    /// `Double`, `Bool`, `UUID`, an enum with `String` raw values, and arrays
    /// of these (a query key given more than once).
    ///
    /// Reading is as lenient as the router's conversions, since parameters from
    /// URLs arrive as text: an `Int` reads `42` and `"42"`, a `Bool` reads
    /// `true`, `"yes"` and `"0"`. Writing gives the converted form the router
    /// produces, so a value written and read back is the same value.
    public protocol Value: Sendable {
        /// The value `json` stands for, or `nil` when it is of another type.
        init?(routeParameter json: JSONValue)
        /// The value as a converted parameter.
        var routeParameter: JSONValue { get }
    }
}

extension String: RouteParameters.Value {
    /// A string, or the literal of a number or a Boolean.
    public init?(routeParameter json: JSONValue) {
        switch json {
        case .string(let text): self = text
        case .number(let number): self = number.literal
        case .bool(let flag): self = flag ? "true" : "false"
        default: return nil
        }
    }

    /// The string itself.
    public var routeParameter: JSONValue { .string(self) }
}

extension Int: RouteParameters.Value {
    /// A whole number, written as a number or as text.
    public init?(routeParameter json: JSONValue) {
        switch json {
        case .number(let number):
            guard let value = number.int64Value.flatMap(Int.init(exactly:)) else { return nil }
            self = value
        case .string(let text):
            guard let value = Int(text) else { return nil }
            self = value
        default: return nil
        }
    }

    /// The number.
    public var routeParameter: JSONValue { .number(JSONNumber(self)) }
}

extension Double: RouteParameters.Value {
    /// A number, written as a number or as JSON number text.
    public init?(routeParameter json: JSONValue) {
        switch json {
        case .number(let number): self = number.doubleValue
        case .string(let text):
            guard let number = JSONNumber(literal: text) else { return nil }
            self = number.doubleValue
        default: return nil
        }
    }

    /// The number (a non-finite value becomes `0`, which JSON can express).
    public var routeParameter: JSONValue { .number(JSONNumber(self)) }
}

extension Bool: RouteParameters.Value {
    /// A Boolean, or `true`/`false`/`1`/`0`/`yes`/`no` in any case.
    public init?(routeParameter json: JSONValue) {
        switch json {
        case .bool(let flag): self = flag
        case .string(let text):
            switch text.lowercased() {
            case "true", "1", "yes": self = true
            case "false", "0", "no": self = false
            default: return nil
            }
        default: return nil
        }
    }

    /// The Boolean.
    public var routeParameter: JSONValue { .bool(self) }
}

extension UUID: RouteParameters.Value {
    /// A UUID written in any case.
    public init?(routeParameter json: JSONValue) {
        guard case .string(let text) = json, let value = UUID(uuidString: text) else { return nil }
        self = value
    }

    /// The lowercase canonical form, as the router converts a `uuid` parameter.
    public var routeParameter: JSONValue { .string(uuidString.lowercased()) }
}

extension Array: RouteParameters.Value where Element: RouteParameters.Value {
    /// Every element of an array, or a single value as an array of one (a
    /// query key given once).
    public init?(routeParameter json: JSONValue) {
        guard case .array(let elements) = json else {
            guard let single = Element(routeParameter: json) else { return nil }
            self = [single]
            return
        }
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let value = Element(routeParameter: element) else { return nil }
            values.append(value)
        }
        self = values
    }

    /// The elements, as a JSON array.
    public var routeParameter: JSONValue { .array(map(\.routeParameter)) }
}

extension RouteParameters.Value where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value the text is (an `enum` parameter).
    public init?(routeParameter json: JSONValue) {
        guard case .string(let text) = json, let value = Self(rawValue: text) else { return nil }
        self = value
    }

    /// The raw value.
    public var routeParameter: JSONValue { .string(rawValue) }
}
