// The two sinks' entries into the scan (`URLNormalizer+Scan.swift`): the
// general path, which makes strings and names every rejection, and the
// fast path's, which keeps decoded bytes and declines what is not common.

extension URLNormalizer {
    /// ``normalize(_:checks:)`` on the URL's UTF-8 bytes; the checks run in the format's order.
    func normalize(urlBytes bytes: UnsafeBufferPointer<UInt8>, checks: LinkRules.Checks = .none) throws(URLRejection)
        -> NormalizedURL
    {
        try NormalizedURL.Parts.collect(capacity: bytes.count) { parts throws(URLRejection) in
            guard scan(url: bytes, into: parts) != nil else { throw parts.failure }
            // NB: the URL parses: its tracking parameters come off now, so every later refusal carries them.
            let tracking = checks == .none ? [] : links.removeTracking(from: &parts.query)
            do throws(URLRejection) {
                var url = try judge(bytes, parts, checks: checks)
                url.tracking = tracking
                return url
            } catch {
                var rejection = error
                rejection.tracking = tracking
                throw rejection
            }
        }
    }

    /// What a URL that parses makes: refused by the table's rules for links
    /// that are not routes, by its scheme or by its host's domain, in that
    /// order, or normalized.
    private func judge(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: NormalizedURL.Parts, checks: LinkRules.Checks)
        throws(URLRejection) -> NormalizedURL
    {
        let shape = parts.shape
        let schemeBytes = UnsafeBufferPointer(rebasing: bytes[shape.scheme])
        let hostBytes = UnsafeBufferPointer(rebasing: bytes[shape.host])
        var host = ""
        if case .web = shape.kind {
            host = ASCIICase.lowercased(hostBytes)
            // NB: a raw space is taken as `%20` everywhere, the host included, so
            // `a b.example.com` is the host `a%20b.example.com`: escaped, hence
            // covered by no `*.` entry, exactly as if written that way.
            if hostBytes.contains(UInt8(ascii: " ")) {
                host = host.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20")
            }
        }
        if checks != .none, !links.isEmpty {
            try applyLinkRules(bytes, parts, webHost: host, checks: checks)
        }
        let form: NormalizedURL.Form
        switch shape.kind {
        case .custom:
            form = .customScheme(scheme: ASCIICase.lowercased(schemeBytes))
        case .web(let isSecure):
            guard let domain = domains.entry(covering: host) else {
                throw URLRejection(
                    .domainNotAssociated, "host '\(Self.text(hostBytes))' is not one of the app's domains")
            }
            let scheme = Self.text(isSecure ? Self.httpsScheme : Self.httpScheme)
            form = .web(scheme: scheme, host: host, domain: domain)
        case .other, .path:
            throw URLRejection(.schemeNotAllowed, schemeNotAllowedMessage(Self.text(schemeBytes)))
        }
        var rawPath = RawComponent.text(UnsafeBufferPointer(rebasing: bytes[shape.path]))
        if case .web = form, rawPath.isEmpty { rawPath = "/" }
        return NormalizedURL(
            form: form, segments: parts.segments, query: parts.query, rawPath: rawPath,
            rawQuery: shape.query.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) },
            rawFragment: shape.fragment.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) })
    }

    /// Refuses a URL that a pass-through entry covers, then one under a
    /// `resolve` prefix (`checks` `.external` only), before its scheme is judged.
    ///
    /// NB: a web URL's host is its authority's (`webHost`); any other
    /// scheme's host is its first segment, as for routes, whether written as
    /// a host or not: the app's schemes put it there, another scheme's
    /// authority is read here (decoded as a segment would be).
    private func applyLinkRules(
        _ bytes: UnsafeBufferPointer<UInt8>, _ parts: NormalizedURL.Parts, webHost: String, checks: LinkRules.Checks
    ) throws(URLRejection) {
        let shape = parts.shape
        if !links.passThrough.isEmpty {
            var host: String?
            var path = parts.segments[...]
            switch shape.kind {
            case .web:
                host = webHost
            case .other where !shape.host.isEmpty:
                let raw = Self.text(UnsafeBufferPointer(rebasing: bytes[shape.host]))
                host = PercentDecoding.decode(raw, plusAsSpace: false) ?? raw
            default:
                host = path.first
                path = path.dropFirst()
            }
            let scheme = ASCIICase.lowercased(UnsafeBufferPointer(rebasing: bytes[shape.scheme]))
            if let index = links.passThroughEntry(scheme: scheme, host: host, path: path) {
                throw URLRejection(.passThrough, links.passThroughMessage(index))
            }
        }
        if checks == .external, let prefix = links.prefix(of: bytes) {
            throw URLRejection(.unresolved, LinkRules.unresolvedMessage(prefix))
        }
    }

    /// ``normalize(path:)`` on the path's UTF-8 bytes.
    func normalize(pathBytes bytes: UnsafeBufferPointer<UInt8>, checks: LinkRules.Checks = .none) throws(URLRejection)
        -> NormalizedURL
    {
        guard bytes.count <= Self.maximumLength else { throw Self.tooLong(bytes.count, of: "path") }
        if let control = Self.controlCharacter(in: bytes, of: "the path") { throw control }
        return try NormalizedURL.Parts.collect(capacity: bytes.count) { parts throws(URLRejection) in
            guard scanTail(bytes, from: 0, into: parts) else { throw parts.failure }
            let tail = parts.shape
            let tracking = checks == .none ? [] : links.removeTracking(from: &parts.query)
            var url = NormalizedURL(
                form: .path, segments: parts.segments, query: parts.query,
                rawPath: RawComponent.text(UnsafeBufferPointer(rebasing: bytes[tail.path])),
                rawQuery: tail.query.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) },
                rawFragment: tail.fragment.map { RawComponent.text(UnsafeBufferPointer(rebasing: bytes[$0])) })
            url.tracking = tracking
            return url
        }
    }

    /// Scans the common shapes of URL straight into `url`'s buffers, for
    /// `entryd`'s fast path, or declines (`nil`) so the general path decides.
    ///
    /// It accepts only what ``normalize(_:)`` accepts, with the same
    /// segments and query items, because both are the same scan: ASCII URLs
    /// on one of the app's schemes or domains with a plain host. Every
    /// rejection goes to the general path, which writes the messages.
    func scan(_ bytes: UnsafeBufferPointer<UInt8>, into url: DecodedURL) -> DecodedURL.View? {
        url.reset()
        // NB: the scan has already declined a web host off the app's domains.
        guard let kind = scan(url: bytes, into: url, classes: url.classes) else { return nil }
        return url.view(isCustomScheme: kind == .custom)
    }

    // MARK: - Scheme

    /// `http`, one of the two web schemes (lowercase).
    static var httpScheme: StaticString { "http" }
    /// `https`, the other web scheme.
    static var httpsScheme: StaticString { "https" }

    func schemeNotAllowedMessage(_ scheme: String) -> String {
        if schemes.isEmpty {
            return "scheme '\(scheme)' is not http/https, and the app has no schemes of its own"
        }
        return "scheme '\(scheme)' is not one of the app's schemes (\(schemes.joined(separator: ", "))) nor http/https"
    }

    /// Whether `byte` may start a scheme: an ASCII letter.
    ///
    /// NB: or-ing 0x20 lowercases a letter and turns no other byte into one.
    @inline(__always)
    static func isSchemeLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Whether `byte` may follow a scheme's first letter: a letter, a digit,
    /// `+`, `-` or `.`. The scan's byte classes are built from it.
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isSchemeLetter(byte) || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    // MARK: - Hosts

    /// Whether `host` (ASCII, no escapes) is covered by the app's domains, by `DomainSet`'s rule and entries.
    ///
    /// NB: the hosts `DomainSet` never lets a `*.` entry cover (non-ASCII,
    /// escaped, IP literals) never get here: the fast sink declines them.
    func isAssociatedHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
        let index = domainIndex
        if index.lookup(tag: 0, key: host, foldingCase: true) != nil { return true }
        return DomainSet.firstWildcard(coveringHost: host) { start in
            index.lookup(tag: 1, key: UnsafeBufferPointer(rebasing: host[start...]), foldingCase: true)
        } != nil
    }

    /// Hosts are compared as written, never decoded, but their escapes must
    /// still be well formed, as anywhere else in a URL: the rejection when they are not.
    static func hostEscapeProblem(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) -> URLRejection? {
        let hostBytes = UnsafeBufferPointer(rebasing: bytes[host])
        guard hostBytes.contains(UInt8(ascii: "%")) else { return nil }
        do throws(PercentDecoding.Failure) {
            _ = try PercentDecoding.decodeStrictly(bytes: hostBytes, plusAsSpace: false)
            return nil
        } catch {
            return .malformed(error, in: hostBytes, place: "the host")
        }
    }

    // MARK: - Other checks

    static func tooLong(_ count: Int, of what: String) -> URLRejection {
        URLRejection(.urlTooLong, "\(what) is \(count) bytes, over the limit of \(maximumLength)")
    }

    /// The rejection for the first control character in `bytes`, if any.
    static func controlCharacter(in bytes: UnsafeBufferPointer<UInt8>, of what: String) -> URLRejection? {
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == 0x7F {
            let hex = String(bytes[index], radix: 16, uppercase: true)
            let code = String(repeating: "0", count: 4 - hex.count) + hex
            return .malformed("\(what) has the control character U+\(code) at byte offset \(index)")
        }
        return nil
    }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func text(_ literal: StaticString) -> String {
        literal.withUTF8Buffer { text($0) }
    }
}
