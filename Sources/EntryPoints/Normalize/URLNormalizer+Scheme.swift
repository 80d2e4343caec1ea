extension URLNormalizer {
    /// The scheme of `text`, lowercased, when it starts with one (`demoapp:`, `https:`).
    static func scheme(of text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard let end = schemeEnd(bytes) else { return nil }
            return ASCIICase.lowercased(UnsafeBufferPointer(rebasing: bytes[..<end]))
        }
    }

    /// Whether `text` starts with a scheme.
    static func hasScheme(_ text: String) -> Bool {
        scheme(of: text) != nil
    }
}
