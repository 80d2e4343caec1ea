/// What a match reads of the terminal it found, in one 64-byte slot placed
/// by the path hash of the terminal's node (see ``EdgeTable``).
///
/// A slot placed by path can be asked for before the search knows which
/// terminal it will find: a search in a large table requests it together
/// with the slots of the path it most likely takes, so reading the route
/// and its captures after the search costs no memory latency of its own
/// (a slot found by terminal number would be one more miss after the last
/// edge's, on nearly every match).
///
/// Only the first terminal of a node is ever found (the others lose to it
/// in table order), so the table holds one slot per node where a pattern
/// ends. A slot keeps the route's id, index and admission flags and up to
/// ``inlineCaptureLimit`` captures packed in four bytes each; a terminal
/// with more, or with values too large to pack, is marked, and its captures
/// are read from ``PatternTrie/HotNodes/captures`` instead.
///
/// Filled once by ``PatternTrie/Builder/finish()`` (``insert(terminal:hash:record:captures:)``);
/// the compiled ``PatternTrie`` holds it as a constant and only reads it.
@usableFromInline struct TerminalTable: Sendable {
    /// How many captures a slot holds itself.
    static let inlineCaptureLimit = 7

    /// One terminal: one cache line (a test pins the size).
    ///
    /// What both paths of `entryd` read of a match: the general path through
    /// ``Router``, the fast path through
    /// `PatternTrie.match(_:foldFirstSegment:)` over ``ByteSegments``, which
    /// hands it the slot itself (its reads are `@inlinable` so that they cost
    /// no call from the tooling module). It is a copy of the terminal's
    /// ``PatternTrie/HotNodes/TerminalRecord`` that exists for one reason: a
    /// slot placed by path hash can be requested before the search ends.
    @usableFromInline struct Slot {
        /// The terminal's record (its captures' range in ``PatternTrie/HotNodes/captures`` always set).
        var record: PatternTrie.HotNodes.TerminalRecord
        /// How many captures ``packed`` holds, or ``notInline``.
        var inlineCount: UInt8
        /// The terminal's number plus one; 0 marks an empty slot.
        var terminalPlusOne: Int32
        /// Up to seven captures, packed by ``pack(_:)``.
        @usableFromInline var packed: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

        /// ``inlineCount`` of a terminal whose captures stay in ``PatternTrie/HotNodes/captures``.
        @inlinable static var notInline: UInt8 { 0xFF }

        /// Capture `index` (below ``inlineCount``), unpacked.
        @inlinable @inline(__always)
        func capture(_ index: Int) -> PatternTrie.HotNodes.Capture {
            let word = withUnsafeBytes(of: packed) { $0.load(fromByteOffset: 4 * index, as: UInt32.self) }
            return PatternTrie.HotNodes.Capture(
                position: Int32(word & 0xFF), converter: Int32((word >> 9) & 0x7F) - 1, name: Int32(word >> 16),
                isCatchAll: word & 0x100 != 0)
        }
    }

    /// `capture` in four bytes (position, catch-all bit, converter + 1, name),
    /// or `nil` when a field is too large for its bits.
    static func pack(_ capture: PatternTrie.HotNodes.Capture) -> UInt32? {
        guard (0...0xFF).contains(capture.position), (-1...0x7E).contains(capture.converter),
            (0...0xFFFF).contains(capture.name)
        else { return nil }
        return UInt32(capture.position) | (capture.isCatchAll ? 0x100 : 0) | UInt32(capture.converter + 1) << 9
            | UInt32(capture.name) << 16
    }

    /// Slots in raw memory, so a probe is plain loads.
    ///
    /// NB: `@unchecked Sendable` and not copy-on-write: a table is filled
    /// once, while its trie is finished, then only read, from any thread.
    final class Storage: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Slot>
        let allocation: UnsafeMutableRawPointer
        let mask: Int
        // NB: changed only while the table is filled, and never read by a search.
        var count = 0
        /// Where the slots come from.
        let memory: TableMemory

        init(size: Int, memory: TableMemory) {
            self.memory = memory
            let (aligned, allocation) = memory.allocate(byteCount: size * MemoryLayout<Slot>.stride)
            slots = aligned.bindMemory(to: Slot.self, capacity: size)
            self.allocation = allocation
            mask = size - 1
        }

        deinit {
            // NB: an empty slot is zero bytes and holds no string to release.
            for index in 0...mask where slots[index].terminalPlusOne != 0 {
                (slots + index).deinitialize(count: 1)
            }
            memory.free(allocation, byteCount: (mask + 1) * MemoryLayout<Slot>.stride)
        }
    }

    let storage: Storage

    /// An empty table with room for `capacity` terminals (it does not grow), its slots from `memory`.
    init(capacity: Int, memory: TableMemory = .zeroedHeap) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        storage = Storage(size: size, memory: memory)
    }

    /// The number of terminals.
    var count: Int { storage.count }

    /// Adds `terminal`, first of the node whose path hash is `hash`.
    /// - Parameter captures: The terminal's captures, which start at `captureStart` in the trie's list.
    mutating func insert(
        terminal: Int32, hash: UInt32, record: PatternTrie.HotNodes.TerminalRecord,
        captures: ArraySlice<PatternTrie.HotNodes.Capture>
    ) {
        precondition((storage.count + 1) * 2 <= storage.mask + 1, "TerminalTable: more terminals than its capacity")
        var packed: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0, 0)
        var inlineCount = Slot.notInline
        // NB: packed in place, without an array per terminal (a tenth of building a 100,000-route table's).
        if captures.count <= Self.inlineCaptureLimit {
            inlineCount = UInt8(captures.count)
            withUnsafeMutableBytes(of: &packed) { bytes in
                for (offset, capture) in captures.enumerated() {
                    guard let word = Self.pack(capture) else {
                        inlineCount = Slot.notInline
                        return
                    }
                    bytes.storeBytes(of: word, toByteOffset: 4 * offset, as: UInt32.self)
                }
            }
        }
        var index = Int(truncatingIfNeeded: hash) & storage.mask
        while storage.slots[index].terminalPlusOne != 0 { index = (index + 1) & storage.mask }
        (storage.slots + index).initialize(
            to: Slot(record: record, inlineCount: inlineCount, terminalPlusOne: terminal + 1, packed: packed))
        storage.count += 1
    }

    /// The slot of `terminal`, the first of the node whose path hash is `hash`;
    /// the terminal must be in the table.
    @inline(__always)
    func slot(of terminal: Int32, hash: UInt32) -> UnsafePointer<Slot> {
        let slots = storage.slots
        let mask = storage.mask
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots + index
            if slot.pointee.terminalPlusOne == terminal &+ 1 { return UnsafePointer(slot) }
            precondition(slot.pointee.terminalPlusOne != 0, "TerminalTable: terminal \(terminal) is not in the table")
            index = (index + 1) & mask
        }
    }

}
