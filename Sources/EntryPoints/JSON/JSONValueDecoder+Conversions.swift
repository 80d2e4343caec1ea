#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValueDecoding {
    /// A Boolean, or a string that spells one: `true`/`false`/`1`/`0`/`yes`/`no`, in any case.
    static func bool(_ value: JSONValue) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .string(let text):
            switch text.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// A string, a number's literal, or `"true"`/`"false"`.
    static func string(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): number.literal
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    /// An integer that the number (or the string that spells a number) is exactly.
    ///
    /// NB: one non-generic reading for every integer type, then one range
    /// check per type: the reading is specialised once, not ten times.
    static func integer<T: FixedWidthInteger>(_ value: JSONValue) -> T? {
        switch value {
        case .number(let number): exactInteger(number.literal)?.converted()
        case .string(let text): exactInteger(text)?.converted()
        default: nil
        }
    }

    /// A finite `Double` from a number, or from a string under JSON's number grammar.
    static func double(_ value: JSONValue) -> Double? {
        guard let literal = numberLiteral(value), let double = Double(literal), double.isFinite else { return nil }
        return double
    }

    /// A finite `Float` from a number, or from a string under JSON's number grammar.
    static func float(_ value: JSONValue) -> Float? {
        guard let literal = numberLiteral(value), let float = Float(literal), float.isFinite else { return nil }
        return float
    }

    /// A `Decimal` from a number, or from a string under JSON's number grammar.
    static func decimal(_ value: JSONValue) -> Decimal? {
        guard let literal = numberLiteral(value) else { return nil }
        return Decimal(string: literal, locale: nil)
    }

    /// The literal of a number, or a string that is a valid number literal.
    ///
    /// NB: `Double("nan")`, `Double("0x1p3")` and `Double(" 1")` would all
    /// succeed; JSON's grammar is the one a parameter should meet.
    private static func numberLiteral(_ value: JSONValue) -> String? {
        switch value {
        case .number(let number): number.literal
        case .string(let text) where JSONNumber.isValidLiteral(text.utf8): text
        default: nil
        }
    }

    /// The integer `text` spells exactly: plain digits (`"42"`, `"-7"`,
    /// `"+7"`), or a JSON number whose value is integral (`"4.0"`, `"1e3"`).
    /// `nil` for fractions and for magnitudes beyond `UInt64`; each integer
    /// type then checks its own range (``ExactInteger/converted()``).
    static func exactInteger(_ text: String) -> ExactInteger? {
        if let direct = ExactInteger(plainDigits: text) { return direct }
        guard JSONNumber.isValidLiteral(text.utf8) else { return nil }
        // NB: decimal arithmetic on the digits, not Double, so 2^53 + 1
        // written as `9007199254740993.0` stays exact.
        var utf8 = Array(text.utf8)
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8.removeFirst() }
        var digits: [UInt8] = []
        var pointPosition = 0
        var exponent = 0
        var position = 0
        while position < utf8.count, utf8[position] &- UInt8(ascii: "0") < 10 {
            digits.append(utf8[position])
            position += 1
        }
        pointPosition = digits.count
        if position < utf8.count, utf8[position] == UInt8(ascii: ".") {
            position += 1
            while position < utf8.count, utf8[position] &- UInt8(ascii: "0") < 10 {
                digits.append(utf8[position])
                position += 1
            }
        }
        if position < utf8.count {  // the exponent: e, an optional sign, digits
            position += 1
            var exponentNegative = false
            if utf8[position] == UInt8(ascii: "-") || utf8[position] == UInt8(ascii: "+") {
                exponentNegative = utf8[position] == UInt8(ascii: "-")
                position += 1
            }
            for digit in utf8[position...] {
                // Saturate: beyond a few hundred digits every type has overflowed anyway.
                exponent = min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000)
            }
            if exponentNegative { exponent = -exponent }
        }
        guard let firstNonZero = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else {
            return ExactInteger(negative: false, magnitude: 0)
        }
        pointPosition += exponent
        // A non-zero value below 1, or non-zero digits after the point, is a fraction.
        guard pointPosition > firstNonZero else { return nil }
        if pointPosition < digits.count {
            guard digits[pointPosition...].allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
        }
        let integerDigits = pointPosition - firstNonZero
        guard integerDigits <= 40 else { return nil }
        var magnitude: UInt64 = 0
        for index in firstNonZero..<pointPosition {
            let digit = UInt64(index < digits.count ? digits[index] &- UInt8(ascii: "0") : 0)
            let (tens, overflowTens) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = tens.addingReportingOverflow(digit)
            if overflowTens || overflowSum { return nil }
            magnitude = sum
        }
        return ExactInteger(negative: negative, magnitude: magnitude)
    }

    /// A value for messages: `string "abc"`, `number 3.5`, `boolean true`, `null`, `array`, `object`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "boolean \(flag)"
        case .number(let number): return "number \(number.literal)"
        case .string(let text):
            let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
            return "string \(JSONValue.string(shown).jsonText)"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// An integer read exactly from JSON text, before any type's range applies:
/// a sign and a magnitude up to `UInt64.max`.
struct ExactInteger: Equatable {
    /// Whether a minus sign came first (`-0` is zero either way).
    var negative: Bool
    /// The absolute value.
    var magnitude: UInt64

    init(negative: Bool, magnitude: UInt64) {
        self.negative = negative
        self.magnitude = magnitude
    }

    /// Plain digits with an optional sign (`"42"`, `"-7"`, `"+7"`), as `Int("...")` reads them.
    init?(plainDigits text: String) {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative {
            rest = rest.dropFirst()
            // NB: `UInt64("+7")` takes a sign of its own; `-+7` is no integer.
            guard let first = rest.utf8.first, first &- UInt8(ascii: "0") < 10 else { return nil }
        }
        guard let magnitude = UInt64(rest) else { return nil }
        self.init(negative: negative, magnitude: magnitude)
    }

    /// The value as a `T`, or `nil` when it is out of `T`'s range.
    func converted<T: FixedWidthInteger>() -> T? {
        if !negative || magnitude == 0 { return T(exactly: magnitude) }
        if magnitude <= UInt64(Int64.max) { return T(exactly: -Int64(magnitude)) }
        return magnitude == UInt64(Int64.max) + 1 ? T(exactly: Int64.min) : nil
    }
}
