import EntryPoints

/// What the fast path needs besides the router, computed once per session:
/// the result bytes it writes for each route, and the scratch it reuses from
/// line to line.
///
/// It holds no fact about a route or a URL: the core answers each URL
/// (`Router.answer(commonURL:into:)`): the route's index and its `params`
/// rendered, or a miss's sentence, or a decline. What stays here is output
/// the result format spells, rendered once by ``ResultEncoder`` and indexed
/// by route (``routeHeads``), so that no event pays for escaping a route id
/// again; the bytes come from the encoder, never from a second writer.
///
/// NB: plain values in raw memory, so reading them per event costs no
/// reference counting and no copy of a `Route` or a `String`.
final class FastLane {
    /// A run of bytes in ``arena``.
    struct ArenaRange {
        var start: Int32
        var count: Int32
    }

    /// By route index: `,"entry":"url","status":"routed","route":"<id>","params":{`, as
    /// ``ResultEncoder/routedHead(route:)`` renders it.
    let routeHeads: UnsafeMutablePointer<ArenaRange>
    /// `,"entry":"url","status":"unmatched","reason":"no-route","message":`, as
    /// ``ResultEncoder/noRouteHead()`` renders it.
    let noRouteHead: UnsafeBufferPointer<UInt8>
    let arena: UnsafeMutablePointer<UInt8>
    /// Where the core decodes the URL and writes its answer.
    let common: CommonURLScratch
    /// Where a `url` value with escapes is decoded.
    let unescaped = UnsafeMutablePointer<UInt8>.allocate(capacity: FastURLEventScanner.longestURL)
    /// The usual event's fixed bytes, which the scanner compares first.
    let usual = UsualEvent()
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
        let heads = router.table.routes.map { store(ResultEncoder.routedHead(route: $0.id)) }
        let noRoute = store(ResultEncoder.noRouteHead())
        routeHeads = .allocate(capacity: max(heads.count, 1))
        routeHeads.initialize(from: heads, count: heads.count)
        arena = .allocate(capacity: max(bytes.count, 1))
        arena.initialize(from: bytes, count: bytes.count)
        noRouteHead = UnsafeBufferPointer(start: arena + Int(noRoute.start), count: Int(noRoute.count))
        common = CommonURLScratch(for: router)
    }

    deinit {
        routeHeads.deallocate()
        arena.deallocate()
        unescaped.deallocate()
    }

    @inline(__always)
    func arenaBytes(_ range: ArenaRange) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: arena + Int(range.start), count: Int(range.count))
    }
}
