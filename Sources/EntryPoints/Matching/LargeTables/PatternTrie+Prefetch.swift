import MemoryHints

// Large-table machinery: nothing here changes a result. In a table whose
// slots outgrow a second-level cache (`EdgeTable.prefetchThreshold`), each
// read of a search is a cache miss, one after another; these functions ask
// for the lines a search or an insertion will read before it reads them, so
// that the misses overlap. A smaller table never calls them
// (`EdgeTable.prefetches` is false). See also TableMemory.swift (and its huge pages, in EntryPointsTooling).

extension PatternTrie.Builder {
    /// In a large table, starts loading the slots that inserting `pattern`'s
    /// first variant will probe, so that a caller can ask for the next
    /// pattern's while it inserts this one: in a 100,000-route table nearly
    /// every literal edge's probe is a cache miss, a tenth of the compile step.
    ///
    /// A node's path hash depends on its path's labels alone (see
    /// ``EdgeTable``), so the slots follow from the pattern's text before any
    /// of them is read.
    /// - Returns: The path hash of the node where the variant ends (`nil` in
    ///   a small table, which asks for nothing).
    @discardableResult
    func prefetchInsertion(of pattern: Pattern) -> UInt32? {
        guard edges.isLarge, let variant = pattern.variants.first else { return nil }
        var hash = EdgeTable.rootHash
        for component in variant.components {
            let label: UInt64
            if case .literal(let text) = component {
                var key = caseSensitive ? text : PatternTrie.folded(text)
                label = key.withUTF8 { ByteTable.digest(tag: 0, $0, folding: false)!.hash }
            } else {
                label = EdgeTable.parameterLabelHash
            }
            hash = edges.prefetchInsertion(below: hash, labelHash: label)
        }
        return hash
    }
}

extension PatternTrie {
    /// Starts loading the lines a search for `segments` most likely reads:
    /// the slots of its likely path and the terminal slot where it ends.
    func prefetch<Segments: TrieSegments>(_ segments: Segments) {
        let end = edges.prefetch(below: EdgeTable.rootHash, segments: segments, from: 0, folding: !caseSensitive)
        terminalTable.prefetch(hash: end)
    }

    /// Starts loading what the sentence for `miss` reads of the closest
    /// terminal and of the node where the path failed (the route id, the
    /// variant, the node's literal spellings), all at once: in a large table
    /// each is a cache miss, and read one after another they cost a match
    /// that fails several memory latencies.
    func prefetchExplanation(of miss: Miss) {
        let closest = Int(miss.closest)
        guard closest >= 0 else { return }
        hot.terminals.withUnsafeBufferPointer { memory_hint_prefetch($0.baseAddress! + closest) }
        terminals.withUnsafeBufferPointer { terminals in
            let terminal = UnsafeRawPointer(terminals.baseAddress! + closest)
            memory_hint_prefetch(terminal)
            memory_hint_prefetch(terminal + 64)
        }
        nodes.withUnsafeBufferPointer { nodes in
            let node = UnsafeRawPointer(nodes.baseAddress! + Int(miss.node))
            memory_hint_prefetch(node)
            memory_hint_prefetch(node + 64)
        }
    }
}
