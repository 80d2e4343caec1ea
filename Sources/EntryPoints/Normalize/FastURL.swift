/// Reusable scratch space for the fast URL parse: decoded bytes and the
/// bounds of each path segment and query item in them.
struct FastURL {
    /// Decoded segments, then decoded query names and values.
    var decoded: [UInt8] = []
    /// Start and length of each path segment in ``decoded``, alternating.
    var segments: [Int32] = []
    /// Start and length of each query item's name, then its value, in ``decoded``.
    var query: [Int32] = []
    /// Whether the URL has one of the app's custom schemes (else http/https).
    var isCustomScheme = false

    init() {
        decoded.reserveCapacity(512)
        segments.reserveCapacity(32)
        query.reserveCapacity(32)
    }

    mutating func reset() {
        decoded.removeAll(keepingCapacity: true)
        segments.removeAll(keepingCapacity: true)
        query.removeAll(keepingCapacity: true)
    }
}

extension URLNormalizer {
    /// Parses the common shapes of URL straight into `url`, or declines
    /// (returns `false`) so the general parser decides.
    ///
    /// It accepts only what it can decide exactly as ``normalize(_:)`` would:
    /// ASCII URLs on one of the app's schemes or domains, with a plain host,
    /// well-formed escapes and no dot segments. Everything else, including
    /// every rejection, goes to the general path, which writes the messages.
    func fastParse(_ bytes: UnsafeBufferPointer<UInt8>, into url: inout FastURL) -> Bool {
        url.reset()
        let count = bytes.count
        guard count > 0, count <= Self.maximumLength else { return false }
        // Scheme.
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { break }
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            guard isLetter || (index > 0 && (byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")))
            else { return false }
            index += 1
        }
        guard index > 0, index < count else { return false }
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<index])
        let isWeb: Bool
        if ASCIICase.equals(scheme, lowercaseASCII: "https") || ASCIICase.equals(scheme, lowercaseASCII: "http") {
            isWeb = true
        } else if ByteSegments.withFolded(scheme, { schemeIndex.lookup(tag: 0, key: $0) }) != nil {
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
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                // NB: userinfo, ports, IP literals, backslashes and escapes in a host are rare;
                // the general parser handles them and their rejections.
                if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "[")
                    || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "%")
                    || byte < 0x21 || byte >= 0x7F
                { return false }
                index += 1
            }
            hostEnd = index
        } else if isWeb {
            return false
        }
        if isWeb {
            guard hostEnd > hostStart, isAssociatedHost(UnsafeBufferPointer(rebasing: bytes[hostStart..<hostEnd])) else {
                return false
            }
        } else if hostEnd > hostStart {
            guard Self.appendSegment(bytes, hostStart..<hostEnd, to: &url) else { return false }
        }
        // Path, query, fragment.
        var segmentStart = index
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte >= 0x7F { return false }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                if index > segmentStart {
                    guard Self.appendSegment(bytes, segmentStart..<index, to: &url) else { return false }
                }
                segmentStart = index + 1
                if byte != UInt8(ascii: "/") { break }
            }
            index += 1
        }
        if index >= count {
            if count > segmentStart {
                guard Self.appendSegment(bytes, segmentStart..<count, to: &url) else { return false }
            }
            return true
        }
        if bytes[index] == UInt8(ascii: "?") {
            index += 1
            var itemStart = index
            while index <= count {
                let atEnd = index == count || bytes[index] == UInt8(ascii: "#")
                if !atEnd {
                    let byte = bytes[index]
                    if byte < 0x20 || byte >= 0x7F { return false }
                }
                if atEnd || bytes[index] == UInt8(ascii: "&") {
                    if index > itemStart {
                        guard Self.appendQueryItem(bytes, itemStart..<index, to: &url) else { return false }
                    }
                    itemStart = index + 1
                    if atEnd { break }
                }
                index += 1
            }
        }
        // The fragment is ignored, but a control character anywhere makes the URL malformed.
        while index < count {
            if bytes[index] < 0x20 || bytes[index] >= 0x7F { return false }
            index += 1
        }
        return true
    }

    /// Whether `host` (ASCII, no escapes) is covered by the app's domains, as ``DomainSet`` decides.
    private func isAssociatedHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSegments.withFolded(host) { host in
            if domainIndex.lookup(tag: 0, key: host) != nil { return true }
            var position = 1
            while position < host.count - 1 {
                if host[position] == UInt8(ascii: "."),
                    domainIndex.lookup(tag: 1, key: UnsafeBufferPointer(rebasing: host[(position + 1)...])) != nil
                {
                    return true
                }
                position += 1
            }
            return false
        }
    }

    /// Decodes a non-empty path segment into `url`; `false` for a bad escape, invalid UTF-8 or a dot segment.
    private static func appendSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to url: inout FastURL) -> Bool {
        let start = url.decoded.count
        guard decode(bytes, range, plusAsSpace: false, into: &url.decoded) else { return false }
        let length = url.decoded.count - start
        if length <= 2, url.decoded[start] == UInt8(ascii: "."), length == 1 || url.decoded[start + 1] == UInt8(ascii: ".") {
            return false
        }
        url.segments.append(Int32(start))
        url.segments.append(Int32(length))
        return true
    }

    /// Decodes a non-empty query item into `url`, skipping one whose name is empty.
    private static func appendQueryItem(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to url: inout FastURL) -> Bool {
        var equals = range.upperBound
        for index in range where bytes[index] == UInt8(ascii: "=") {
            equals = index
            break
        }
        let nameStart = url.decoded.count
        guard decode(bytes, range.lowerBound..<equals, plusAsSpace: true, into: &url.decoded) else { return false }
        let nameLength = url.decoded.count - nameStart
        let valueStart = url.decoded.count
        if equals < range.upperBound {
            guard decode(bytes, (equals + 1)..<range.upperBound, plusAsSpace: true, into: &url.decoded) else { return false }
        }
        guard nameLength > 0 else {
            url.decoded.removeSubrange(nameStart...)
            return true
        }
        url.query.append(contentsOf: [Int32(nameStart), Int32(nameLength), Int32(valueStart), Int32(url.decoded.count - valueStart)])
        return true
    }

    /// Percent-decodes `bytes[range]` onto `output`; `false` for a malformed escape or invalid UTF-8.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool, into output: inout [UInt8]
    ) -> Bool {
        let start = output.count
        var index = range.lowerBound
        var high = false
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound, let upper = PercentDecoding.hexValue(bytes[index + 1]),
                    let lower = PercentDecoding.hexValue(bytes[index + 2])
                else { return false }
                let decoded = upper << 4 | lower
                if decoded >= 0x80 { high = true }
                output.append(decoded)
                index += 3
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard high else { return true }
        return output.withUnsafeBufferPointer { UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[start...])) }
    }
}
