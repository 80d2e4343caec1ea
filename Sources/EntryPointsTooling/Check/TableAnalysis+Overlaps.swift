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
    /// Two patterns can overlap only when, position by position, their
    /// literals agree up to the case the first segment ignores, their
    /// parameters are both strings or both typed, and their catch-alls line
    /// up: the same *coarse* shape. Within one coarse shape, patterns of the
    /// same *exact* shape (literals as compared, parameter types) never
    /// overlap by order (identical shapes are conflicts of their own), so
    /// only the first pattern of each exact shape is compared, once per pair
    /// of exact shapes.
    ///
    /// - Complexity: O(*t* × *s* + Σ *k*² × *s*) for *t* pattern variants of
    ///   *s* segments, *k* being the number of distinct exact shapes of one
    ///   coarse shape (patterns differing only in a typed parameter's type or
    ///   a first literal's case): linear in the table for the usual tables,
    ///   where each coarse shape holds a few exact ones. Before issue 27,
    ///   every pair of patterns of one segment count was compared
    ///   (20,000 routes: 13 s).
    func overlapFindings() -> [CheckReport.Finding] {
        var comparisons = 0
        return overlapFindings(comparisons: &comparisons)
    }

    /// ``overlapFindings()``, counting the pattern comparisons it makes.
    func overlapFindings(comparisons: inout Int) -> [CheckReport.Finding] {
        // For each coarse shape, its exact shapes in order of first appearance,
        // each with its first terminal; and the exact shape of every terminal.
        var groups: [[ShapePiece]: [[ShapePiece]: Int]] = [:]
        var order: [[ShapePiece]: [[ShapePiece]]] = [:]
        var shapes: [Int: (coarse: [ShapePiece], exact: [ShapePiece])] = [:]
        for (index, terminal) in trie.terminals.enumerated() where winner[index] == Int32(index) {
            let (coarse, exact) = shape(of: terminal)
            shapes[index] = (coarse, exact)
            if groups[coarse, default: [:]][exact] == nil {
                groups[coarse, default: [:]][exact] = index
                order[coarse, default: []].append(exact)
            }
        }
        // For each exact shape, the first terminals of the other exact shapes
        // of its coarse shape that overlap it, in terminal order.
        var overlapping: [[ShapePiece]: [Int]] = [:]
        for (coarse, exacts) in order where exacts.count > 1 {
            let firsts = exacts.map { groups[coarse]![$0]! }
            for (position, exact) in exacts.enumerated() {
                var found: [Int] = []
                for (otherPosition, other) in firsts.enumerated() where otherPosition != position {
                    comparisons += 1
                    if overlap(trie.terminals[other], trie.terminals[firsts[position]]) != nil { found.append(other) }
                }
                overlapping[exact] = found.sorted()
            }
        }
        var findings: [CheckReport.Finding] = []
        for (index, terminal) in trie.terminals.enumerated() where winner[index] == Int32(index) {
            guard let exact = shapes[index]?.exact, let candidates = overlapping[exact] else { continue }
            // NB: terminals come in table order, so the first terminal of a shape
            // is its earliest route; the first candidate listed before this
            // pattern's route is the one the comparison of every pair found.
            for earlierIndex in candidates {
                let earlier = trie.terminals[earlierIndex]
                guard earlier.route < terminal.route else { continue }
                comparisons += 1
                guard let witness = overlap(earlier, terminal) else { continue }
                let message =
                    "\(Self.patternName(of: terminal)) of \(routeName(terminal.route)) overlaps "
                    + "\(Self.patternName(of: earlier)) of \(routeName(earlier.route)) at "
                    + "\(Self.patternPath(of: earlier)): \(witness), and the route listed first wins"
                findings.append(
                    .init(
                        severity: .warning, code: .checkConflict, location: Self.patternPath(of: terminal),
                        message: message))
                break
            }
        }
        return findings
    }

    /// One position of a shape: coarse shapes leave a parameter's type and
    /// the case of a first literal that a custom scheme's host ignores out.
    enum ShapePiece: Hashable {
        case literal(String)
        case stringParameter
        case typedParameter(ParameterType?)
        case catchAll
    }

    /// The coarse and exact shapes of `terminal` (see ``overlapFindings()``).
    private func shape(of terminal: PatternTrie.Terminal) -> (coarse: [ShapePiece], exact: [ShapePiece]) {
        var coarse: [ShapePiece] = []
        var exact: [ShapePiece] = []
        for (position, component) in terminal.variant.components.enumerated() {
            switch component {
            case .literal(let text):
                let compared = table.caseSensitive ? text : text.lowercased()
                exact.append(.literal(compared))
                let foldsHost = position == 0 && !table.schemes.isEmpty
                coarse.append(.literal(foldsHost ? text.lowercased() : compared))
            case .parameter(let name):
                let type = table.routes[terminal.route].params[name] ?? .string
                if type == .string {
                    exact.append(.stringParameter)
                    coarse.append(.stringParameter)
                } else {
                    exact.append(.typedParameter(type))
                    coarse.append(.typedParameter(nil))
                }
            case .catchAll:
                exact.append(.catchAll)
                coarse.append(.catchAll)
            }
        }
        return (coarse, exact)
    }

    /// Why one URL can match both patterns although their shapes differ, or `nil` when none can
    /// (or when precedence, not order, decides between them).
    func overlap(_ first: PatternTrie.Terminal, _ second: PatternTrie.Terminal) -> String? {
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
