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
    static func integer<T: FixedWidthInteger>(_ value: JSONValue) -> T? {
        switch value {
        case .number(let number): exactInteger(number.literal)
        case .string(let text): exactInteger(text)
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
    /// `nil` for fractions and for values out of `T`'s range.
    static func exactInteger<T: FixedWidthInteger>(_ text: String) -> T? {
        if let direct = T(text) { return direct }
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
        guard let firstNonZero = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return 0 }
        pointPosition += exponent
        // A non-zero value below 1, or non-zero digits after the point, is a fraction.
        guard pointPosition > firstNonZero else { return nil }
        if pointPosition < digits.count {
            guard digits[pointPosition...].allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
        }
        let integerDigits = pointPosition - firstNonZero
        guard integerDigits <= 40 else { return nil }
        var spelled = negative ? "-" : ""
        for index in firstNonZero..<pointPosition {
            spelled.unicodeScalars.append(Unicode.Scalar(index < digits.count ? digits[index] : UInt8(ascii: "0")))
        }
        return T(spelled)
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
