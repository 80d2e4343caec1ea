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
    public var int64Value: Int64? {
        if let direct = Int64(literal) { return direct }
        guard let double = Double(literal), double.isFinite, double == double.rounded(),
            double >= -9.223_372_036_854_775_808e18, double < 9.223_372_036_854_775_808e18
        else { return nil }
        return Int64(double)
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
