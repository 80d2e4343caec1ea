/// Every edge of a ``PatternTrie`` in one open-addressed hash table whose
/// 64-byte slots also hold the search record of the node each edge leads
/// to, placed by a hash of the node's path rather than by its number.
///
/// Two choices make a match in a large table cost about one memory
/// latency instead of two per segment:
///
/// - **The record rides in the edge's slot.** Following an edge reads one
///   cache line, which holds both the edge's key and everything the search
///   needs of the child (its first terminal, how many parameter edges it
///   has, a filter of its literal keys). Parameter edges are slots too,
///   keyed by their kind and ordinal, so no edge needs a second array.
/// - **Slots are placed by path, so they can be fetched ahead.** A node's
///   path hash mixes its parent's path hash with the hash of the edge's
///   label: the segment's bytes for a literal, one shared constant for any
///   parameter edge. So the slots of the path a search most likely takes
///   follow from the segments alone, before anything is read: a literal
///   where the segment is a literal key anywhere in the table (a small
///   filter says), a parameter elsewhere. In a table larger than the
///   caches, ``prefetch(below:segments:from:folding:)`` asks for all of
///   those lines at once, so their misses overlap instead of queuing one
///   behind another. Correctness never rests on the hash: a slot matches
///   only on its exact parent node number and label, and a wrong guess
///   costs only time.
///
/// Two shapes, one per phase: a ``Builder`` grows the slots while
/// ``PatternTrie/Builder`` inserts edges, then ``Builder/finish(records:)``
/// hands its memory to this table, whose fields are all constants; the
/// compiled ``PatternTrie`` holds it and only reads it.
///
/// - Complexity: lookup is O(key length) on average; the table is at most
///   half full.
struct EdgeTable: Sendable {
    /// What the search needs of a node, kept in the slot of the edge that leads to it.
    struct Record: Sendable, Equatable {
        /// The node's first terminal in table order, -1 when no pattern ends here.
        var firstTerminal: Int32 = -1
        /// The terminal with the lowest route index in the node's subtree, for explaining misses.
        var representative: Int32 = -1
        /// The same, below the node's edges only (for a path that goes on past the node).
        var childRepresentative: Int32 = -1
        /// The index of the slot of the node's string-parameter edge, -1 when
        /// it has none: the search reads it without hashing or probing.
        var stringSlot: Int32 = -1
        /// How many typed-parameter edges leave the node (``Label/typed(_:)`` ordinals).
        var typedCount: UInt16 = 0
        /// How many catch-all edges leave the node (``Label/catchAll(_:)`` ordinals).
        var catchAllCount: UInt16 = 0
        /// One bit per literal edge leaving the node, chosen by the key's hash
        /// (``literalBit(_:)``): a segment whose bit is clear names none of
        /// them, and is not looked up (a cache miss saved per parameter segment).
        var literalFilter: UInt16 = 0

        /// Whether a string-parameter edge leaves the node.
        var hasString: Bool { stringSlot >= 0 }
    }

    /// An edge's label as the table keys it: a literal's length (its bytes
    /// are compared apart), or a parameter edge's kind and ordinal.
    enum Label {
        /// The string-parameter edge.
        static let string: UInt32 = 0x8000_0000
        /// The node's typed-parameter edge number `ordinal`, in the order they were added.
        static func typed(_ ordinal: Int) -> UInt32 { 0x9000_0000 | UInt32(ordinal) }
        /// The node's catch-all edge number `ordinal`, in the order they were added.
        static func catchAll(_ ordinal: Int) -> UInt32 { 0xA000_0000 | UInt32(ordinal) }
        /// The longest literal key a label can describe.
        static let longestLiteral = 0x7FFF_FFFF
    }

    /// One edge and the search record of its child: one cache line (64 bytes,
    /// which a test pins, so that with the table's alignment no slot straddles two).
    struct Slot: Sendable {
        /// A literal key's first sixteen bytes, zero-padded (zero for parameter edges).
        var head0: UInt64 = 0
        var head1: UInt64 = 0
        /// The parent node's number.
        var parent: Int32 = 0
        /// The child's path hash, which places the slot and seeds its children's.
        var hash: UInt32 = 0
        /// See ``Label``.
        var label: UInt32 = 0
        /// Where a literal key starts in the arena.
        var start: UInt32 = 0
        /// The child node's number; 0 (the root, which is nobody's child) marks an empty slot.
        var child: Int32 = 0
        /// A typed parameter or catch-all's converter index; -1 for the others.
        var converter: Int32 = 0
        var record = Record()
    }

