import EntryPoints

/// Reusable scratch space for the fast URL parse: decoded bytes and the
/// bounds of each path segment and query item in them.
///
/// NB: raw memory allocated once per session: a URL is at most 8,192 bytes,
/// and decoding never makes text longer, so the sizes are fixed. Its counts
/// skip dynamic exclusivity checks: one owner, no overlapping access.
final class FastURL {
    static let capacity = URLNormalizer.maximumLength + 16

    /// Decoded segments, then decoded query names and values; the sixteen
    /// bytes of slack past the longest URL let `ByteSegments` read any
    /// segment's first sixteen bytes at once. Zeroed, so no read sees
    /// uninitialized memory.
    let decoded: UnsafeMutablePointer<UInt8> = {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: FastURL.capacity)
        memory.initialize(repeating: 0, count: FastURL.capacity)
        return memory
    }()
    @exclusivity(unchecked) var decodedCount = 0
    /// Start and length of each path segment in `decoded`, alternating.
    let segments = UnsafeMutablePointer<Int32>.allocate(capacity: FastURL.capacity)
    @exclusivity(unchecked) var segmentCount = 0
    /// Start and length of each query item's name, then its value, in `decoded`.
    let query = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * FastURL.capacity)
    @exclusivity(unchecked) var queryCount = 0
    /// Whether the URL has one of the app's custom schemes (else http/https).
    @exclusivity(unchecked) var isCustomScheme = false

    deinit {
        decoded.deallocate()
        segments.deallocate()
        query.deallocate()
    }

    func reset() {
        decodedCount = 0
        segmentCount = 0
        queryCount = 0
    }

    /// The decoded bytes so far.
    var decodedBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: decoded, count: decodedCount) }

    /// The segments, for the trie search.
    var byteSegments: ByteSegments {
        ByteSegments(bytes: decodedBytes, bounds: UnsafeBufferPointer(start: segments, count: 2 * segmentCount))
    }

    /// The bytes at `start` of `length` in `decoded`.
    @inline(__always)
    func bytes(_ start: Int32, _ length: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: decoded + Int(start), count: Int(length))
    }
}

