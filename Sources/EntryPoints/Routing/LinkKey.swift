/// One entry of `notificationLinkKeys`: a JSON Pointer (RFC 6901) when it
/// starts with `/`, otherwise a top-level key.
struct LinkKey: Sendable, Hashable {
    /// The reference tokens, unescaped (`~1` → `/`, `~0` → `~`).
    let tokens: [String]

    init(_ text: String) {
        if text.hasPrefix("/") {
            tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(Self.unescape)
        } else {
            tokens = [text]
        }
    }

    /// A reference token with `~1` read as `/` and `~0` as `~` (RFC 6901, in that order of meaning).
    static func unescape(_ token: Substring) -> String {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var index = token.startIndex
        while index < token.endIndex {
            let character = token[index]
            let next = token.index(after: index)
            if character == "~", next < token.endIndex, token[next] == "1" || token[next] == "0" {
                result.append(token[next] == "1" ? "/" : "~")
                index = token.index(after: next)
            } else {
                result.append(character)
                index = next
            }
        }
        return result
    }

    /// The string this key finds in `payload`, if any.
    func find(in payload: JSONObject) -> String? {
        var current = JSONValue.object(payload)
        for token in tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(token), index >= 0, index < elements.count,
                    token == String(index)
                else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current.stringValue
    }
}
