extension FixtureComparison {
    /// Compares output with `expected.jsonl` line by line, as the output is
    /// produced, under the rules of ``FixtureComparison``.
    ///
    /// Memory stays bounded by the expected file whatever the output's
    /// size: each output line is compared and dropped, and of the
    /// differences only the first ``FixtureComparison/maximumDifferencesKept``
    /// are kept, their lines shortened past
    /// ``FixtureComparison/maximumTextKept`` bytes; the rest are counted.
    ///
    /// ```swift
    /// var comparison = FixtureComparison.Incremental(expected: expected)
    /// for line in outputLines { comparison.add(line: line) }
    /// comparison.finish()
    /// comparison.differenceCount   // 0 when the output passes
    /// ```
    public struct Incremental: Sendable {
        /// The expected file.
        private let expected: [UInt8]
        /// Its non-blank lines.
        private let lines: [(number: Int, range: Range<Int>)]
        private let strictness: Strictness
        /// The kept differences, in line order.
        public private(set) var differences: [Difference] = []
        /// Every difference found, kept or not.
        public private(set) var differenceCount = 0
        /// The non-blank output lines compared so far.
        public private(set) var actualLines = 0
        private var finished = false

        /// A comparison with the expected file `expected`.
        public init(expected: [UInt8], strictness: Strictness = .contract) {
            self.expected = expected
            self.lines = FixtureComparison.lineRanges(expected)
            self.strictness = strictness
        }

        /// Compares the next output line (without its line break); a blank
        /// line is skipped, as in the expected file.
        public mutating func add(line: ArraySlice<UInt8>) {
            guard let range = FixtureComparison.content(of: line) else { return }
            let index = actualLines
            actualLines += 1
            guard index < lines.count else {
                let number = (lines.last?.number ?? 0) + index - lines.count + 1
                record(
                    line: number, kind: .extraLine, expected: nil,
                    actual: { String(decoding: line[range], as: UTF8.self) })
                return
            }
            let want = String(decoding: expected[lines[index].range], as: UTF8.self)
            let got = String(decoding: line[range], as: UTF8.self)
            if let kind = FixtureComparison.difference(want, got, strictness: strictness) {
                record(line: lines[index].number, kind: kind, expected: want, actual: { got })
            }
        }

        /// Ends the output: each expected line it did not reach is a missing line.
        public mutating func finish() {
            guard !finished else { return }
            finished = true
            for index in min(actualLines, lines.count)..<lines.count {
                let want = String(decoding: expected[lines[index].range], as: UTF8.self)
                record(line: lines[index].number, kind: .missingLine, expected: want, actual: { nil })
            }
        }

        /// Counts a difference, and keeps it while fewer than the cap are kept.
        private mutating func record(line: Int, kind: Difference.Kind, expected: String?, actual: () -> String?) {
            differenceCount += 1
            guard differences.count < FixtureComparison.maximumDifferencesKept else { return }
            differences.append(Difference(line: line, kind: kind, expected: expected, actual: actual()))
        }
    }
}
