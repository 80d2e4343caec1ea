import EntryPoints

extension SessionSummary {
    /// `text` as the summary shows it on a terminal, by the one rule of
    /// ``TerminalText/escaped(_:)``: every control character
    /// (C0, DEL, C1 such as U+0085), format character (U+202E and the other
    /// bidirectional controls, U+200B, U+FEFF) and line or paragraph separator
    /// (U+2028, U+2029) written as `\u{…}`, and `\` as `\\`, so the sender
    /// of a URL cannot move the cursor, reorder what follows, or forge a line
    /// (the Event and result formats article (Edge cases)).
    ///
    /// ```swift
    /// SessionSummary.escapedForTerminal("app://a\u{202E}b")  // app://a\u{202E}b, spelled out
    /// ```
    public static func escapedForTerminal(_ text: String) -> String {
        TerminalText.escaped(text)
    }
}
