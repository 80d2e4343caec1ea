/// The one rule for text that entryd shows people (the `--summary`, `check`'s
/// text report, errors and warnings): whatever part of it came from a table,
/// an association file or an event is escaped, so none of it can drive a
/// terminal or forge a line of a CI log.
public enum TerminalText {
    /// `text` with every control character (C0, line feed included, DEL, C1
    /// such as U+0085), format character (U+202E and the other bidirectional
    /// controls, U+200B, U+FEFF), line or paragraph separator (U+2028,
    /// U+2029), surrogate, private-use and unassigned scalar written as
    /// `\u{…}`, and `\` as `\\`, so an escape cannot be forged either.
    ///
    /// ```swift
    /// TerminalText.escaped("key\u{1B}[2K")  // key\u{1B}[2K, spelled out
    /// ```
    public static func escaped(_ text: String) -> String {
        // NB: most text needs nothing; check that without building a copy.
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F && $0 != "\\" }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                result += scalar.spelledOut
            default:
                if scalar == "\\" { result += "\\\\" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `bytes` read as UTF-8 and escaped as ``escaped(_:)`` does, with each
    /// byte that is not part of valid UTF-8 written `\x{FF}`: a file name
    /// that is not UTF-8 is shown as the bytes it is.
    ///
    /// ```swift
    /// TerminalText.escaped(bytes: [0x63, 0x61, 0x66, 0xE9])  // caf\x{E9}
    /// ```
    public static func escaped(bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        if let text = String(validating: bytes, as: UTF8.self) { return escaped(text) }
        var result = ""
        var start = 0
        var index = 0
        // NB: valid runs go through the rule above whole; each stray byte is spelt out alone.
        while index < bytes.count {
            let length = Self.sequenceLength(bytes, at: index)
            if length > 0 {
                index += length
                continue
            }
            result += escaped(String(decoding: bytes[start..<index], as: UTF8.self))
            result += "\\x{" + String(bytes[index], radix: 16, uppercase: true) + "}"
            index += 1
            start = index
        }
        return result + escaped(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when there is none.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil ? 0 : length
    }
}
