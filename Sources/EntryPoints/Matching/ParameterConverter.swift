/// A declared parameter type, ready to check and convert values.
///
/// NB: a `regex` type is compiled once, when the router is built, so
/// matching never compiles a pattern.
package struct ParameterConverter: Sendable, Hashable {
    let type: ParameterType
    private let regex: CompiledRegex?

    package init(_ type: ParameterType) throws(EntryPointsError) {
        self.type = type
        if case .regex(let pattern) = type {
            guard let compiled = CompiledRegex(pattern) else {
                throw EntryPointsError(
                    .unknownType, CompiledRegex.problem(with: pattern) ?? "regex \"\(pattern)\" does not compile")
            }
            regex = compiled
        } else {
            regex = nil
        }
    }

    /// The converted value of `text` (a URL segment or query value), or `nil` when it does not convert.
    func convert(_ text: String) -> JSONValue? {
        switch type {
        case .string:
            return .string(text)
        case .int:
            return ParameterConverter.int64(text).map { .number(JSONNumber($0)) }
        case .number:
            return ParameterConverter.finiteNumber(text).map(JSONValue.number)
        case .bool:
            return ParameterConverter.bool(text).map(JSONValue.bool)
        case .uuid:
            return ParameterConverter.canonicalUUID(text).map(JSONValue.string)
        case .enumeration(let values):
            return values.contains(text) ? .string(text) : nil
        case .regex:
            return regex!.matchesWhole(text) ? .string(text) : nil
        }
    }

    /// The converted value of a JSON value from a payload or an intent, or
    /// `nil` when it does not convert: a declared type accepts a string that
    /// converts, or a JSON value of its own kind.
    func convert(_ value: JSONValue) -> JSONValue? {
        switch (type, value) {
        case (_, .string(let text)):
            return convert(text)
        case (.int, .number(let number)):
            return number.int64Value.map { .number(JSONNumber($0)) }
        case (.number, .number(let number)):
            return ParameterConverter.finiteNumber(number.literal).map(JSONValue.number)
        case (.bool, .bool):
            return value
        default:
            return nil
        }
    }

    /// Whether `text` passes the type (the check used while matching a path).
    package func accepts(_ text: String) -> Bool {
        switch type {
        case .string: true
        case .enumeration(let values): values.contains(text)
        default: convert(text) != nil
        }
    }

    // MARK: - The grammars

    /// A `number`: JSON's number grammar, whose value is a finite double,
    /// written in the double's shortest round-trip form (`1.50` is `1.5`,
    /// `1e-400` is `0`); `nil` for what is not a number or rounds to an
    /// infinity (`1e999999`), which no JSON reader could take back.
    static func finiteNumber(_ text: String) -> JSONNumber? {
        guard JSONNumber.isValidLiteral(text.utf8), let value = Double(text), value.isFinite else { return nil }
        return JSONNumber(value)
    }

    /// An optional `-` then one or more ASCII digits, within 64 bits.
    static func int64(_ text: String) -> Int64? {
        int64(text.utf8)
    }

    /// ``int64(_:)`` over UTF-8 bytes.
    static func int64<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int64? {
        var utf8 = bytes[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty else { return nil }
        var magnitude: UInt64 = 0
        for byte in utf8 {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .min }
            return magnitude <= UInt64(Int64.max) ? -Int64(magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// `true`/`false`/`1`/`0`/`yes`/`no`, in any case.
    static func bool(_ text: String) -> Bool? {
        guard text.utf8.count <= 5 else { return nil }
        switch text.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: return nil
        }
    }

    /// The lowercase canonical form (8-4-4-4-12 hex digits) of a UUID written in any case.
    static func canonicalUUID(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        var output = [UInt8]()
        output.reserveCapacity(36)
        for (offset, byte) in utf8.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                output.append(byte)
            } else {
                guard PercentDecoding.hexValue(byte) != nil else { return nil }
                output.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F") ? byte + 32 : byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A compiled regular expression that matches whole values.
///
/// NB: a ``LinearRegex``, never a backtracking engine: a parameter value
/// comes from whoever sends the link, so its cost must be bounded by the
/// pattern's size times the value's length whatever the value is.
struct CompiledRegex: Sendable, Hashable {
    private let regex: LinearRegex

    /// The pattern as written.
    var pattern: String { regex.pattern }

    /// The compiled `pattern`, or `nil` when it does not compile or is refused.
    init?(_ pattern: String) {
        guard let regex = try? LinearRegex(pattern) else { return nil }
        self.regex = regex
    }

    /// Why `pattern` cannot be a parameter type, as one sentence, or `nil` when it can.
    static func problem(with pattern: String) -> String? {
        do {
            _ = try LinearRegex(pattern)
            return nil
        } catch {
            return error.message(for: pattern)
        }
    }

    /// Whether the expression matches all of `text`.
    ///
    /// - Complexity: O(*m* × (*n* + 1)) (see ``LinearRegex``).
    func matchesWhole(_ text: String) -> Bool {
        regex.matchesWhole(text)
    }
}
