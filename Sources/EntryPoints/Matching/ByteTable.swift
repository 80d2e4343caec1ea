/// An immutable hash table (a ``Builder`` fills it) from (tag, bytes) to an integer,
/// looked up straight from a byte range without making a `String`.
///
/// NB: `Dictionary<String, _>` needs a `String` per lookup and hashes with
/// SipHash; the fast path looks up raw bytes (schemes, the folded first
/// segment of a case-sensitive table), so this table keeps
/// its keys' first sixteen bytes in its slots and the whole keys in one
/// arena, hashes and compares eight bytes at a time, folds ASCII case
/// inside the same words, and probes linearly. A slot is 32 bytes, two to a
/// cache line and never across two, and a key of up to sixteen bytes is
/// compared without touching the arena: in a table too large for the
/// caches, most lookups cost one miss.
///
/// - Complexity: lookup is O(key length) on average.
@usableFromInline struct ByteTable: Sendable {
    struct Slot {
        /// The key's first sixteen bytes, zero-padded.
        var head0: UInt64 = 0
        var head1: UInt64 = 0
        var tag: UInt32 = 0
        var value: Int32 = -1
        /// Where the whole key starts in the arena.
        var start: UInt32 = 0
        var length: UInt32 = 0
    }

    /// Slots and keys in raw memory, so a probe is plain loads.
    ///
    /// NB: every field is a constant: a ``Builder`` grows its own memory and
    /// hands it over once (``Builder/finish()``), so a lookup reads these
    /// fields with no runtime exclusivity check. `@unchecked Sendable`:
    /// nothing writes the memory after that hand-over, and it is read from any thread.
    final class Storage: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Slot>
        let mask: Int
        /// Keys back to back, then eight zero bytes so a word load at any key's end stays inside.
        let arena: UnsafeMutablePointer<UInt8>
        let count: Int

        init(slots: UnsafeMutablePointer<Slot>, mask: Int, arena: UnsafeMutablePointer<UInt8>, count: Int) {
            self.slots = slots
            self.mask = mask
            self.arena = arena
            self.count = count
        }

