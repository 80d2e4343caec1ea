// The one scan of a URL's bytes. Every rule that decides a URL's segments
// and query items (scheme, authority, splitting, decoding, dot segments,
// empty items) is here, once, and reports to a sink: the general path's
// sink builds strings, `entryd`'s fast sink keeps bytes (see `URLScanSink`).

extension URLNormalizer {
    /// Scans a full URL into `sink`, checking in the format's order: length,
    /// control characters, scheme, authority, host, path, query. Whether the
    /// scheme is allowed (``URLShape/Kind/other`` is not) and the host's
    /// domain are the caller's to check.
    ///
    /// - Returns: what the scheme makes of the URL (the sink is told where
    ///   every part is: ``URLScanSink/found(kind:scheme:host:)``), or `nil` when the sink
    ///   takes common shapes only and this URL is not one (``URLScanSink/takesCommonShapesOnly``).
    /// The first rejection goes to the sink (``URLScanSink/refuse(_:)``).
    ///
    /// NB: always inlined into its two callers, one per sink, so the fast
    /// path's entry from the tooling is one call. `classes` is read once and
    /// handed on: each read of the global is a `swift_once` call (about 11
    /// instructions a scan), which the fast sink saves by keeping a copy.
    @inline(__always)
    func scan<Sink: URLScanSink>(
        url bytes: UnsafeBufferPointer<UInt8>, into sink: Sink, classes: UnsafePointer<UInt8> = URLByteClass.pointer
    ) -> URLShape.Kind? {
        let count = bytes.count
        guard count <= Self.maximumLength else {
            if !Sink.takesCommonShapesOnly { sink.refuse(Self.tooLong(count, of: "URL")) }
            return nil
        }
        // NB: a sink of common shapes declines at the first control character
        // wherever it is; one that takes every URL reports it before anything else.
        if !Sink.takesCommonShapesOnly, let control = Self.controlCharacter(in: bytes, of: "the URL") {
            sink.refuse(control)
            return nil
        }
        guard count > 0 else {
            if !Sink.takesCommonShapesOnly { sink.refuse(.malformed("the URL is empty, so it has no scheme")) }
            return nil
        }
        let colon: Int
        let kind: URLShape.Kind
        // NB: most URLs of a stream share a scheme: a sink of common shapes compares
        // the last one it took first (the same bytes up to the `:` end the scheme
        // where they did and make the same kind), and scans a scheme only when it differs.
        if Sink.takesCommonShapesOnly, let known = sink.knownScheme(bytes) {
            (colon, kind) = known
        } else {
            guard let end = Self.schemeEnd(bytes, classes: classes) else {
                if !Sink.takesCommonShapesOnly {
                    sink.refuse(
                        .malformed(
                            "the URL has no scheme; it must start with a letter, then letters, digits, '+', '-' or '.', then ':'"
                        ))
                }
                return nil
            }
            colon = end
            kind = schemeKind(bytes, colon: end)
            if Sink.takesCommonShapesOnly {
                if kind == .other { return nil }
                sink.took(scheme: bytes, colon: colon, kind: kind)
            }
        }
        var index = colon
        let scheme = 0..<index
        index += 1
        // Authority: what follows `//`, up to `/`, `?` or `#`.
        var host = index..<index
        var hasAuthority = false
        var hostIsPlain = true
        var hostIsAccepted = false
        if index + 1 < count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            let start = index
            // NB: most web URLs of a stream share a host: a sink of common shapes compares the
            // last one it found on the app's domains first, and scans the authority only when it differs.
            if Sink.takesCommonShapesOnly, case .web = kind, let end = sink.acceptedHostEnd(bytes, from: start) {
                index = end
                hostIsAccepted = true
            }
            while !hostIsAccepted && index < count {
                let byteClass = classes[Int(bytes[index])]
                if byteClass & URLByteClass.pathEnd != 0 { break }
                if byteClass & URLByteClass.hostSpecial != 0 {
                    if Sink.takesCommonShapesOnly { return nil }
                    hostIsPlain = false
                }
                index += 1
            }
            hasAuthority = true
            // NB: an authority of host bytes only is its own host; anything else is split by `URLAuthority`.
            if hostIsPlain {
                host = start..<index
            } else {
                do throws(URLRejection) {
                    host = try URLAuthority(parsing: bytes, in: start..<index).host
                } catch {
                    // NB: only a sink that takes every URL gets here: the other declined at the first special byte.
                    sink.refuse(error)
                    return nil
                }
            }
        }
        if case .web = kind {
            guard hasAuthority else {
                let name = Self.text(UnsafeBufferPointer(rebasing: bytes[scheme]))
                if !Sink.takesCommonShapesOnly {
                    sink.refuse(.malformed("an \(name) URL needs '//' and a host after '\(name):'"))
                }
                return nil
            }
            guard !host.isEmpty else {
                let name = Self.text(UnsafeBufferPointer(rebasing: bytes[scheme]))
                if !Sink.takesCommonShapesOnly { sink.refuse(.malformed("the \(name) URL has an empty host")) }
                return nil
            }
            // NB: a sink of common shapes declines a host off the app's domains at
            // once; the general path checks it last, after every malformation.
            if Sink.takesCommonShapesOnly && !hostIsAccepted {
                let hostBytes = UnsafeBufferPointer(rebasing: bytes[host])
                guard isAssociatedHost(hostBytes) else { return nil }
                sink.accepted(host: hostBytes)
            }
        }
        if !host.isEmpty {
            if kind == .custom {
                // A custom scheme's host is the first path segment.
                guard
                    appendSegment(
                        bytes, host, escaped: !hostIsPlain, isHost: true, into: sink)
                else { return nil }
            } else if !hostIsPlain {
                if let escape = Self.hostEscapeProblem(bytes, host) {
                    sink.refuse(escape)
                    return nil
                }
            }
        }
        guard scanTail(bytes, from: index, into: sink, classes: classes) else { return nil }
        // NB: a URL of another scheme (only a sink that takes every URL gets
        // here with one) is taken: a pass-through entry may cover it before
        // its scheme is refused, which is the caller's to do.
        sink.found(kind: kind, scheme: scheme, host: host)
        return kind
    }

    /// Scans the path, query and fragment at `bytes[start...]` into `sink`,
    /// numbering segments (in messages) after those the sink holds.
    ///
    /// The path ends at the first `?` or `#`; the query runs from the `?` to
    /// the first `#`; the fragment is the rest and is never decoded. The
    /// sink is told where each is (``URLScanSink/found(path:query:fragment:)``).
    ///
    /// - Returns: `false` when the scan declined or refused the URL.
    func scanTail<Sink: URLScanSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into sink: Sink,
        classes: UnsafePointer<UInt8> = URLByteClass.pointer
    ) -> Bool {
        let count = bytes.count
        var index = start
        // Path: one table lookup per byte.
        // NB: no closure here: a loop index captured by one lives in memory, not a register.
        var segmentStart = index
        var escaped = false
        while index < count {
            let byteClass = classes[Int(bytes[index])]
            if byteClass & URLByteClass.pathStop != 0 {
                if byteClass & URLByteClass.refused != 0 {
                    if Sink.takesCommonShapesOnly { return false }
                    // A non-ASCII byte (control characters were refused first): its segment's UTF-8 is checked.
                    escaped = true
                } else if byteClass & URLByteClass.percent != 0 {
                    escaped = true
                } else {
                    if index > segmentStart {
                        guard
                            appendSegment(
                                bytes, segmentStart..<index, escaped: escaped, isHost: false,
                                into: sink)
                        else { return false }
                    }
                    escaped = false
                    segmentStart = index + 1
                    if bytes[index] != UInt8(ascii: "/") { break }
                }
            }
            index += 1
        }
        guard index < count else {
            if count > segmentStart {
                guard
                    appendSegment(
                        bytes, segmentStart..<count, escaped: escaped, isHost: false, into: sink)
                else { return false }
            }
            sink.found(path: start..<count, query: nil, fragment: nil)
            return true
        }
        let path = start..<index
        var query: Range<Int>?
        if bytes[index] == UInt8(ascii: "?") {
            index += 1
            let queryStart = index
            var itemStart = index
            var itemNumber = 0
            var plain = true
            while true {
                let byteClass = index < count ? classes[Int(bytes[index])] : URLByteClass.queryEnd
                if byteClass & URLByteClass.queryStop != 0 {
                    if byteClass & URLByteClass.refused != 0 {
                        if Sink.takesCommonShapesOnly { return false }
                        plain = false
                    }
                    if byteClass & URLByteClass.queryEscape != 0 { plain = false }
                    if byteClass & URLByteClass.queryEnd != 0 {
                        if index > itemStart {
                            itemNumber += 1
                            guard
                                appendQueryItem(
                                    bytes, itemStart..<index, plain: plain, number: itemNumber, into: sink)
                            else { return false }
                        }
                        plain = true
                        itemStart = index + 1
                        if index == count || bytes[index] == UInt8(ascii: "#") { break }
                    }
                }
                index += 1
            }
            query = queryStart..<index
        }
        guard index < count else {
            sink.found(path: path, query: query, fragment: nil)
            return true
        }
        // The fragment is ignored, but a sink of common shapes declines a control character in it too.
        if Sink.takesCommonShapesOnly {
            for position in (index + 1)..<count where classes[Int(bytes[position])] & URLByteClass.refused != 0 {
                return false
            }
        }
        sink.found(path: path, query: query, fragment: (index + 1)..<count)
        return true
    }

    // MARK: - Parts

    /// Decodes the non-empty segment at `bytes[range]` into `sink`, after
    /// the segments it holds (a custom scheme's host is the first, `isHost`).
    ///
    /// - Returns: `false` when the sink declines a malformed escape, invalid UTF-8 or a dot segment.
    @inline(__always)
    private func appendSegment<Sink: URLScanSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escaped: Bool, isHost: Bool,
        into sink: Sink
    ) -> Bool {
        let start = sink.decodedCount
        let output = sink.decoded + start
        let length = Self.decode(bytes, range, plusAsSpace: false, plain: !escaped, into: output)
        guard length >= 0 else {
            if !Sink.takesCommonShapesOnly {
                sink.refuse(
                    Self.malformed(
                        bytes, range, plusAsSpace: false, place: Self.place(sink.segmentCount + 1, isHost: isHost)))
            }
            return false
        }
        // NB: dot segments are refused rather than resolved, so that no URL
        // (`/story/%2E%2E/admin`) can climb out of the route it names.
        if length <= 2, output[0] == UInt8(ascii: "."), length == 1 || output[1] == UInt8(ascii: ".") {
            let segment = Self.text(UnsafeBufferPointer(start: output, count: length))
            if !Sink.takesCommonShapesOnly {
                sink.refuse(
                    .malformed(
                        "\(Self.place(sink.segmentCount + 1, isHost: isHost)) is '\(segment)' after decoding; dot segments are refused"
                    ))
            }
            return false
        }
        sink.decodedCount = start + length
        sink.segment(start: start, length: length)
        return true
    }

    /// Decodes the non-empty query item at `bytes[range]` into `sink`, the
    /// `number`th of the query; an item whose name is empty is dropped once
    /// its escapes are known to be well formed.
    ///
    /// An item splits at its first `=` (none means the value `""`); `+` is a space.
    private func appendQueryItem<Sink: URLScanSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plain: Bool, number: Int, into sink: Sink
    ) -> Bool {
        let (name, value) = QueryItem.split(bytes, range)
        let nameStart = sink.decodedCount
        let nameLength = Self.decode(bytes, name, plusAsSpace: true, plain: plain, into: sink.decoded + nameStart)
        guard nameLength >= 0 else {
            if !Sink.takesCommonShapesOnly {
                sink.refuse(
                    Self.malformed(bytes, name, plusAsSpace: true, place: "the name of query item \(number)"))
            }
            return false
        }
        let valueStart = nameStart + nameLength
        let valueLength = Self.decode(bytes, value, plusAsSpace: true, plain: plain, into: sink.decoded + valueStart)
        guard valueLength >= 0 else {
            let nameText = Self.text(UnsafeBufferPointer(start: sink.decoded + nameStart, count: nameLength))
            let place =
                nameLength == 0
                ? "the value of query item \(number)" : "the value of query item \(number) ('\(nameText)')"
            if !Sink.takesCommonShapesOnly {
                sink.refuse(Self.malformed(bytes, value, plusAsSpace: true, place: place))
            }
            return false
        }
        guard nameLength > 0 else { return true }
        sink.decodedCount = valueStart + valueLength
        sink.queryItem(nameStart: nameStart, nameLength: nameLength, valueStart: valueStart, valueLength: valueLength)
        return true
    }

    /// Copies (`plain`: no escape, no `+`, ASCII only) or decodes
    /// `bytes[range]` into `output`; the length written, or -1 when it does not decode.
    @inline(__always)
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool, plain: Bool,
        into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        guard plain else {
            return PercentDecoding.decode(
                bytes.baseAddress!, range.lowerBound, range.upperBound, plusAsSpace: plusAsSpace, into: output)
        }
        let length = range.count
        if length > 0 {
            ByteCopy.copy(from: UnsafeRawPointer(bytes.baseAddress! + range.lowerBound), to: output, count: length)
        }
        return length
    }

    /// The rejection for a part of the URL that does not decode.
    private static func malformed(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool, place: String
    ) -> URLRejection {
        let part = UnsafeBufferPointer(rebasing: bytes[range])
        return .malformed(PercentDecoding.failure(in: part, plusAsSpace: plusAsSpace), in: part, place: place)
    }

    /// How messages name path segment `number`.
    private static func place(_ number: Int, isHost: Bool) -> String {
        isHost ? "path segment \(number) (the host)" : "path segment \(number)"
    }

    // MARK: - Scheme

    /// The offset of the `:` that ends the scheme, ALPHA *( ALPHA / DIGIT /
    /// "+" / "-" / "." ) ":", or `nil` when `bytes` does not start with one.
    @inline(__always)
    static func schemeEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8> = URLByteClass.pointer
    ) -> Int? {
        guard !bytes.isEmpty, isSchemeLetter(bytes[0]) else { return nil }
        var index = 1
        while index < bytes.count, classes[Int(bytes[index])] & URLByteClass.scheme != 0 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return index
    }

    /// What the scheme before the `:` at `colon` makes of the URL.
    ///
    /// NB: every scheme byte has bit 0x20 set once a letter is lowercased, so
    /// or-ing 0x20 into each byte folds the words the scheme table compares;
    /// the `:` after the scheme means a word load at offset 8 needs only 16 bytes.
    @inline(__always)
    private func schemeKind(_ bytes: UnsafeBufferPointer<UInt8>, colon index: Int) -> URLShape.Kind {
        var head0: UInt64 = 0
        var head1: UInt64 = 0
        if index <= 16 && bytes.count >= 16 {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            let (mask0, mask1) = ByteTable.headMasks(length: index)
            let lowercase: UInt64 = 0x2020_2020_2020_2020
            head0 = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) | lowercase) & mask0
            head1 = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) | lowercase) & mask1
        } else {
            for position in 0..<min(index, 16) {
                let lower = UInt64(bytes[position] | 0x20) &<< UInt64(truncatingIfNeeded: 8 * (position & 7))
                if position < 8 { head0 |= lower } else { head1 |= lower }
            }
        }
        if index == 4 && head0 == Self.httpWord { return .web(isSecure: false) }
        if index == 5 && head0 == Self.httpsWord { return .web(isSecure: true) }
        let known = schemeIndex.lookup(
            tag: 0, key: UnsafeBufferPointer(rebasing: bytes[0..<index]), head0: head0, head1: head1,
            foldingCase: true)
        return known != nil ? .custom : .other
    }

    /// `http` and `https` as the scheme loop gathers them: little-endian words.
    private static var httpWord: UInt64 { word(httpScheme) }
    private static var httpsWord: UInt64 { word(httpsScheme) }

    /// `scheme` (lowercase, at most eight bytes) as a little-endian word.
    ///
    /// NB: always inlined on a literal, so the loop folds into a constant.
    @inline(__always)
    private static func word(_ scheme: StaticString) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<scheme.utf8CodeUnitCount {
            word |= UInt64(scheme.utf8Start[index]) &<< UInt64(truncatingIfNeeded: 8 * index)
        }
        return word
    }
}
