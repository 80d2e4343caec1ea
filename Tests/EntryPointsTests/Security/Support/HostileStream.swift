import TestSupport

// NB: also compiled into the differential libFuzzer target (scripts/fuzz diff).
#if canImport(EntryPoints)
    @testable import EntryPoints
#endif

/// Event streams written as an attacker would: URLs carrying every character
/// class that JSON or a terminal treats specially, wrapped in event lines of
/// every shape the fast scanner reads (escapes, spacing, ids, extra and
/// repeated members), so both of `entryd`'s paths see the same hostile bytes.
enum HostileStream {
    /// Text that must never come out raw: JSON's own metacharacters, control
    /// characters, U+2028/U+2029, C1 controls and bidirectional overrides.
    static let hostilePieces = [
        "\"", "\\", "\"},\"a", "\\\"", "\u{0}", "\u{1}", "\n", "\r", "\t", "\u{1F}", "\u{7F}", "\u{85}",
        "\u{2028}", "\u{2029}", "\u{202E}", "\u{FEFF}", "é", "😀", "/", "%22", "%5C", "%0A", "%E2%80%A8", "%C2%85",
        "%E2%80%AE", "%7F", "%00", "'", "<", ">", "&", "}", "{", "]", "[", ":", ",",
    ]

    /// One URL: from a pattern of `table` when there is one, else from the grammar, with hostile pieces spliced in.
    static func url(
        table: RouteTable?, random: inout SplitMix64
    ) -> String {
        var urls = URLGenerator(random: SplitMix64(seed: random.next()))
        var url: String
        let patterns = table?.routes.flatMap { route in route.patterns.map { (route, $0) } } ?? []
        if !patterns.isEmpty, !random.oneIn(4) {
            let (route, pattern) = random.pick(patterns)
            url = urls.url(path: urls.path(for: pattern, params: route.params))
        } else {
            url = urls.hostileURL()
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let piece = random.pick(hostilePieces)
            let scalars = Array(url.unicodeScalars)
            let at = Int.random(in: 0...scalars.count, using: &random)
            url =
                String(String.UnicodeScalarView(scalars[..<at])) + piece
                + String(String.UnicodeScalarView(scalars[at...]))
        }
        if random.oneIn(4) { url += "?" + random.pick(["q=", "", "a&b="]) + random.pick(hostilePieces) }
        return url
    }

    /// One event line around `url` (no newline): escaped as JSON requires, and in varied shapes.
    static func line(url: String, number: Int, random: inout SplitMix64) -> [UInt8] {
        var text: [UInt8] = []
        JSONWriter.writeString(url, to: &text)
        var urlLiteral = String(decoding: text, as: UTF8.self)
        if random.oneIn(3) { urlLiteral = urlLiteral.replacingAll("/", with: "\\/") }
        var members = [#""type":"url""#, #""url":"# + urlLiteral]
        switch Int.random(in: 0..<6, using: &random) {
        case 0: members.append(#""id":"e\#(number)""#)
        case 1: members.append(#""id":\#(number)"#)
        case 2:
            var id: [UInt8] = []
            JSONWriter.writeString(random.pick(hostilePieces), to: &id)
            members.append(#""id":"# + String(decoding: id, as: UTF8.self))
        case 3: members.append(#""sourceApplication":"com.example""#)
        case 4: members.append(#""x":1"#)
        default: break
        }
        if random.oneIn(12) {
            // A repeated member: the line must be invalid on both paths.
            members.append(random.pick([#""type":"intent""#, #""url":"app://b""#, #""x":2"#, #""id":1"#]))
            if !members.contains(#""x":1"#) { members.append(#""x":1"#) }
        }
        if random.oneIn(20) { members.append(#""y":"\u2028""#) }
        var order = members
        if random.oneIn(2) { order.shuffle(using: &random) }
        let separator = random.oneIn(4) ? " , " : ","
        return Array(("{" + order.joined(separator: separator) + "}").utf8)
    }
}

extension String {
    /// Every `target` replaced by `replacement` (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