extension URLNormalizer {
    /// Parses the common shapes of URL straight into `url`, or declines
    /// (returns `false`) so the general parser decides.
    ///
    /// It accepts only what it can decide exactly as `normalize(_:)` would:
    /// ASCII URLs on one of the app's schemes or domains, with a plain host,
    /// well-formed escapes and no dot segments. Everything else, including
    /// every rejection, goes to the general path, which writes the messages.
    func fastParse(_ bytes: UnsafeBufferPointer<UInt8>, into url: FastURL) -> Bool {
        url.reset()
        let classes = FastURLByteClass.pointer
        let count = bytes.count
        guard count > 0, count <= Self.maximumLength else { return false }
        // Scheme: a letter, then letters, digits, `+`, `-` or `.`, up to the `:` (the normalizer's rule).
        guard Self.isSchemeLetter(bytes[0]) else { return false }
        var index = 1
        while index < count, classes[Int(bytes[index])] & FastURLByteClass.scheme != 0 { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
        // NB: every scheme byte has bit 0x20 set once a letter is lowercased, so or-ing
        // 0x20 into each byte folds the words the scheme table compares; the `:` after
        // the scheme means a word load at offset 8 needs only `count` >= 16.
        var head0: UInt64 = 0
        var head1: UInt64 = 0
        if index <= 16 && count >= 16 {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            let (mask0, mask1) = ByteTable.headMasks(length: index)
            let lowercase: UInt64 = 0x2020_2020_2020_2020
            head0 = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) | lowercase) & mask0
            head1 = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) | lowercase) & mask1
        } else {
            for position in 0..<min(index, 16) {
                let lower = UInt64(bytes[position] | 0x20) &<< UInt64(truncatingIfNeeded: 8 * (position & 7))
                if position < 8 { head0 |= lower } else { head1 |= lower }
            }
        }
        let isWeb: Bool
        if (index == 4 && head0 == Self.httpWord) || (index == 5 && head0 == Self.httpsWord) {
            isWeb = true
        } else if schemeIndex.lookup(
            tag: 0, key: UnsafeBufferPointer(rebasing: bytes[0..<index]), head0: head0, head1: head1,
            foldingCase: true) != nil
        {
            isWeb = false
        } else {
            return false
        }
        url.isCustomScheme = !isWeb
        index += 1
        // Authority.
        var hostStart = index
        var hostEnd = index
        if index + 1 < count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            hostStart = index
            // NB: userinfo, ports, IP literals, backslashes and escapes in a host are rare;
            // the general parser handles them and their rejections.
            while index < count {
                let kind = classes[Int(bytes[index])]
                if kind & FastURLByteClass.pathEnd != 0 { break }
                if kind & FastURLByteClass.hostRefused != 0 { return false }
                index += 1
            }
            hostEnd = index
        } else if isWeb {
            return false
        }
        if isWeb {
            guard hostEnd > hostStart, isAssociatedHost(UnsafeBufferPointer(rebasing: bytes[hostStart..<hostEnd]))
            else {
                return false
            }
        } else if hostEnd > hostStart {
            guard Self.appendSegment(bytes, hostStart, hostEnd, to: url) else { return false }
        }
        // Path, query, fragment: one table lookup per byte.
        // NB: no closure here: a loop index captured by one lives in memory, not a register.
        do {
            var segmentStart = index
            var escaped = false
            while index < count {
                let kind = classes[Int(bytes[index])]
                if kind & FastURLByteClass.pathStop != 0 {
                    if kind & FastURLByteClass.refused != 0 { return false }
                    if kind & FastURLByteClass.percent != 0 {
                        escaped = true
                    } else if kind & FastURLByteClass.pathEnd != 0 {
                        if index > segmentStart {
                            guard Self.appendSegment(bytes, segmentStart, index, escaped: escaped, to: url) else {
                                return false
                            }
                        }
                        escaped = false
                        segmentStart = index + 1
                        if bytes[index] != UInt8(ascii: "/") { break }
                    }
                }
                index += 1
            }
            if index >= count {
                if count > segmentStart {
                    guard Self.appendSegment(bytes, segmentStart, count, escaped: escaped, to: url) else {
                        return false
                    }
                }
                return true
            }
            if bytes[index] == UInt8(ascii: "?") {
                index += 1
                var itemStart = index
                var plain = true
                while true {
                    let kind = index < count ? classes[Int(bytes[index])] : FastURLByteClass.queryEnd
                    if kind & FastURLByteClass.queryStop != 0 {
                        if kind & FastURLByteClass.refused != 0 { return false }
                        if kind & FastURLByteClass.queryEscape != 0 { plain = false }
                        if kind & FastURLByteClass.queryEnd != 0 {
                            if index > itemStart {
                                guard Self.appendQueryItem(bytes, itemStart, index, plain: plain, to: url) else {
                                    return false
                                }
                            }
                            plain = true
                            itemStart = index + 1
                            if index == count || bytes[index] == UInt8(ascii: "#") { break }
                        }
                    }
                    index += 1
                }
            }
            // The fragment is ignored, but a control character anywhere makes the URL malformed.
            while index < count {
                if classes[Int(bytes[index])] & FastURLByteClass.refused != 0 { return false }
                index += 1
            }
            return true
        }
    }

    /// `http` and `https` as the scheme loop gathers them: little-endian words.
    private static var httpWord: UInt64 { word(httpScheme) }
    private static var httpsWord: UInt64 { word(httpsScheme) }

    /// `scheme` (lowercase, at most eight bytes) as a little-endian word.
    ///
    /// NB: always inlined on a literal, so the loop folds into a constant.
    @inline(__always)
    private static func word(_ scheme: StaticString) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<scheme.utf8CodeUnitCount {
            word |= UInt64(scheme.utf8Start[index]) &<< UInt64(truncatingIfNeeded: 8 * index)
        }
        return word
    }

    /// Whether `host` (ASCII, no escapes) is covered by the app's domains, by `DomainSet`'s rule and entries.
    ///
    /// NB: the hosts `DomainSet` never lets a `*.` entry cover (non-ASCII,
    /// escaped, IP literals) never get here: their bytes are ``FastURLByteClass/hostRefused``.
    private func isAssociatedHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
        let index = domainIndex
        if index.lookup(tag: 0, key: host, foldingCase: true) != nil { return true }
        return DomainSet.firstWildcard(coveringHost: host) { start in
            index.lookup(tag: 1, key: UnsafeBufferPointer(rebasing: host[start...]), foldingCase: true)
        } != nil
    }

    /// Decodes a non-empty path segment into `url`; `false` for a bad escape, invalid UTF-8 or a dot segment.
    private static func appendSegment(
        _ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, escaped: Bool = true, to url: FastURL
    ) -> Bool {
        let start = url.decodedCount
        if escaped {
            guard decode(bytes, from, to, plusAsSpace: false, into: url) else { return false }
        } else {
            copy(bytes, from, to, into: url)
        }
        let length = url.decodedCount - start
        let first = url.decoded[start]
        if length <= 2, first == UInt8(ascii: "."), length == 1 || url.decoded[start + 1] == UInt8(ascii: ".") {
            return false
        }
        url.segments[2 * url.segmentCount] = Int32(start)
        url.segments[2 * url.segmentCount + 1] = Int32(length)
        url.segmentCount += 1
        return true
    }

    /// Decodes a non-empty query item into `url`, skipping one whose name is empty.
    private static func appendQueryItem(
        _ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, plain: Bool = false, to url: FastURL
    ) -> Bool {
        let (name, value) = QueryItem.split(bytes, from..<to)
        let nameStart = url.decodedCount
        if plain {
            copy(bytes, name.lowerBound, name.upperBound, into: url)
        } else {
            guard decode(bytes, name.lowerBound, name.upperBound, plusAsSpace: true, into: url) else { return false }
        }
        let nameLength = url.decodedCount - nameStart
        let valueStart = url.decodedCount
        if plain {
            copy(bytes, value.lowerBound, value.upperBound, into: url)
        } else {
            guard decode(bytes, value.lowerBound, value.upperBound, plusAsSpace: true, into: url) else { return false }
        }
        guard nameLength > 0 else {
            url.decodedCount = nameStart
            return true
        }
        let slot = url.query + 4 * url.queryCount
        slot[0] = Int32(nameStart)
        slot[1] = Int32(nameLength)
        slot[2] = Int32(valueStart)
        slot[3] = Int32(url.decodedCount - valueStart)
        url.queryCount += 1
        return true
    }

    /// Copies `bytes[from..<to]`, which hold no escape, onto `url.decoded`.
    @inline(__always)
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, into url: FastURL) {
        guard to > from else { return }
        ByteCopy.copy(
            from: UnsafeRawPointer(bytes.baseAddress! + from),
            to: UnsafeMutableRawPointer(url.decoded + url.decodedCount),
            count: to - from)
        url.decodedCount += to - from
    }

    /// Percent-decodes `bytes[from..<to]` onto `url.decoded`; `false` for a malformed escape or invalid UTF-8.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, plusAsSpace: Bool, into url: FastURL
    ) -> Bool {
        let output = url.decoded
        let start = url.decodedCount
        var written = start
        var index = from
        var high = false
        while index < to {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < to, let upper = PercentDecoding.hexValue(bytes[index + 1]),
                    let lower = PercentDecoding.hexValue(bytes[index + 2])
                else { return false }
                let decoded = upper << 4 | lower
                if decoded >= 0x80 { high = true }
                output[written] = decoded
                index += 3
            } else {
                output[written] = plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                index += 1
            }
            written += 1
        }
        url.decodedCount = written
        guard high else { return true }
        return UTF8Validation.isValid(UnsafeBufferPointer(start: output + start, count: written - start))
    }
}

