/// Where a value sits in a JSON document, written as messages show it:
/// `routes[3].params.storyId`, `associationFiles.example.com`.
///
/// Keys are appended as written, without quoting, so a key that holds a dot
/// (a host name) reads naturally; the path is for people, not for lookup.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The path as text; empty for the document itself.
    private(set) var text: String

    /// The document itself.
    static let root = JSONPath(text: "")

    private init(text: String) { self.text = text }

    /// The member `key` of the object at this path.
    func appending(_ key: String) -> JSONPath {
        JSONPath(text: text.isEmpty ? key : text + "." + key)
    }

    /// The element at `index` of the array at this path.
    func appending(_ index: Int) -> JSONPath {
        JSONPath(text: text + "[\(index)]")
    }

    /// The location an ``EntryPointsError`` carries: `nil` for the document itself.
    var location: String? { text.isEmpty ? nil : text }

    var description: String { text }

    /// Whether `location` is this path itself or somewhere inside it.
    static func location(_ location: String?, isAtOrInside ancestor: String?) -> Bool {
        guard let ancestor, !ancestor.isEmpty else { return true }
        guard let location, location.hasPrefix(ancestor) else { return false }
        let rest = location.dropFirst(ancestor.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }

    /// The location one level up: `routes[3].params` for `routes[3].params.storyId`,
    /// `routes` for `routes[3]`; `nil` at the top.
    ///
    /// A key with a dot in it (`associationFiles.example.com`) is taken apart
    /// at its dots, which only costs extra steps for callers that walk up
    /// until they reach a location they know.
    static func parent(of location: String) -> String? {
        guard let cut = location.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
        return String(location[..<cut])
    }
}
