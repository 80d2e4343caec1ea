import Testing

@testable import EntryPoints
import TestSupport

/// The integer reading of the parameter decoder (one non-generic reading,
/// then a range check per type) against the standard library's own parser,
/// on generated integers spelled in every way JSON allows.
@Suite("Exact integers")
struct ExactIntegerTests {
    private let decoder = JSONValueDecoder()

    /// Decodes `spelling` as a `T` and compares with `T(plain)`, the
    /// standard library reading the same value written as plain digits.
    private func agree<T: FixedWidthInteger & Decodable>(
        _ type: T.Type, _ spelling: String, plain: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let decoded = try? decoder.decode(T.self, from: .string(spelling))
        #expect(decoded == T(plain), "\(T.self) from \(spelling)", sourceLocation: sourceLocation)
    }

    /// Every integer type on one spelling.
    private func agreeForEveryWidth(_ spelling: String, plain: String) {
        agree(Int.self, spelling, plain: plain)
        agree(Int8.self, spelling, plain: plain)
        agree(Int16.self, spelling, plain: plain)
        agree(Int32.self, spelling, plain: plain)
        agree(Int64.self, spelling, plain: plain)
        agree(UInt.self, spelling, plain: plain)
        agree(UInt8.self, spelling, plain: plain)
        agree(UInt16.self, spelling, plain: plain)
        agree(UInt32.self, spelling, plain: plain)
        agree(UInt64.self, spelling, plain: plain)
    }

    @Test("Integers spelled as plain digits, with zero fractions or with exponents agree with the standard library")
    func generatedSpellingsAgree() {
        var random = SplitMix64(seed: 18)
        for _ in 0..<400 {
            let length = Int.random(in: 1...22, using: &random)
            var digits = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<length { digits += String(Int.random(in: 0...9, using: &random)) }
            if Int.random(in: 0..<10, using: &random) == 0 { digits = "0" }
            let sign = Bool.random(using: &random) ? "-" : ""
            let plain = sign + digits
            let shift = Int.random(in: 1...digits.count, using: &random)
            let point = digits.index(digits.endIndex, offsetBy: -shift)
            let whole = digits[..<point].isEmpty ? "0" : String(digits[..<point])
            let zeros = String(repeating: "0", count: Int.random(in: 1...4, using: &random))
            var spellings = [
                plain,
                sign + digits + "." + zeros,
                sign + whole + "." + digits[point...] + "e" + String(shift),
                sign + whole + "." + digits[point...] + "E+" + String(shift),
            ]
            // NB: JSON allows no leading zero, so zero cannot be padded on the left of its point.
            if digits != "0" { spellings.append(sign + digits + zeros + "e-" + String(zeros.count)) }
            for spelling in spellings { agreeForEveryWidth(spelling, plain: plain) }
            if sign.isEmpty { agreeForEveryWidth("+" + digits, plain: plain) }
        }
    }

    @Test(
        "The edges of the 64-bit ranges, and signs the standard library refuses",
        arguments: [
            "-9223372036854775808", "-9223372036854775809", "9223372036854775807", "9223372036854775808",
            "18446744073709551615", "18446744073709551616", "-18446744073709551615", "-0", "0", "-1", "-+7", "+-7",
            "--7", "-", "+", "", "7-", "128", "-128", "-129", "255", "256", "65535", "65536", "-32768", "-32769",
        ])
    func edges(text: String) {
        agreeForEveryWidth(text, plain: text)
    }

    @Test(
        "Fractions are not integers, however they are written",
        arguments: ["1.5", "-1.5", "15e-1", "0.5e0", "1e-1", "123.4567e3", "0.1", "-0.000001e5"])
    func fractions(text: String) {
        #expect((try? decoder.decode(Int64.self, from: .string(text))) == nil)
        #expect((try? decoder.decode(UInt8.self, from: .string(text))) == nil)
    }

    @Test(
        "Integral values written with a point or an exponent decode",
        arguments: [
            ("1e3", 1000), ("-1E+3", -1000), ("4.0", 4), ("0.0e5", 0), ("120e-1", 12), ("-0.0", 0), ("0.12e2", 12),
        ])
    func integralSpellings(text: String, value: Int) {
        #expect((try? decoder.decode(Int.self, from: .string(text))) == value)
    }
}
