import EntryPoints

/// One URL, prepared for matching: each part in the forms rules ask for
/// (as written or percent-decoded, as is or lowercased), computed once and
/// kept while the rules of a file are tried in turn.
struct AssociationSubject {
    /// How a rule compares text: the two settings that change the text.
    struct Form: Hashable {
        var percentEncoded: Bool
        var foldsCase: Bool
    }

    /// One query item: its name and value (`""` when it has no `=`).
    struct QueryItem {
        var name: String
        var value: [Character]
    }

    private let path: String
    private let query: String
    private let fragment: String
    private var paths: [Form: [Character]] = [:]
    private var queries: [Form: [Character]] = [:]
    private var fragments: [Form: [Character]] = [:]
    private var queryItemLists: [Form: [QueryItem]] = [:]
    /// The state steps the rules tried on this URL may still take; below 0,
    /// matching stopped and the URL is not claimed.
    var budget = AssociationSubject.maximumSteps

    /// The most state steps (one per live automaton state per character)
    /// trying a file's rules on one URL may take: about half a second of
    /// work in a release build. Past it, the URL is not claimed (issue 27,
    /// item 10: 1,190 components `/*a*a*…*b` made one 8,000-character URL
    /// take 144 s, within the file caps).
    static let maximumSteps = 2_000_000

    /// Prepares `url`; a missing query or fragment is an empty one.
    init(_ url: AssociationURL) {
        path = AssociationURL.encodingRawCharacters(url.path)
        query = AssociationURL.encodingRawCharacters(url.query ?? "")
        fragment = AssociationURL.encodingRawCharacters(url.fragment ?? "")
    }

    /// The path with a leading `/` and without trailing `/`s (so `/` and the
    /// empty path are both empty), to match a pattern made by
    /// `AssociationPattern/init(path:foldsCase:variables:)`.
    ///
    /// Decoding leaves `%2F` as written, so it never becomes a `/` that a
    /// pattern could take for a separator.
    mutating func path(_ form: Form) -> [Character] {
        if let cached = paths[form] { return cached }
        var text = Substring(form.percentEncoded ? path : AssociationSubject.decodingPath(path))
        while text.hasSuffix("/") { text = text.dropLast() }
        let normalized = text.isEmpty || text.hasPrefix("/") ? String(text) : "/" + text
        let result = AssociationSubject.characters(normalized, form.foldsCase)
        paths[form] = result
        return result
    }

    /// The whole query, without its `?`.
    mutating func query(_ form: Form) -> [Character] {
        if let cached = queries[form] { return cached }
        let result = AssociationSubject.characters(AssociationSubject.text(query, form.percentEncoded), form.foldsCase)
        queries[form] = result
        return result
    }

    /// The fragment, without its `#`.
    mutating func fragment(_ form: Form) -> [Character] {
        if let cached = fragments[form] { return cached }
        let result = AssociationSubject.characters(
            AssociationSubject.text(fragment, form.percentEncoded), form.foldsCase)
        fragments[form] = result
        return result
    }

    /// The query's items in order: split at `&` (empty items skipped), then at
    /// the first `=`; names and values decoded separately when the form is
    /// not percent-encoded (`+` stays `+`, as in `URLComponents.queryItems`).
    mutating func queryItems(_ form: Form) -> [QueryItem] {
        if let cached = queryItemLists[form] { return cached }
        var items: [QueryItem] = []
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let name: Substring
            let value: Substring
            if let equals = item.firstIndex(of: "=") {
                name = item[..<equals]
                value = item[item.index(after: equals)...]
            } else {
                name = item
                value = ""
            }
            let decodedName = AssociationSubject.text(String(name), form.percentEncoded)
            let decodedValue = AssociationSubject.text(String(value), form.percentEncoded)
            items.append(
                QueryItem(
                    name: form.foldsCase ? decodedName.lowercased() : decodedName,
                    value: AssociationSubject.characters(decodedValue, form.foldsCase)))
        }
        queryItemLists[form] = items
        return items
    }

    /// `text` as written, or percent-decoded (kept as written when it holds a
    /// malformed escape or decodes to invalid UTF-8).
    private static func text(_ text: String, _ percentEncoded: Bool) -> String {
        percentEncoded ? text : PercentDecoding.decode(text, plusAsSpace: false) ?? text
    }

    /// `path` percent-decoded except for `%2F` (either case), which stays as
    /// written; as written when another escape is malformed or the result is
    /// not UTF-8.
    ///
    /// NB: Apple's `swcutil` does not match `/a/b` against `/a%2Fb` with
    /// `percentEncoded: false`: an encoded slash is not a path separator.
    static func decodingPath(_ path: String) -> String {
        var decoded = ""
        var start = path.startIndex
        var index = path.startIndex
        while let percent = path[index...].firstIndex(of: "%") {
            let end = path.index(percent, offsetBy: 3, limitedBy: path.endIndex) ?? path.endIndex
            guard path[percent..<end].lowercased() == "%2f" else {
                index = path.index(after: percent)
                continue
            }
            guard let piece = PercentDecoding.decode(path[start..<percent], plusAsSpace: false) else { return path }
            decoded += piece + path[percent..<end]
            start = end
            index = end
        }
        guard let rest = PercentDecoding.decode(path[start...], plusAsSpace: false) else { return path }
        return decoded + rest
    }

    private static func characters(_ text: String, _ foldsCase: Bool) -> [Character] {
        Array(foldsCase ? text.lowercased() : text)
    }
}
