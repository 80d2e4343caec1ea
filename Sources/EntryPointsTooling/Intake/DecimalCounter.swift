import EntryPoints

/// The decimal text of a number that mostly goes up by one: the line
/// numbers the fast path writes.
///
/// NB: adding one to the digits in place touches one byte on nine lines in
/// ten, where printing a number afresh divides once per digit. The digits
/// sit right-aligned in raw memory, every position left of the first digit
/// holds `0`, so a carry can always move left into a zero.
final class DecimalCounter {
    /// Enough for `Int.max` (19 digits) and a carry.
    private static let width = 20
    private let digits = UnsafeMutablePointer<UInt8>.allocate(capacity: DecimalCounter.width)
    /// The number the digits spell, and where they start.
    @exclusivity(unchecked) private var value = 0
    @exclusivity(unchecked) private var start = DecimalCounter.width - 1

    init() {
        digits.initialize(repeating: UInt8(ascii: "0"), count: Self.width)
    }

    deinit { digits.deallocate() }

    /// The decimal digits of `number` (not negative), valid until the next call.
    ///
    /// NB: inlined, with the usual step (the next number) too: as calls, the two cost 38 instructions a line.
    @inline(__always)
    func text(of number: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(number >= 0, "DecimalCounter counts from zero")
        if number == value &+ 1 {
            increment()
        } else if number != value {
            rewrite(number)
        }
        value = number
        return UnsafeBufferPointer(start: digits + start, count: Self.width - start)
    }

    @inline(__always)
    private func increment() {
        var position = Self.width - 1
        while digits[position] == UInt8(ascii: "9") {
            digits[position] = UInt8(ascii: "0")
            position -= 1
        }
        digits[position] += 1
        if position < start { start = position }
    }

    private func rewrite(_ number: Int) {
        digits.update(repeating: UInt8(ascii: "0"), count: Self.width)
        var position = Self.width
        var rest = number
        repeat {
            position -= 1
            digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        start = position
    }
}
