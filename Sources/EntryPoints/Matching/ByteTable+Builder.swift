extension ByteTable {
    /// The build-time form of a ``ByteTable``: keys go in one by one
    /// (``insert(tag:key:value:)``), the slots and the key arena growing as
    /// needed; ``finish()`` hands the memory to the table, once.
    ///
    /// NB: a class so that its memory has one owner: it frees what it still
    /// holds unless ``finish()`` handed it over. Its fields change while the
    /// table is built only; the finished table's are constants.
    final class Builder {
        private var slots: UnsafeMutablePointer<Slot>
        private var mask: Int
        /// Keys back to back, then eight zero bytes so a word load at any key's end stays inside.
        private var arena: UnsafeMutablePointer<UInt8>
        private var arenaCount = 0
        private var arenaCapacity = 64
        /// The number of keys.
        private(set) var count = 0
        /// Whether ``finish()`` handed the memory over.
        private var finished = false

        /// An empty table with room for `capacity` keys before it grows.
        init(capacity: Int = 8) {
            var size = 8
            while size < capacity * 2 { size <<= 1 }
            slots = Self.allocateSlots(size)
            mask = size - 1
            arena = .allocate(capacity: arenaCapacity + 8)
            arena.initialize(repeating: 0, count: arenaCapacity + 8)
        }

        deinit {
            guard !finished else { return }
            slots.deallocate()
            arena.deallocate()
        }

        /// `size` empty slots, aligned to a cache line so that no slot straddles two.
        private static func allocateSlots(_ size: Int) -> UnsafeMutablePointer<Slot> {
            let raw = UnsafeMutableRawPointer.allocate(byteCount: size * MemoryLayout<Slot>.stride, alignment: 64)
            let slots = raw.bindMemory(to: Slot.self, capacity: size)
            slots.initialize(repeating: Slot(), count: size)
            return slots
        }

        /// Maps (`tag`, `key`) to `value`; an existing key keeps its first value.
        /// - Returns: The value the key maps to now: `value`, or the one it had.
        @discardableResult
        func insert<Key: Collection<UInt8>>(tag: UInt32, key: Key, value: Int32) -> Int32 {
            let bytes = Array(key)
            return bytes.withUnsafeBufferPointer { insert(tag: tag, key: $0, value: value) }
        }

        /// ``insert(tag:key:value:)`` from raw bytes, without copying them first.
        /// - Returns: The value the key maps to now: `value`, or the one it had.
        @discardableResult
        func insert(tag: UInt32, key: UnsafeBufferPointer<UInt8>, value: Int32) -> Int32 {
            precondition(!finished, "ByteTable.Builder: insert after finish")
            let digest = ByteTable.digest(tag: tag, key, folding: false)!
            if let existing = ByteTable.probe(
                slots, mask: mask, arena: arena, tag: tag, key: key, folding: false, digest)
            {
                return existing
            }
            if (count + 1) * 2 > mask + 1 { grow() }
            let start = UInt32(arenaCount)
            ByteTable.append(key, to: &arena, count: &arenaCount, capacity: &arenaCapacity)
            var index = Int(truncatingIfNeeded: digest.hash) & mask
            while slots[index].value >= 0 { index = (index + 1) & mask }
            slots[index] = Slot(
                head0: digest.head0, head1: digest.head1, tag: tag, value: value, start: start,
                length: UInt32(key.count))
            count += 1
            return value
        }

        /// The finished table, which takes the builder's memory; call it once.
        func finish() -> ByteTable {
            precondition(!finished, "ByteTable.Builder: finished twice")
            finished = true
            return ByteTable(storage: Storage(slots: slots, mask: mask, arena: arena, count: count))
        }

        private func grow() {
            let oldSize = mask + 1
            let old = slots
            let size = oldSize * 2
            let grown = Self.allocateSlots(size)
            for position in 0..<oldSize where old[position].value >= 0 {
                let slot = old[position]
                let key = UnsafeBufferPointer(start: arena + Int(slot.start), count: Int(slot.length))
                let hash = ByteTable.digest(tag: slot.tag, key, folding: false)!.hash
                var index = Int(truncatingIfNeeded: hash) & (size - 1)
                while grown[index].value >= 0 { index = (index + 1) & (size - 1) }
                grown[index] = slot
            }
            old.deallocate()
            slots = grown
            mask = size - 1
        }
    }
}
