import Foundation

/// One entry of `notificationLinkKeys`: a JSON Pointer (RFC 6901) when it
/// starts with `/`, otherwise a top-level key.
struct LinkKey: Sendable, Hashable {
    /// The reference tokens, unescaped (`~1` → `/`, `~0` → `~`).
    let tokens: [String]

    init(_ text: String) {
        if text.hasPrefix("/") {
            tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
        } else {
            tokens = [text]
        }
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
