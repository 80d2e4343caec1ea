/// The segments of a path as the trie search sees them, whatever stores them.
///
/// Two storages exist: Swift strings (the general path, ``StringSegments``)
/// and ranges of bytes (the fast path, ``ByteSegments``). The search is one
/// generic algorithm over this protocol, so precedence is written once.
protocol TrieSegments {
    /// Whether a search over this storage tries the direct walk first
    /// (`PatternTrie.walk`): it pays where a miss is cheap to redo and a
    /// match is most of the cost (the byte-level path); over strings the
    /// normalisation dominates, and the walk's copy would only add to what an app links.
    static var walksFirst: Bool { get }
    /// How many segments the path has.
    var count: Int { get }
    /// Segment `index` hashed as a literal key, lowercased when `folding`.
    func key(at index: Int, folding: Bool) -> SegmentKey
    /// Segment `index` hashed as a literal key, lowercased when `folding`, or
    /// `nil` when folding it needs `String` (it is not ASCII).
    func digest(at index: Int, folding: Bool) -> ByteTable.Digest?
    /// The root's children whose literal equals segment `index` ignoring case (case-sensitive tables).
    func foldedRootChildren(at index: Int, in trie: PatternTrie) -> [EdgeTable.Visit]
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

    static var walksFirst: Bool { false }

    var count: Int { segments.count }

    @inline(__always)
    func key(at index: Int, folding: Bool) -> SegmentKey {
        withSegment(index) { SegmentKey($0, digest: ByteTable.digest(tag: 0, $0, folding: folding)) }
    }

    func digest(at index: Int, folding: Bool) -> ByteTable.Digest? {
        withSegment(index) { ByteTable.digest(tag: 0, $0, folding: folding) }
    }

    func foldedRootChildren(at index: Int, in trie: PatternTrie) -> [EdgeTable.Visit] {
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

/// A segment hashed as a literal key, for the edge table.
struct SegmentKey {
    /// Head words and hash of the key as the table stores it (lowercased when the table folds case).
    var digest: ByteTable.Digest
    /// The segment lowercased by `String`, when that needs `String` (it is not ASCII):
    /// ``digest`` is then that of this text, which a lookup compares.
    var foldedText: String?

    /// The key of `segment`, whose `digest` is `nil` when folding it needs `String`.
    @inline(__always)
    init(_ segment: UnsafeBufferPointer<UInt8>, digest: ByteTable.Digest?) {
        if let digest {
            self.digest = digest
            foldedText = nil
        } else {
            self = Self.foldedByString(segment)
        }
    }

    /// The key of a segment that is not ASCII, lowercased by `String` (rare, so kept out of line).
    @inline(never)
    private static func foldedByString(_ segment: UnsafeBufferPointer<UInt8>) -> SegmentKey {
        var folded = String(decoding: segment, as: UTF8.self).lowercased()
        let digest = folded.withUTF8 { ByteTable.digest(tag: 0, $0, folding: false)! }
        return SegmentKey(digest: digest, foldedText: folded)
    }

    private init(digest: ByteTable.Digest, foldedText: String) {
        self.digest = digest
        self.foldedText = foldedText
    }
}
