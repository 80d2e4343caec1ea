import EntryPoints

extension GeneratedAssociationRule {
    /// Whether `first` is more specific than `second`, in the router's
    /// precedence: at the first segment that differs, a literal beats a typed
    /// parameter, which beats a parameter, which beats a catch-all; different
    /// literals sort by text; a longer variant comes before its prefix; then
    /// table order.
    static func precedes(_ first: GeneratedAssociationRule, _ second: GeneratedAssociationRule) -> Bool {
        for (left, right) in zip(first.variant.components, second.variant.components) {
            let leftRank = first.rank(of: left)
            let rightRank = second.rank(of: right)
            if leftRank != rightRank { return leftRank < rightRank }
            if case .literal(let leftText) = left, case .literal(let rightText) = right, leftText != rightText {
                return leftText < rightText
            }
        }
        let leftCount = first.variant.components.count
        let rightCount = second.variant.components.count
        if leftCount != rightCount { return leftCount > rightCount }
        if first.routeIndex != second.routeIndex { return first.routeIndex < second.routeIndex }
        return first.pathPattern < second.pathPattern
    }

    private func rank(of component: PatternComponent) -> Int {
        switch component {
        case .literal: 0
        case .parameter(let name): typedParameters.contains(name) ? 1 : 2
        case .catchAll: 3
        }
    }

    /// `rules` (in precedence order) reordered so that, between an exclusion
    /// and a claim, the one whose pattern would swallow the other's URLs
    /// comes second. When each would swallow the other, precedence decides,
    /// as the router would. Otherwise precedence order is kept.
    ///
    /// - Complexity: O(*n*²) rule pairs, each matched against a few samples.
    static func ordered(_ rules: [GeneratedAssociationRule]) -> [GeneratedAssociationRule] {
        let count = rules.count
        var successors = Array(repeating: [Int](), count: count)
        var pending = Array(repeating: 0, count: count)
        for first in 0..<count {
            for second in (first + 1)..<count where rules[first].isExclusion != rules[second].isExclusion {
                // `first` precedes `second`; it must go second only when it
                // would take `second`'s URLs and `second` would not take its own.
                let firstTakesSecond = rules[first].matchesSample(of: rules[second])
                let secondTakesFirst = rules[second].matchesSample(of: rules[first])
                let (before, after) = firstTakesSecond && !secondTakesFirst ? (second, first) : (first, second)
                successors[before].append(after)
                pending[after] += 1
            }
        }
        var emitted = Array(repeating: false, count: count)
        var order: [GeneratedAssociationRule] = []
        while order.count < count {
            // NB: the earliest ready rule keeps precedence order; a cycle
            // (not expected) is broken at the earliest remaining rule.
            let ready = (0..<count).first { !emitted[$0] && pending[$0] == 0 }
            guard let next = ready ?? (0..<count).first(where: { !emitted[$0] }) else { break }
            emitted[next] = true
            order.append(rules[next])
            for successor in successors[next] { pending[successor] -= 1 }
        }
        return order
    }

    // MARK: - Text

    /// `text` (a decoded literal segment) percent-encoded as a URL's path
    /// writes it. In a pattern, `*` and `$` become `?`, since the format has
    /// no escape for them and URLs keep them raw.
    static func encoded(_ text: String, forPattern: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if forPattern && (scalar == "*" || scalar == "$") {
                output.append("?")
            } else if scalar.isASCII, isPathCharacter(UInt8(scalar.value)) {
                output.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    output.append("%")
                    output.unicodeScalars.append(Unicode.Scalar(AssociationURL.hexDigit(byte >> 4)))
                    output.unicodeScalars.append(Unicode.Scalar(AssociationURL.hexDigit(byte & 0x0F)))
                }
            }
        }
        return output
    }

    /// Characters a browser leaves raw in a path segment (RFC 3986 `pchar`
    /// without `%`): unreserved, sub-delimiters, `:` and `@`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@".utf8.contains(byte)
        }
    }

    /// A value that `type` accepts, as a URL would write it.
    static func sampleValue(_ type: ParameterType) -> String {
        switch type {
        case .string, .regex: "sample"
        case .int: "7"
        case .number: "2.5"
        case .bool: "true"
        case .uuid: "123e4567-e89b-42d3-a456-426614174000"
        case .enumeration(let values): values.first.map { encoded($0, forPattern: false) } ?? "sample"
        }
    }
}