    /// What the search holds of the node it stands on.
    struct Visit {
        /// The node's number.
        var node: Int32
        /// The node's path hash.
        var hash: UInt32
        var record: Record

        init(node: Int32, hash: UInt32, record: Record) {
            self.node = node
            self.hash = hash
            self.record = record
        }

        init(_ slot: UnsafePointer<Slot>) {
            self.init(node: slot.pointee.child, hash: slot.pointee.hash, record: slot.pointee.record)
        }
    }

    /// The root's path hash.
    static let rootHash: UInt32 = 0x2545_F491
    /// The label hash every parameter edge shares, so that all of a node's
    /// parameter edges sit together and a prefetch covers them at once.
    static let parameterLabelHash: UInt64 = 0x5851_F42D_4C95_7F2D

    /// The slots and literal keys a probe reads, as plain pointers: what the
    /// frozen table and its ``Builder`` both hand the one probe loop, so a
    /// lookup while building and one while matching are the same code.
    struct Slots {
        let slots: UnsafeMutablePointer<Slot>
        /// The number of slots less one (a power of two less one).
        let mask: Int
        /// Literal keys back to back, then eight zero bytes so a word load at any key's end stays inside.
        let arena: UnsafeMutablePointer<UInt8>
    }

    /// The finished table's memory, in raw form so a probe is plain loads.
    ///
    /// NB: every field is a constant: the ``Builder`` grows its own memory
    /// and hands it over once, when the trie is finished, so a search reads
    /// these fields with no runtime exclusivity check. `@unchecked Sendable`:
    /// nothing writes the memory after that hand-over, and it is read from any thread.
    final class Storage: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Slot>
        /// What ``slots`` was allocated as (it is aligned up from there).
        let slotsAllocation: UnsafeMutableRawPointer
        let mask: Int
        /// See ``Slots/arena``.
        let arena: UnsafeMutablePointer<UInt8>
        let count: Int
        /// One bit per literal key's hash (read by ``EdgeTable/mayBeLiteral(_:)``):
        /// a segment whose bit is clear is no literal key anywhere in the table.
        let keyFilter: UnsafeMutablePointer<UInt64>
        let keyFilterShift: UInt64
        /// See ``EdgeTable/prefetches``.
        let prefetches: Bool
        /// A slot that holds the root's search record, as if an edge led to
        /// the root: the search starts from a slot, as it goes on from one.
        let root: UnsafeMutablePointer<Slot>
        /// Where the slots came from.
        let memory: TableMemory

        init(
            slots: UnsafeMutablePointer<Slot>, slotsAllocation: UnsafeMutableRawPointer, mask: Int,
            arena: UnsafeMutablePointer<UInt8>, count: Int, keyFilter: UnsafeMutablePointer<UInt64>,
            keyFilterShift: UInt64, root: Record, memory: TableMemory
        ) {
            self.slots = slots
            self.slotsAllocation = slotsAllocation
            self.mask = mask
            self.arena = arena
            self.count = count
            self.keyFilter = keyFilter
            self.keyFilterShift = keyFilterShift
            self.memory = memory
            prefetches = (mask + 1) * MemoryLayout<Slot>.stride >= EdgeTable.prefetchThreshold
            self.root = .allocate(capacity: 1)
            self.root.initialize(to: Slot(hash: EdgeTable.rootHash, record: root))
        }

