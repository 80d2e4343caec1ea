/// A regular expression compiled to a Thompson automaton, matched by
/// simulating every thread at once (a Pike VM), so no input can make it
/// backtrack.
///
/// The `regex` parameter type accepts this syntax, matched against the whole
/// value, Unicode scalar by Unicode scalar, case-sensitively:
/// literals; `.` (any scalar but a line feed); classes `[a-z_]`, `[^0-9]`;
/// the ASCII shorthands `\d \w \s` and their negations `\D \W \S`;
/// the escapes `\n \t \r \f \v \0` and any escaped punctuation (`\.`);
/// groups `( )`, `(?: )` and `(?<name> )`; alternation `|`; the
/// quantifiers `* + ? {n} {n,} {n,m}` (a trailing `?` for laziness is
/// accepted and changes nothing, since only whether the whole value matches
/// counts); and `^` at the very start, `$` at the very end (the match is
/// whole anyway). Everything else (backreferences, lookaround, atomic
/// groups, possessive quantifiers, inline options, Unicode properties, word
/// boundaries) is refused when the table loads, with the reason.
///
/// - Complexity: a match costs at most 2 × *m* × (*n* + 1) steps, *m* the
///   program size (at most ``maximumProgramSize``) and *n* the value's length
///   in Unicode scalars (at most ``maximumValueLength`` bytes; longer values
///   do not match): for each scalar, each instruction enters the thread list
///   at most once and is tried at most once. The program is
///   at most ``maximumProgramSize`` instructions, counted repetitions
///   included, so no pattern the table accepts costs more, and
///   `(a+)+$`, `^(a|aa)+$` or `(.*a){20}` cost what `a+` costs per scalar,
///   times their program size.
struct LinearRegex: Sendable, Hashable {
    /// The most instructions a compiled pattern may have (counted repetitions are expanded).
    static let maximumProgramSize = 1_000
    /// The longest value, in UTF-8 bytes, a pattern is matched against: the
    /// URL limit. A longer value (only a payload or an intent can carry one)
    /// does not match, so one match costs at most
    /// 2 × 1,000 × 8,193 ≈ 16.4 million steps (about 0.1 s), whatever the input.
    static let maximumValueLength = 8_192

    /// One instruction of the automaton.
    enum Instruction: Sendable, Hashable {
        /// Consumes one scalar equal to this one.
        case scalar(Unicode.Scalar)
        /// Consumes one scalar in the set.
        case set(ScalarSet)
        /// Continues at both targets (the first preferred, which does not matter here).
        case split(Int, Int)
        /// Continues at the target.
        case jump(Int)
        /// The whole value matched.
        case match
    }

    /// The pattern as written in the table.
    let pattern: String
    /// The program; execution starts at 0.
    let program: [Instruction]

    /// Compiles `pattern`.
    /// - Throws: ``LinearRegex/Refusal`` naming the offset and the reason.
    init(_ pattern: String) throws(Refusal) {
        var parser = LinearRegexParser(pattern)
        let tree = try parser.parse()
        var compiler = LinearRegexCompiler()
        try compiler.emit(tree)
        compiler.program.append(.match)
        guard compiler.program.count <= Self.maximumProgramSize else {
            throw Refusal(
                offset: nil,
                reason: "it expands to \(compiler.program.count) instructions, more than "
                    + "\(Self.maximumProgramSize) (write fewer or smaller counted repetitions)")
        }
        self.pattern = pattern
        self.program = compiler.program
    }

    /// Why a pattern is refused, and where.
    struct Refusal: Error, Hashable, Sendable {
        /// The offset in the pattern, in Unicode scalars, when one place is to blame.
        var offset: Int?
        /// What is wrong, as a phrase.
        var reason: String
        /// Whether the pattern is not a regular expression at all (rather than one using a refused feature).
        var isSyntaxError = false

        /// One sentence: `regex "(?=a)" is refused at offset 0: lookahead …`.
        func message(for pattern: String) -> String {
            let place = offset.map { " at offset \($0)" } ?? ""
            let verdict = isSyntaxError ? "does not compile" : "is refused"
            return "regex \"\(pattern)\" \(verdict)\(place): \(reason)"
        }
    }

    static func == (lhs: LinearRegex, rhs: LinearRegex) -> Bool { lhs.pattern == rhs.pattern }

    func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}

/// A set of Unicode scalars, as sorted, disjoint, closed ranges of scalar values.
struct ScalarSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>]

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for range in ranges {
            if value < range.lowerBound { return false }
            if value <= range.upperBound { return true }
        }
        return false
    }

    /// The set of `ranges`, sorted and merged.
    init(_ ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    /// Every scalar value not in the set (surrogate values included, which never occur).
    var complement: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return ScalarSet(result)
    }

    static let digits = ScalarSet([0x30...0x39])
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let space = ScalarSet([0x09...0x0D, 0x20...0x20])
    /// What `.` matches: everything but a line feed.
    static let notLineFeed = ScalarSet([0x0A...0x0A]).complement
}
