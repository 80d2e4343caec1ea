/// The authority of a URL (what follows `//`, up to the first `/`, `?` or
/// `#`), split the way browsers split it: userinfo up to the last `@`, then
/// the host, then an optional `:port`.
///
/// Only the host matters for routing; userinfo and port are ignored, but a
/// port must be digits (or empty).
struct URLAuthority {
    /// The byte range of the host within the URL; it may be empty.
    var host: Range<Int>

    /// Splits the authority at `range` of `bytes`.
    ///
    /// - Throws: a ``Outcome/Reason/malformedURL`` rejection for a backslash,
    ///   a bad IP literal, brackets elsewhere in the host, or a port that is
    ///   not digits.
    init(parsing bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) throws(URLRejection) {
        var lastAt: Int?
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                // NB: browsers treat `\` as `/` in http(s) URLs, so
                // `https://evil.com\@example.com/` opens evil.com while a
                // parser that follows RFC 3986 sees userinfo and example.com.
                // Refusing the backslash means no host can be read two ways.
                throw .malformed(
                    "the authority '\(Self.text(bytes, range))' contains a backslash, "
                        + "which browsers read as '/', so its host would be ambiguous")
            case UInt8(ascii: "@"):
                lastAt = index
            default:
                break
            }
        }
        let start = lastAt.map { $0 + 1 } ?? range.lowerBound
        let end = range.upperBound
        var hostEnd = end
        var portStart: Int?
        if start < end, bytes[start] == UInt8(ascii: "[") {
            guard let close = Self.firstIndex(of: "]", in: bytes, (start + 1)..<end),
                Self.firstIndex(of: "[", in: bytes, (start + 1)..<close) == nil
            else {
                throw .malformed("the IP literal in host '\(Self.text(bytes, start..<end))' is not closed by ']'")
            }
            hostEnd = close + 1
            if hostEnd < end {
                guard bytes[hostEnd] == UInt8(ascii: ":") else {
                    throw .malformed(
                        "host '\(Self.text(bytes, start..<end))' has text after its IP literal that is not a port")
                }
                portStart = hostEnd + 1
            }
        } else {
            if let colon = Self.lastIndex(of: ":", in: bytes, start..<end) {
                hostEnd = colon
                portStart = colon + 1
            }
            if Self.firstIndex(of: "[", in: bytes, start..<hostEnd) != nil
                || Self.firstIndex(of: "]", in: bytes, start..<hostEnd) != nil
            {
                throw .malformed("host '\(Self.text(bytes, start..<hostEnd))' has '[' or ']' outside an IP literal")
            }
        }
        if let portStart {
            for index in portStart..<end where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw .malformed("port '\(Self.text(bytes, portStart..<end))' is not a number")
            }
        }
        host = start..<hostEnd
    }

    private static func firstIndex(
        of ascii: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Int? {
        let target = UInt8(ascii: ascii)
        for index in range where bytes[index] == target { return index }
        return nil
    }

    private static func lastIndex(
        of ascii: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Int? {
        let target = UInt8(ascii: ascii)
        for index in range.reversed() where bytes[index] == target { return index }
        return nil
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
