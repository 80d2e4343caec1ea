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
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                if scalar == "\\" { result += "\\\\" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

}
