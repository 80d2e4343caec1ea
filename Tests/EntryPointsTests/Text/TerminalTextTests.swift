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

    // Issue 37, item 7: a folder name that is not UTF-8 is shown as the bytes it is.
    @Test("Bytes that are not UTF-8 are spelled \\x{…} one by one; the valid runs around them follow the rule")
    func bytesNotUTF8() {
        #expect(TerminalText.escaped(bytes: [0x63, 0x61, 0x66, 0xE9]) == #"caf\x{E9}"#)
        #expect(TerminalText.escaped(bytes: [0x1B, 0xFF, 0xC3, 0xA9, 0xC3]) == #"\u{1B}\x{FF}é\x{C3}"#)
        #expect(TerminalText.escaped(bytes: Array("a\u{202E}b".utf8)) == TerminalText.escaped("a\u{202E}b"))
        #expect(TerminalText.escaped(bytes: []) == "")
    }

    // Issue 31, item 3.
    @Test("The summary and check's report use that rule")
    func oneRule() {
        let text = "x\u{1B}\u{2028}\\"
        #expect(SessionSummary.escapedForTerminal(text) == TerminalText.escaped(text))
    }
}
