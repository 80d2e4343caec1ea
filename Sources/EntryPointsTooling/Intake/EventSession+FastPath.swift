import EntryPoints

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The fast path for `url` events: bytes in, result bytes out, with no JSON
/// tree, no `String` per segment, and no detour through the controller.
///
/// It handles the two outcomes that dominate real streams and need no app
/// state: routed to an external route that neither requires a guard nor
/// changes the navigation state, and unmatched with `no-route`. For
/// anything else it declines before writing, and the general path decides.
/// A test runs every fixture and a generated stream through both paths and
/// requires byte-identical output.
extension EventSession {
    /// Processes `line` on the fast path; `false` means it declined and wrote nothing.
    func processFast(_ line: UnsafeBufferPointer<UInt8>, number: Int, lane: FastLane) -> Bool {
        var scanner = FastURLEventScanner(unescaped: lane.unescaped)
        guard scanner.scan(line) else { return false }
        let url = lane.url
        // NB: association files decide universal links; the general path consults them.
        guard router.normalizer.fastParse(scanner.url(in: line), into: url),
            url.isCustomScheme || !lane.hasAssociationFiles
        else { return false }
        let segments = url.byteSegments
        switch router.trie.search(segments, foldFirstSegment: url.isCustomScheme) {
        case .failure(let miss):
            writeHead(line, number: number, scanner: scanner)
            // NB: the sentence is written raw into scratch, then escaped by the encoder in one pass.
            lane.scratch.removeAll()
            router.explain(miss, segments: segments, into: lane.scratch)
            ResultEncoder.writeNoRoute(message: lane.scratch.bytes, to: output)
            lane.unmatched += 1
            if options.tracksUnmatched {
                baseSummary.countUnmatched(url: String(decoding: scanner.url(in: line), as: UTF8.self))
            }
            return true
        case .success(let terminal):
            let info = lane.terminals[Int(terminal)]
            guard info.eligible, queryIsPlain(info, lane: lane) else { return false }
            writeHead(line, number: number, scanner: scanner)
            ResultEncoder.writeRendered(lane.arenaBytes(info.headStart, info.headLength), to: output)
            // NB: every string of `params` lies in the decoded bytes: one check for all of them.
            let plain = (info.captureCount == 0 && url.queryCount == 0) || ResultEncoder.isPlain(run: url.decodedBytes)
            writeParams(info, segments: segments, plain: plain, lane: lane)
            ResultEncoder.closeRoutedLine(to: output)
            lane.routed += 1
            return true
        }
    }

    /// Whether the query items can be written as plain strings: no declared type, no repeated name.
    private func queryIsPlain(_ info: FastLane.TerminalInfo, lane: FastLane) -> Bool {
        let url = lane.url
        for item in 0..<url.queryCount {
            let name = url.bytes(url.query[4 * item], url.query[4 * item + 1])
            if info.hasDeclared, lane.declaredNames.lookup(tag: UInt32(info.route), key: name) != nil { return false }
            for earlier in 0..<item where Self.same(url.bytes(url.query[4 * earlier], url.query[4 * earlier + 1]), name)
            {
                return false
            }
        }
        return true
    }

    /// `,"params":{…`: captures, then query items a capture does not shadow; nothing inside when
    /// there are none (FORMATS section 3: `params` always goes with `route`). Every piece comes
    /// from ``ResultEncoder``, which escapes every string.
    /// `plain` is what ``ResultEncoder/isPlain(run:)`` said about the URL's decoded bytes.
    private func writeParams(
        _ info: FastLane.TerminalInfo, segments: ByteSegments, plain: Bool, lane: FastLane
    ) {
        // NB: no closures or local functions here: in a `@MainActor` class each
        // one costs a check of the current executor per call.
        let url = lane.url
        ResultEncoder.openParams(to: output)
        var wrote = false
        let captures = UnsafeBufferPointer(start: lane.captures + Int(info.captureStart), count: Int(info.captureCount))
        for capture in captures {
            if wrote { ResultEncoder.separateMembers(to: output) }
            wrote = true
            ResultEncoder.writeRendered(lane.arenaBytes(capture.keyStart, capture.keyLength), to: output)
            let position = Int(capture.position)
            if capture.converter < 0 {
                if capture.isCatchAll {
                    // NB: the rest of the path, joined by `/`, written piece by piece rather than joined first.
                    ResultEncoder.writeJoined(segments, from: position, plain: plain, to: output)
                } else {
                    ResultEncoder.writeString(padded: segments.segment(position), plain: plain, to: output)
                }
                continue
            }
            let text =
                capture.isCatchAll
                ? (position..<segments.count).map(segments.string).joined(separator: "/") : segments.string(position)
            let converter = router.trie.converters[Int(capture.converter)]
            ResultEncoder.writeValue(converter.convert(text) ?? .string(text), to: output)
        }
        for item in 0..<url.queryCount {
            let slot = url.query + 4 * item
            let name = url.bytes(slot[0], slot[1])
            var captured = false
            for capture in captures where Self.same(lane.arenaBytes(capture.nameStart, capture.nameLength), name) {
                captured = true
                break
            }
            if captured { continue }
            if wrote { ResultEncoder.separateMembers(to: output) }
            wrote = true
            ResultEncoder.writeString(padded: name, plain: plain, to: output)
            ResultEncoder.separateKey(to: output)
            ResultEncoder.writeString(padded: url.bytes(slot[2], slot[3]), plain: plain, to: output)
        }
    }

    /// Whether two byte ranges hold the same bytes.
    @inline(__always)
    static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        lhs.count == rhs.count && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
    }

    /// `{"line":N,"id":…,"entry":"url"`, the id as the scanner found it (a string's contents or a number literal).
    private func writeHead(_ line: UnsafeBufferPointer<UInt8>, number: Int, scanner: FastURLEventScanner) {
        // NB: no closure (`idRange.map`): in a `@MainActor` class each costs a check of the current executor.
        var id: UnsafeBufferPointer<UInt8>? = nil
        if let range = scanner.idRange { id = UnsafeBufferPointer(rebasing: line[range]) }
        ResultEncoder.writeURLHead(
            line: lane.lineNumber.text(of: number), id: id, idIsString: scanner.idIsString, to: output)
    }
}
