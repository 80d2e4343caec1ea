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
/// Only ``PatternTrie/Builder`` writes it (``insertLiteral(from:hash:key:child:)``,
/// ``insertParameter(from:hash:label:converter:child:)``, then
/// ``setRecords(_:)`` once, from ``PatternTrie/Builder/finish()``); the
/// compiled ``PatternTrie`` holds it as a constant and only reads it.
///
/// - Complexity: lookup is O(key length) on average; the table is at most
///   half full.
package struct EdgeTable: Sendable {
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
    package struct Visit {
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

    /// Slots and literal keys in raw memory, so a probe is plain loads.
    ///
    /// NB: `@unchecked Sendable` and not copy-on-write: a table is filled by
    /// one owner while the trie is built, then only read, from any thread.
    /// For the same reason its fields are `@exclusivity(unchecked)`: the
    /// arena's fields are passed `inout` while the trie is built, which made
    /// the compiler keep a runtime exclusivity check on every read of every
    /// field during a search. Measured with `scripts/callgrind-per-event`
    /// (2026-11-26): without the escapes here and in ``ByteTable`` a routed
    /// line costs 4,351 instructions instead of 3,994; with the read fields
    /// copied into the table's value instead, 4,046 (larger copies of the
    /// trie on the fast path). Both break the 4,000 budget.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var slots: UnsafeMutablePointer<Slot>
        /// What ``slots`` was allocated as (it is aligned up from there).
        @exclusivity(unchecked) var slotsAllocation: UnsafeMutableRawPointer
        @exclusivity(unchecked) var mask: Int
        /// Literal keys back to back, then eight zero bytes so a word load at any key's end stays inside.
        @exclusivity(unchecked) var arena: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) var arenaCount = 0
        @exclusivity(unchecked) var arenaCapacity: Int
        @exclusivity(unchecked) var count = 0
        /// One bit per literal key's hash (read by ``EdgeTable/mayBeLiteral(_:)``), set by
        /// ``setRecords(_:)``: a segment whose bit is clear is no literal key
        /// anywhere in the table.
        @exclusivity(unchecked) var keyFilter: UnsafeMutablePointer<UInt64>
        @exclusivity(unchecked) var keyFilterShift: UInt64 = 64
        /// See ``EdgeTable/prefetches``.
        @exclusivity(unchecked) var prefetches = false
        /// Where the slots come from (build time only).
        let memory: TableMemory

        init(size: Int, memory: TableMemory) {
            self.memory = memory
            (slots, slotsAllocation) = Self.allocateSlots(size, from: memory)
            mask = size - 1
            arenaCapacity = 64
            arena = .allocate(capacity: arenaCapacity + 8)
            arena.initialize(repeating: 0, count: arenaCapacity + 8)
            keyFilter = .allocate(capacity: 1)
            keyFilter.initialize(to: ~0)
        }

        /// `size` empty slots (all zero bytes), aligned to a cache line, and the allocation to free.
        static func allocateSlots(_ size: Int, from memory: TableMemory)
            -> (UnsafeMutablePointer<Slot>, UnsafeMutableRawPointer)
        {
            let (aligned, allocation) = memory.allocate(byteCount: size * MemoryLayout<Slot>.stride)
            return (aligned.bindMemory(to: Slot.self, capacity: size), allocation)
        }

        /// Frees what ``allocateSlots(_:from:)`` gave for `size` slots.
        func freeSlots(_ allocation: UnsafeMutableRawPointer, size: Int) {
            memory.free(allocation, byteCount: size * MemoryLayout<Slot>.stride)
        }

        deinit {
            freeSlots(slotsAllocation, size: mask + 1)
            arena.deallocate()
            keyFilter.deallocate()
        }
    }

    let storage: Storage

    /// An empty table with room for `capacity` edges before it grows, its slots from `memory`.
    init(capacity: Int = 0, memory: TableMemory = .zeroedHeap) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        storage = Storage(size: size, memory: memory)
    }

    /// The number of edges.
    var count: Int { storage.count }

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
        guard key.count <= Label.longestLiteral else { return nil }
        let label = UInt32(truncatingIfNeeded: key.count)
        return probe(Self.childHash(parent.hash, digest.hash)) { slot in
            slot.pointee.parent == parent.node && slot.pointee.label == label
                && slot.pointee.head0 == digest.head0 && slot.pointee.head1 == digest.head1
                && (key.count <= 16
                    || ByteTable.equal(key, storage.arena + Int(slot.pointee.start), from: 16, folding: folding))
        }
    }

    /// The slot of the parameter edge from `parent` with `label` (see ``Label``), if any.
    @inline(__always)
    func parameter(from parent: Visit, label: UInt32) -> UnsafePointer<Slot>? {
        parameter(from: parent.node, hash: parent.hash, label: label)
    }

    @inline(__always)
    private func parameter(from parent: Int32, hash parentHash: UInt32, label: UInt32) -> UnsafePointer<Slot>? {
        probe(Self.childHash(parentHash, Self.parameterLabelHash)) { slot in
            slot.pointee.parent == parent && slot.pointee.label == label
        }
    }

    /// The first slot from `hash`'s home on whose child has path hash `hash`
    /// and that `matches`, or `nil` at the first empty slot: the one probe loop
    /// of both kinds of edge.
    @inline(__always)
    private func probe(_ hash: UInt32, _ matches: (UnsafeMutablePointer<Slot>) -> Bool) -> UnsafePointer<Slot>? {
        let slots = storage.slots
        let mask = storage.mask
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots + index
            if slot.pointee.child == 0 { return nil }
            if slot.pointee.hash == hash && matches(slot) { return UnsafePointer(slot) }
            index = (index + 1) & mask
        }
    }

    /// The slot at `index`, as ``Record/stringSlot`` gives it.
    @inline(__always)
    func slot(at index: Int32) -> UnsafePointer<Slot> {
        UnsafePointer(storage.slots + Int(index))
    }

    /// The index of the slot of the parameter edge from `parent` (path hash
    /// `parentHash`) with `label`, for ``Record/stringSlot``; slots do not
    /// move once the last edge is inserted.
    func slotIndex(ofParameterFrom parent: Int32, hash parentHash: UInt32, label: UInt32) -> Int32? {
        parameter(from: parent, hash: parentHash, label: label).map { Int32($0 - UnsafePointer(storage.slots)) }
    }

    /// Whether a key with hash `labelHash` may be a literal key of some
    /// edge (`false`: certainly not).
    @inline(__always)
    func mayBeLiteral(_ labelHash: UInt64) -> Bool {
        let bit = labelHash >> storage.keyFilterShift
        return storage.keyFilter[Int(truncatingIfNeeded: bit >> 6)] & (1 &<< (bit & 63)) != 0
    }

    // MARK: - Building

    /// The literal edge from `parent` (path hash `parentHash`) with `key`, added
    /// with `child` when missing.
    /// - Returns: The edge's child (`child`, or the one it had), its path
    ///   hash, and the key's hash (for ``literalBit(_:)``).
    mutating func insertLiteral(
        from parent: Int32, hash parentHash: UInt32, key: UnsafeBufferPointer<UInt8>, child: Int32
    ) -> (child: Int32, hash: UInt32, labelHash: UInt64) {
        precondition(key.count <= Label.longestLiteral, "a literal segment of \(key.count) bytes")
        let digest = ByteTable.digest(tag: 0, key, folding: false)!
        let visit = Visit(node: parent, hash: parentHash, record: Record())
        if let existing = literal(from: visit, key: key, digest: digest, folding: false) {
            return (existing.pointee.child, existing.pointee.hash, digest.hash)
        }
        let start = UInt32(storage.arenaCount)
        ByteTable.append(key, to: &storage.arena, count: &storage.arenaCount, capacity: &storage.arenaCapacity)
        let hash = Self.childHash(parentHash, digest.hash)
        place(
            Slot(
                head0: digest.head0, head1: digest.head1, parent: parent, hash: hash,
                label: UInt32(truncatingIfNeeded: key.count), start: start, child: child, converter: -1))
        return (child, hash, digest.hash)
    }

    /// Adds the parameter edge from `parent` (path hash `parentHash`) with
    /// `label` to the new node `child`; the caller adds each such edge once.
    /// - Returns: The child's path hash.
    mutating func insertParameter(
        from parent: Int32, hash parentHash: UInt32, label: UInt32, converter: Int32, child: Int32
    ) -> UInt32 {
        let hash = Self.childHash(parentHash, Self.parameterLabelHash)
        place(Slot(parent: parent, hash: hash, label: label, child: child, converter: converter))
        return hash
    }

    /// Sets the record of every slot from `record(child)`, and the filter of
    /// literal keys; call once after the last insert.
    func setRecords(_ record: (Int32) -> Record) {
        var literals = 0
        for index in 0...storage.mask where storage.slots[index].child != 0 {
            storage.slots[index].record = record(storage.slots[index].child)
            if storage.slots[index].label & 0x8000_0000 == 0 { literals += 1 }
        }
        // NB: two bits per literal edge, at most 2^20 (128 KiB): keys repeat
        // across nodes, so the filter is sparser than that suggests.
        var bits = 512
        while bits < 2 * literals && bits < 1 << 20 { bits <<= 1 }
        let words = bits / 64
        let filter = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        filter.initialize(repeating: 0, count: words)
        let shift = UInt64(64 - bits.trailingZeroBitCount)
        for index in 0...storage.mask where storage.slots[index].child != 0 {
            let slot = storage.slots[index]
            guard slot.label & 0x8000_0000 == 0 else { continue }
            let key = UnsafeBufferPointer(start: storage.arena + Int(slot.start), count: Int(slot.label))
            let bit = ByteTable.digest(tag: 0, key, folding: false)!.hash >> shift
            filter[Int(bit >> 6)] |= 1 &<< (bit & 63)
        }
        storage.keyFilter.deallocate()
        storage.keyFilter = filter
        storage.keyFilterShift = shift
        storage.prefetches = (storage.mask + 1) * MemoryLayout<Slot>.stride >= Self.prefetchThreshold
    }

    /// The record of the literal edge's slot from the root with `key`, for
    /// the search to start from when it folds the first segment's case.
    func rootLiteral(_ key: String) -> Visit? {
        var key = key
        return key.withUTF8 { bytes in
            let visit = Visit(node: 0, hash: Self.rootHash, record: Record())
            return literal(
                from: visit, key: bytes, digest: ByteTable.digest(tag: 0, bytes, folding: false)!, folding: false
            )
            .map(Visit.init)
        }
    }

    private mutating func place(_ slot: Slot) {
        if (storage.count + 1) * 2 > storage.mask + 1 { grow() }
        var index = Int(truncatingIfNeeded: slot.hash) & storage.mask
        while storage.slots[index].child != 0 { index = (index + 1) & storage.mask }
        storage.slots[index] = slot
        storage.count += 1
    }

    private func grow() {
        let oldSize = storage.mask + 1
        let (old, oldAllocation) = (storage.slots, storage.slotsAllocation)
        let size = oldSize * 2
        let (slots, allocation) = Storage.allocateSlots(size, from: storage.memory)
        for position in 0..<oldSize where old[position].child != 0 {
            var index = Int(truncatingIfNeeded: old[position].hash) & (size - 1)
            while slots[index].child != 0 { index = (index + 1) & (size - 1) }
            slots[index] = old[position]
        }
        storage.freeSlots(oldAllocation, size: oldSize)
        (storage.slots, storage.slotsAllocation) = (slots, allocation)
        storage.mask = size - 1
    }
}
