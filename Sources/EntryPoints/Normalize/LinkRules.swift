/// The table's rules for links that are not routes, as the normalizer
/// applies them to an external URL once it parses (the Links that are not
/// routes article): tracking parameters come off its query, a pass-through
/// entry hands it on, a `resolve` prefix sends it to the app's resolver.
///
/// NB: every app links this; a table without these keys makes it empty, and
/// the normalizer then skips it with one test. Written for size: plain
/// loops, no generics.
struct LinkRules: Sendable {
    /// Which of the rules apply to a URL, by where it comes from.
    enum Checks: Sendable {
        /// None: an in-app intent's URL.
        case none
        /// All three: a URL from outside the app.
        case external
        /// All but resolution: the URL a resolution gave, which is not resolved again.
        case resolved
    }

    /// The `passThrough` entries, in table order.
    let passThrough: [RouteTable.PassThrough]
    /// Each entry's scheme and host, lowercased, and pattern variants (empty: every path).
    private let schemes: [String]
    private let hosts: [String?]
    private let variants: [[Pattern.Variant]]
    /// The `trackingParameters` entries.
    let tracking: [String]
    /// The `resolve` prefixes.
    let prefixes: [String]
    /// Whether literal path segments compare case-sensitively (the table's `caseSensitive`).
    let caseSensitive: Bool
    /// Whether the table has none of these rules.
    let isEmpty: Bool

    /// The rules of `table`.
    init(_ table: RouteTable) {
        passThrough = table.passThrough
        schemes = table.passThrough.map { ASCIICase.lowercased($0.scheme) }
        hosts = table.passThrough.map { $0.host.map(PatternTrie.folded) }
        // NB: validation parsed every pattern (one that does not parse refuses the table).
        variants = table.passThrough.map { entry in entry.pattern.flatMap { try? Pattern($0) }?.variants ?? [] }
        tracking = table.trackingParameters
        prefixes = table.resolve?.prefixes ?? []
        caseSensitive = table.caseSensitive
        isEmpty = passThrough.isEmpty && tracking.isEmpty && prefixes.isEmpty
    }

    /// No rules, for a normalizer made without a table.
    init() {
        passThrough = []
        schemes = []
        hosts = []
        variants = []
        tracking = []
        prefixes = []
        caseSensitive = false
        isEmpty = true
    }

    // MARK: - Tracking parameters

    /// Removes the items `trackingParameters` covers from `query` and returns them, in order.
    func removeTracking(from query: inout [QueryItem]) -> [QueryItem] {
        guard !tracking.isEmpty else { return [] }
        var removed: [QueryItem] = []
        query.removeAll { item in
            guard RouteTable.trackingEntry(covering: item.name, in: tracking) != nil else { return false }
            removed.append(item)
            return true
        }
        return removed
    }

    // MARK: - Pass-through

    /// The index of the first `passThrough` entry covering a URL of `scheme`
    /// (lowercased) whose host is `host` and whose path is `path`.
    ///
    /// A custom scheme's host is its first segment, as for routes; the
    /// caller passes it as `host` and the segments after it as `path`.
    func passThroughEntry(scheme: String, host: String?, path: ArraySlice<String>) -> Int? {
        let folded = host.map(PatternTrie.folded)
        for index in schemes.indices where schemes[index] == scheme {
            guard let entryHost = hosts[index] else { return index }
            guard entryHost == folded else { continue }
            if passThrough[index].pattern == nil || variants[index].contains(where: { matches($0, path) }) {
                return index
            }
        }
        return nil
    }

    /// Whether `variant` matches `path` as a route's pattern would: literals
    /// by the table's case rule, `:name` one segment, a catch-all one or more.
    private func matches(_ variant: Pattern.Variant, _ path: ArraySlice<String>) -> Bool {
        var segment = path.startIndex
        for component in variant.components {
            guard segment < path.endIndex else { return false }
            switch component {
            case .literal(let text):
                let same =
                    caseSensitive
                    ? text == path[segment] : PatternTrie.folded(text) == PatternTrie.folded(path[segment])
                guard same else { return false }
            case .parameter:
                break
            case .catchAll:
                return true
            }
            segment += 1
        }
        return segment == path.endIndex
    }

    /// The sentence of a link `passThrough[index]` covers.
    func passThroughMessage(_ index: Int) -> String {
        "passThrough[" + String(index) + "] \"" + passThrough[index].description
            + "\" covers the link: it belongs to someone else, and the app hands it on"
    }

    // MARK: - Resolution

    /// The first `resolve` prefix `url` starts with: scheme and host compared
    /// ASCII case-insensitively, the rest exactly. A prefix that ends at its
    /// host covers that host only: the URL must go on with `/`, `?`, `#` or end.
    func prefix(of url: UnsafeBufferPointer<UInt8>) -> String? {
        for prefix in prefixes {
            var prefix = prefix
            let covers = prefix.withUTF8 { Self.starts(url, with: $0) }
            if covers { return prefix }
        }
        return nil
    }

    private static func starts(_ url: UnsafeBufferPointer<UInt8>, with prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard url.count >= prefix.count else { return false }
        // NB: validation made every prefix `scheme://host…`: the host ends at the first `/` after `//`.
        var hostEnd = prefix.count
        var slashes = 0
        for index in prefix.indices where prefix[index] == UInt8(ascii: "/") {
            slashes += 1
            if slashes == 3 {
                hostEnd = index
                break
            }
        }
        for index in prefix.indices {
            let same =
                index < hostEnd
                ? ASCIICase.lowercase(url[index]) == ASCIICase.lowercase(prefix[index]) : url[index] == prefix[index]
            guard same else { return false }
        }
        guard hostEnd == prefix.count, url.count > prefix.count else { return true }
        let next = url[prefix.count]
        return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
    }

    /// The sentence of a link under `prefix` that has no resolution.
    static func unresolvedMessage(_ prefix: String) -> String {
        "the link is under resolve prefix \"" + prefix + "\" and has no resolution, and the table names no fallback"
    }
}
