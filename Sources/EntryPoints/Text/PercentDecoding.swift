/// Percent-decoding under the URL rules of the format: each escape is two
/// hex digits, decoded exactly once, and the result must be valid UTF-8.
@usableFromInline package enum PercentDecoding {
    /// Why decoding failed, with the offending bytes' offsets in the input,
    /// so that a message can quote exactly what was written.
    enum Failure: Error, Hashable {
        /// A `%` not followed by two hex digits (`%zz`, `%4`, a trailing `%`).
        /// The range covers the `%` and at most the two bytes after it
        /// (extended to whole characters).
        case malformedEscape(Range<Int>)
        /// Escapes that decode to bytes that are not valid UTF-8
        /// (`%C3%28`, `%FF`). The range covers the run of consecutive escapes
        /// holding the first invalid byte.
        case invalidUTF8(Range<Int>)
    }

    /// Decodes `text`, or returns `nil` for a malformed escape (`%zz`, `%4`,
    /// a trailing `%`) or bytes that are not valid UTF-8. With `plusAsSpace`,
    /// `+` decodes to a space (query items).
    package static func decode(_ text: Substring, plusAsSpace: Bool) -> String? {
        var text = text
        return text.withUTF8 { decode(bytes: $0, plusAsSpace: plusAsSpace) }
    }

    /// Decodes `text`, or returns `nil` as the `Substring` form does.
    package static func decode(_ text: String, plusAsSpace: Bool) -> String? {
        decode(text[...], plusAsSpace: plusAsSpace)
    }

    /// Decodes raw bytes, or returns `nil` as the `Substring` form does.
    static func decode(bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> String? {
        do throws(PercentDecoding.Failure) {
            return try decodeStrictly(bytes: bytes, plusAsSpace: plusAsSpace)
        } catch {
            return nil
        }
    }

    /// Decodes raw bytes, or throws the first problem and where it is.
    ///
    /// - Throws: ``Failure/malformedEscape(_:)`` for the first malformed
    ///   escape, else ``Failure/invalidUTF8(_:)`` when the decoded bytes are
    ///   not valid UTF-8.
    /// - Complexity: O(*n*) in the number of bytes.
    static func decodeStrictly(bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) throws(Failure) -> String {
        guard let base = bytes.baseAddress else { return "" }
        var isValid = true
        // NB: decoding never lengthens text, so the input's length is room enough.
        let result = String(unsafeUninitializedCapacity: bytes.count) { output in
            let written = decode(base, 0, bytes.count, plusAsSpace: plusAsSpace, into: output.baseAddress!)
            isValid = written >= 0
            return max(written, 0)
        }
        guard isValid else { throw failure(in: bytes, plusAsSpace: plusAsSpace) }
        return result
    }

    /// Decodes `bytes[from..<to]` into `output` (room for `to - from` bytes):
    /// the one decoding loop, which the URL scan and ``decodeStrictly(bytes:plusAsSpace:)`` share.
    ///
    /// - Returns: the number of bytes written, or -1 for a malformed escape
    ///   or a result that is not valid UTF-8 (``failure(in:plusAsSpace:)`` says which and where).
    @inline(__always)
    static func decode(
        _ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int, plusAsSpace: Bool,
        into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var written = 0
        var index = from
        // NB: or-ing every written byte says at the end whether any was non-ASCII,
        // the only case that needs a UTF-8 check.
        var seen: UInt8 = 0
        while index < to {
            let byte = bytes[index]
            let decoded: UInt8
            if byte == percent {
                guard index + 2 < to, let upper = hexValue(bytes[index + 1]), let lower = hexValue(bytes[index + 2])
                else { return -1 }
                decoded = upper << 4 | lower
                index += 3
            } else {
                decoded = plusAsSpace && byte == plus ? space : byte
                index += 1
            }
            output[written] = decoded
            seen |= decoded
            written += 1
        }
        guard seen & 0x80 == 0 || UTF8Validation.isValid(UnsafeBufferPointer(start: output, count: written)) else {
            return -1
        }
        return written
    }

    /// Why `bytes` does not decode: the first malformed escape, else the
    /// first run of escapes (or raw byte) that breaks UTF-8. Only called once
    /// ``decode(_:_:_:plusAsSpace:into:)`` has failed.
    static func failure(in bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> Failure {
        var index = 0
        while index < bytes.count {
            if bytes[index] == percent {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
                    return .malformedEscape(escapeQuote(in: bytes, at: index))
                }
                index += 3
            } else {
                index += 1
            }
        }
        return .invalidUTF8(invalidRun(in: bytes, plusAsSpace: plusAsSpace))
    }

    /// The value of a hex digit, or `nil` for any other byte.
    @inlinable
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Internals

    private static let percent = UInt8(ascii: "%")
    private static let plus = UInt8(ascii: "+")
    private static let space = UInt8(ascii: " ")

    private static func isHex(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    /// The `%` at `index` and up to two bytes after it, widened to whole
    /// characters so that the quote is valid text.
    private static func escapeQuote(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Range<Int> {
        var end = min(index + 3, bytes.count)
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return index..<end
    }

    /// Where the first invalid decoded byte came from, widened to the run of
    /// consecutive escapes around it. Only called once decoding has failed.
    private static func invalidRun(in bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> Range<Int> {
        var decoded: [UInt8] = []
        var origins: [Int] = []
        var read = 0
        while read < bytes.count {
            origins.append(read)
            if bytes[read] == percent, let high = hexValue(bytes[read + 1]), let low = hexValue(bytes[read + 2]) {
                decoded.append(high << 4 | low)
                read += 3
            } else {
                decoded.append(plusAsSpace && bytes[read] == plus ? space : bytes[read])
                read += 1
            }
        }
        let offset = decoded.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } ?? 0
        let origin = origins[offset]
        guard bytes[origin] == percent else { return origin..<(origin + 1) }
        // Every `%` here starts a well-formed escape, so runs can be walked by threes.
        var start = origin
        while start >= 3, bytes[start - 3] == percent { start -= 3 }
        var end = origin + 3
        while end < bytes.count, bytes[end] == percent { end += 3 }
        return start..<end
    }
}