        deinit {
            slots.deallocate()
            arena.deallocate()
        }
    }

    private let storage: Storage

    /// The number of keys.
    var count: Int { storage.count }

    /// An empty table.
    init() {
        self = Builder(capacity: 0).finish()
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// The value for (`tag`, `key`), if any.
    func lookup(tag: UInt32, key: UnsafeBufferPointer<UInt8>) -> Int32? {
        Self.probe(
            storage.slots, mask: storage.mask, arena: storage.arena, tag: tag, key: key, folding: false,
            Self.digest(tag: tag, key, folding: false)!)
    }

    /// The value for (`tag`, `key`) with `key` lowercased as `String.lowercased()`
    /// would: ASCII folded inside the words, other text through `String`.
    func lookup(tag: UInt32, key: UnsafeBufferPointer<UInt8>, foldingCase: Bool) -> Int32? {
        guard foldingCase else { return lookup(tag: tag, key: key) }
        guard let digest = Self.digest(tag: tag, key, folding: true) else {
            var folded = String(decoding: key, as: UTF8.self).lowercased()
            return folded.withUTF8 { lookup(tag: tag, key: $0) }
        }
        return Self.probe(
            storage.slots, mask: storage.mask, arena: storage.arena, tag: tag, key: key, folding: true, digest)
    }

    /// ``digest(tag:_:folding:)`` for a key whose first sixteen bytes may be
    /// read even where they run past its end: the fast path's decode buffer
    /// keeps that much slack, so the head words are two plain loads and two
    /// masks instead of a load per power of two in the tail.
    ///
    /// Folding, a key of valid UTF-8 whose other scalars all lie in
    /// U+0080–U+00FF is lowercased here too (``foldedLatin1(_:_:)``); `nil`
    /// only for a key with a scalar from U+0100 on, which `String` must fold.
    @inline(__always)
    static func digest(tag: UInt32, slackKey key: UnsafeBufferPointer<UInt8>, folding: Bool) -> Digest? {
        #if _endian(little)
            let length = key.count
            guard length <= 16, let base = key.baseAddress else { return digest(tag: tag, key, folding: folding) }
            let raw = UnsafeRawPointer(base)
            let (mask0, mask1) = headMasks(length: length)
            var head0 = raw.loadUnaligned(as: UInt64.self) & mask0
            var head1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & mask1
            if folding {
                if (head0 | head1) & highBits != 0 {
                    guard let latin1 = foldedLatin1(head0, head1) else { return nil }
                    (head0, head1) = latin1
                } else {
                    head0 = folded(head0)
                    head1 = folded(head1)
                }
            }
            return Digest(head0: head0, head1: head1, hash: finish(headHash(tag: tag, length: length, head0, head1)))
        #else
            return digest(tag: tag, key, folding: folding)
        #endif
    }

    /// The masks that keep the first `length` bytes (at most sixteen) of two
    /// little-endian words loaded from a key's start, and clear what lies past it.
    @inlinable @inline(__always)
    static func headMasks(length: Int) -> (UInt64, UInt64) {
        let bits = UInt64(truncatingIfNeeded: 8 * length)
        let mask0: UInt64 = length >= 8 ? ~0 : (1 &<< bits) &- 1
        let mask1: UInt64 = length >= 16 ? ~0 : length <= 8 ? 0 : (1 &<< (bits &- 64)) &- 1
        return (mask0, mask1)
    }

    /// The value for (`tag`, `key`) of at most sixteen ASCII bytes whose
    /// head words the caller already gathered while reading it: little-endian,
    /// zero-padded, and lowercased when `foldingCase`, as ``digest(tag:_:folding:)``
    /// makes them. (A big-endian machine reads the key again.)
    @inline(__always)
    func lookup(tag: UInt32, key: UnsafeBufferPointer<UInt8>, head0: UInt64, head1: UInt64, foldingCase: Bool)
        -> Int32?
    {
        #if _endian(little)
            guard key.count <= 16 else { return lookup(tag: tag, key: key, foldingCase: foldingCase) }
            let hash = Self.headHash(tag: tag, length: key.count, head0, head1)
            return Self.probe(
                storage.slots, mask: storage.mask, arena: storage.arena, tag: tag, key: key, folding: foldingCase,
                Digest(head0: head0, head1: head1, hash: Self.finish(hash)))
        #else
            return lookup(tag: tag, key: key, foldingCase: foldingCase)
        #endif
    }

    /// The value of the slot from `digest`'s home on that holds (`tag`, `key`),
    /// or `nil` at the first empty slot: the one probe loop, of the builder and the table.
    @inline(__always)
    static func probe(
        _ slots: UnsafeMutablePointer<Slot>, mask: Int, arena: UnsafeMutablePointer<UInt8>, tag: UInt32,
        key: UnsafeBufferPointer<UInt8>, folding: Bool, _ digest: Digest
    ) -> Int32? {
        let (head0, head1) = (digest.head0, digest.head1)
        let length = UInt32(truncatingIfNeeded: key.count)
        var index = Int(truncatingIfNeeded: digest.hash) & mask
        while true {
            let slot = slots[index]
            if slot.value < 0 { return nil }
            if slot.head0 == head0 && slot.head1 == head1 && slot.tag == tag && slot.length == length
                && (key.count <= 16 || Self.equal(key, arena + Int(slot.start), from: 16, folding: folding))
            {
                return slot.value
            }
            index = (index + 1) & mask
        }
    }

    /// Appends `key` to an arena of keys (`count` bytes used of `capacity`,
    /// then eight zero bytes), moving it to a larger allocation when full.
    static func append(
        _ key: UnsafeBufferPointer<UInt8>, to arena: inout UnsafeMutablePointer<UInt8>, count: inout Int,
        capacity: inout Int
    ) {
        if count + key.count > capacity {
            var larger = capacity * 2
            while larger < count + key.count { larger *= 2 }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger + 8)
            moved.initialize(repeating: 0, count: larger + 8)
            moved.update(from: arena, count: count)
            arena.deallocate()
            arena = moved
            capacity = larger
        }
        if let base = key.baseAddress { (arena + count).update(from: base, count: key.count) }
        count += key.count
    }

    // MARK: - Words

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The word of `key` at `offset`, zero-padded past the key's end.
    @inline(__always)
    private static func word(_ key: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        let remaining = key.count - offset
        let base = UnsafeRawPointer(key.baseAddress! + offset)
        if remaining >= 8 { return base.loadUnaligned(as: UInt64.self) }
        // NB: a short tail is read in at most three loads (4, 2, 1 bytes), never past the key.
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var position = 0
        if remaining & 4 != 0 {
            word = UInt64(base.loadUnaligned(as: UInt32.self))
            shift = 32
            position = 4
        }
        if remaining & 2 != 0 {
            word |= UInt64(base.loadUnaligned(fromByteOffset: position, as: UInt16.self)) << shift
            shift += 16
            position += 2
        }
        if remaining & 1 != 0 {
            word |= UInt64(base.load(fromByteOffset: position, as: UInt8.self)) << shift
        }
        return word
    }

    /// The head words of a key of valid UTF-8 (zero-padded little-endian
    /// words) lowercased as `String.lowercased()` lowercases them, when every
    /// scalar lies below U+0100: ASCII `A`–`Z`, and `À`–`Þ` but `×` (U+00C0–U+00DE
    /// but U+00D7, `C3 80`–`C3 9E`), each become the letter 0x20 above; every other
    /// scalar of that range is its own lowercase. `nil` at a lead byte from
    /// 0xC4 on, whose scalar `String` must fold.
    ///
    /// NB: out of line: a segment that is not ASCII is rare, and this saves it
    /// the detour through `String` (about 120 instructions a segment).
    @inline(never)
    static func foldedLatin1(_ head0: UInt64, _ head1: UInt64) -> (UInt64, UInt64)? {
        var words = (head0, head1)
        var previous: UInt64 = 0
        for position in 0..<16 {
            let shift = UInt64(truncatingIfNeeded: 8 * (position & 7))
            let byte = ((position < 8 ? words.0 : words.1) >> shift) & 0xFF
            var add: UInt64 = 0
            if byte < 0x80 {
                if byte &- 0x41 < 26 { add = 0x20 }
            } else if byte >= 0xC0 {
                guard byte <= 0xC3 else { return nil }
            } else if previous == 0xC3 && byte <= 0x9E && byte != 0x97 {
                add = 0x20
            }
            if position < 8 { words.0 &+= add &<< shift } else { words.1 &+= add &<< shift }
            previous = byte
        }
        return words
    }

    /// `word` with ASCII `A`–`Z` lowercased; every byte must be below 0x80.
    @inline(__always)
    private static func folded(_ word: UInt64) -> UInt64 {
        let atLeastA = word &+ 0x3F &* ones
        let pastZ = word &+ 0x25 &* ones
        return word | ((atLeastA & ~pastZ & highBits) >> 2)
    }

    /// What a probe compares and where it starts: a key's first sixteen
    /// bytes (zero-padded, folded when asked) and the hash of the whole key.
    struct Digest {
        var head0: UInt64
        var head1: UInt64
        var hash: UInt64
    }

    /// The digest of (`tag`, `key`), folding ASCII case when asked; `nil` when
    /// folding meets a byte that is not ASCII (then `String` must fold it).
    ///
    /// NB: the head words are read once and serve both the hash and the
    /// comparison; a key of up to sixteen bytes (nearly every path segment)
    /// is hashed without a loop.
    @inline(__always)
    static func digest(tag: UInt32, _ key: UnsafeBufferPointer<UInt8>, folding: Bool) -> Digest? {
        var head0: UInt64 = key.isEmpty ? 0 : word(key, at: 0)
        var head1: UInt64 = key.count > 8 ? word(key, at: 8) : 0
        if folding {
            if (head0 | head1) & highBits != 0 { return nil }
            head0 = folded(head0)
            head1 = folded(head1)
        }
        var hash = headHash(tag: tag, length: key.count, head0, head1)
        var offset = 16
        while offset < key.count {
            var word = word(key, at: offset)
            if folding {
                if word & highBits != 0 { return nil }
                word = folded(word)
            }
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        return Digest(head0: head0, head1: head1, hash: finish(hash))
    }

    /// The hash of a key's tag, length and head words, before its tail words.
    @inline(__always)
    private static func headHash(tag: UInt32, length: Int, _ head0: UInt64, _ head1: UInt64) -> UInt64 {
        var hash = (UInt64(tag) << 32 | UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ head0) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        hash = (hash ^ head1) &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash >> 32)
    }

    @inline(__always)
    private static func finish(_ hash: UInt64) -> UInt64 { hash ^ (hash >> 29) }

    /// Whether `key` (folded when asked) equals the stored bytes at `stored`, from byte `start` on.
    @inline(__always)
    static func equal(
        _ key: UnsafeBufferPointer<UInt8>, _ stored: UnsafePointer<UInt8>, from start: Int, folding: Bool
    ) -> Bool {
        var offset = start
        while offset < key.count {
            var word = word(key, at: offset)
            if folding { word = folded(word) }
            var other = UnsafeRawPointer(stored + offset).loadUnaligned(as: UInt64.self)
            let remaining = key.count - offset
            if remaining < 8 { other &= (1 << (8 * UInt64(remaining))) &- 1 }
            if word != other { return false }
            offset += 8
        }
        return true
    }
}
