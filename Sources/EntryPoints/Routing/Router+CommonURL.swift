/// What the core answers `entryd`'s byte-level path about one URL of the
/// common shapes (``Router/answer(commonURL:into:)``).
package enum CommonURLAnswer: Sendable, Equatable {
    /// The URL is not one of the common shapes, or its route needs more than
    /// the match: the general path decides, and nothing was written.
    case declined
    /// No route matches: ``CommonURLScratch/bytes`` holds the sentence, raw text.
    case unmatched
    /// The route at index `route` of the table matches and is admitted
    /// without guards or effects: ``CommonURLScratch/bytes`` holds the inside
    /// of its `params` object, as JSON.
    case routed(route: Int32)
}

/// What ``Router/answer(commonURL:into:)`` works in and writes to: the
/// decoded URL, the answer's bytes, and what every answer of one router
/// reads (each captured name's `"name":`, rendered once). One owner reuses it
/// from URL to URL.
///
/// NB: made for one router; an answer from another router's scratch is wrong.
package final class CommonURLScratch {
    /// The URL's decoded segments and query items.
    let url = DecodedURL()
    /// What the last answer wrote (see ``bytes``).
    let output = ByteScratch(capacity: 1024)
    /// `"name":` of each captured name, then the bare name, back to back, by
    /// ``PatternTrie/HotNodes/Capture/name``: ``keys`` holds where each starts
    /// and its two lengths.
    ///
    /// NB: raw memory, so reading a key per capture costs no reference counting.
    let keyBytes: UnsafeMutablePointer<UInt8>
    let keys: UnsafeMutablePointer<(start: Int32, keyCount: Int32, nameCount: Int32)>
    /// Whether web URLs go to the general path: the table names association files, whose claims it checks.
    let declinesWebURLs: Bool

    /// Scratch for answers of `router`.
    package init(for router: Router) {
        var bytes: [UInt8] = []
        var ranges: [(start: Int32, keyCount: Int32, nameCount: Int32)] = []
        for name in router.trie.hot.captureNames {
            let start = bytes.count
            JSONWriter.writeString(name, to: &bytes)
            bytes.append(JSONByte.colon)
            let keyCount = bytes.count - start
            bytes += name.utf8
            ranges.append((Int32(start), Int32(keyCount), Int32(bytes.count - start - keyCount)))
        }
        keyBytes = .allocate(capacity: max(bytes.count, 1))
        keyBytes.initialize(from: bytes, count: bytes.count)
        keys = .allocate(capacity: max(ranges.count, 1))
        keys.initialize(from: ranges, count: ranges.count)
        declinesWebURLs = !router.table.associationFiles.isEmpty
    }

    deinit {
        keyBytes.deallocate()
        keys.deallocate()
    }

    /// `"name":` of captured name `name`.
    @inline(__always)
    func key(_ name: Int32) -> UnsafeBufferPointer<UInt8> {
        let range = keys[Int(name)]
        return UnsafeBufferPointer(start: keyBytes + Int(range.start), count: Int(range.keyCount))
    }

    /// Captured name `name`, bare.
    @inline(__always)
    func name(_ name: Int32) -> UnsafeBufferPointer<UInt8> {
        let range = keys[Int(name)]
        return UnsafeBufferPointer(start: keyBytes + Int(range.start + range.keyCount), count: Int(range.nameCount))
    }

    /// What the last answer wrote: a routed URL's `params` members (no braces), or an
    /// unmatched URL's sentence (raw text, to be escaped). Valid until the next answer.
    package var bytes: UnsafeBufferPointer<UInt8> { output.bytes }
}

extension Router {
    /// `entryd`'s byte-level path: the route a URL of the common shapes reaches
    /// and its `params`, or why none matches, or `declined` for anything else.
    ///
    /// It answers exactly as ``resolve(_:)`` would for an external `url` entry
    /// whose route is admitted by the route alone and leaves the navigation
    /// state as it was (``Route/isAdmittedWithoutGuardsOrEffect``): the same
    /// scan of the URL (``URLNormalizer/scan(_:into:)``), the same search,
    /// the same terminal slot and the same query rule. It declines whenever
    /// the general path might say otherwise: a URL outside the common shapes,
    /// a web URL when the table names association files, a route that needs
    /// the controller, a terminal whose captures do not fit in its slot, a
    /// query item named twice, or a query on a route that declares types for
    /// names its pattern leaves uncaptured.
    package func answer(commonURL bytes: UnsafeBufferPointer<UInt8>, into scratch: CommonURLScratch) -> CommonURLAnswer
    {
        guard let url = normalizer.scan(bytes, into: scratch.url), url.isCustomScheme || !scratch.declinesWebURLs
        else { return .declined }
        let segments = url.byteSegments
        scratch.output.removeAll()
        switch trie.match(segments, foldFirstSegment: url.isCustomScheme) {
        case .failure(let miss):
            explain(miss, segments: segments, into: scratch.output)
            return .unmatched
        case .success(let slot):
            let record = slot.pointee.record
            guard Route.isAdmittedWithoutGuardsOrEffect(flags: record.admissionFlags),
                slot.pointee.inlineCount != TerminalTable.Slot.notInline,
                url.queryCount == 0 || Self.queryValuesStayStrings(record),
                url.queryCount < 2 || !url.repeatsQueryName
            else { return .declined }
            writeParams(slot, segments: segments, url: url, into: scratch)
            return .routed(route: record.route)
        }
    }

