/// The raw text of a URL component (path, query, fragment) as a browser
/// would send it: bytes kept as written, except that raw spaces and
/// non-ASCII characters become their UTF-8 percent-encoding.
///
/// NB: the format takes raw spaces and non-ASCII characters "as their UTF-8
/// percent-encoding, as browsers do", so `/caf\u{E9}` and `/caf%C3%A9` must
/// give the same raw path to association-file matching.
enum RawComponent {
    /// The encoded text of `bytes` (valid UTF-8).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var extra = 0
        for byte in bytes where needsEncoding(byte) { extra += 2 }
        if extra == 0 { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
            var written = 0
            for byte in bytes {
                if needsEncoding(byte) {
                    output[written] = UInt8(ascii: "%")
                    output[written + 1] = hexDigit(byte >> 4)
                    output[written + 2] = hexDigit(byte & 0x0F)
                    written += 3
                } else {
                    output[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    @inline(__always)
    private static func needsEncoding(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte >= 0x80
    }

    /// The uppercase hex digit for a value below 16 (RFC 3986 prefers uppercase).
    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
