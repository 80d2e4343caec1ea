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
        /// The expected line, when there is one.
        public var expected: String?
        /// The output line, when there is one.
        public var actual: String?
        /// For ``Kind/keys(_:)``: each differing key with its expected and actual value (`absent` when missing).
        public var values: [(key: String, expected: String, actual: String)] {
            guard case .keys(let keys) = kind, let expected, let actual,
                let want = try? JSONParser().parse(expected).objectValue,
                let got = try? JSONParser().parse(actual).objectValue
            else { return [] }
            return keys.map { ($0, want[$0]?.jsonText ?? "absent", got[$0]?.jsonText ?? "absent") }
        }

        /// A difference of `kind` at `line`.
        public init(line: Int, kind: Kind, expected: String?, actual: String?) {
            self.line = line
            self.kind = kind
            self.expected = expected
            self.actual = actual
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
        public var description: String {
            var text = summary
            text += "\n  expected: " + (expected ?? "(none)")
            text += "\n  actual:   " + (actual ?? "(none)")
            for value in values {
                text += "\n  ≠ \(value.key): expected \(value.expected), actual \(value.actual)"
            }
            return text
        }
    }

    /// The non-blank lines of `bytes` with their 1-based line numbers, a trailing CR dropped.
    public static func numberedLines(_ bytes: [UInt8]) -> [(number: Int, text: String)] {
        var lines: [(number: Int, text: String)] = []
        for (index, slice) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            var text = String(decoding: slice, as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            if text.allSatisfy(\.isWhitespace) { continue }
            lines.append((index + 1, text))
        }
        return lines
    }

    /// The non-blank lines of `bytes`.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        numberedLines(bytes).map(\.text)
    }

    /// Every difference between `expected` and `actual` output, in line order.
    public static func differences(
        expected: [UInt8], actual: [UInt8], strictness: Strictness = .contract
    ) -> [Difference] {
        let want = numberedLines(expected)
        let got = lines(actual)
        var found: [Difference] = []
        for index in 0..<max(want.count, got.count) {
            guard index < want.count else {
                let number = (want.last?.number ?? 0) + index - want.count + 1
                found.append(Difference(line: number, kind: .extraLine, expected: nil, actual: got[index]))
                continue
            }
            let (number, expectedLine) = want[index]
            guard index < got.count else {
                found.append(Difference(line: number, kind: .missingLine, expected: expectedLine, actual: nil))
                continue
            }
            if let difference = compare(expectedLine, got[index], line: number, strictness: strictness) {
                found.append(difference)
            }
        }
        return found
    }

    /// How one actual line differs from its expected line, or `nil` when it passes.
    public static func compare(
        _ expected: String, _ actual: String, line: Int, strictness: Strictness = .contract
    ) -> Difference? {
        guard let want = try? JSONParser().parse(expected).objectValue else {
            return Difference(line: line, kind: .expectedNotJSON, expected: expected, actual: actual)
        }
        guard let got = try? JSONParser().parse(actual).objectValue else {
            return Difference(line: line, kind: .actualNotJSON, expected: expected, actual: actual)
        }
        var keys: [String] = []
        let extra = strictness == .exact ? got.keys.filter { !want.contains($0) } : []
        for key in want.keys + extra {
            let wanted = want[key]
            let gotten = got[key]
            if key == ResultMember.message.text, wanted == "*", gotten?.stringValue != nil { continue }
            if wanted != gotten { keys.append(key) }
        }
        if !keys.isEmpty { return Difference(line: line, kind: .keys(keys), expected: expected, actual: actual) }
        if strictness == .exact && want.keys != got.keys {
            return Difference(line: line, kind: .keyOrder, expected: expected, actual: actual)
        }
        return nil
    }
}
