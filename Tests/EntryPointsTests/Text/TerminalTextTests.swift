import Testing

@testable import EntryPointsTooling

/// Issue 31, item 3: one escaping rule for every line entryd writes for people.
@Suite("The one escaping rule for text shown to people")
struct TerminalTextTests {
    // Issue 31, item 3.
    @Test("Every control, format and separator character is spelled \\u{…}; backslashes are doubled; the rest stays")
    func escapingRule() {
        #expect(
            TerminalText.escaped(
                "a\u{1B}[2K\u{7}\u{0}\u{7F}\n\r\t\u{85}\u{202E}\u{200B}\u{FEFF}\u{2028}\u{2029}\u{E000}\\é😀 b")
                == #"a\u{1B}[2K\u{7}\u{0}\u{7F}\u{A}\u{D}\u{9}\u{85}\u{202E}\u{200B}\u{FEFF}\u{2028}\u{2029}\u{E000}\\é😀 b"#
        )
        #expect(TerminalText.escaped("routes[0]: plain text") == "routes[0]: plain text")
        // NB: an escape cannot be forged: the text `\u{1B}` comes out as `\\u{1B}`.
        #expect(TerminalText.escaped(#"\u{1B}"#) == #"\\u{1B}"#)
    }

    // Issue 31, item 3.
    @Test("The summary and check's report use that rule")
    func oneRule() {
        let text = "x\u{1B}\u{2028}\\"
        #expect(SessionSummary.escapedForTerminal(text) == TerminalText.escaped(text))
    }
}
