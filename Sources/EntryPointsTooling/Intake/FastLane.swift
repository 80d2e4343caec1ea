import EntryPoints

/// What the fast path needs besides the trie, computed once per session:
/// the result bytes it writes for each route and each captured name, and
/// the scratch buffers it reuses from line to line.
///
/// It holds no fact about a terminal: which route a match reached, its
/// admission flags and its captures are read from the core's terminal slot
/// (`PatternTrie.match(_:foldFirstSegment:)` over `ByteSegments`), the one the
/// general path reads too. What stays here is output, rendered once by
/// ``ResultEncoder`` and indexed the way a slot names it: by route index
/// (``routeHeads``) and by capture-name index (``names``, from
/// `PatternTrie.captureNames`). It exists so that no event pays for
/// escaping a route id or a name again; the bytes come from the encoder,
/// never from a second writer.
///
/// NB: plain values in raw memory, so reading them per event costs no
/// reference counting and no copy of a `Route` or a `String`.
final class FastLane {
    /// A run of bytes in ``arena``.
    struct ArenaRange {
        var start: Int32
        var count: Int32
    }

    /// A captured name, rendered.
    struct NameBytes {
        /// `"name":`, as ``ResultEncoder/memberKey(_:)`` renders it.
        var key: ArenaRange
        /// The bare name (to compare with query names).
        var name: ArenaRange
    }

    /// By route index: `,"entry":"url","status":"routed","route":"<id>","params":{`, as
    /// ``ResultEncoder/routedHead(route:)`` renders it.
    let routeHeads: UnsafeMutablePointer<ArenaRange>
    /// `,"entry":"url","status":"unmatched","reason":"no-route","message":`, as
    /// ``ResultEncoder/noRouteHead()`` renders it.
    let noRouteHead: UnsafeBufferPointer<UInt8>
    /// By capture-name index (`PatternTrie.HotNodes.Capture.name`).
    let names: UnsafeMutablePointer<NameBytes>
    let arena: UnsafeMutablePointer<UInt8>
    /// Declared parameter names, tagged by route index.
    let declaredNames: ByteTable
    /// Whether the table names association files (their claims are the general path's to decide).
    let hasAssociationFiles: Bool
    /// The URL scratch.
    let url = DecodedURL()
    /// Where a miss's sentence is written before it is escaped into the output.
    let scratch = ByteScratch(capacity: 1024)
    /// Where a `url` value with escapes is decoded.
    let unescaped = UnsafeMutablePointer<UInt8>.allocate(capacity: DecodedURL.capacity)
    /// The decimal text of the line number, carried from line to line.
    let lineNumber = DecimalCounter()
    /// How the lines the fast path handled ended (one owner, so no dynamic exclusivity checks).
    @exclusivity(unchecked) var routed = 0
    @exclusivity(unchecked) var unmatched = 0

    init(router: Router) {
        var bytes: [UInt8] = []
        func store(_ piece: [UInt8]) -> ArenaRange {
            defer { bytes += piece }
            return ArenaRange(start: Int32(bytes.count), count: Int32(piece.count))
        }
        var declared = ByteTable()
        var heads: [ArenaRange] = []
        for (index, route) in router.table.routes.enumerated() {
            for name in route.params.keys { declared.insert(tag: UInt32(index), key: name.utf8, value: 0) }
            heads.append(store(ResultEncoder.routedHead(route: route.id)))
        }
        let captured = router.trie.captureNames.map {
            NameBytes(key: store(ResultEncoder.memberKey($0)), name: store(Array($0.utf8)))
        }
        let noRoute = store(ResultEncoder.noRouteHead())
        routeHeads = .allocate(capacity: max(heads.count, 1))
        routeHeads.initialize(from: heads, count: heads.count)
        names = .allocate(capacity: max(captured.count, 1))
        names.initialize(from: captured, count: captured.count)
        arena = .allocate(capacity: max(bytes.count, 1))
        arena.initialize(from: bytes, count: bytes.count)
        noRouteHead = UnsafeBufferPointer(start: arena + Int(noRoute.start), count: Int(noRoute.count))
        declaredNames = declared
        hasAssociationFiles = !router.table.associationFiles.isEmpty
    }

    deinit {
        routeHeads.deallocate()
        names.deallocate()
        arena.deallocate()
        unescaped.deallocate()
    }

    @inline(__always)
    func arenaBytes(_ range: ArenaRange) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: arena + Int(range.start), count: Int(range.count))
    }
}
