/// Splitting a path into the segments the matcher sees: split on `/`, drop
/// empty segments, then percent-decode each segment exactly once.
///
/// Decoding after splitting is what makes `a%2Fb` one segment whose value is
/// `a/b`; decoding once is what makes `%252F` become `%2F` and stay there.
enum PathSegments {
    /// Appends the segments of `bytes[range]` to `segments`, numbering them
    /// after those already there (for messages).
    ///
    /// - Throws: a ``Outcome/Reason/malformedURL`` rejection for a malformed
    ///   escape, an escape that decodes to invalid UTF-8, or a dot segment.
    static func append(
        _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, to segments: inout [String]
    ) throws(URLRejection) {
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: "/") {
            if index > start {
                segments.append(try decode(bytes, in: start..<index, number: segments.count + 1, isHost: false))
            }
            start = index + 1
        }
        if range.upperBound > start {
            segments.append(
                try decode(bytes, in: start..<range.upperBound, number: segments.count + 1, isHost: false))
        }
    }

    /// Decodes the non-empty segment at `range`, the `number`th of the path
    /// (a custom-scheme URL's host is segment 1, and `isHost` says so in messages).
    ///
    /// - Throws: a ``Outcome/Reason/malformedURL`` rejection for a malformed
    ///   escape, an escape that decodes to invalid UTF-8, or a dot segment.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, number: Int, isHost: Bool
    ) throws(URLRejection) -> String {
        let segment = UnsafeBufferPointer(rebasing: bytes[range])
        let decoded: String
        do throws(PercentDecoding.Failure) {
            decoded = try PercentDecoding.decodeStrictly(bytes: segment, plusAsSpace: false)
        } catch {
            throw .malformed(error, in: segment, place: place(number: number, isHost: isHost))
        }
        // NB: dot segments are refused rather than resolved, so that no URL
        // (`/story/%2E%2E/admin`) can climb out of the route it names.
        if isDotSegment(decoded) {
            throw .malformed(
                "\(place(number: number, isHost: isHost)) is '\(decoded)' after decoding; dot segments are refused")
        }
        return decoded
    }

    /// The number of segments `bytes[range]` can hold at most, to size the array once.
    static func capacity(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
        var slashes = 0
        for index in range where bytes[index] == UInt8(ascii: "/") { slashes += 1 }
        return slashes + 1
    }

    private static func isDotSegment(_ segment: String) -> Bool {
        let utf8 = segment.utf8
        return !utf8.isEmpty && utf8.count <= 2 && utf8.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    private static func place(number: Int, isHost: Bool) -> String {
        isHost ? "path segment \(number) (the host)" : "path segment \(number)"
    }
}
