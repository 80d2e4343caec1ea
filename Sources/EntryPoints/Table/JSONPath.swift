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

    /// The errors of `errors` whose location is neither at nor inside the
    /// location of one of `outside`, in order.
    ///
    /// - Complexity: O((*e* + *o*) × *d*) for *e* errors, *o* others and
    ///   locations *d* levels deep: each error walks up its own location and
    ///   looks each level up in a set, rather than being held against every
    ///   other error (which made refusing 100,000 broken routes take minutes,
    ///   issue 27, item 6). `lookups` counts the set lookups.
    static func errors(
        _ errors: [EntryPointsError], outside others: [EntryPointsError], lookups: inout Int
    ) -> [EntryPointsError] {
        guard !others.isEmpty else { return errors }
        var ancestors = Set<String>()
        for other in others {
            // NB: an error of the document itself covers every other.
            guard let location = other.location, !location.isEmpty else { return [] }
            ancestors.insert(location)
        }
        return errors.filter { error in
            var current = error.location
            while let location = current {
                lookups += 1
                if ancestors.contains(location) { return false }
                current = parent(of: location)
            }
            return true
        }
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
