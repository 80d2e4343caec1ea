import MemoryHints

// Large-table machinery: nothing here changes a result. In a table whose
// slots outgrow a second-level cache (`EdgeTable.prefetchThreshold`), each
// read of a search is a cache miss, one after another; these functions ask
// for the lines a search or an insertion will read before it reads them, so
// that the misses overlap. A smaller table never calls them
// (`EdgeTable.prefetches` is false). See also TableMemory.swift (and its huge pages, in EntryPointsTooling).

extension TerminalTable {
    /// Starts loading the slot where the first terminal of the node with path
    /// hash `hash` would be, and the one after (where a probe goes on to).
    @inline(__always)
    func prefetch(hash: UInt32) {
        let home = Int(truncatingIfNeeded: hash) & storage.mask
        memory_hint_prefetch(storage.slots + home)
        memory_hint_prefetch(storage.slots + ((home + 1) & storage.mask))
    }
}
