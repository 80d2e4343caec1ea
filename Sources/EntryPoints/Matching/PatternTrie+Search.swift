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

    /// The terminal a search found, and the path hash of the node it ends at,
    /// where ``TerminalTable`` keeps it.
    struct Found: Sendable, Equatable {
        /// Index into ``PatternTrie/terminals``.
        let terminal: Int32
        /// The path hash of the terminal's node (see ``EdgeTable``).
        let hash: UInt32
    }

    /// The best match for `segments` by the precedence rule, or the deepest miss.
    ///
    /// - Parameter foldFirstSegment: compare the first segment case-insensitively
    ///   even in a case-sensitive table (custom-scheme URLs).
    func search(_ segments: [String], foldFirstSegment: Bool) -> Result<Int32, Miss> {
        search(StringSegments(segments: segments), foldFirstSegment: foldFirstSegment)
    }

    /// The terminal `segments` match by the precedence rule, if any (the table checks' question).
    package func terminal(matching segments: [String]) -> Int32? {
        try? search(segments, foldFirstSegment: false).get()
    }

    /// The search itself, over any storage of segments: one algorithm, so
    /// the byte-level fast path and the general path cannot disagree.
    ///
    /// In a table too large for the caches (``EdgeTable/prefetches``), the
    /// cache lines of the path the search most likely takes are requested
    /// first, all at once (``EdgeTable/prefetch(below:segments:from:folding:)``),
    /// so that their misses overlap instead of following one another.
    func search<Segments: TrieSegments>(_ segments: Segments, foldFirstSegment: Bool) -> Result<Int32, Miss> {
        match(segments, foldFirstSegment: foldFirstSegment).map(\.terminal)
    }

    /// ``search(_:foldFirstSegment:)`` with where its terminal's ``TerminalTable`` slot is.
    ///
    /// In a large table the search also asks for the terminal slot of the
    /// node where the likely path ends, so that what a match reads next is
    /// on its way with the path.
    func match<Segments: TrieSegments>(_ segments: Segments, foldFirstSegment: Bool) -> Result<Found, Miss> {
        var miss: Miss?
        if prefetches {
            prefetch(segments)
        } else if Segments.walksFirst {
            if let found = walk(segments, foldFirstSegment: foldFirstSegment, miss: &miss) { return .success(found) }
            if let miss { return .failure(miss) }
        }
        if let found = search(root, depth: 0, segments, foldFirstSegment, &miss) {
            return .success(found)
        }
        return .failure(miss ?? Miss(depth: 0, kind: .noEdge, closest: -1, node: 0))
    }

    /// 0. The direct walk: the search below when every step takes the first
    /// edge it tries, written as a loop. At each node it follows the literal
    /// edge the segment names, or else, at a node without typed edges, the
    /// string parameter; it ends at the node's first terminal. `nil` when a
    /// step has no such edge or the path ends where no pattern does: the
    /// search then decides, and explains a miss.
    ///
    /// It finds what the search finds, by induction on the path: the search
    /// tries a node's literal edge first and returns what that subtree gives
    /// when it gives anything; at a node without typed edges and no literal
    /// match it returns what the string edge's subtree gives; and at the
    /// path's end it returns the node's first terminal. The walk takes the
    /// same edges, so when it succeeds every one of those subtrees succeeded
    /// with its result. Catch-alls are tried only after the string edge
    /// failed, and typed edges compete with one another, so a node with
    /// typed edges stops the walk. A large table goes to the search, whose
    /// prefetching the walk does not do; so does a case-sensitive table's
    /// first segment of a custom-scheme URL (several spellings may match).
    ///
    /// When no node the walk passed offers another edge (a parameter or
    /// catch-all beside the literal it took, a catch-all beside the string
    /// parameter), the search would go down the same edges and nothing
    /// else, so its deepest miss is the walk's dead end: the walk sets
    /// `miss` to what the search records there (the path ending where no
    /// pattern does, or a segment no edge takes), and no second search runs.
    /// Any other dead end leaves `miss` alone and the search decides.
    ///
    /// NB: no recursion: a routed URL costs a few loads and compares per
    /// segment, where the search costs a call and a record.
    @inline(__always)
    private func walk<Segments: TrieSegments>(_ segments: Segments, foldFirstSegment: Bool, miss: inout Miss?)
        -> Found?
    {
        if foldFirstSegment && caseSensitive { return nil }
        // NB: the walk stands on a slot (the root's own to start), whose record
        // it reads in place: no copy of a record per step.
        let slots = edges.slots
        let folding = !caseSensitive
        var slot = edges.rootSlot
        var depth = 0
        let count = segments.count
        // NB: whether a node passed offers the search an edge the walk did not take.
        var branched = false
        while depth < count {
            let filter = slot.pointee.record.literalFilter
            if filter != 0 {
                // NB: a segment that only `String` can fold goes to the search.
                guard let digest = segments.digest(at: depth, folding: folding) else { return nil }
                if filter & EdgeTable.literalBit(digest.hash) != 0 {
                    let (node, hash) = (slot.pointee.child, slot.pointee.hash)
                    if let child = segments.withSegment(
                        depth, { slots.literal(from: node, hash: hash, key: $0, digest: digest, folding: folding) })
                    {
                        let record = slot.pointee.record
                        if record.typedCount != 0 || record.stringSlot >= 0 || record.catchAllCount != 0 {
                            branched = true
                        }
                        slot = child
                        depth += 1
                        continue
                    }
                }
            }
            guard slot.pointee.record.typedCount == 0 else { return nil }
            guard slot.pointee.record.stringSlot >= 0 else {
                // NB: what the search records where no edge takes the segment (its `!anyEdgeAccepted`).
                if !branched && slot.pointee.record.catchAllCount == 0 {
                    let below = slot.pointee.record.childRepresentative
                    miss = Miss(
                        depth: depth, kind: .noEdge, closest: below >= 0 ? below : slot.pointee.record.firstTerminal,
                        node: slot.pointee.child)
                }
                return nil
            }
            if slot.pointee.record.catchAllCount != 0 { branched = true }
            slot = edges.slot(at: slot.pointee.record.stringSlot)
            depth += 1
        }
        let terminal = slot.pointee.record.firstTerminal
        if terminal >= 0 { return Found(terminal: terminal, hash: slot.pointee.hash) }
        if !branched {
            miss = Miss(
                depth: depth, kind: .tooShort, closest: slot.pointee.record.representative, node: slot.pointee.child)
        }
        return nil
    }

    private func search<Segments: TrieSegments>(
        _ visit: EdgeTable.Visit, depth: Int, _ segments: Segments, _ foldFirst: Bool, _ miss: inout Miss?
    ) -> Found? {
        let node = visit.record
        let index = visit.node
        if depth == segments.count {
            if node.firstTerminal >= 0 { return Found(terminal: node.firstTerminal, hash: visit.hash) }
            record(Miss(depth: depth, kind: .tooShort, closest: node.representative, node: index), into: &miss)
            return nil
        }
        var best: Found?
        var anyEdgeAccepted = false

        // 1. Literals.
        if depth == 0 && foldFirst && caseSensitive {
            for child in segments.foldedRootChildren(at: 0, in: self) {
                anyEdgeAccepted = true
                best = better(best, search(child, depth: 1, segments, foldFirst, &miss), from: 1)
            }
        } else if node.literalFilter != 0, let child = literalChild(of: visit, at: depth, segments) {
            anyEdgeAccepted = true
            best = search(child, depth: depth + 1, segments, foldFirst, &miss)
        }
        if best != nil { return best }
        if prefetches && node.literalFilter != 0 && (node.typedCount > 0 || node.hasString) {
            // NB: the prefetch may have guessed the literal edge here, but the path goes on through a parameter.
            let end = edges.prefetch(parametersOf: visit.hash, segments: segments, at: depth, folding: !caseSensitive)
            terminalTable.prefetch(hash: end)
        }

        // 2. Typed parameters: every edge whose type accepts the segment competes.
        for ordinal in 0..<Int(node.typedCount) {
            let edge = edges.parameter(from: visit, label: EdgeTable.Label.typed(ordinal))!
            let converter = Int(edge.pointee.converter)
            if segments.accepts(converters[converter], at: depth) {
                anyEdgeAccepted = true
                best = better(
                    best, search(EdgeTable.Visit(edge), depth: depth + 1, segments, foldFirst, &miss),
                    from: depth + 1)
            } else {
                let closest = edge.pointee.record.representative
                record(
                    Miss(depth: depth, kind: .typeMismatch(converter: converter), closest: closest, node: index),
                    into: &miss)
            }
        }
        if best != nil { return best }

        // 3. The string parameter.
        if node.stringSlot >= 0 {
            anyEdgeAccepted = true
            let edge = edges.slot(at: node.stringSlot)
            if let found = search(EdgeTable.Visit(edge), depth: depth + 1, segments, foldFirst, &miss) {
                return found
            }
        }

        // 4. Catch-alls take the rest of the path.
        for ordinal in 0..<Int(node.catchAllCount) {
            let edge = edges.parameter(from: visit, label: EdgeTable.Label.catchAll(ordinal))!
            let terminal = edge.pointee.record.firstTerminal
            guard terminal >= 0 else { continue }
            let converter = Int(edge.pointee.converter)
            if converter >= 0 {
                guard segments.acceptsRest(converters[converter], from: depth) else {
                    record(
                        Miss(depth: depth, kind: .typeMismatch(converter: converter), closest: terminal, node: index),
                        into: &miss)
                    continue
                }
            }
            anyEdgeAccepted = true
            best = better(best, Found(terminal: terminal, hash: edge.pointee.hash), from: depth)
        }
        if best != nil { return best }

        if !anyEdgeAccepted {
            // NB: the path goes on past this node, so the closest route is one
            // below its edges; a leaf stands for the pattern the path overran.
            let below = node.childRepresentative
            let closest = below >= 0 ? below : node.firstTerminal
            record(Miss(depth: depth, kind: .noEdge, closest: closest, node: index), into: &miss)
        }
        return nil
    }

    /// The child of `visit` along the literal edge that segment `depth` names, if any.
    @inline(__always)
    private func literalChild<Segments: TrieSegments>(
        of visit: EdgeTable.Visit, at depth: Int, _ segments: Segments
    ) -> EdgeTable.Visit? {
        let key = segments.key(at: depth, folding: !caseSensitive)
        guard visit.record.literalFilter & EdgeTable.literalBit(key.digest.hash) != 0 else { return nil }
        // NB: in a large table, also the table-wide filter the prefetch asked:
        // a node's sixteen bits let through about a third of the values under
        // a node with five literals, and each such lookup was a miss of its own.
        if prefetches && !edges.mayBeLiteral(key.digest.hash) { return nil }
        if let folded = key.foldedText { return literalChild(of: visit, folded: folded, digest: key.digest) }
        return segments.withSegment(depth) { bytes in
            edges.literal(from: visit, key: bytes, digest: key.digest, folding: !caseSensitive)
                .map(EdgeTable.Visit.init)
        }
    }

    /// The child of `visit` along the literal edge whose key is `folded`, a
    /// segment `String` lowercased (not ASCII: rare, so kept out of line and
    /// not specialised per storage of segments).
    @inline(never)
    private func literalChild(of visit: EdgeTable.Visit, folded: String, digest: ByteTable.Digest) -> EdgeTable.Visit? {
        var folded = folded
        return folded.withUTF8 {
            edges.literal(from: visit, key: $0, digest: digest, folding: false).map(EdgeTable.Visit.init)
        }
    }

    /// The better of two terminals that both match the same path and agree on
    /// ranks before component `from`: compare ranks from there, then table order.
    private func better(_ lhs: Found?, _ rhs: Found?, from position: Int) -> Found? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        let (left, right) = (terminals[Int(lhs.terminal)], terminals[Int(rhs.terminal)])
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

    /// The captured values of the terminal in `slot` for `segments`, converted
    /// to their declared types, in pattern order (bare catch-alls capture nothing).
    ///
    /// NB: read from the terminal's slot (``TerminalTable``), so that in a
    /// large table a match touches no `Terminal` and none of its variant's arrays.
    func captures(of slot: UnsafePointer<TerminalTable.Slot>, in segments: [String]) -> JSONObject {
        var values = JSONObject()
        let inlineCount = slot.pointee.inlineCount
        guard inlineCount != TerminalTable.Slot.notInline else {
            let record = slot.pointee.record
            for capture in hot.captures[Int(record.captureStart)..<Int(record.captureEnd)] {
                add(capture, from: segments, to: &values)
            }
            return values
        }
        for index in 0..<Int(inlineCount) {
            add(slot.pointee.capture(index), from: segments, to: &values)
        }
        return values
    }

    /// Adds `capture`'s value in `segments` to `values`.
    @inline(__always)
    private func add(_ capture: HotNodes.Capture, from segments: [String], to values: inout JSONObject) {
        let position = Int(capture.position)
        let raw = capture.isCatchAll ? segments[position...].joined(separator: "/") : segments[position]
        let name = hot.captureNames[Int(capture.name)]
        if capture.converter >= 0 {
            values[name] = converters[Int(capture.converter)].convert(raw) ?? .string(raw)
        } else {
            values[name] = .string(raw)
        }
    }
}
