extension PatternTrie {
    /// Why a path matched no pattern, at the deepest point any pattern reached.
    struct Miss: Error, Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// The segment failed a typed parameter's check.
            case typeMismatch(converter: Int)
            /// The segment matched no edge of the node.
            case noEdge
            /// The path ended at a node where no pattern ends.
            case tooShort
        }
        /// Index of the segment that failed (for `tooShort`, the number of segments).
        let depth: Int
        let kind: Kind
        /// The terminal that stands for the closest route (-1 when none got this far).
        let closest: Int32
        /// The node the miss happened at.
        let node: Int32
    }

    /// The best match for `segments` by the precedence rule, or the deepest miss.
    ///
    /// - Parameter foldFirstSegment: compare the first segment case-insensitively
    ///   even in a case-sensitive table (custom-scheme URLs).
    func search(_ segments: [String], foldFirstSegment: Bool) -> Result<Int32, Miss> {
        search(StringSegments(segments: segments), foldFirstSegment: foldFirstSegment)
    }

    /// The search itself, over any storage of segments: one algorithm, so
    /// the byte-level fast path and the general path cannot disagree.
    func search<Segments: TrieSegments>(_ segments: Segments, foldFirstSegment: Bool) -> Result<Int32, Miss> {
        var miss: Miss?
        if let found = search(node: 0, depth: 0, segments, foldFirstSegment, &miss) {
            return .success(found)
        }
        return .failure(miss ?? Miss(depth: 0, kind: .noEdge, closest: -1, node: 0))
    }

    private func search<Segments: TrieSegments>(
        node index: Int32, depth: Int, _ segments: Segments, _ foldFirst: Bool, _ miss: inout Miss?
    ) -> Int32? {
        let node = hot.records[Int(index)]
        if depth == segments.count {
            if node.firstTerminal >= 0 { return node.firstTerminal }
            record(Miss(depth: depth, kind: .tooShort, closest: node.representative, node: index), into: &miss)
            return nil
        }
        var best: Int32?
        var anyEdgeAccepted = false

        // 1. Literals.
        if depth == 0 && foldFirst && caseSensitive {
            for child in segments.foldedRootChildren(at: 0, in: self) {
                anyEdgeAccepted = true
                best = better(best, search(node: child, depth: 1, segments, foldFirst, &miss), from: 1)
            }
        } else if node.literalCount > 0, let child = segments.literalChild(of: index, at: depth, in: self) {
            anyEdgeAccepted = true
            best = search(node: child, depth: depth + 1, segments, foldFirst, &miss)
        }
        if best != nil { return best }

        // 2. Typed parameters: every edge whose type accepts the segment competes.
        let typedStart = Int(node.typedStart)
        for position in typedStart..<typedStart + Int(node.typedCount) {
            let edge = hot.typedEdges[position]
            if segments.accepts(converters[edge.converter], at: depth) {
                anyEdgeAccepted = true
                best = better(
                    best, search(node: edge.child, depth: depth + 1, segments, foldFirst, &miss), from: depth + 1)
            } else {
                let closest = hot.records[Int(edge.child)].representative
                record(
                    Miss(depth: depth, kind: .typeMismatch(converter: edge.converter), closest: closest, node: index),
                    into: &miss)
            }
        }
        if best != nil { return best }

        // 3. The string parameter.
        let stringChild = node.stringChild
        if stringChild >= 0 {
            anyEdgeAccepted = true
            if let found = search(node: stringChild, depth: depth + 1, segments, foldFirst, &miss) { return found }
        }

        // 4. Catch-alls take the rest of the path.
        let catchStart = Int(node.catchAllStart)
        for position in catchStart..<catchStart + Int(node.catchAllCount) {
            let edge = hot.catchAllEdges[position]
            let terminal = hot.records[Int(edge.child)].firstTerminal
            guard terminal >= 0 else { continue }
            if edge.converter >= 0 {
                guard segments.acceptsRest(converters[edge.converter], from: depth) else {
                    record(
                        Miss(
                            depth: depth, kind: .typeMismatch(converter: edge.converter), closest: terminal, node: index
                        ), into: &miss)
                    continue
                }
            }
            anyEdgeAccepted = true
            best = better(best, terminal, from: depth)
        }
        if best != nil { return best }

        if !anyEdgeAccepted {
            // NB: the path goes on past this node, so the closest route is one
            // below its edges; a leaf stands for the pattern the path overran.
            let below = nodes[Int(index)].childRepresentative
            let closest = below >= 0 ? below : node.firstTerminal
            record(Miss(depth: depth, kind: .noEdge, closest: closest, node: index), into: &miss)
        }
        return nil
    }

    /// The better of two terminals that both match the same path and agree on
    /// ranks before component `from`: compare ranks from there, then table order.
    private func better(_ lhs: Int32?, _ rhs: Int32?, from position: Int) -> Int32? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        let (left, right) = (terminals[Int(lhs)], terminals[Int(rhs)])
        var index = position
        while index < Int(left.componentCount) && index < Int(right.componentCount) {
            let leftRank = componentRanks[Int(left.componentStart) + index]
            let rightRank = componentRanks[Int(right.componentStart) + index]
            if leftRank != rightRank { return leftRank < rightRank ? lhs : rhs }
            index += 1
        }
        return left.route <= right.route ? lhs : rhs
    }

    /// Keeps the deepest miss; at equal depth a failed type check explains more than a missing edge.
    private func record(_ candidate: Miss, into miss: inout Miss?) {
        guard let current = miss else {
            miss = candidate
            return
        }
        if candidate.depth > current.depth {
            miss = candidate
        } else if candidate.depth == current.depth, case .typeMismatch = candidate.kind, current.kind == .noEdge {
            miss = candidate
        }
    }

    /// The captured values of `terminal` for `segments`, converted to their declared
    /// types, in pattern order (bare catch-alls capture nothing).
    ///
    /// NB: read from the flat arrays of ``HotNodes`` only, so that in a large
    /// table a match touches no `Terminal` and none of its variant's arrays.
    func captures(of terminalIndex: Int32, in segments: [String]) -> JSONObject {
        var values = JSONObject()
        let record = hot.terminals[Int(terminalIndex)]
        for capture in hot.captures[Int(record.captureStart)..<Int(record.captureEnd)] {
            let position = Int(capture.position)
            let raw = capture.isCatchAll ? segments[position...].joined(separator: "/") : segments[position]
            let name = hot.captureNames[Int(capture.name)]
            if capture.converter >= 0 {
                values[name] = converters[Int(capture.converter)].convert(raw) ?? .string(raw)
            } else {
                values[name] = .string(raw)
            }
        }
        return values
    }
}
