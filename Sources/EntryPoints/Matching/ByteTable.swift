/// An immutable-after-build hash table from (tag, bytes) to an integer,
/// looked up straight from a byte range without making a `String`.
///
/// NB: `Dictionary<String, _>` needs a `String` per lookup and hashes with
/// SipHash; the fast path looks up raw segment bytes, so this table keeps
/// its keys in one arena, hashes with FNV-1a and probes linearly.
///
/// - Complexity: lookup is O(key length) on average.
struct ByteTable: Sendable {
    private struct Slot: Sendable {
        var hash: UInt64 = 0
        var tag: UInt32 = 0
        var start: UInt32 = 0
        var length: UInt32 = 0
        var value: Int32 = -1
    }

    private var slots: [Slot]
    private var arena: [UInt8] = []
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 8) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// Maps (`tag`, `key`) to `value`; an existing key keeps its first value.
    mutating func insert<Key: Collection<UInt8>>(tag: UInt32, key: Key, value: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        let bytes = Array(key)
        let hash = bytes.withUnsafeBufferPointer { Self.hash(tag: tag, $0) }
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].value >= 0 {
            if slots[index].hash == hash && slots[index].tag == tag && equal(slots[index], bytes) { return }
            index = (index + 1) & mask
        }
        slots[index] = Slot(hash: hash, tag: tag, start: UInt32(arena.count), length: UInt32(bytes.count), value: value)
        arena.append(contentsOf: bytes)
        count += 1
    }

    /// The value for (`tag`, `key`) with `key` lowercased as `String.lowercased()`
    /// would (ASCII folded byte by byte; other text through `String`).
    func lookup(tag: UInt32, key: UnsafeBufferPointer<UInt8>, foldingCase: Bool) -> Int32? {
        guard foldingCase else { return lookup(tag: tag, key: key) }
        var hash: UInt64 = (0xcbf2_9ce4_8422_2325 ^ UInt64(tag)) &* 0x0000_0100_0000_01B3
        for byte in key {
            if byte >= 0x80 {
                var folded = String(decoding: key, as: UTF8.self).lowercased()
                return folded.withUTF8 { lookup(tag: tag, key: $0) }
            }
            let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            hash = (hash ^ UInt64(lower)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 29
        return probe(tag: tag, hash: hash, count: key.count) { arena, start in
            for offset in 0..<key.count {
                let byte = key[offset]
                let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                if arena[start + offset] != lower { return false }
            }
            return true
        }
    }

    /// The value for (`tag`, `key`), if any.
    func lookup(tag: UInt32, key: UnsafeBufferPointer<UInt8>) -> Int32? {
        probe(tag: tag, hash: Self.hash(tag: tag, key), count: key.count) { arena, start in
            for offset in 0..<key.count where arena[start + offset] != key[offset] { return false }
            return true
        }
    }

    /// Probes from `hash`'s slot for a key of `count` bytes that `matches` accepts.
    @inline(__always)
    private func probe(
        tag: UInt32, hash: UInt64, count: Int, _ matches: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> Int32? {
        var index = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                while true {
                    let slot = slots[index]
                    if slot.value < 0 { return nil }
                    if slot.hash == hash && slot.tag == tag && Int(slot.length) == count && matches(arena, Int(slot.start)) {
                        return slot.value
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }

    private func equal(_ slot: Slot, _ bytes: [UInt8]) -> Bool {
        Int(slot.length) == bytes.count && arena[Int(slot.start)..<Int(slot.start) + bytes.count].elementsEqual(bytes)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.value >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[index].value >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// FNV-1a over the tag's bytes, then the key's.
    static func hash(tag: UInt32, _ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(tag)
        hash = hash &* 0x0000_0100_0000_01B3
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        // NB: fold the high bits down so the low bits used for the slot index mix well.
        return hash ^ (hash >> 29)
    }
}