    /// The inside of `params`: the captures, then the query items no capture
    /// shadows, each string escaped by ``JSONWriter``'s rules.
    ///
    /// NB: the query rule (a path parameter beats a query item of the same
    /// name; undeclared values stay strings) has one definition,
    /// ``forEachQueryItem(count:name:capturedByPath:_:)`` and
    /// ``queryValuesStayStrings(_:)``, which ``resolveNormalized(_:origin:kind:)``
    /// calls too; `FastPathEquivalenceTests` holds the two paths to the same results.
    private func writeParams(
        _ slot: UnsafePointer<TerminalTable.Slot>, segments: ByteSegments, url: DecodedURL.View,
        into scratch: CommonURLScratch
    ) {
        // NB: every string of `params` lies in the decoded bytes: one check for all of them.
        let plain = (slot.pointee.inlineCount == 0 && url.queryCount == 0) || JSONScan.isPlain(padded: url.decodedBytes)
        // NB: room for a common line at once: the cursor grows the scratch if a value needs more.
        var out = scratch.output.cursor(reserving: 256 + 2 * Int(url.decodedCount))
        var wrote = false
        let captureCount = Int(slot.pointee.inlineCount)
        for index in 0..<captureCount {
            let capture = slot.pointee.capture(index)
            if wrote { out.append(JSONByte.comma) }
            wrote = true
            out.append(contentsOf: scratch.key(capture.name))
            let position = Int(capture.position)
            if capture.converter >= 0 {
                let text =
                    capture.isCatchAll
                    ? (position..<segments.count).map(segments.string).joined(separator: "/")
                    : segments.string(position)
                Self.appendValue(trie.converters[Int(capture.converter)].convert(text) ?? .string(text), to: &out)
            } else if capture.isCatchAll {
                // NB: the rest of the path, joined by `/`, written piece by piece rather than joined first.
                out.append(JSONByte.quotationMark)
                for segment in position..<segments.count {
                    if segment > position { out.append(JSONByte.slash) }
                    if plain || JSONScan.isPlain(padded: segments.segment(segment)) {
                        out.append(contentsOf: segments.segment(segment))
                    } else {
                        Self.appendEscaped(segments.segment(segment), quoted: false, to: &out)
                    }
                }
                out.append(JSONByte.quotationMark)
            } else {
                Self.writeString(segments.segment(position), plain: plain, to: &out)
            }
        }
        Self.forEachQueryItem(
            count: Int(url.queryCount),
            name: { item in
                let bounds = url.queryBounds(item)
                return url.bytes(bounds[0], bounds[1])
            },
            capturedByPath: { name in
                for index in 0..<captureCount where Self.same(scratch.name(slot.pointee.capture(index).name), name) {
                    return true
                }
                return false
            }
        ) { item, name in
            if wrote { out.append(JSONByte.comma) }
            wrote = true
            Self.writeString(name, plain: plain, to: &out)
            out.append(JSONByte.colon)
            let bounds = url.queryBounds(item)
            Self.writeString(url.bytes(bounds[2], bounds[3]), plain: plain, to: &out)
        }
        scratch.output.commit(out)
    }

    /// `bytes` (in the decoded URL's padded buffer) as a JSON string: copied between quotes
    /// when `plain` or when it holds nothing to escape, else escaped.
    ///
    /// NB: what needs escaping or converting (rare) goes through the JSON writer's
    /// `[UInt8]` form, which the core has anyway, then is copied: a writer
    /// specialised for the cursor too cost an app 3 KB of text.
    @inline(__always)
    private static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool, to out: inout ByteScratch.Cursor)
    {
        // NB: a URL with one string to escape leaves the others plain: each is checked a word at a time.
        if plain || JSONScan.isPlain(padded: bytes) {
            out.appendQuoted(bytes)
        } else {
            appendEscaped(bytes, quoted: true, to: &out)
        }
    }

    /// `bytes` escaped (between quotes when `quoted`), through the JSON writer's `[UInt8]` form.
    @inline(never)
    private static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, quoted: Bool, to out: inout ByteScratch.Cursor
    ) {
        var escaped: [UInt8] = []
        if quoted {
            JSONWriter.writeString(bytes, to: &escaped)
        } else {
            JSONWriter.writeEscaped(bytes, to: &escaped)
        }
        escaped.withUnsafeBufferPointer { out.append(contentsOf: $0) }
    }

    /// A converted value, through the JSON writer's `[UInt8]` form.
    @inline(never)
    private static func appendValue(_ value: JSONValue, to out: inout ByteScratch.Cursor) {
        var bytes: [UInt8] = []
        JSONWriter.write(value, to: &bytes)
        bytes.withUnsafeBufferPointer { out.append(contentsOf: $0) }
    }

    /// Whether two byte ranges hold the same bytes.
    @inline(__always)
    static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }
}
