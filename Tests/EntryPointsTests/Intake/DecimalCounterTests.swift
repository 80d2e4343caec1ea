import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

@Suite("DecimalCounter: line numbers as decimal text, carried from line to line")
struct DecimalCounterTests {
    func text(_ counter: DecimalCounter, _ number: Int) -> String {
        String(decoding: counter.text(of: number), as: UTF8.self)
    }

    @Test("Counting up by one spells every number exactly, across every carry to a new digit")
    func countingUpSpellsEveryNumber() {
        let counter = DecimalCounter()
        for number in 0...12_345 {
            #expect(text(counter, number) == String(number), "\(number)")
        }
    }

    @Test("Jumps forward and back, repeats, and the largest Int spell their numbers, and counting goes on from them")
    func jumpsRepeatsAndLargestNumber() {
        let counter = DecimalCounter()
        let numbers = [
            1, 1, 2, 999, 1_000, 7, 8, 99_999, 100_000, 100_001, 3, 0, 1, Int.max - 1, Int.max, 42, 9, 10, 11,
            1_000_000_000_000, 999_999_999_999, 1_000_000_000_000,
        ]
        for number in numbers {
            #expect(text(counter, number) == String(number), "\(number)")
        }
    }

    // Issue 30, item 2: the fast path's line head is the counter's one run of bytes.
    @Test("With a prefix and a suffix, every number is spelled between them, across carries and jumps")
    func prefixAndSuffix() {
        let counter = DecimalCounter(prefix: Array(#"{"line":"#.utf8), suffix: Array(#","id":"#.utf8))
        let numbers = Array(0...1_234) + [99, 100, 9_999_999, 10_000_000, 5, Int.max - 1, Int.max, 0, 1]
        for number in numbers {
            let plain = String(decoding: counter.text(of: number), as: UTF8.self)
            #expect(plain == #"{"line":"# + String(number), "\(number)")
            let suffixed = String(decoding: counter.text(of: number, withSuffix: true), as: UTF8.self)
            #expect(suffixed == #"{"line":"# + String(number) + #","id":"#, "\(number)")
        }
    }
}
