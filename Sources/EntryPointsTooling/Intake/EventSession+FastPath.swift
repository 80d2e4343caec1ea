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
        // NB: association files decide universal links; the general path consults them.
        guard let url = router.normalizer.scan(scanner.url(in: line), into: lane.url),
            url.isCustomScheme || !lane.hasAssociationFiles
        else { return false }
        let segments = url.byteSegments
        switch router.trie.match(segments, foldFirstSegment: url.isCustomScheme) {
        case .failure(let miss):
            // NB: the sentence is written raw into scratch, then escaped by the encoder in one pass.
            lane.scratch.removeAll()
            router.explain(miss, segments: segments, into: lane.scratch)
            var out = output.cursor(reserving: Self.lineRoom)
            writeHead(line, number: number, scanner: scanner, to: &out)
            ResultEncoder.writeNoRoute(message: lane.scratch.bytes, head: lane.noRouteHead, to: &out)
            output.commit(out)
            lane.unmatched += 1
            if options.tracksUnmatched {
                baseSummary.countUnmatched(url: String(decoding: scanner.url(in: line), as: UTF8.self))
            }
            return true
        case .success(let slot):
            // NB: the terminal's slot is the general path's too: route, flags and captures have one home.
            // A terminal whose captures do not fit in its slot is rare; the general path reads them.
            guard Route.isAdmittedWithoutGuardsOrEffect(flags: slot.pointee.record.admissionFlags),
                slot.pointee.inlineCount != TerminalTable.Slot.notInline, queryIsPlain(slot, url: url, lane: lane)
            else { return false }
            var out = output.cursor(reserving: Self.lineRoom)
            writeHead(line, number: number, scanner: scanner, to: &out)
            ResultEncoder.writeRendered(lane.arenaBytes(lane.routeHeads[Int(slot.pointee.record.route)]), to: &out)
            // NB: every string of `params` lies in the decoded bytes: one check for all of them.
            let plain =
                (slot.pointee.inlineCount == 0 && url.queryCount == 0) || ResultEncoder.isPlain(run: url.decodedBytes)
            writeParams(slot, segments: segments, url: url, plain: plain, lane: lane, to: &out)
            ResultEncoder.closeRoutedLine(to: &out)
            output.commit(out)
            lane.routed += 1
            return true
        }
    }

    /// Whether the query items can be written as plain strings: no declared type, no repeated name.
    private func queryIsPlain(_ slot: UnsafePointer<TerminalTable.Slot>, url: DecodedURL.View, lane: FastLane) -> Bool {
        let declares = slot.pointee.record.declaresQueryParameters
        let route = UInt32(truncatingIfNeeded: slot.pointee.record.route)
        for item in 0..<Int(url.queryCount) {
            let bounds = url.queryBounds(item)
            let name = url.bytes(bounds[0], bounds[1])
            if declares, lane.declaredNames.lookup(tag: route, key: name) != nil { return false }
            for earlier in 0..<item
            where Self.same(url.bytes(url.queryBounds(earlier)[0], url.queryBounds(earlier)[1]), name) {
                return false
            }
        }
        return true
    }

    /// The inside of `params`, which the route's head opened: captures, then query items a capture
    /// does not shadow; nothing when there are none (the Event and result formats article (Results): `params` always goes with `route`). Every piece comes
    /// from ``ResultEncoder``, which escapes every string.
    /// `plain` is what ``ResultEncoder/isPlain(run:)`` said about the URL's decoded bytes.
    private func writeParams(
        _ slot: UnsafePointer<TerminalTable.Slot>, segments: ByteSegments, url: DecodedURL.View, plain: Bool,
        lane: FastLane, to output: inout OutputCursor
    ) {
        // NB: no closures or local functions here: in a `@MainActor` class each
        // one costs a check of the current executor per call.
        var wrote = false
        let captureCount = Int(slot.pointee.inlineCount)
        for index in 0..<captureCount {
            let capture = slot.pointee.capture(index)
            if wrote { ResultEncoder.separateMembers(to: &output) }
            wrote = true
            ResultEncoder.writeRendered(lane.arenaBytes(lane.names[Int(capture.name)].key), to: &output)
            let position = Int(capture.position)
            if capture.converter < 0 {
                if capture.isCatchAll {
                    // NB: the rest of the path, joined by `/`, written piece by piece rather than joined first.
                    ResultEncoder.writeJoined(segments, from: position, plain: plain, to: &output)
                } else {
                    ResultEncoder.writeString(padded: segments.segment(position), plain: plain, to: &output)
                }
                continue
            }
            let text =
                capture.isCatchAll
                ? (position..<segments.count).map(segments.string).joined(separator: "/") : segments.string(position)
            let converter = router.trie.converters[Int(capture.converter)]
            ResultEncoder.writeValue(converter.convert(text) ?? .string(text), to: &output)
        }
        for item in 0..<Int(url.queryCount) {
            let slotOfItem = url.queryBounds(item)
            let name = url.bytes(slotOfItem[0], slotOfItem[1])
            var captured = false
            for index in 0..<captureCount
            where Self.same(lane.arenaBytes(lane.names[Int(slot.pointee.capture(index).name)].name), name) {
                captured = true
                break
            }
            if captured { continue }
            if wrote { ResultEncoder.separateMembers(to: &output) }
            wrote = true
            ResultEncoder.writeString(padded: name, plain: plain, to: &output)
            ResultEncoder.separateKey(to: &output)
            ResultEncoder.writeString(padded: url.bytes(slotOfItem[2], slotOfItem[3]), plain: plain, to: &output)
        }
    }

    /// The room a result line's cursor starts with: a common line fits, a longer one grows the buffer.
    static var lineRoom: Int { 1024 }

    /// Whether two byte ranges hold the same bytes.
    @inline(__always)
    static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        lhs.count == rhs.count && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
    }

    /// `{"line":N,"id":…`, the id as the scanner found it (a string's contents or a number literal).
    private func writeHead(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, scanner: FastURLEventScanner, to output: inout OutputCursor
    ) {
        // NB: no closure (`idRange.map`): in a `@MainActor` class each costs a check of the current executor.
        var id: UnsafeBufferPointer<UInt8>? = nil
        if let range = scanner.idRange { id = UnsafeBufferPointer(rebasing: line[range]) }
        ResultEncoder.writeURLHead(
            line: lane.lineNumber.text(of: number), id: id, idIsString: scanner.idIsString, to: &output)
    }
}
