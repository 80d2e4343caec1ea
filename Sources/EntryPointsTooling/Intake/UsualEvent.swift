import EntryPoints

/// The fixed bytes of a `url` event written as nearly every producer writes
/// it: `{"id":"…","type":"url","url":"…"}`, its members in this order, with
/// no space. The scanner compares them as words (``FastURLEventScanner``'s
/// usual prefix) and reads only the two strings between them; any other
/// line, or the rest of a line that goes on past `url`, takes its member loop.
///
/// NB: spelled from ``EventMember`` once per session, never by hand, so the
/// format's names keep one home.
struct UsualEvent {
    /// `{"id":"`, little-endian, and the mask of its bytes.
    let opening: UInt64
    let openingMask: UInt64
    /// How many bytes ``opening`` holds.
    let openingCount: Int
    /// `","type":"url","url":"`: the id's closing quote to the url's opening
    /// one, as three words (the third overlaps the second).
    let middle: (UInt64, UInt64, UInt64)
    /// How many bytes the middle holds (16 to 24).
    let middleCount: Int

    init() {
        let (quote, comma, colon) = (UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: ":"))
        func quoted(_ name: StaticString) -> [UInt8] {
            [quote] + UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
                + [quote]
        }
        let opening = [UInt8(ascii: "{")] + quoted(EventMember.id) + [colon, quote]
        let middle =
            [quote, comma] + quoted(EventMember.type) + [colon]
            + quoted(EventMember.urlType) + [comma] + quoted(EventMember.url)
            + [colon, quote]
        precondition(opening.count < 8 && (16...24).contains(middle.count), "UsualEvent: the names changed length")
        func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
            var word: UInt64 = 0
            for index in 0..<min(8, bytes.count - offset) {
                word |= UInt64(bytes[offset + index]) << UInt64(8 * index)
            }
            return word
        }
        self.opening = word(opening, at: 0)
        openingMask = UInt64.max >> UInt64(64 - 8 * opening.count)
        openingCount = opening.count
        self.middle = (word(middle, at: 0), word(middle, at: 8), word(middle, at: middle.count - 8))
        middleCount = middle.count
    }

    /// Whether the ``middleCount`` bytes at `bytes` are the middle.
    @inline(__always)
    func isMiddle(at bytes: UnsafeRawPointer) -> Bool {
        UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self)) == middle.0
            && UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == middle.1
            && UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: middleCount - 8, as: UInt64.self))
                == middle.2
    }
}
