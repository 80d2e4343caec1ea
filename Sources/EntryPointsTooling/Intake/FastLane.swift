import EntryPoints

/// What the fast path needs, computed once per session: for every pattern
/// terminal, whether the fast path may take it and the exact bytes it
/// writes; and the scratch buffers it reuses from line to line.
///
/// NB: plain values in raw memory, so reading them per event costs no
/// reference counting and no copy of a `Route` or a `String`.
final class FastLane {
    struct TerminalInfo {
        /// External, no guards, no navigation effect: nothing but a result line to write.
        var eligible: Bool
        /// The route declares parameter types (query names must then be checked).
        var hasDeclared: Bool
        var route: Int32
        /// `,"status":"routed","route":"<id>"` in the arena, as ``ResultEncoder/routedHead(route:)`` renders it.
        var headStart: Int32
        var headLength: Int32
        var captureStart: Int32
        var captureCount: Int32
    }

    struct CaptureInfo {
        /// The component's index, which is the segment's index.
        var position: Int32
        var isCatchAll: Bool
        /// Converter index in the trie, or -1 for a string.
        var converter: Int32
        /// `"name":` in the arena, as ``ResultEncoder/memberKey(_:)`` renders it.
        var keyStart: Int32
        var keyLength: Int32
        /// The bare name in the arena (to compare with query names).
        var nameStart: Int32
        var nameLength: Int32
    }

    let terminals: UnsafeMutablePointer<TerminalInfo>
    let captures: UnsafeMutablePointer<CaptureInfo>
    let arena: UnsafeMutablePointer<UInt8>
    /// Declared parameter names, tagged by route index.
    let declaredNames: ByteTable
    /// Whether the table names association files (their claims are the general path's to decide).
    let hasAssociationFiles: Bool
    /// The URL scratch.
    let url = FastURL()
    /// Where a miss's sentence is written before it is escaped into the output.
    let scratch = ByteScratch(capacity: 1024)
    /// Where a `url` value with escapes is decoded.
    let unescaped = UnsafeMutablePointer<UInt8>.allocate(capacity: FastURL.capacity)
    /// The decimal text of the line number, carried from line to line.
    let lineNumber = DecimalCounter()
    /// How the lines the fast path handled ended (one owner, so no dynamic exclusivity checks).
    @exclusivity(unchecked) var routed = 0
    @exclusivity(unchecked) var unmatched = 0

    init(router: Router) {
        let trie = router.trie
        var infos: [TerminalInfo] = []
        var captureInfos: [CaptureInfo] = []
        var bytes: [UInt8] = []
        func store(_ piece: [UInt8]) -> (Int32, Int32) {
            defer { bytes += piece }
            return (Int32(bytes.count), Int32(piece.count))
        }
        var declared = ByteTable()
        for (index, route) in router.table.routes.enumerated() {
            for name in route.params.keys { declared.insert(tag: UInt32(index), key: name.utf8, value: 0) }
        }
        for terminal in trie.terminals {
            let route = router.table.routes[terminal.route]
            let (headStart, headLength) = store(ResultEncoder.routedHead(route: route.id))
            let captureStart = Int32(captureInfos.count)
            for (position, component) in terminal.variant.components.enumerated() {
                let name: String
                let isCatchAll: Bool
                switch component {
                case .literal, .catchAll(nil): continue
                case .parameter(let parameter): (name, isCatchAll) = (parameter, false)
                case .catchAll(let parameter?): (name, isCatchAll) = (parameter, true)
                }
                let (keyStart, keyLength) = store(ResultEncoder.memberKey(name))
                let (nameStart, nameLength) = store(Array(name.utf8))
                captureInfos.append(
                    CaptureInfo(
                        position: Int32(position), isCatchAll: isCatchAll,
                        converter: Int32(trie.converter(of: terminal, at: position) ?? -1), keyStart: keyStart,
                        keyLength: keyLength,
                        nameStart: nameStart, nameLength: nameLength))
            }
            infos.append(
                TerminalInfo(
                    eligible: route.isAdmittedWithoutGuardsOrEffect,
                    hasDeclared: !route.params.isEmpty, route: Int32(terminal.route), headStart: headStart,
                    headLength: headLength, captureStart: captureStart,
                    captureCount: Int32(captureInfos.count) - captureStart))
        }
        terminals = .allocate(capacity: max(infos.count, 1))
        terminals.initialize(from: infos, count: infos.count)
        captures = .allocate(capacity: max(captureInfos.count, 1))
        captures.initialize(from: captureInfos, count: captureInfos.count)
        arena = .allocate(capacity: max(bytes.count, 1))
        arena.initialize(from: bytes, count: bytes.count)
        declaredNames = declared
        hasAssociationFiles = !router.table.associationFiles.isEmpty
    }

    deinit {
        terminals.deallocate()
        captures.deallocate()
        arena.deallocate()
        unescaped.deallocate()
    }

    @inline(__always)
    func arenaBytes(_ start: Int32, _ length: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: arena + Int(start), count: Int(length))
    }
}
