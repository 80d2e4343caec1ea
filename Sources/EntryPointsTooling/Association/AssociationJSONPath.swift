import EntryPoints

/// A place in an association file, written the way messages and verdicts
/// name it: `applinks.details[0].components[1].?.ref`.
///
/// Keys are joined with `.`, even `/`, `?` and `#`; a key that holds `.`,
/// brackets, quotes or white space, such as the app ID keys of the old
/// `details` dictionary, is quoted: `applinks.details["ABCDE12345.com.example.app"]`.
struct AssociationJSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The path as text; empty for the root.
    let text: String

    /// The whole file.
    static let root = AssociationJSONPath(text: "")

    /// The member `key` of the object here.
    func key(_ key: String) -> AssociationJSONPath {
        let plain = !key.isEmpty && !key.contains { ".[]\"\\".contains($0) || $0.isWhitespace }
        if plain { return AssociationJSONPath(text: text.isEmpty ? key : text + "." + key) }
        var quoted = ""
        for character in key {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return AssociationJSONPath(text: text + "[\"" + quoted + "\"]")
    }

    /// The element at `index` of the array here.
    func index(_ index: Int) -> AssociationJSONPath {
        AssociationJSONPath(text: text + "[\(index)]")
    }

    var description: String { text }
}
