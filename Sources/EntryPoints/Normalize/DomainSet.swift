/// The app's domains, ready for lookup: exact hosts, and `*.suffix` entries
/// that cover every subdomain of `suffix` (at any depth) but not `suffix`
/// itself.
///
/// Entries are ASCII-lowercased once, here; hosts are compared to them
/// byte for byte, so a percent-encoded, IP-literal or non-ASCII host matches
/// only an entry written identically (no IDNA mapping, no Unicode
/// normalization, no trailing-dot removal).
@usableFromInline struct DomainSet: Sendable {
    /// Suffixes of `*.` entries (`example.com`), each mapped to its entry (`*.example.com`).
    private var wildcards: [HostKey: String] = [:]

    /// The same entries by bytes: exact hosts (tag 0), which both paths ask,
    /// and the suffixes of `*.` entries (tag 1), for the fast path.
    @usableFromInline let byteIndex: ByteTable

    /// The lookup table for `domains`, as written in a route table.
    init(_ domains: [String]) {
        let byteIndex = ByteTable.Builder(capacity: domains.count)
        for domain in domains {
            let entry = ASCIICase.lowercased(domain)
            if let suffix = Self.wildcardSuffix(of: entry) {
                wildcards[HostKey(suffix)] = wildcards[HostKey(suffix)] ?? entry
                byteIndex.insert(tag: 1, key: suffix.utf8, value: 0)
            } else {
                byteIndex.insert(tag: 0, key: entry.utf8, value: 0)
            }
        }
        self.byteIndex = byteIndex.finish()
    }

    /// What a `*.` entry covers the subdomains of (`example.com` for
    /// `*.example.com`), or `nil` for an exact entry: the one reading of an entry.
    static func wildcardSuffix(of entry: String) -> Substring? {
        guard entry.utf8.starts(with: "*.".utf8), entry.utf8.count > 2 else { return nil }
        return entry[entry.utf8.index(entry.startIndex, offsetBy: 2)...]
    }

    /// The first result of `lookup` for the suffixes of `host` that a `*.`
    /// entry may cover, tried from the left: each suffix that starts after a
    /// dot, where the dot is not the host's first byte (`.example.com` leaves
    /// no subdomain label) and the suffix is not empty. The one statement of
    /// the rule; the fast path's parse calls it with its byte index.
    ///
    /// - Parameter lookup: the entry for the suffix that starts at the offset it is given.
    @inlinable @inline(__always)
    static func firstWildcard<Entry>(
        coveringHost host: UnsafeBufferPointer<UInt8>, _ lookup: (_ suffixStart: Int) -> Entry?
    ) -> Entry? {
        var position = 1
        while position < host.count - 1 {
            if host[position] == UInt8(ascii: "."), let entry = lookup(position + 1) { return entry }
            position += 1
        }
        return nil
    }

    /// The entry that covers `host` (already ASCII-lowercased), or `nil`.
    ///
    /// An exact entry wins; otherwise the most specific `*.` entry, found by
    /// trying the suffix after each dot from the left.
    ///
    /// - Complexity: O(*n*) in the length of `host`, whatever the number of domains.
    func entry(covering host: String) -> String? {
        // NB: an exact entry is the host itself, byte for byte: asked of the
        // byte index (the fast path's table), no `String` is hashed per URL.
        var bytes = host
        if bytes.withUTF8({ byteIndex.lookup(tag: 0, key: $0) }) != nil { return host }
        guard !wildcards.isEmpty else { return nil }
        let utf8 = host.utf8
        // NB: a percent-encoded, IP-literal or non-ASCII host matches only an
        // entry written identically (the Event and result formats article (Edge cases)), never a `*.` entry:
        // `münchen.example.com` is not covered by `*.example.com`.
        for byte in utf8 where byte >= 0x80 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "[") {
            return nil
        }
        var host = host
        host.makeContiguousUTF8()
        let start = host.utf8.startIndex
        return host.utf8.withContiguousStorageIfAvailable { bytes in
            Self.firstWildcard(coveringHost: bytes) { suffixStart in
                wildcards[HostKey(host[host.utf8.index(start, offsetBy: suffixStart)...])]
            }
        } ?? nil
    }
}

/// A dictionary key that compares text byte for byte.
///
/// NB: `String` equality is Unicode canonical equivalence, so `é` written
/// precomposed would equal `e` plus a combining accent. Hosts must match as
/// written, and a `Substring` key lets lookups slice the host without copying.
private struct HostKey: Hashable, Sendable {
    let text: Substring

    init(_ text: Substring) { self.text = text }

    static func == (lhs: HostKey, rhs: HostKey) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
