// The byte-level parse behind `URLNormalizer.normalize`. Everything works on
// the UTF-8 bytes and byte offsets; strings are made only for the results.

extension URLNormalizer {
    /// What a URL's scheme makes of it.
    private enum SchemeKind {
        /// `http` or `https`, lowercased.
        case web(String)
        /// One of the app's schemes, lowercased.
        case custom(String)
        /// Any other scheme: refused, once the URL is known to be well formed.
        case other
    }

    /// The parts after the scheme and authority, as byte ranges.
    private struct Tail {
        var path: Range<Int>
        var query: Range<Int>?
        var fragment: Range<Int>?
    }

    /// ``normalize(_:)`` on the URL's UTF-8 bytes; the checks run in the format's order.
    func normalize(urlBytes bytes: UnsafeBufferPointer<UInt8>) throws(URLRejection) -> NormalizedURL {
        try Self.checkLength(bytes, of: "URL")
        try Self.checkControlCharacters(bytes, of: "the URL")
        let colon = try Self.schemeEnd(bytes)
        let schemeBytes = UnsafeBufferPointer(rebasing: bytes[..<colon])
        let kind = schemeKind(schemeBytes)

        var index = colon + 1
        var hasAuthority = false
        var host = index..<index
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            var end = index + 2
            while end < bytes.count, !Self.endsAuthority(bytes[end]) { end += 1 }
            host = try URLAuthority(parsing: bytes, in: (index + 2)..<end).host
            hasAuthority = true
            index = end
        }
        if case .web = kind {
            let scheme = Self.text(schemeBytes)
            guard hasAuthority else {
                throw .malformed("an \(scheme) URL needs '//' and a host after '\(scheme):'")
            }
            guard !host.isEmpty else { throw .malformed("the \(scheme) URL has an empty host") }
        }
        let tail = Self.tail(bytes, from: index)

        var segments: [String] = []
        segments.reserveCapacity(PathSegments.capacity(bytes, in: tail.path) + 1)
        if !host.isEmpty {
            if case .custom = kind {
                segments.append(try PathSegments.decode(bytes, in: host, number: 1, isHost: true))
            } else {
                try Self.checkHostEscapes(bytes, host)
            }
        }
        try PathSegments.append(bytes, in: tail.path, to: &segments)
        let query = try Self.queryItems(bytes, tail)

