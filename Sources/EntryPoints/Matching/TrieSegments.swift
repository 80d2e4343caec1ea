/// The segments of a path as the trie search sees them, whatever stores them.
///
/// Two storages exist: Swift strings (the general path, ``StringSegments``)
/// and ranges of bytes (the fast path, ``ByteSegments``). The search is one
/// generic algorithm over this protocol, so precedence is written once.
protocol TrieSegments {
    /// How many segments the path has.
    var count: Int { get }
    /// The child of `node` along the literal edge that segment `index` names, if any.
    func literalChild(of node: Int32, at index: Int, in trie: PatternTrie) -> Int32?
    /// The root's children whose literal equals segment `index` ignoring case (case-sensitive tables).
    func foldedRootChildren(at index: Int, in trie: PatternTrie) -> [Int32]
    /// Whether segment `index` passes `converter`'s type.
    func accepts(_ converter: ParameterConverter, at index: Int) -> Bool
    /// Whether the segments from `index` on, joined by `/`, pass `converter`'s type.
    func acceptsRest(_ converter: ParameterConverter, from index: Int) -> Bool
    /// Calls `body` with the UTF-8 bytes of segment `index`.
    func withSegment<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
}

/// Segments held as Swift strings.
struct StringSegments: TrieSegments {
    let segments: [String]

    var count: Int { segments.count }

    func literalChild(of node: Int32, at index: Int, in trie: PatternTrie) -> Int32? {
        withSegment(index) { trie.literalIndex.lookup(tag: UInt32(node), key: $0, foldingCase: !trie.caseSensitive) }
    }

    func foldedRootChildren(at index: Int, in trie: PatternTrie) -> [Int32] {
        withSegment(index) { key in
            trie.foldedRootIndex.lookup(tag: 0, key: key, foldingCase: true).map { trie.foldedRootGroups[Int($0)] }
                ?? []
        }
    }

    func accepts(_ converter: ParameterConverter, at index: Int) -> Bool {
        converter.accepts(segments[index])
    }

    func acceptsRest(_ converter: ParameterConverter, from index: Int) -> Bool {
        converter.accepts(segments[index...].joined(separator: "/"))
    }

    func withSegment<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var segment = segments[index]
        return segment.withUTF8(body)
    }
}
