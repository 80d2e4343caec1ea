import EntryPoints

/// The parts of a web URL that association rules look at, as written in the
/// URL (percent-encoded), without the `?` and `#` that introduce them.
///
/// ```swift
/// // https://example.com/buy/shoe%20box?size=42#reviews
/// AssociationURL(path: "/buy/shoe%20box", query: "size=42", fragment: "reviews")
/// ```
///
/// `nil` means the URL has no such part; rules treat a missing query or
/// fragment as an empty one. Spaces, control characters and non-ASCII
/// characters written raw are taken as their UTF-8 percent-encoding, as
/// browsers send them.
public struct AssociationURL: Hashable, Sendable {
    /// The path, such as `/buy/shoe%20box`; empty for `https://example.com`.
    public var path: String
    /// The query without its `?`, such as `size=42`.
    public var query: String?
    /// The fragment without its `#`, such as `reviews`.
    public var fragment: String?

    /// The parts of a URL, each as written (percent-encoded).
    public init(path: String, query: String? = nil, fragment: String? = nil) {
        self.path = path
        self.query = query
        self.fragment = fragment
    }
}

extension AssociationURL {
    /// `text` with spaces, control characters and non-ASCII characters
    /// percent-encoded as UTF-8 (`%20`, `%C3%A9`); everything else, including
    /// existing escapes, is kept as written.
    static func encodingRawCharacters(_ text: String) -> String {
        let needsWork = text.utf8.contains { $0 <= 0x20 || $0 >= 0x7F }
        guard needsWork else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            if byte <= 0x20 || byte >= 0x7F {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The uppercase hex digit for a value below 16.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
