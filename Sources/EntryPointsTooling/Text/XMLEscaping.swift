/// Escaping for the XML the tooling writes (JUnit reports, property list
/// fragments), whose text comes from files: the five specials, and the
/// characters XML 1.0 cannot hold at all (C0 controls but tab, line feed and
/// carriage return; U+FFFE, U+FFFF), written as `\u{…}` text.
enum XMLEscaping {
    /// `text` escaped for an XML attribute value (`inAttribute`, the
    /// default: quotes, and line breaks and tabs as character references so
    /// the attribute keeps them) or for element text (only `&`, `<` and `>`,
    /// so a report stays readable as text).
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t" where inAttribute: escaped += "&#9;"
            default:
                let allowed = scalar == "\n" || scalar == "\t"
                if (scalar.value < 0x20 && !allowed) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += scalar.spelledOut
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
