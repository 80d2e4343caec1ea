/// Percent-decoding under the URL rules of the format: each escape is two
/// hex digits, decoded exactly once, and the result must be valid UTF-8.
enum PercentDecoding {
    /// Decodes `text`, or returns `nil` for a malformed escape (`%zz`, `%4`,
    /// a trailing `%`) or bytes that are not valid UTF-8. With `plusAsSpace`,
    /// `+` decodes to a space (query items).
    static func decode(_ text: Substring, plusAsSpace: Bool) -> String? {
        var text = text
        return text.withUTF8 { decode(bytes: $0, plusAsSpace: plusAsSpace) }
    }

    static func decode(_ text: String, plusAsSpace: Bool) -> String? {
        decode(text[...], plusAsSpace: plusAsSpace)
    }

    /// Decodes raw bytes; see ``decode(_:plusAsSpace:)``.
    static func decode(bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> String? {
        var needsWork = false
        for byte in bytes where byte == UInt8(ascii: "%") || (plusAsSpace && byte == UInt8(ascii: "+")) {
            needsWork = true
            break
        }
        if !needsWork { return UTF8Validation.string(from: bytes) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                output.append(high << 4 | low)
                index += 3
            } else if plusAsSpace && byte == UInt8(ascii: "+") {
                output.append(UInt8(ascii: " "))
                index += 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output.withUnsafeBufferPointer { UTF8Validation.string(from: $0) }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