/// What the fast URL parser must notice about each byte, by byte value.
enum FastURLByteClass {
    /// Control characters, DEL and non-ASCII: the general parser decides.
    static let refused: UInt8 = 1
    /// `/`, `?`, `#`: the end of a path segment.
    static let pathEnd: UInt8 = 2
    /// `%`: an escape to decode.
    static let percent: UInt8 = 4
    /// `%` or `+` in a query: the item needs decoding.
    static let queryEscape: UInt8 = 8
    /// A letter, digit, `+`, `-` or `.`: a byte a scheme may hold after its first letter.
    static let scheme: UInt8 = 64
    /// `&` or `#`: the end of a query item.
    static let queryEnd: UInt8 = 128
    /// The bytes the path loop must look at: all but plain segment bytes.
    static let pathStop = refused | pathEnd | percent
    /// The bytes the query loop must look at: all but plain item bytes.
    static let queryStop = refused | queryEscape | queryEnd
    /// What the fast path leaves to the general parser in a host: userinfo,
    /// ports, IP literals, backslashes, escapes, spaces, and all refused bytes.
    static let hostRefused: UInt8 = 16

    /// `table` in raw memory, so the hot loops index it without a closure.
    /// NB: `nonisolated(unsafe)` is sound: it is written once, at initialization, and only read.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        memory.initialize(from: table, count: 256)
        return UnsafePointer(memory)
    }()

    /// NB: the scheme and query classes come from the normalizer's own rules
    /// (`URLNormalizer.isSchemeByte(_:)`, `QueryItem.isDecoded(_:)`,
    /// `QueryItem.separator`), never from a second list.
    static let table: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        return (URLNormalizer.isSchemeByte(byte) ? scheme : 0) | (QueryItem.isDecoded(byte) ? queryEscape : 0)
            | (byte == QueryItem.separator ? queryEnd : 0) | others(byte)
    }

    /// Every class but those of the normalizer's rules.
    private static func others(_ value: UInt8) -> UInt8 {
        switch value {
        case 0..<0x20, 0x7F...: refused | hostRefused
        case 0x2F, 0x3F: pathEnd
        case 0x23: pathEnd | queryEnd
        case 0x25: percent | hostRefused
        case 0x5C: hostRefused
        case 0x20, 0x40, 0x3A, 0x5B, 0x5D: hostRefused
        default: 0
        }
    }
}
