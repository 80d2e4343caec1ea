import EntryPoints

/// Conflicts that identical shapes do not show (issue 21): two patterns of
/// different routes whose shapes differ only where both could take the same
/// URL anyway, so which route a URL reaches depends on table order.
///
/// - Typed parameters of different types at one position (`/:on` as `bool`
///   and `/:n` as `int` both take `1`; `int` and `number` both take `42`).
/// - Literals that differ only in case at the first position, under
///   `caseSensitive: true`: a custom scheme's first segment (its host) always
///   compares case-insensitively, so `/b/x` and `/B/x` collide there.
extension TableAnalysis {
    /// The overlaps, as `check.conflict` warnings, in table order of the later pattern.
    ///
    /// - Complexity: O(*t*² × *s*) for *t* pattern variants of *s* segments, grouped by segment count.
    func overlapFindings() -> [CheckReport.Finding] {
        var bySize: [Int: [Int]] = [:]
        for (index, terminal) in trie.terminals.enumerated() where winner[index] == Int32(index) {
            bySize[terminal.variant.components.count, default: []].append(index)
        }
        var findings: [CheckReport.Finding] = []
        var reported = Set<Int>()
        for (index, terminal) in trie.terminals.enumerated() where winner[index] == Int32(index) {
            for earlierIndex in bySize[terminal.variant.components.count] ?? [] {
                let earlier = trie.terminals[earlierIndex]
                guard earlier.route < terminal.route, !reported.contains(index),
                    let witness = overlap(earlier, terminal)
                else { continue }
                reported.insert(index)
                let message =
                    "\(Self.patternName(of: terminal)) of \(routeName(terminal.route)) overlaps "
                    + "\(Self.patternName(of: earlier)) of \(routeName(earlier.route)) at "
                    + "\(Self.patternPath(of: earlier)): \(witness), and the route listed first wins"
                findings.append(
                    .init(
                        severity: .warning, code: .checkConflict, location: Self.patternPath(of: terminal),
                        message: message))
            }
        }
        return findings
    }

    /// Why one URL can match both patterns although their shapes differ, or `nil` when none can
    /// (or when precedence, not order, decides between them).
    private func overlap(_ first: PatternTrie.Terminal, _ second: PatternTrie.Terminal) -> String? {
        let left = first.variant.components
        let right = second.variant.components
        var witness: String?
        for position in left.indices {
            switch (left[position], right[position]) {
            case (.literal(let a), .literal(let b)):
                if Self.sameLiteral(a, b, caseSensitive: table.caseSensitive) { continue }
                guard position == 0, !table.schemes.isEmpty, a.lowercased() == b.lowercased() else { return nil }
                witness =
                    witness
                    ?? "the first segment of a custom-scheme URL compares case-insensitively, so \"\(a)\" and \"\(b)\" "
                    + "are the same there"
            case (.parameter(let a), .parameter(let b)):
                let typeA = table.routes[first.route].params[a] ?? .string
                let typeB = table.routes[second.route].params[b] ?? .string
                let levelA = typeA == .string
                let levelB = typeB == .string
                // NB: a typed parameter beats a string one by precedence, not by order.
                guard levelA == levelB else { return nil }
                if levelA || typeA == typeB { continue }
                guard let value = Self.commonValue(typeA, typeB) else { return nil }
                witness =
                    witness ?? "a value such as \"\(value)\" is both \(typeA.overlapPhrase) and \(typeB.overlapPhrase)"
            case (.catchAll, .catchAll):
                continue
            default:
                return nil
            }
        }
        return witness
    }

    private static func sameLiteral(_ a: String, _ b: String, caseSensitive: Bool) -> Bool {
        caseSensitive ? a == b : a.lowercased() == b.lowercased()
    }

    /// A value both types accept, from each type's samples and a few probes.
    static func commonValue(_ a: ParameterType, _ b: ParameterType) -> String? {
        guard let first = try? ParameterConverter(a), let second = try? ParameterConverter(b) else { return nil }
        let probes =
            ["1", "0", "42", "-1", "1.5", "1e3", "true", "false", "yes", "no", "a", "abc", "ABC"]
            + PatternSample.candidates(for: a) + PatternSample.candidates(for: b)
        return probes.first { first.accepts($0) && second.accepts($0) }
    }
}

extension ParameterType {
    /// `an int`, `a bool`, `one of the enum's values`, for messages.
    fileprivate var overlapPhrase: String {
        switch self {
        case .int: "an int"
        case .number: "a number"
        case .bool: "a bool"
        case .uuid: "a uuid"
        case .string: "a string"
        case .enumeration: "a value of its enum"
        case .regex(let pattern): "a match for /\(pattern)/"
        }
    }
}
