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
}
