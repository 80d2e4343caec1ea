import EntryPoints

/// The rules by which a fixture's output passes, stated once for `entryd
/// test`, the `EntryPointsTesting` library and the package's own tests.
///
/// Both texts are read as JSON Lines; lines that are empty or only white
/// space are skipped (a trailing CR is dropped), and the rest are paired in
/// order. The output passes when:
/// 1. **The line counts agree.** A missing or extra line is a difference.
/// 2. **Every line is a JSON object**, expected and actual alike.
/// 3. **Every key of the expected line equals the actual one**, compared as
///    JSON values (numbers by their literal, objects member by member).
/// 4. **`"message":"*"` accepts any sentence**: an expected message of
///    `"*"` matches any string `message`, but not a missing one.
/// 5. With ``Strictness/exact`` only, **the actual line has no other
///    keys**: a key the expected line lacks is a difference too, so an
///    unexpected `resumed`, `guard`, `scene`, `tracking` or `state` is caught. A recorded
///    `expected.jsonl` holds every key, so nothing is lost.
/// 6. With ``Strictness/exact`` only, **keys come in the same order**, the
///    order of the result format (`line`, `id`, `entry`, `part`,
///    `resumed`, `status`, `reason`, `route`, `params`, `tracking`,
///    `resolvedFrom`, `scene`, `from`, `opened`, `guard`, `redirect`,
///    `message`, `state`); a line whose only difference is its order is
///    reported as such.
///
/// Rules 1 to 4 are the format's (``Strictness/contract``, what `entryd
/// test` applies by default): an app team's expected lines may leave out
/// what they do not care about and list keys in any order. This package's
/// own fixtures are held to ``Strictness/exact`` (`entryd test --exact`).
///
/// A fixture's `args` (one line of `entryd` flags) is part of the fixture,
/// not of the comparison: see ``FixtureFolder/Settings``.
public enum FixtureComparison {
    /// Which of the rules apply.
    public enum Strictness: Hashable, Sendable {
        /// Rules 1 to 4: every key of the expected line equals the actual one.
        case contract
        /// Rules 1 to 6: the lines also have the same keys, in the same order.
        case exact
    }

    /// One way an output line differs from its expected line.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// What differs.
        public enum Kind: Hashable, Sendable {
            /// These keys have other values (or are absent on one side), in
            /// the expected line's order, then the actual line's extra keys.
            case keys([String])
            /// The same keys and values, in another order.
            case keyOrder
            /// The output ended before this expected line.
            case missingLine
            /// The output has a line more than expected.
            case extraLine
            /// The expected line is not a JSON object.
            case expectedNotJSON
            /// The output line is not a JSON object.
            case actualNotJSON
        }

        /// The line's number in `expected.jsonl` (for an extra line, the
        /// number it would have there).
        public var line: Int
        /// What differs.
        public var kind: Kind
        /// The expected line, when there is one (shortened past
        /// ``FixtureComparison/maximumTextKept`` bytes).
        public var expected: String?
        /// The output line, when there is one (shortened likewise).
        public var actual: String?
        /// For ``Kind/keys(_:)``: each differing key with its expected and actual value (`absent` when missing).
        public var values: [(key: String, expected: String, actual: String)] {
            pairs.map { ($0.key, $0.expected, $0.actual) }
        }
        /// ``values``, kept when the difference was made from the whole lines.
        private var pairs: [ValuePair]

        /// One differing key and its two values as JSON text.
        private struct ValuePair: Hashable, Sendable {
            var key: String
            var expected: String
            var actual: String
        }

        /// A difference of `kind` at `line`; the lines are kept shortened
        /// past ``FixtureComparison/maximumTextKept`` bytes, the differing
        /// keys' values read from them whole first.
        public init(line: Int, kind: Kind, expected: String?, actual: String?) {
            self.line = line
            self.kind = kind
            self.expected = expected.map(FixtureComparison.kept)
            self.actual = actual.map(FixtureComparison.kept)
            self.pairs = []
            guard case .keys(let keys) = kind, let expected, let actual,
                let want = try? JSONParser().parse(expected).objectValue,
                let got = try? JSONParser().parse(actual).objectValue
            else { return }
            pairs = keys.map {
                ValuePair(
                    key: $0, expected: FixtureComparison.kept(want[$0]?.jsonText ?? "absent"),
                    actual: FixtureComparison.kept(got[$0]?.jsonText ?? "absent"))
            }
        }

        /// A short headline: `line 3: route, params differ`.
        public var summary: String {
            switch kind {
            case .keys(let keys): "line \(line): \(keys.joined(separator: ", ")) differ\(keys.count == 1 ? "s" : "")"
            case .keyOrder: "line \(line): the keys are in another order"
            case .missingLine: "line \(line): the output ended before this line"
            case .extraLine: "line \(line): the output has more lines than expected"
            case .expectedNotJSON: "line \(line): the expected line is not a JSON object"
            case .actualNotJSON: "line \(line): the output line is not a JSON object"
            }
        }

