/// Reading one JSON value as the type a field needs, reporting a mismatch at its path.
///
/// NB: paths are pending (`JSONPath.Pending`): a path's text is built only for a problem,
/// so a valid table of 100,000 routes builds none.
extension RouteTableDecoder {
    /// The member `key` of `object`; `null` counts as absent, as for every
    /// optional field of the formats.
    static func member(_ key: String, of object: JSONObject) -> JSONValue? {
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    /// `expected a string, found number`.
    static func mismatch(expected: String, found value: JSONValue) -> String {
        "expected \(expected), found \(value.kindName)"
    }

    mutating func object(_ value: JSONValue, at path: JSONPath.Pending) -> JSONObject? {
        if case .object(let object) = value { return object }
        fail(.wrongType, Self.mismatch(expected: "an object", found: value), at: path.written)
        return nil
    }

    mutating func string(_ value: JSONValue, at path: JSONPath.Pending) -> String? {
        if case .string(let string) = value { return string }
        fail(.wrongType, Self.mismatch(expected: "a string", found: value), at: path.written)
        return nil
    }

    mutating func bool(_ value: JSONValue, at path: JSONPath.Pending) -> Bool? {
        if case .bool(let bool) = value { return bool }
        fail(.wrongType, Self.mismatch(expected: "a boolean", found: value), at: path.written)
        return nil
    }

    /// An array of strings; `nil` when `value` is not an array. An element
    /// that is not a string is reported and kept as `""`, so the indices
    /// after it stay those of the text.
    mutating func strings(_ value: JSONValue, at path: JSONPath.Pending) -> [String]? {
        guard case .array(let elements) = value else {
            fail(.wrongType, Self.mismatch(expected: "an array of strings", found: value), at: path.written)
            return nil
        }
        return elements.enumerated().map { string($0.element, at: path.appending($0.offset)) ?? "" }
    }

    /// A string or an array of strings (`shortcut`, `activity`), always as an array.
    mutating func stringOrStrings(_ value: JSONValue, at path: JSONPath.Pending) -> [String] {
        switch value {
        case .string(let string):
            return [string]
        case .array:
            return strings(value, at: path) ?? []
        default:
            fail(.wrongType, Self.mismatch(expected: "a string or an array of strings", found: value), at: path.written)
            return []
        }
    }
}
