extension JSONValue: Codable {
    /// Decodes any JSON-shaped value: `nil` → `null`, then a Boolean, an
    /// `Int64` or `Double` number, a string, an array, or an object (in the
    /// order of the keyed container's keys, where the decoder keeps it).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the value is none of these.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? JSONValueDecoding {
            // NB: our own decoder holds a JSONValue already; its lenient
            // conversions (strings as numbers) must not reshape it.
            self = decoder.value
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(JSONNumber(integer))
        } else if let double = try? container.decode(Double.self) {
            self = .number(JSONNumber(double))
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else if let keyed = try? decoder.container(keyedBy: JSONCodingKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a JSON value"))
        }
    }

    /// Encodes the value as the matching primitive: a number as `Int64` when
    /// that spells its literal exactly (`42`, not `42.0` or `1e3`), else as `Double`;
    /// objects keep their member order.
    ///
    /// - Throws: whatever the encoder throws (for example for a `Double` that
    ///   is infinite, as `1e999` is).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if let integer = number.int64Value, String(integer) == number.literal {
                try container.encode(integer)
            } else {
                try container.encode(number.doubleValue)
            }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            for member in object.members {
                try container.encode(member.value, forKey: JSONCodingKey(stringValue: member.key))
            }
        }
    }
}
