import MemoryHints

// Large-table machinery: nothing here changes a result. In a table whose
// slots outgrow a second-level cache (`EdgeTable.prefetchThreshold`), each
// read of a search is a cache miss, one after another; these functions ask
// for the lines a search or an insertion will read before it reads them, so
// that the misses overlap. A smaller table never calls them
// (`EdgeTable.prefetches` is false). See also TableMemory.swift (and its huge pages, in EntryPointsTooling).

extension EdgeTable {
    /// Whether searches prefetch: only when the slots outgrow a typical
    /// second-level cache (``prefetchThreshold``). In a smaller table every
    /// line a search reads is cached already, and a prefetch would only cost
    /// instructions.
    var prefetches: Bool { storage.prefetches }

    /// The size of slot table, in bytes, from which searches prefetch.
    static let prefetchThreshold = 1 << 20

    /// Starts loading the slots of the path a search from the node with
    /// path hash `parentHash` most likely takes through the segments from
    /// `depth` on: the literal edge for a segment that may be a literal key
    /// anywhere in the table (``mayBeLiteral(_:)``), a parameter edge for
    /// any other. Every line is requested before any arrives, so their
    /// misses overlap.
    /// - Returns: The path hash of the node where that path ends, for the
    ///   caller to ask for its terminal (``TerminalTable/prefetch(hash:)``).
    @discardableResult
    func prefetch<Segments: TrieSegments>(
        below parentHash: UInt32, segments: Segments, from depth: Int, folding: Bool
    ) -> UInt32 {
        let slots = storage.slots
        let mask = storage.mask
        var hash = parentHash
        for index in depth..<segments.count {
            let label = segments.key(at: index, folding: folding).digest.hash
            hash = Self.childHash(hash, mayBeLiteral(label) ? label : Self.parameterLabelHash)
            // NB: and the slot after: at the table's load, about one lookup in
            // four probes on past its home, and each slot is a line of its own.
            let home = Int(truncatingIfNeeded: hash) & mask
            memory_hint_prefetch(slots + home)
            memory_hint_prefetch(slots + ((home + 1) & mask))
        }
        return hash
    }

    /// Starts loading the parameter edges from the node with path hash
    /// `parentHash` at `depth`, and the likely path below them: for when the
    /// search leaves the path ``prefetch(below:segments:from:folding:)`` guessed.
    /// - Returns: The path hash of the node where the new guess ends.
    func prefetch<Segments: TrieSegments>(
        parametersOf parentHash: UInt32, segments: Segments, at depth: Int, folding: Bool
    ) -> UInt32 {
        let hash = Self.childHash(parentHash, Self.parameterLabelHash)
        memory_hint_prefetch(storage.slots + (Int(truncatingIfNeeded: hash) & storage.mask))
        return prefetch(below: hash, segments: segments, from: depth + 1, folding: folding)
    }
}

extension EdgeTable.Builder {
    /// Whether the slots outgrow ``EdgeTable/prefetchThreshold`` already, while the
    /// table is being filled (the finished table's ``EdgeTable/prefetches``).
    var isLarge: Bool { (mask + 1) * MemoryLayout<EdgeTable.Slot>.stride >= EdgeTable.prefetchThreshold }

    /// Starts loading the home slot of the edge from the node with path hash
    /// `parentHash` whose label hashes to `labelHash`, where inserting it will probe.
    /// - Returns: The path hash of that edge's child.
    @inline(__always)
    func prefetchInsertion(below parentHash: UInt32, labelHash: UInt64) -> UInt32 {
        let hash = EdgeTable.childHash(parentHash, labelHash)
        memory_hint_prefetch(slots + (Int(truncatingIfNeeded: hash) & mask))
        return hash
    }
}
