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
    func processFast(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> Bool {
        guard scanner.scan(line) else { return false }
        let accepted: Bool
        if scanner.urlIsUnescaped {
            accepted = scanner.unescaped.withUnsafeBufferPointer { router.normalizer.fastParse($0, into: &fastURL) }
        } else {
            accepted = router.normalizer.fastParse(UnsafeBufferPointer(rebasing: line[scanner.urlRange]), into: &fastURL)
        }
        // NB: association files decide universal links; the general path consults them.
        guard accepted, fastURL.isCustomScheme || router.table.associationFiles.isEmpty else { return false }
        return fastURL.decoded.withUnsafeBufferPointer { decoded in
            fastURL.segments.withUnsafeBufferPointer { bounds in
                let segments = ByteSegments(bytes: decoded, bounds: bounds)
                switch router.trie.search(segments, foldFirstSegment: fastURL.isCustomScheme) {
                case .failure(let miss):
                    let strings = (0..<segments.count).map(segments.string)
                    writeFastHead(line, number: number)
                    output.append(contentsOf: #","status":"unmatched","reason":"no-route","message":"#.utf8)
                    JSONWriter.writeString(router.explain(miss, segments: strings), to: &output)
                    output.append(contentsOf: "}\n".utf8)
                    summary.count(Outcome(status: .unmatched, reason: .noRoute), resumed: false)
                    if options.tracksUnmatched { summary.countUnmatched(url: fastURLText(line)) }
                    return true
                case .success(let terminalIndex):
                    return writeFastRouted(line, number: number, terminalIndex: terminalIndex, segments: segments, decoded: decoded)
                }
            }
        }
    }

    private func writeFastRouted(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, terminalIndex: Int32, segments: ByteSegments,
        decoded: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let terminal = router.trie.terminals[Int(terminalIndex)]
        let route = router.table.routes[terminal.route]
        guard route.exposure == .external, route.requires.isEmpty, route.tab == nil, route.present == nil else {
            return false
        }
        // Query items: decline on a declared type, on a repeated name, or on one a capture shadows twice.
        let query = fastURL.query
        let items = query.count / 4
        let names = terminal.variant.parameterNames
        for item in 0..<items {
            let name = UnsafeBufferPointer(rebasing: decoded[Int(query[4 * item])..<Int(query[4 * item] + query[4 * item + 1])])
            if !router.declared[terminal.route].isEmpty,
                router.declared[terminal.route][String(decoding: name, as: UTF8.self)] != nil
            {
                return false
            }
            for other in 0..<item {
                let earlier = UnsafeBufferPointer(rebasing: decoded[Int(query[4 * other])..<Int(query[4 * other] + query[4 * other + 1])])
                if earlier.elementsEqual(name) { return false }
            }
        }
        writeFastHead(line, number: number)
        output.append(contentsOf: #","status":"routed","route":"#.utf8)
        JSONWriter.writeString(route.id, to: &output)
        var wroteParams = false
        func openMember(_ name: String) {
            output.append(contentsOf: wroteParams ? #","#.utf8 : #","params":{"#.utf8)
            wroteParams = true
            JSONWriter.writeString(name, to: &output)
            output.append(UInt8(ascii: ":"))
        }
        for (position, component) in terminal.variant.components.enumerated() {
            switch component {
            case .literal, .catchAll(nil):
                continue
            case .parameter(let name):
                openMember(name)
                if let converter = terminal.converters[position] {
                    writeConverted(router.trie.converters[converter], segments.string(position))
                } else {
                    JSONWriter.writeString(segments.segment(position), to: &output)
                }
            case .catchAll(let name?):
                openMember(name)
                let joined = (position..<segments.count).map(segments.string).joined(separator: "/")
                if let converter = terminal.converters[position] {
                    writeConverted(router.trie.converters[converter], joined)
                } else {
                    JSONWriter.writeString(joined, to: &output)
                }
            }
        }
        for item in 0..<items {
            let nameStart = Int(query[4 * item])
            let name = UnsafeBufferPointer(rebasing: decoded[nameStart..<nameStart + Int(query[4 * item + 1])])
            let nameText = String(decoding: name, as: UTF8.self)
            if names.contains(nameText) { continue }
            openMember(nameText)
            let valueStart = Int(query[4 * item + 2])
            JSONWriter.writeString(UnsafeBufferPointer(rebasing: decoded[valueStart..<valueStart + Int(query[4 * item + 3])]), to: &output)
        }
        if wroteParams { output.append(UInt8(ascii: "}")) }
        output.append(contentsOf: "}\n".utf8)
        summary.count(Outcome(status: .routed), resumed: false)
        return true
    }

    private func writeConverted(_ converter: ParameterConverter, _ text: String) {
        (converter.convert(text) ?? .string(text)).write(to: &output)
    }

    /// `{"line":N,"id":…,"entry":"url"` — the id as it was written (a plain string or a number literal).
    private func writeFastHead(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
        output.append(contentsOf: #"{"line":"#.utf8)
        ResultEncoder.appendInteger(number, to: &output)
        if let range = scanner.idRange {
            output.append(contentsOf: #","id":"#.utf8)
            if scanner.idIsString { output.append(UInt8(ascii: "\"")) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: line[range]))
            if scanner.idIsString { output.append(UInt8(ascii: "\"")) }
        }
        output.append(contentsOf: #","entry":"url""#.utf8)
    }

    private func fastURLText(_ line: UnsafeBufferPointer<UInt8>) -> String {
        scanner.urlIsUnescaped
            ? String(decoding: scanner.unescaped, as: UTF8.self)
            : String(decoding: UnsafeBufferPointer(rebasing: line[scanner.urlRange]), as: UTF8.self)
    }
}
