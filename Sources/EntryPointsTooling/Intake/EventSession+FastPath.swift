import EntryPoints

/// The fast path for `url` events: bytes in, result bytes out, with no JSON
/// tree, no `String` per segment, and no detour through the controller.
///
/// It handles the two outcomes that dominate real streams and need no app
/// state: routed to an external route that neither requires a guard nor
/// changes the navigation state, and unmatched with `no-route`. The core
/// decides which (`Router.answer(commonURL:into:)`) and renders the route's
/// `params`; this side only scans the event and writes the line around them.
/// For anything else it declines before writing, and the general path
/// decides. A test runs every fixture and a generated stream through both
/// paths and requires byte-identical output.
extension EventSession {
    /// Processes `line` on the fast path; `false` means it declined and wrote nothing.
    func processFast(_ line: UnsafeBufferPointer<UInt8>, number: Int, lane: FastLane) -> Bool {
        var scanner = FastURLEventScanner(unescaped: lane.unescaped)
        guard scanner.scan(line, usual: lane.usual) else { return false }
        switch router.answer(commonURL: scanner.url(in: line), into: lane.common) {
        case .declined:
            return false
        case .unmatched:
            var out = output.cursor(reserving: Self.lineRoom)
            writeHead(line, number: number, scanner: scanner, to: &out)
            // NB: the sentence is raw text: the encoder escapes it in one pass.
            ResultEncoder.writeNoRoute(message: lane.common.bytes, head: lane.noRouteHead, to: &out)
            output.commit(out)
            lane.unmatched += 1
            if options.tracksUnmatched {
                baseSummary.countUnmatched(url: String(decoding: scanner.url(in: line), as: UTF8.self))
            }
            return true
        case .routed(let route):
            var out = output.cursor(reserving: Self.lineRoom)
            writeHead(line, number: number, scanner: scanner, to: &out)
            ResultEncoder.writeRendered(lane.arenaBytes(lane.routeHeads[Int(route)]), to: &out)
            // NB: the members of `params`, rendered by the core's JSON writer, every string escaped.
            ResultEncoder.writeRendered(lane.common.bytes, to: &out)
            ResultEncoder.closeRoutedLine(to: &out)
            output.commit(out)
            lane.routed += 1
            return true
        }
    }

    /// The room a result line's cursor starts with: a common line fits, a longer one grows the buffer.
    static var lineRoom: Int { 1024 }

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