        let form: NormalizedURL.Form
        switch kind {
        case .other:
            throw URLRejection(.schemeNotAllowed, schemeNotAllowedMessage(Self.text(schemeBytes)))
        case .custom(let scheme):
            form = .customScheme(scheme: scheme)
        case .web(let scheme):
            let hostBytes = UnsafeBufferPointer(rebasing: bytes[host])
            var lowercased = ASCIICase.lowercased(hostBytes)
            // NB: a raw space is taken as `%20` everywhere, the host included, so
            // `a b.example.com` is the host `a%20b.example.com`: escaped, hence
            // covered by no `*.` entry, exactly as if written that way.
            if hostBytes.contains(UInt8(ascii: " ")) {
                lowercased = lowercased.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20")
            }
            guard let domain = domains.entry(covering: lowercased) else {
                throw URLRejection(
                    .domainNotAssociated, "host '\(Self.text(hostBytes))' is not one of the app's domains")
            }
            form = .web(scheme: scheme, host: lowercased, domain: domain)
        }
        var rawPath = RawComponent.text(UnsafeBufferPointer(rebasing: bytes[tail.path]))
        if case .web = form, rawPath.isEmpty { rawPath = "/" }
        return NormalizedURL(
            form: form, segments: segments, query: query, rawPath: rawPath,
            rawQuery: tail.query.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) },
            rawFragment: tail.fragment.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) })
    }

    /// ``normalize(path:)`` on the path's UTF-8 bytes.
    func normalize(pathBytes bytes: UnsafeBufferPointer<UInt8>) throws(URLRejection) -> NormalizedURL {
        try Self.checkLength(bytes, of: "path")
        try Self.checkControlCharacters(bytes, of: "the path")
        let tail = Self.tail(bytes, from: 0)
        var segments: [String] = []
        segments.reserveCapacity(PathSegments.capacity(bytes, in: tail.path))
        try PathSegments.append(bytes, in: tail.path, to: &segments)
        let query = try Self.queryItems(bytes, tail)
        return NormalizedURL(
            form: .path, segments: segments, query: query,
            rawPath: RawComponent.text(UnsafeBufferPointer(rebasing: bytes[tail.path])),
            rawQuery: tail.query.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) },
            rawFragment: tail.fragment.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) })
    }

    // MARK: - Scheme

    /// `http`, one of the two web schemes (lowercase), as both parsers compare with it.
    @inlinable package static var httpScheme: StaticString { "http" }
    /// `https`, the other web scheme.
    @inlinable package static var httpsScheme: StaticString { "https" }

    private func schemeKind(_ scheme: UnsafeBufferPointer<UInt8>) -> SchemeKind {
        if ASCIICase.equals(scheme, lowercaseASCII: Self.httpsScheme) { return .web(Self.text(Self.httpsScheme)) }
        if ASCIICase.equals(scheme, lowercaseASCII: Self.httpScheme) { return .web(Self.text(Self.httpScheme)) }
        let lowercased = ASCIICase.lowercased(scheme)
        return schemeSet.contains(lowercased) ? .custom(lowercased) : .other
    }

    private func schemeNotAllowedMessage(_ scheme: String) -> String {
        if schemes.isEmpty {
            return "scheme '\(scheme)' is not http/https, and the app has no schemes of its own"
        }
        return "scheme '\(scheme)' is not one of the app's schemes (\(schemes.joined(separator: ", "))) nor http/https"
    }

    /// The offset of the `:` that ends the scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":".
    static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) throws(URLRejection) -> Int {
        guard !bytes.isEmpty else { throw .malformed("the URL is empty, so it has no scheme") }
        var index = 0
        if isSchemeLetter(bytes[0]) {
            index = 1
            while index < bytes.count, isSchemeByte(bytes[index]) { index += 1 }
        }
        guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw .malformed(
                "the URL has no scheme; it must start with a letter, then letters, digits, '+', '-' or '.', then ':'")
        }
        return index
    }

    /// Whether `byte` may start a scheme: an ASCII letter. The one statement
    /// of the rule, which the fast path's parse calls too.
    ///
    /// NB: or-ing 0x20 lowercases a letter and turns no other byte into one.
    @inlinable @inline(__always)
    package static func isSchemeLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Whether `byte` may follow a scheme's first letter: a letter, a digit,
    /// `+`, `-` or `.`. The fast path's byte classes are built from it.
    package static func isSchemeByte(_ byte: UInt8) -> Bool {
        isSchemeLetter(byte) || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    // MARK: - Other checks

    private static func checkLength(_ bytes: UnsafeBufferPointer<UInt8>, of what: String) throws(URLRejection) {
        guard bytes.count <= maximumLength else {
            throw URLRejection(.urlTooLong, "\(what) is \(bytes.count) bytes, over the limit of \(maximumLength)")
        }
    }

    private static func checkControlCharacters(
        _ bytes: UnsafeBufferPointer<UInt8>, of what: String
    ) throws(URLRejection) {
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == 0x7F {
            let hex = String(bytes[index], radix: 16, uppercase: true)
            let code = String(repeating: "0", count: 4 - hex.count) + hex
            throw .malformed("\(what) has the control character U+\(code) at byte offset \(index)")
        }
    }

    /// Hosts are compared as written, never decoded, but their escapes must
    /// still be well formed, as anywhere else in a URL.
    private static func checkHostEscapes(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) throws(URLRejection) {
        let hostBytes = UnsafeBufferPointer(rebasing: bytes[host])
        guard hostBytes.contains(UInt8(ascii: "%")) else { return }
        do throws(PercentDecoding.Failure) {
            _ = try PercentDecoding.decodeStrictly(bytes: hostBytes, plusAsSpace: false)
        } catch {
            throw .malformed(error, in: hostBytes, place: "the host")
        }
    }

    // MARK: - Splitting

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// Splits `bytes[start...]` into path, query (after the first `?`) and
    /// fragment (after the first `#`; a `?` after it belongs to the fragment).
    private static func tail(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Tail {
        var hash = bytes.count
        var question: Int?
        for index in start..<bytes.count {
            if bytes[index] == UInt8(ascii: "#") {
                hash = index
                break
            }
            if question == nil, bytes[index] == UInt8(ascii: "?") { question = index }
        }
        let fragment = hash < bytes.count ? (hash + 1)..<bytes.count : nil
        guard let question else { return Tail(path: start..<hash, query: nil, fragment: fragment) }
        return Tail(path: start..<question, query: (question + 1)..<hash, fragment: fragment)
    }

    private static func queryItems(
        _ bytes: UnsafeBufferPointer<UInt8>, _ tail: Tail
    ) throws(URLRejection) -> [QueryItem] {
        guard let query = tail.query else { return [] }
        return try QueryItem.items(in: bytes, query)
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func text(_ literal: StaticString) -> String {
        literal.withUTF8Buffer { text($0) }
    }
}
