#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes `Decodable` types from a ``JSONValue``, leniently where URL
/// parameters are strings.
///
/// ```swift
/// struct Story: Decodable { let storyId: Int; let ref: String? }
/// let story = try JSONValueDecoder().decode(Story.self, from: ["storyId": "42"])
/// story.storyId   // 42
/// story.ref       // nil
/// ```
///
/// Conversions, beyond the exact ones:
/// - integers, `Double` and `Float` accept a string that spells a JSON number
///   (`"42"`, `"3.5"`, `"1e3"`); integers refuse fractions and overflow;
/// - `Bool` accepts `"true"`/`"false"`/`"1"`/`"0"`/`"yes"`/`"no"`, in any case;
/// - `String` accepts a number (its literal) or a Boolean (`"true"`/`"false"`);
/// - `URL`, `UUID` and `Decimal` decode from strings (and `Decimal` from numbers);
/// - a missing member or `null` decodes as `nil` for an `Optional`.
///
/// A single value is never taken for an array, nor an array for a single value.
struct JSONValueDecoder: Sendable {
    /// A decoder with the default conversions.
    init() {}

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: ``EntryPointsError`` with code `parameters.decoding`, whose
    ///   message names the coding path and the problem
    ///   (`parameter storyId: expected Int, found string "abc"`) and whose
    ///   location is that path (`items[2].name`), or `nil` at the top level.
    func decode<T: Decodable>(_ type: T.Type = T.self, from value: JSONValue) throws(EntryPointsError) -> T {
        do {
            return try JSONValueDecoding(value: value, codingPath: []).decode(type)
        } catch {
            throw Self.libraryError(for: error)
        }
    }

    /// The library error for anything a `Decodable` threw while decoding parameters.
    static func libraryError(for error: any Error) -> EntryPointsError {
        func failure(_ codingPath: [any CodingKey], _ problem: String) -> EntryPointsError {
            let path = JSONCodingKey.pathText(codingPath)
            if path.isEmpty { return EntryPointsError(.parameterDecoding, "parameters: \(problem)") }
            return EntryPointsError(.parameterDecoding, "parameter \(path): \(problem)", at: path)
        }
        switch error {
        case let error as EntryPointsError:
            return error
        case DecodingError.keyNotFound(let key, let context):
            return failure(context.codingPath + [key], "required but missing")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            return failure(context.codingPath, context.debugDescription)
        default:
            return failure([], String(describing: error))
        }
    }
}

/// The `Decoder` behind ``JSONValueDecoder``: one JSON value and the path to it.
///
/// It is its own single-value container; keyed and unkeyed containers
/// decode each element through a child of this type.
struct JSONValueDecoding: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw mismatch("object") }
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return JSONUnkeyedDecodingContainer(elements: elements, codingPath: codingPath)
        case .string, .number, .bool:
            // NB: a query key given once is one value, given twice an array (the Route tables article);
            // a parameter declared as `[Int]` takes either, so `?tag=a` decodes as `["a"]`.
            return JSONUnkeyedDecodingContainer(elements: [value], codingPath: codingPath)
        default:
            throw mismatch("array")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool { try convert(Self.bool) }
    func decode(_ type: String.Type) throws -> String { try convert(Self.string) }
    func decode(_ type: Double.Type) throws -> Double { try convert(Self.double) }
    func decode(_ type: Float.Type) throws -> Float { try convert(Self.float) }
    func decode(_ type: Int.Type) throws -> Int { try convert(Self.integer) }
    func decode(_ type: Int8.Type) throws -> Int8 { try convert(Self.integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { try convert(Self.integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { try convert(Self.integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { try convert(Self.integer) }
    func decode(_ type: UInt.Type) throws -> UInt { try convert(Self.integer) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try convert(Self.integer) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try convert(Self.integer) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try convert(Self.integer) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try convert(Self.integer) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // NB: Foundation's URL and Decimal encode as keyed containers, but
        // parameters carry them as text, as JSONDecoder does.
        if T.self == JSONValue.self { return value as! T }
        if T.self == URL.self {
            let url: URL = try convert { $0.stringValue.flatMap { URL(string: $0) } }
            return url as! T
        }
        if T.self == UUID.self {
            let uuid: UUID = try convert { $0.stringValue.flatMap { UUID(uuidString: $0) } }
            return uuid as! T
        }
        if T.self == Date.self {
            // NB: an ISO 8601 date-time (`2024-05-01T12:00:00Z`, fractional seconds allowed), as links carry dates.
            let date: Date = try convert { $0.stringValue.flatMap(Self.iso8601Date) }
            return date as! T
        }
        if T.self == Decimal.self {
            let decimal: Decimal = try convert(Self.decimal)
            return decimal as! T
        }
        return try T(from: self)
    }

    /// The converted value, or the error that names what was expected and found.
    private func convert<T>(_ conversion: (JSONValue) -> T?) throws -> T {
        if let converted = conversion(value) { return converted }
        throw conversionFailure(T.self)
    }

    /// The error of ``convert(_:)``, apart so that it is compiled once, not once per type.
    @inline(never)
    private func conversionFailure(_ type: Any.Type) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(type), found \(Self.describe(value))")
        if value.isNull { return DecodingError.valueNotFound(type, context) }
        return DecodingError.typeMismatch(type, context)
    }

    /// The error for a container of the wrong kind: `expected object, found string "x"`.
    func mismatch(_ expected: String) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(expected), found \(Self.describe(value))")
        if value.isNull { return DecodingError.valueNotFound(JSONValue.self, context) }
        return DecodingError.typeMismatch(JSONValue.self, context)
    }

    /// An ISO 8601 internet date-time, with or without fractional seconds.
    static func iso8601Date(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}

extension JSONValueDecoder {
    /// How a decoding error names a value it did not expect: `string "abc"`, `number 42`.
    static func describe(_ value: JSONValue) -> String { JSONValueDecoding.describe(value) }
}
