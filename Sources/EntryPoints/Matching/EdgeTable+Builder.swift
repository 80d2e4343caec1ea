extension EdgeTable {
    /// The build-time form of an ``EdgeTable``: edges go in one by one
    /// (``insertLiteral(from:hash:key:child:)``,
    /// ``insertParameter(from:hash:label:converter:child:)``), the slots and
    /// the key arena growing as needed; ``finish(records:)`` sets every
    /// slot's record and hands the memory to the finished table, once.
    ///
    /// NB: a class so that its memory has one owner: it frees what it still
    /// holds unless ``finish(records:)`` handed it over. Its fields change
    /// while the trie is built only; the finished table's are constants.
    final class Builder {
        private(set) var slots: UnsafeMutablePointer<Slot>
        /// What ``slots`` was allocated as (it is aligned up from there).
        private var slotsAllocation: UnsafeMutableRawPointer
        /// The number of slots less one.
        private(set) var mask: Int
        /// Literal keys back to back, then eight zero bytes so a word load at any key's end stays inside.
        private var arena: UnsafeMutablePointer<UInt8>
        private var arenaCount = 0
        private var arenaCapacity = 64
        /// The number of edges.
        private(set) var count = 0
        /// Whether ``finish(records:)`` handed the memory over.
        private var finished = false
        /// Where the slots come from.
        let memory: TableMemory

        /// An empty table with room for `capacity` edges before it grows, its slots from `memory`.
        init(capacity: Int = 0, memory: TableMemory = .zeroedHeap) {
            var size = 16
            while size < capacity * 2 { size <<= 1 }
            self.memory = memory
            (slots, slotsAllocation) = Self.allocateSlots(size, from: memory)
            mask = size - 1
            arena = .allocate(capacity: arenaCapacity + 8)
            arena.initialize(repeating: 0, count: arenaCapacity + 8)
        }

        deinit {
            guard !finished else { return }
            memory.free(slotsAllocation, byteCount: (mask + 1) * MemoryLayout<Slot>.stride)
            arena.deallocate()
        }

        /// `size` empty slots (all zero bytes), aligned to a cache line, and the allocation to free.
        private static func allocateSlots(_ size: Int, from memory: TableMemory)
            -> (UnsafeMutablePointer<Slot>, UnsafeMutableRawPointer)
        {
            let (aligned, allocation) = memory.allocate(byteCount: size * MemoryLayout<Slot>.stride)
            return (aligned.bindMemory(to: Slot.self, capacity: size), allocation)
        }

        /// What a probe reads, as it stands.
        @inline(__always)
        var lookup: Slots { Slots(slots: slots, mask: mask, arena: arena) }

        /// The literal edge from `parent` (path hash `parentHash`) with `key`, added
        /// with `child` when missing.
        /// - Returns: The edge's child (`child`, or the one it had), its path
        ///   hash, and the key's hash (for ``literalBit(_:)``).
        func insertLiteral(
            from parent: Int32, hash parentHash: UInt32, key: UnsafeBufferPointer<UInt8>, child: Int32
        ) -> (child: Int32, hash: UInt32, labelHash: UInt64) {
            precondition(key.count <= Label.longestLiteral, "a literal segment of \(key.count) bytes")
            let digest = ByteTable.digest(tag: 0, key, folding: false)!
            if let existing = lookup.literal(from: parent, hash: parentHash, key: key, digest: digest, folding: false) {
                return (existing.pointee.child, existing.pointee.hash, digest.hash)
            }
            let start = UInt32(arenaCount)
            ByteTable.append(key, to: &arena, count: &arenaCount, capacity: &arenaCapacity)
            let hash = EdgeTable.childHash(parentHash, digest.hash)
            place(
                Slot(
                    head0: digest.head0, head1: digest.head1, parent: parent, hash: hash,
                    label: UInt32(truncatingIfNeeded: key.count), start: start, child: child, converter: -1))
            return (child, hash, digest.hash)
        }

        /// Adds the parameter edge from `parent` (path hash `parentHash`) with
        /// `label` to the new node `child`; the caller adds each such edge once.
        /// - Returns: The child's path hash.
        func insertParameter(
            from parent: Int32, hash parentHash: UInt32, label: UInt32, converter: Int32, child: Int32
        ) -> UInt32 {
            let hash = EdgeTable.childHash(parentHash, EdgeTable.parameterLabelHash)
            place(Slot(parent: parent, hash: hash, label: label, child: child, converter: converter))
            return hash
        }

        /// The index of the slot of the parameter edge from `parent` (path hash
        /// `parentHash`) with `label`, for ``Record/stringSlot``; slots do not
        /// move once the last edge is inserted.
        func slotIndex(ofParameterFrom parent: Int32, hash parentHash: UInt32, label: UInt32) -> Int32? {
            lookup.parameter(from: parent, hash: parentHash, label: label).map {
                Int32($0 - UnsafePointer(slots))
            }
        }

        /// The finished table: every slot's record from `record(child)`, the
        /// root's from `record(0)`, and the filter of literal keys; the
        /// builder's memory goes to the table. Call it once, after the last insert.
        func finish(records record: (Int32) -> Record) -> EdgeTable {
            precondition(!finished, "EdgeTable.Builder: finished twice")
            var literals = 0
            for index in 0...mask where slots[index].child != 0 {
                slots[index].record = record(slots[index].child)
                if slots[index].label & 0x8000_0000 == 0 { literals += 1 }
            }
            // NB: two bits per literal edge, at most 2^20 (128 KiB): keys repeat
            // across nodes, so the filter is sparser than that suggests.
            var bits = 512
            while bits < 2 * literals && bits < 1 << 20 { bits <<= 1 }
            let words = bits / 64
            let filter = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
            filter.initialize(repeating: 0, count: words)
            let shift = UInt64(64 - bits.trailingZeroBitCount)
            for index in 0...mask where slots[index].child != 0 {
                let slot = slots[index]
                guard slot.label & 0x8000_0000 == 0 else { continue }
                let key = UnsafeBufferPointer(start: arena + Int(slot.start), count: Int(slot.label))
                let bit = ByteTable.digest(tag: 0, key, folding: false)!.hash >> shift
                filter[Int(bit >> 6)] |= 1 &<< (bit & 63)
            }
            finished = true
            return EdgeTable(
                storage: Storage(
                    slots: slots, slotsAllocation: slotsAllocation, mask: mask, arena: arena, count: count,
                    keyFilter: filter, keyFilterShift: shift, root: record(0), memory: memory))
        }

        private func place(_ slot: Slot) {
            if (count + 1) * 2 > mask + 1 { grow() }
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[index].child != 0 { index = (index + 1) & mask }
            slots[index] = slot
            count += 1
        }

        private func grow() {
            let oldSize = mask + 1
            let (old, oldAllocation) = (slots, slotsAllocation)
            let size = oldSize * 2
            let (grown, allocation) = Self.allocateSlots(size, from: memory)
            for position in 0..<oldSize where old[position].child != 0 {
                var index = Int(truncatingIfNeeded: old[position].hash) & (size - 1)
                while grown[index].child != 0 { index = (index + 1) & (size - 1) }
                grown[index] = old[position]
            }
            memory.free(oldAllocation, byteCount: oldSize * MemoryLayout<Slot>.stride)
            (slots, slotsAllocation) = (grown, allocation)
            mask = size - 1
        }
    }
}
