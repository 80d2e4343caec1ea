/// Path segments held as ranges of one byte buffer: the fast path's storage.
///
/// The bytes are the decoded segments (valid UTF-8), exactly the bytes of
/// the strings the general path would make.
struct ByteSegments: TrieSegments {
    /// The buffer all segments point into. Sixteen bytes from any segment's
    /// start may be read even past the buffer's end (`DecodedURL` allocates that
    /// slack), so literal lookups load a segment's head words unconditionally.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Start offset and length of each segment, alternating.
    let bounds: UnsafeBufferPointer<Int32>

    static var walksFirst: Bool { true }

    var count: Int { bounds.count / 2 }

    /// Segments held in `bytes` at `bounds` (start offset and length of each, alternating).
    init(bytes: UnsafeBufferPointer<UInt8>, bounds: UnsafeBufferPointer<Int32>) {
        self.bytes = bytes
        self.bounds = bounds
    }

    /// The bytes of segment `index`.
    @inline(__always)
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        // NB: not `rebasing:`, whose check for a missing base costs a compare and a move per segment.
        UnsafeBufferPointer(
            start: bytes.baseAddress.unsafelyUnwrapped + Int(bounds[2 * index]), count: Int(bounds[2 * index + 1]))
    }

    /// Segment `index` as a string (for the rare checks that need one).
    func string(_ index: Int) -> String {
        String(decoding: segment(index), as: UTF8.self)
    }

    @inline(__always)
    func key(at index: Int, folding: Bool) -> SegmentKey {
        let segment = segment(index)
        return SegmentKey(segment, digest: ByteTable.digest(tag: 0, slackKey: segment, folding: folding))
    }

    @inline(__always)
    func digest(at index: Int, folding: Bool) -> ByteTable.Digest? {
        ByteTable.digest(tag: 0, slackKey: segment(index), folding: folding)
    }

    func foldedRootChildren(at index: Int, in trie: PatternTrie) -> [EdgeTable.Visit] {
        trie.foldedRootIndex.lookup(tag: 0, key: segment(index), foldingCase: true).map {
            trie.foldedRootGroups[Int($0)]
        } ?? []
    }

    func accepts(_ converter: ParameterConverter, at index: Int) -> Bool {
        switch converter.type {
        case .string: true
        case .int: ParameterConverter.int64(segment(index)) != nil
        default: converter.accepts(string(index))
        }
    }

    func acceptsRest(_ converter: ParameterConverter, from index: Int) -> Bool {
        converter.accepts((index..<count).map(string).joined(separator: "/"))
    }

    func withSegment<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(segment(index))
    }
}

extension PatternTrie {
    /// The slot of the terminal that `segments` match by the precedence
    /// rule, or the deepest miss: ``search(_:foldFirstSegment:)`` for the
    /// fast path's segments, ending where the general path's match does, in
    /// the terminal's ``TerminalTable/Slot``.
    ///
    /// The slot lives as long as the trie; the fast path reads the route,
    /// admission flags and captures from it, as ``Router`` does, and keeps
    /// no copy of its own.
    ///
    /// NB: concrete, so the search is specialised for byte segments in this
    /// module: the tooling calls it across a module boundary, where a generic
    /// call would go through witness tables.
    func match(
        _ segments: ByteSegments, foldFirstSegment: Bool
    ) -> Result<UnsafePointer<TerminalTable.Slot>, Miss> {
        func generic<Segments: TrieSegments>(_ segments: Segments) -> Result<Found, Miss> {
            match(segments, foldFirstSegment: foldFirstSegment)
        }
        switch generic(segments) {
        case .success(let found): return .success(terminalTable.slot(of: found.terminal, hash: found.hash))
        case .failure(let miss): return .failure(miss)
        }
    }
}
