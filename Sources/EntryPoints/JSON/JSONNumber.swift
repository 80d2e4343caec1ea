/// A JSON number, kept as the literal it was written as.
///
/// Keeping the literal means a payload's numbers pass through untouched
/// (`12345678901234567890` stays exactly that, `1.50` stays `1.50`), while
/// ``int64Value`` and ``doubleValue`` convert on demand.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number as JSON text, always valid under JSON's number grammar.
    public let literal: String

    /// A number from JSON text; `nil` unless `literal` follows JSON's number
    /// grammar (`-`? digits, optional fraction and exponent; no `+`, no `NaN`).
    public init?(literal: String) {
        guard JSONNumber.isValidLiteral(literal.utf8) else { return nil }
        self.literal = literal
    }

    /// Wraps a literal that the caller has already validated.
    init(validatedLiteral: String) {
        self.literal = validatedLiteral
    }

    /// An integral number.
    public init(_ value: Int) { self.literal = String(value) }

    /// An integral number.
    public init(_ value: Int64) { self.literal = String(value) }

    /// A floating-point number; integral values print without a fraction.
    /// Non-finite values, which JSON cannot express, become `0`.
    public init(_ value: Double) {
        if !value.isFinite {
            self.literal = "0"
        } else if value == value.rounded(), abs(value) < 9.007_199_254_740_992e15 {
            self.literal = String(Int64(value))
        } else {
            self.literal = "\(value)"
        }
    }

    /// The value as a 64-bit integer, when it is integral and fits
    /// (`42`, `-7`, `4.0`, `1e3`); `nil` otherwise.
    ///
    /// Converted from the literal's decimal digits exactly, never through a
    /// `Double` (the Event and result formats article (Edge cases)): `4611686018427387905.0` is
    /// 4611686018427387905 and `1.00000000000000000001` is not integral.
    public var int64Value: Int64? {
        if let direct = Int64(literal) { return direct }
        return Self.exactInt64(literal.utf8)
    }

    /// The integer a valid JSON number literal spells exactly, or `nil`.
    ///
    /// - Complexity: O(*n*) in the literal's length; a huge exponent costs no more.
    static func exactInt64<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int64? {
        var negative = false
        var digits: [UInt8] = []  // the significant digits, integer part then fraction
        var fractionDigits = 0
        var exponent = 0
        var exponentNegative = false
        var state = 0  // 0 integer part, 1 fraction, 2 exponent
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "-") where state == 0: negative = true
            case UInt8(ascii: "-"): exponentNegative = true
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "."): state = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"): state = 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if state == 2 {
                    // NB: capped: past this, the value is 0 or too large either way.
                    exponent = min(exponent * 10 + Int(digit), 1_000_000)
                } else {
                    if !(digits.isEmpty && digit == 0) { digits.append(digit) }
                    if state == 1 { fractionDigits += 1 }
                }
            default: return nil
            }
        }
        // value = digits × 10^(scale), leading zeros dropped.
        var scale = (exponentNegative ? -exponent : exponent) - fractionDigits
        while scale < 0, let last = digits.last, last == 0 {
            digits.removeLast()
            scale += 1
        }
        if digits.isEmpty { return 0 }
        guard scale >= 0, digits.count + scale <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in digits { magnitude = magnitude * 10 + UInt64(digit) }
        for _ in 0..<scale { magnitude *= 10 }
        if negative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value as a `Double` (nearest representable; may be infinite for huge literals).
    public var doubleValue: Double {
        Double(literal) ?? .nan
    }

    public var description: String { literal }

    /// Whether `bytes` follow JSON's number grammar exactly.
    @inlinable
    package static func isValidLiteral<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if peek() == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
        guard let first = peek(), isDigit(first) else { return false }
        bytes.formIndex(after: &index)
        if first != UInt8(ascii: "0") {
            while isDigit(peek()) { bytes.formIndex(after: &index) }
        }
        if peek() == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            guard isDigit(peek()) else { return false }
            while isDigit(peek()) { bytes.formIndex(after: &index) }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            bytes.formIndex(after: &index)
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
            guard isDigit(peek()) else { return false }
            while isDigit(peek()) { bytes.formIndex(after: &index) }
        }
        return index == bytes.endIndex
    }
}
