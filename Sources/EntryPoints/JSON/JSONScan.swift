/// Word-at-a-time scans over UTF-8: the loops of the parser and the writer
/// that visit every byte.
///
/// NB: each step reads eight bytes as one `UInt64` and tests them all with a
/// few arithmetic operations ("SWAR"); any hit, true or false, falls back to
/// the byte loop, which decides exactly.
///
/// The type is `@usableFromInline` and the scans `@inlinable` so that the
/// tooling's fast path inlines them: this toolchain inlines nothing across
/// modules from a `package` type that is not `@usableFromInline`.
@usableFromInline package enum JSONScan {
    @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The high bit of each byte of `word` below `limit` (at most 0x80); `~word`
    /// rules out bytes of 0x80 and above. The lowest bit set is exact (a
    /// borrow only disturbs the bytes above a true hit), so its position names
    /// the first such byte.
    @inlinable @inline(__always)
    static func hits(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// The high bit of each byte of `word` of 0x7F (DEL) or above: one test instead of one per
    /// value for DEL and the non-ASCII bytes. Exact for every byte: `(b & 0x7F) + 1` stays within
    /// its byte, so nothing carries.
    @inlinable @inline(__always)
    static func hitsFromDelete(in word: UInt64) -> UInt64 {
        ((word & ~highBits) &+ ones | word) & highBits
    }

    /// The high bit of each byte of `word` equal to `byte`; the lowest bit set is exact.
    @inlinable @inline(__always)
    static func hits(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        hits(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// The offset of the first invalid UTF-8 sequence in `bytes`, or `nil`;
    /// ASCII text is skipped eight bytes at a time.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = 0
        while position + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            if word & highBits != 0 { break }
            position += 8
        }
        guard let offset = UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: bytes[position...]))
        else { return nil }
        return position + offset
    }

    /// The first position from `start` on that ends plain string content
    /// while parsing: a `"`, a `\`, a control character, or `bytes.count`.
    @inline(__always)
    static func endOfStringContent(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstStop(in: bytes, from: start, stoppingAtDelete: false)
    }

    /// ``endOfStringContent(in:from:)`` that also stops at any byte of 0x80 or
    /// above: the fast event scanner's strings, which must be plain ASCII.
    /// `long`: the string is likely long (a URL), so sixteen bytes are tested
    /// at a time first (``SIMD16``), then eight.
    ///
    /// NB: a short string (an id, a key) would pay for a vector step it never
    /// takes, so only the caller that knows its strings are long asks.
    // NB: emitted only where it is called (the tooling), not also in the core an app links.
    @_alwaysEmitIntoClient @inline(__always)
    package static func endOfASCIIStringContent(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, long: Bool = false
    ) -> Int {
        var position = start
        #if _endian(little)
            if long, let base = bytes.baseAddress {
                // NB: lane arithmetic only: `SIMD16` comparisons compile to a loop per lane.
                // Each test is exact within its lane, since lanes never borrow from each other.
                let quote = SIMD16<UInt8>(repeating: JSONByte.quotationMark)
                let backslash = SIMD16<UInt8>(repeating: JSONByte.backslash)
                let one = SIMD16<UInt8>(repeating: 1)
                let space = SIMD16<UInt8>(repeating: 0x20)
                @inline(__always) func stops(at offset: Int) -> (UInt64, UInt64) {
                    let lanes = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                    let quotes = lanes ^ quote
                    let backslashes = lanes ^ backslash
                    let found =
                        ((quotes &- one) & ~quotes) | ((backslashes &- one) & ~backslashes)
                        | ((lanes &- space) & ~lanes)
                        | lanes
                    let words = unsafeBitCast(found, to: (UInt64, UInt64).self)
                    return (words.0 & highBits, words.1 & highBits)
                }
                let count = bytes.count
                while position + 16 <= count {
                    let (low, high) = stops(at: position)
                    if low | high != 0 {
                        return low != 0
                            ? position + low.trailingZeroBitCount / 8 : position + 8 + high.trailingZeroBitCount / 8
                    }
                    position += 16
                }
            }
        #endif
        return firstStop(in: bytes, from: position, stoppingAtDelete: false, stoppingAtNonASCII: true)
    }

    /// ``endOfASCIIStringContent(in:from:)`` that also stops at DEL: printable
    /// ASCII. Content it passes holds no byte ``endOfUnescaped(in:from:)`` stops
    /// at, so the writer may copy it as is (a test checks every byte value).
    // NB: emitted only where it is called (the tooling), not also in the core an app links.
    @_alwaysEmitIntoClient @inline(__always)
    package static func endOfPrintableStringContent(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstStop(in: bytes, from: start, stoppingAtDelete: true, stoppingAtNonASCII: true)
    }

    /// The first position from `start` on whose byte the writer may escape:
    /// a `"`, a `\`, a control character, DEL (0x7F), 0xE2 (the lead byte of
    /// U+2028 and U+2029, which the writer checks), or `bytes.count`.
    @inlinable @inline(__always)
    static func endOfUnescaped(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstStop(in: bytes, from: start, stoppingAtDelete: true, stoppingAtLineSeparatorLead: true)
    }

    /// Whether no byte of `bytes` is one the writer may escape (see
    /// ``endOfUnescaped(in:from:)``) nor any other byte from 0x7F on (`false`
    /// for non-ASCII text, which is rare and takes the exact path), reading whole words only: the caller
    /// guarantees that at least seven readable bytes follow `bytes` (a padded
    /// buffer such as ``DecodedURL``'s), whose values do not matter.
    ///
    /// NB: no byte loop for the tail: the last word's bytes past the end are
    /// masked off. In a little-endian word they are the high bytes, and a
    /// borrow only moves upward, so masking them cannot hide a true hit.
    @inlinable @inline(__always)
    static func isPlain(padded bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        #if _endian(little)
            var position = 0
            let count = bytes.count
            while position < count {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                // NB: any byte from DEL on counts, non-ASCII too: a false "not plain" only costs the exact path.
                var found =
                    hits(equalTo: JSONByte.quotationMark, in: word) | hits(equalTo: JSONByte.backslash, in: word)
                    | hits(below: 0x20, in: word) | hitsFromDelete(in: word)
                let remaining = count - position
                if remaining < 8 { found &= (UInt64(1) &<< UInt64(8 * remaining)) &- 1 }
                if found != 0 { return false }
                position += 8
            }
            return true
        #else
            return endOfUnescaped(in: bytes, from: 0) == bytes.count
        #endif
    }

    /// Whether no byte of `bytes` is one the writer may escape, with no
    /// padding needed: whole words first, then one table lookup per byte.
    // NB: emitted only where it is called (the tooling), not also in the core an app links.
    @_alwaysEmitIntoClient @inline(__always)
    package static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var position = 0
        let count = bytes.count
        while position + 8 <= count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let found =
                hits(equalTo: JSONByte.quotationMark, in: word) | hits(equalTo: JSONByte.backslash, in: word)
                | hits(below: 0x20, in: word) | hits(equalTo: 0x7F, in: word) | hits(equalTo: 0xE2, in: word)
            if found != 0 { return false }
            position += 8
        }
        let table = escapeTable
        while position < count {
            if table[Int(base[position])] != 0 { return false }
            position += 1
        }
        return true
    }

    /// 1 for each byte value the writer may escape (`"`, `\`, controls, DEL, 0xE2), else 0.
    /// NB: `nonisolated(unsafe)` is sound: written once, at initialization, and only read.
    @usableFromInline nonisolated(unsafe) static let escapeTable: UnsafePointer<UInt8> = {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            memory[value] = value < 0x20 || value == 0x22 || value == 0x5C || value == 0x7F || value == 0xE2 ? 1 : 0
        }
        return UnsafePointer(memory)
    }()

    /// The first `"`, `\` or control character from `start` on (and DEL, or
    /// any byte from 0x80 on, when asked), or `bytes.count`; each caller passes
    /// constants, so inlining leaves one specialised loop per caller.
    @inlinable @inline(__always)
    static func firstStop(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, stoppingAtDelete: Bool,
        stoppingAtNonASCII: Bool = false, stoppingAtLineSeparatorLead: Bool = false
    ) -> Int {
        var position = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            while position + 8 <= count {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                var found =
                    hits(equalTo: JSONByte.quotationMark, in: word) | hits(equalTo: JSONByte.backslash, in: word)
                    | hits(below: 0x20, in: word)
                if stoppingAtDelete && stoppingAtNonASCII {
                    found |= hitsFromDelete(in: word)
                } else if stoppingAtDelete {
                    found |= hits(equalTo: 0x7F, in: word)
                } else if stoppingAtNonASCII {
                    found |= word & highBits
                }
                if stoppingAtLineSeparatorLead { found |= hits(equalTo: 0xE2, in: word) }
                #if _endian(little)
                    // NB: in a little-endian word the lowest hit is the first byte in memory.
                    if found != 0 { return position + found.trailingZeroBitCount / 8 }
                #else
                    if found != 0 { break }
                #endif
                position += 8
            }
        }
        while position < count {
            let byte = bytes[position]
            if byte == JSONByte.quotationMark || byte == JSONByte.backslash || byte < 0x20
                || (stoppingAtDelete && byte == 0x7F) || (stoppingAtNonASCII && byte >= 0x80)
                || (stoppingAtLineSeparatorLead && byte == 0xE2)
            {
                break
            }
            position += 1
        }
        return position
    }
}