        /// The headline, both lines, and each differing key marked with `≠`:
        ///
        /// ```text
        /// line 2: route differs
        ///   expected: {"line":2,"entry":"url","status":"routed","route":"story","params":{}}
        ///   actual:   {"line":2,"entry":"url","status":"routed","route":"thread","params":{}}
        ///   ≠ route: expected "story", actual "thread"
        /// ```
        public var description: String { text(escaping: { $0 }) }

        /// ``description`` with every piece that came from a file or the
        /// output passed through `escape` (``TerminalText/escaped(_:)`` for
        /// a terminal): one layout for every report.
        public func text(escaping escape: (String) -> String) -> String {
            var text = summary(escaping: escape)
            text += "\n  expected: " + (expected.map(escape) ?? "(none)")
            text += "\n  actual:   " + (actual.map(escape) ?? "(none)")
            for value in pairs {
                text += "\n  ≠ \(escape(value.key)): expected \(escape(value.expected)), actual \(escape(value.actual))"
            }
            return text
        }

        /// ``summary`` with the keys passed through `escape`.
        func summary(escaping escape: (String) -> String) -> String {
            guard case .keys(let keys) = kind else { return summary }
            return "line \(line): \(keys.map(escape).joined(separator: ", ")) differ\(keys.count == 1 ? "s" : "")"
        }
    }

    /// The most differences a comparison keeps (the rest are counted): 100.
    public static let maximumDifferencesKept = 100
    /// The most bytes of a line or value a difference keeps: 4,096; the
    /// rest is replaced by `… (N more bytes)`.
    public static let maximumTextKept = 4_096

    /// `text`, shortened past ``maximumTextKept`` bytes at a scalar's start.
    static func kept(_ text: String) -> String {
        let count = text.utf8.count
        guard count > maximumTextKept else { return text }
        let bytes = Array(text.utf8.prefix(maximumTextKept + 1))
        var end = maximumTextKept
        // NB: back up over continuation bytes (0b10xxxxxx) so no scalar is cut.
        while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self) + "… (\(count - end) more bytes)"
    }

    /// The non-blank lines of `bytes` with their 1-based line numbers, a trailing CR dropped.
    public static func numberedLines(_ bytes: [UInt8]) -> [(number: Int, text: String)] {
        lineRanges(bytes).map { ($0.number, String(decoding: bytes[$0.range], as: UTF8.self)) }
    }

    /// The non-blank lines of `bytes`.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        numberedLines(bytes).map(\.text)
    }

    /// Where each non-blank line of `bytes` lies, with its 1-based number.
    static func lineRanges(_ bytes: [UInt8]) -> [(number: Int, range: Range<Int>)] {
        var ranges: [(number: Int, range: Range<Int>)] = []
        var start = 0
        var number = 1
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let range = content(of: bytes[start..<end]) { ranges.append((number, range)) }
            start = end + 1
            number += 1
        }
        return ranges
    }

    /// The line `line` without a trailing CR, or `nil` when it is blank
    /// (empty or only white space): the one rule for skipping lines, on
    /// both sides of a comparison.
    static func content(of line: ArraySlice<UInt8>) -> Range<Int>? {
        var end = line.endIndex
        if end > line.startIndex, line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let range = line.startIndex..<end
        // NB: the common case, a line that opens an object, needs no decoding.
        if let first = line.first, first == UInt8(ascii: "{") { return range }
        if String(decoding: line[range], as: UTF8.self).allSatisfy(\.isWhitespace) { return nil }
        return range
    }

    /// Every difference between `expected` and `actual` output, in line
    /// order: the first ``maximumDifferencesKept`` (see ``Incremental``).
    public static func differences(
        expected: [UInt8], actual: [UInt8], strictness: Strictness = .contract
    ) -> [Difference] {
        var comparison = Incremental(expected: expected, strictness: strictness)
        for (_, range) in lineRanges(actual) { comparison.add(line: actual[range]) }
        comparison.finish()
        return comparison.differences
    }

    /// How one actual line differs from its expected line, or `nil` when it passes.
    public static func compare(
        _ expected: String, _ actual: String, line: Int, strictness: Strictness = .contract
    ) -> Difference? {
        difference(expected, actual, strictness: strictness).map {
            Difference(line: line, kind: $0, expected: expected, actual: actual)
        }
    }

    /// What differs between one actual line and its expected line, or `nil` when it passes.
    static func difference(_ expected: String, _ actual: String, strictness: Strictness) -> Difference.Kind? {
        guard let want = try? JSONParser().parse(expected).objectValue else { return .expectedNotJSON }
        guard let got = try? JSONParser().parse(actual).objectValue else { return .actualNotJSON }
        var keys: [String] = []
        let extra = strictness == .exact ? got.keys.filter { !want.contains($0) } : []
        for key in want.keys + extra {
            let wanted = want[key]
            let gotten = got[key]
            if key == ResultMember.message.text, wanted == "*", gotten?.stringValue != nil { continue }
            if wanted != gotten { keys.append(key) }
        }
        if !keys.isEmpty { return .keys(keys) }
        if strictness == .exact && want.keys != got.keys { return .keyOrder }
        return nil
    }
}
