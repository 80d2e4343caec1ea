/// ASCII-only case folding, byte by byte: `A`–`Z` become `a`–`z` and every
/// other byte, non-ASCII included, is kept as it is.
///
/// NB: hosts and schemes compare as ASCII (the format says so); Unicode case
/// mapping would let a lookalike host fold onto a real one.
enum ASCIICase {
    /// The lowercase form of an ASCII letter; any other byte unchanged.
    @inline(__always)
    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// `bytes` as a string with ASCII letters lowercased. The bytes must be
    /// valid UTF-8 (folding ASCII letters keeps them so).
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !bytes.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            for index in bytes.indices { output[index] = lowercase(bytes[index]) }
            return bytes.count
        }
    }

    /// `text` with ASCII letters lowercased.
    static func lowercased(_ text: String) -> String {
        var text = text
        return text.withUTF8 { lowercased($0) }
    }
}