        deinit {
            memory.free(slotsAllocation, byteCount: (mask + 1) * MemoryLayout<Slot>.stride)
            arena.deallocate()
            keyFilter.deallocate()
            root.deallocate()
        }
    }

    let storage: Storage

    /// The table a ``Builder`` finished.
    init(storage: Storage) {
        self.storage = storage
    }

    /// The number of edges.
    var count: Int { storage.count }

    /// What a probe reads.
    @inline(__always)
    var slots: Slots { Slots(slots: storage.slots, mask: storage.mask, arena: storage.arena) }

    /// The root's search record, in a slot of its own (see ``Storage/root``).
    @inline(__always)
    var rootSlot: UnsafePointer<Slot> { UnsafePointer(storage.root) }

    // MARK: - Hashes

    /// The path hash of the child along an edge whose label hashes to `label`.
    @inline(__always)
    static func childHash(_ parent: UInt32, _ label: UInt64) -> UInt32 {
        var hash = (UInt64(parent) &* 0x9E37_79B9_7F4A_7C15) ^ label
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// A literal key's bit in ``Record/literalFilter``.
    @inline(__always)
    static func literalBit(_ labelHash: UInt64) -> UInt16 {
        1 &<< UInt16(truncatingIfNeeded: labelHash >> 60)
    }

    // MARK: - Lookups

    /// The slot of the literal edge from `parent` whose key has `digest`
    /// (``ByteTable/digest(tag:_:folding:)`` with tag 0, folded as the keys
    /// were) and bytes `key` (read past sixteen only).
    @inline(__always)
    func literal(
        from parent: Visit, key: UnsafeBufferPointer<UInt8>, digest: ByteTable.Digest, folding: Bool
    ) -> UnsafePointer<Slot>? {
        slots.literal(from: parent.node, hash: parent.hash, key: key, digest: digest, folding: folding)
    }

    /// The slot of the parameter edge from `parent` with `label` (see ``Label``), if any.
    @inline(__always)
    func parameter(from parent: Visit, label: UInt32) -> UnsafePointer<Slot>? {
        slots.parameter(from: parent.node, hash: parent.hash, label: label)
    }

    /// The slot at `index`, as ``Record/stringSlot`` gives it.
    @inline(__always)
    func slot(at index: Int32) -> UnsafePointer<Slot> {
        UnsafePointer(storage.slots + Int(index))
    }

    /// Whether a key with hash `labelHash` may be a literal key of some
    /// edge (`false`: certainly not).
    @inline(__always)
    func mayBeLiteral(_ labelHash: UInt64) -> Bool {
        let bit = labelHash >> storage.keyFilterShift
        return storage.keyFilter[Int(truncatingIfNeeded: bit >> 6)] & (1 &<< (bit & 63)) != 0
    }

    /// The record of the literal edge's slot from the root with `key`, for
    /// the search to start from when it folds the first segment's case.
    func rootLiteral(_ key: String) -> Visit? {
        var key = key
        return key.withUTF8 { bytes in
            literal(
                from: Visit(node: 0, hash: Self.rootHash, record: Record()), key: bytes,
                digest: ByteTable.digest(tag: 0, bytes, folding: false)!, folding: false
            )
            .map(Visit.init)
        }
    }
}

extension EdgeTable.Slots {
    /// The slot of the literal edge from node `parent` (path hash `parentHash`)
    /// whose key has `digest` and bytes `key` (read past sixteen only).
    @inline(__always)
    func literal(
        from parent: Int32, hash parentHash: UInt32, key: UnsafeBufferPointer<UInt8>, digest: ByteTable.Digest,
        folding: Bool
    ) -> UnsafePointer<EdgeTable.Slot>? {
        guard key.count <= EdgeTable.Label.longestLiteral else { return nil }
        let label = UInt32(truncatingIfNeeded: key.count)
        let arena = self.arena
        return probe(EdgeTable.childHash(parentHash, digest.hash)) { slot in
            slot.pointee.parent == parent && slot.pointee.label == label
                && slot.pointee.head0 == digest.head0 && slot.pointee.head1 == digest.head1
                && (key.count <= 16
                    || ByteTable.equal(key, arena + Int(slot.pointee.start), from: 16, folding: folding))
        }
    }

    /// The slot of the parameter edge from node `parent` (path hash `parentHash`) with `label`, if any.
    @inline(__always)
    func parameter(from parent: Int32, hash parentHash: UInt32, label: UInt32) -> UnsafePointer<EdgeTable.Slot>? {
        probe(EdgeTable.childHash(parentHash, EdgeTable.parameterLabelHash)) { slot in
            slot.pointee.parent == parent && slot.pointee.label == label
        }
    }

    /// The first slot from `hash`'s home on whose child has path hash `hash`
    /// and that `matches`, or `nil` at the first empty slot: the one probe loop
    /// of both kinds of edge.
    @inline(__always)
    private func probe(_ hash: UInt32, _ matches: (UnsafeMutablePointer<EdgeTable.Slot>) -> Bool)
        -> UnsafePointer<EdgeTable.Slot>?
    {
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots + index
            if slot.pointee.child == 0 { return nil }
            if slot.pointee.hash == hash && matches(slot) { return UnsafePointer(slot) }
            index = (index + 1) & mask
        }
    }
}
