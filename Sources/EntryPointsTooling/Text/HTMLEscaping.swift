/// Escaping for the HTML the tooling writes (`entryd map`), whose text comes
/// from a route table: the one rule for element text and attribute values
/// alike, so no table string can open a tag, close an attribute or run a script.
///
/// - The five specials become entities (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`).
/// - What would not show as itself is written as visible `\u{…}` text: C0
///   and C1 controls but tab and line feed, DEL, U+FFFE and U+FFFF, and the
///   bidirectional controls (U+202A–U+202E, U+2066–U+2069), which could
///   otherwise make a route id read as another in the page (as
///   ``TerminalText`` does for a terminal).
enum HTMLEscaping {
    /// `text` as HTML text, safe in an element or a quoted attribute value.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            default:
                if isHidden(scalar) {
                    escaped += scalar.spelledOut
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Whether `scalar` would not show as itself in a page.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
