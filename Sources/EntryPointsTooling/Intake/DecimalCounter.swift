import EntryPoints

/// The decimal text of a number that mostly goes up by one, between a fixed
/// prefix and an optional fixed suffix, as one run of bytes: the line
/// numbers the fast path writes, with the keys around them (`{"line":` and
/// `,"id":`, rendered by the encoder) so that a line's head is one copy.
///
/// NB: adding one to the digits in place touches one byte on nine lines in
/// ten, where printing a number afresh divides once per digit. The digits
/// sit right-aligned in raw memory, the suffix right after them, and the
/// prefix right before the first digit: it moves one byte left when a carry
/// adds a digit, which happens once per power of ten.
final class DecimalCounter {
    /// Enough for `Int.max` (19 digits) and a carry.
    private static let width = 20
    private let prefix: [UInt8]
    private let prefixCount: Int
    private let suffixCount: Int
    /// The prefix's room, the digits' room (``width``), then the suffix.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// The number the digits spell, and where they start.
    @exclusivity(unchecked) private var value = 0
    @exclusivity(unchecked) private var start: Int
    /// Where the digits end and the suffix begins.
    private let end: Int

    /// A counter at zero whose text is `prefix`, the digits, and (when asked for) `suffix`.
    init(prefix: [UInt8] = [], suffix: [UInt8] = []) {
        self.prefix = prefix
        prefixCount = prefix.count
        suffixCount = suffix.count
        end = prefix.count + Self.width
        bytes = .allocate(capacity: end + suffix.count)
        bytes.initialize(repeating: UInt8(ascii: "0"), count: end)
        (bytes + end).initialize(from: suffix, count: suffix.count)
        start = end - 1
        writePrefix()
    }

    deinit { bytes.deallocate() }

    /// The prefix, the decimal digits of `number` (not negative), and the
    /// suffix when `withSuffix`, valid until the next call.
    func text(of number: Int, withSuffix: Bool = false) -> UnsafeBufferPointer<UInt8> {
        precondition(number >= 0, "DecimalCounter counts from zero")
        if number == value &+ 1 {
            increment()
        } else if number != value {
            rewrite(number)
        }
        value = number
        let first = start - prefixCount
        return UnsafeBufferPointer(start: bytes + first, count: end - first + (withSuffix ? suffixCount : 0))
    }

    private func increment() {
        var position = end - 1
        while position >= start && bytes[position] == UInt8(ascii: "9") {
            bytes[position] = UInt8(ascii: "0")
            position -= 1
        }
        if position < start {
            // NB: every digit was 9: one more digit, and the prefix moves left to make room.
            start = position
            bytes[start] = UInt8(ascii: "1")
            writePrefix()
        } else {
            bytes[position] += 1
        }
    }

    private func rewrite(_ number: Int) {
        var position = end
        var rest = number
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        start = position
        writePrefix()
    }

    /// The prefix, right before the first digit.
    private func writePrefix() {
        (bytes + start - prefixCount).update(from: prefix, count: prefixCount)
    }
}
