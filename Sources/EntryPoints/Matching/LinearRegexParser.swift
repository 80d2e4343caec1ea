/// A parsed regular expression, before compilation.
indirect enum LinearRegexNode: Hashable, Sendable {
    case empty
    case scalar(Unicode.Scalar)
    case set(ScalarSet)
    case concatenation([LinearRegexNode])
    case alternation([LinearRegexNode])
    /// `minimum` to `maximum` (unbounded when `nil`) repetitions.
    case repetition(LinearRegexNode, minimum: Int, maximum: Int?)
}

/// Parses the syntax ``LinearRegex`` accepts, refusing the rest with a reason.
struct LinearRegexParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// The largest count a `{n,m}` may name.
    static let maximumCount = 1_000
    /// The deepest a pattern may nest groups and quantifiers, counted
    /// together (`((a))` is 2 deep, `a{1}{1}` is 2, `(a{1}){1}` is 3).
    ///
    /// NB: the parser recurses once per open group and the compiler once per
    /// level of the tree; the cap keeps both far from the stack's end
    /// whatever the pattern (40 KB of `(`, or of `{1}`, overflowed it).
    static let maximumDepth = 100
    /// How many groups are open around the current position.
    private var openGroups = 0
    /// The depth (see ``maximumDepth``) of the node parsed last.
    private var lastDepth = 0

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// The whole pattern.
    mutating func parse() throws(LinearRegex.Refusal) -> LinearRegexNode {
        var end = scalars.count
        if position < end, scalars[position] == "^" { position += 1 }
        // NB: a final `$` is an anchor unless escaped (an odd run of backslashes before it).
        if end > position, scalars[end - 1] == "$" {
            var backslashes = 0
            while end - 2 - backslashes >= position, scalars[end - 2 - backslashes] == "\\" { backslashes += 1 }
            if backslashes % 2 == 0 { end -= 1 }
        }
        let node = try alternation(until: end)
        guard position == end else {
            throw syntax("unbalanced \")\"", at: position)
        }
        return node
    }

    private mutating func alternation(until end: Int) throws(LinearRegex.Refusal) -> LinearRegexNode {
        var branches = [try concatenation(until: end)]
        var deepest = lastDepth
        while position < end, scalars[position] == "|" {
            position += 1
            branches.append(try concatenation(until: end))
            deepest = max(deepest, lastDepth)
        }
        lastDepth = deepest
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation(until end: Int) throws(LinearRegex.Refusal) -> LinearRegexNode {
        var items: [LinearRegexNode] = []
        var deepest = 0
        while position < end, scalars[position] != "|", scalars[position] != ")" {
            lastDepth = 0
            let atom = try atom(until: end)
            items.append(try quantified(atom, until: end))
            deepest = max(deepest, lastDepth)
        }
        lastDepth = deepest
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    private mutating func atom(until end: Int) throws(LinearRegex.Refusal) -> LinearRegexNode {
        let start = position
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case ".": return .set(.notLineFeed)
        case "[": return .set(try characterClass(until: end, start: start))
        case "(": return try group(until: end, start: start)
        case "\\": return try escape(until: end, start: start, inClass: false)
        case "*", "+", "?":
            throw syntax("\"\(scalar)\" has nothing to repeat", at: start)
        case "{":
            if isCount(at: start, until: end) { throw syntax("\"{\" has nothing to repeat", at: start) }
            return .scalar(scalar)
        case "^":
            throw refused("\"^\" is an anchor only at the very start (the whole value is matched anyway)", at: start)
        case "$":
            throw refused("\"$\" is an anchor only at the very end (the whole value is matched anyway)", at: start)
        default: return .scalar(scalar)
        }
    }

    private mutating func group(until end: Int, start: Int) throws(LinearRegex.Refusal) -> LinearRegexNode {
        openGroups += 1
        defer { openGroups -= 1 }
        guard openGroups <= Self.maximumDepth else { throw tooDeep(at: start) }
        if position < end, scalars[position] == "?" {
            let next = position + 1 < end ? scalars[position + 1] : nil
            switch next {
            case ":":
                position += 2
            case "<" where position + 2 < end && scalars[position + 2] != "=" && scalars[position + 2] != "!":
                // A named group: `(?<name>`.
                position += 2
                while position < end, scalars[position] != ">" { position += 1 }
                guard position < end else { throw syntax("a group name needs a closing \">\"", at: start) }
                position += 1
            case "=", "!":
                throw refused("lookahead is not supported", at: start)
            case "<":
                throw refused("lookbehind is not supported", at: start)
            case ">":
                throw refused("atomic groups are not supported", at: start)
            default:
                throw refused("inline options and other \"(?\" groups are not supported", at: start)
            }
        }
        let inner = try alternation(until: end)
        guard position < end, scalars[position] == ")" else { throw syntax("a \"(\" is never closed", at: start) }
        position += 1
        lastDepth += 1
        guard lastDepth <= Self.maximumDepth else { throw tooDeep(at: start) }
        return inner
    }

    private func tooDeep(at offset: Int) -> LinearRegex.Refusal {
        refused("groups and quantifiers nest more than \(Self.maximumDepth) deep", at: offset)
    }

    private mutating func quantified(_ atom: LinearRegexNode, until end: Int) throws(LinearRegex.Refusal)
        -> LinearRegexNode
    {
        var node = atom
        while position < end {
            let start = position
            let minimum: Int
            let maximum: Int?
            switch scalars[position] {
            case "*": (minimum, maximum) = (0, nil)
            case "+": (minimum, maximum) = (1, nil)
            case "?": (minimum, maximum) = (0, 1)
            case "{" where isCount(at: position, until: end):
                (minimum, maximum) = try count(until: end)
                position -= 1
            default: return node
            }
            position += 1
            if position < end, scalars[position] == "?" {
                position += 1
            } else if position < end, scalars[position] == "+" {
                throw refused("possessive quantifiers are not supported", at: start)
            }
            // NB: each quantifier wraps what it repeats in one more level of the tree.
            lastDepth += 1
            guard lastDepth <= Self.maximumDepth else { throw tooDeep(at: start) }
            node = .repetition(node, minimum: minimum, maximum: maximum)
        }
        return node
    }

    /// Whether `{` at `start` opens a count: `{n}`, `{n,}` or `{n,m}` (else it is a literal).
    private func isCount(at start: Int, until end: Int) -> Bool {
        var index = start + 1
        var digits = 0
        while index < end, scalars[index].value >= 0x30, scalars[index].value <= 0x39 {
            index += 1
            digits += 1
        }
        guard digits > 0, index < end else { return false }
        if scalars[index] == "}" { return true }
        guard scalars[index] == "," else { return false }
        index += 1
        while index < end, scalars[index].value >= 0x30, scalars[index].value <= 0x39 { index += 1 }
        return index < end && scalars[index] == "}"
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` (known to be well formed); leaves `position` after the `}`.
    private mutating func count(until end: Int) throws(LinearRegex.Refusal) -> (Int, Int?) {
        let start = position
        position += 1
        let minimum = try number(start: start)
        var maximum: Int? = minimum
        if scalars[position] == "," {
            position += 1
            maximum = scalars[position] == "}" ? nil : try number(start: start)
        }
        position += 1
        if let maximum, maximum < minimum {
            throw syntax("the count {\(minimum),\(maximum)} runs backwards", at: start)
        }
        return (minimum, maximum)
    }

    private mutating func number(start: Int) throws(LinearRegex.Refusal) -> Int {
        var value = 0
        while scalars[position].value >= 0x30, scalars[position].value <= 0x39 {
            value = value * 10 + Int(scalars[position].value - 0x30)
            if value > Self.maximumCount {
                throw refused("a count above \(Self.maximumCount) is not supported", at: start)
            }
            position += 1
        }
        return value
    }

    /// A `\` escape (the backslash already read).
    private mutating func escape(until end: Int, start: Int, inClass: Bool) throws(LinearRegex.Refusal)
        -> LinearRegexNode
    {
        guard position < end else { throw syntax("a trailing \"\\\" escapes nothing", at: start) }
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "d": return .set(.digits)
        case "D": return .set(ScalarSet.digits.complement)
        case "w": return .set(.word)
        case "W": return .set(ScalarSet.word.complement)
        case "s": return .set(.space)
        case "S": return .set(ScalarSet.space.complement)
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "v": return .scalar("\u{0B}")
        case "0": return .scalar("\u{00}")
        case "1"..."9", "k", "g":
            throw refused("backreferences are not supported", at: start)
        case "b", "B", "A", "z", "Z", "G":
            throw refused("\"\\\(scalar)\" (a boundary or anchor) is not supported", at: start)
        case "p", "P":
            throw refused("Unicode properties are not supported (write a class such as [a-z])", at: start)
        default:
            guard scalar.isASCII, !scalar.properties.isAlphabetic, scalar.value > 0x20 else {
                throw refused("the escape \"\\\(scalar)\" is not supported", at: start)
            }
            return .scalar(scalar)
        }
    }

    /// A bracketed class (the `[` already read).
    private mutating func characterClass(until end: Int, start: Int) throws(LinearRegex.Refusal) -> ScalarSet {
        var negated = false
        if position < end, scalars[position] == "^" {
            negated = true
            position += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard position < end else { throw syntax("a \"[\" is never closed", at: start) }
            let itemStart = position
            let scalar = scalars[position]
            if scalar == "]", !first { break }
            first = false
            if scalar == "[" {
                throw refused("nested classes and POSIX classes ([:alpha:]) are not supported", at: itemStart)
            }
            if scalar == "&" || scalar == "~" || (scalar == "-" && position + 1 < end && scalars[position + 1] == "-"),
                position + 1 < end, scalars[position + 1] == scalar
            {
                throw refused("class set operations (&&, --, ~~) are not supported", at: itemStart)
            }
            position += 1
            let low: Unicode.Scalar
            if scalar == "\\" {
                switch try escape(until: end, start: itemStart, inClass: true) {
                case .set(let set):
                    ranges += set.ranges
                    continue
                case .scalar(let escaped): low = escaped
                default: throw syntax("bad escape in a class", at: itemStart)
                }
            } else {
                low = scalar
            }
            // A range `a-z`, unless the `-` is last (`[a-]`).
            if position + 1 < end, scalars[position] == "-", scalars[position + 1] != "]" {
                position += 1
                var high = scalars[position]
                position += 1
                if high == "\\" {
                    guard case .scalar(let escaped) = try escape(until: end, start: itemStart, inClass: true) else {
                        throw syntax("a range cannot end in a class shorthand", at: itemStart)
                    }
                    high = escaped
                } else if high == "[" {
                    throw refused("nested classes and POSIX classes ([:alpha:]) are not supported", at: itemStart)
                }
                guard low.value <= high.value else {
                    throw syntax("the range \(low)-\(high) runs backwards", at: itemStart)
                }
                ranges.append(low.value...high.value)
            } else {
                ranges.append(low.value...low.value)
            }
        }
        position += 1
        let set = ScalarSet(ranges)
        return negated ? set.complement : set
    }

    private func syntax(_ reason: String, at offset: Int) -> LinearRegex.Refusal {
        LinearRegex.Refusal(offset: offset, reason: reason, isSyntaxError: true)
    }

    private func refused(_ reason: String, at offset: Int) -> LinearRegex.Refusal {
        LinearRegex.Refusal(
            offset: offset, reason: reason + "; parameter types allow only what a linear-time matcher can run")
    }
}
