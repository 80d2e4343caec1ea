import EntryPoints

extension SessionSummary {
    /// `text` as the summary shows it on a terminal: every control character
    /// (C0, DEL, C1 such as U+0085), format character (U+202E and the other
    /// bidirectional controls, U+200B, U+FEFF) and line or paragraph separator
    /// (U+2028, U+2029) written as `\u{…}`, and `\` as `\\`, so the sender
    /// of a URL cannot move the cursor, reorder what follows, or forge a line
    /// (FORMATS section 7).
    ///
    /// ```swift
    /// SessionSummary.escapedForTerminal("app://a\u{202E}b")  // app://a\u{202E}b, spelled out
    /// ```
    public static func escapedForTerminal(_ text: String) -> String {
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
