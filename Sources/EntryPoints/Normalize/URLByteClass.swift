/// What the URL scan must notice about each byte, by byte value: one table
/// lookup per byte decides whether a byte needs a look at all.
///
/// The scheme and query classes come from the normalizer's own rules
/// (`URLNormalizer.isSchemeByte(_:)`, `QueryItem.isDecoded(_:)`,
/// `QueryItem.separator`), never from a second list.
enum URLByteClass {
    /// Control characters, DEL and non-ASCII. A control character makes the
    /// URL malformed; a non-ASCII byte is kept, and its segment's UTF-8 checked.
    static let refused: UInt8 = 1
    /// `/`, `?`, `#`: the end of a path segment, and of the authority.
    static let pathEnd: UInt8 = 2
    /// `%`: an escape to decode.
    static let percent: UInt8 = 4
    /// `%` or `+` in a query: the item needs decoding.
    static let queryEscape: UInt8 = 8
    /// What an authority holds beyond a plain host: userinfo, ports, IP
    /// literals, backslashes, escapes, spaces, and all refused bytes.
    /// ``URLAuthority`` reads an authority that holds one.
    static let hostSpecial: UInt8 = 16
    /// A letter, digit, `+`, `-` or `.`: a byte a scheme may hold after its first letter.
    static let scheme: UInt8 = 64
    /// `&` or `#`: the end of a query item.
    static let queryEnd: UInt8 = 128
    /// The bytes the path loop must look at: all but plain segment bytes.
    static let pathStop = refused | pathEnd | percent
    /// The bytes the query loop must look at: all but plain item bytes.
    static let queryStop = refused | queryEscape | queryEnd

    /// ``table`` in raw memory, so the hot loops index it without a closure.
    /// NB: `nonisolated(unsafe)` is sound: it is written once, at initialization, and only read.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        memory.initialize(from: table, count: 256)
        return UnsafePointer(memory)
    }()

    /// The class of every byte value.
    static let table: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        return (URLNormalizer.isSchemeByte(byte) ? scheme : 0) | (QueryItem.isDecoded(byte) ? queryEscape : 0)
            | (byte == QueryItem.separator ? queryEnd : 0) | others(byte)
    }

    /// Every class but those of the normalizer's rules.
    private static func others(_ value: UInt8) -> UInt8 {
        switch value {
        case 0..<0x20, 0x7F...: refused | hostSpecial
        case 0x2F, 0x3F: pathEnd
        case 0x23: pathEnd | queryEnd
        case 0x25: percent | hostSpecial
        case 0x5C, 0x20, 0x40, 0x3A, 0x5B, 0x5D: hostSpecial
        default: 0
        }
    }
}
