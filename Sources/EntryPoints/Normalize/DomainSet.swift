/// The app's domains, ready for lookup: exact hosts, and `*.suffix` entries
/// that cover every subdomain of `suffix` (at any depth) but not `suffix`
/// itself.
///
/// Entries are ASCII-lowercased once, here; hosts are compared to them
/// byte for byte, so a percent-encoded, IP-literal or non-ASCII host matches
/// only an entry written identically (no IDNA mapping, no Unicode
/// normalization, no trailing-dot removal).
struct DomainSet: Sendable {
    /// Exact hosts, each mapped to itself as listed (lowercased).
    private var exact: [HostKey: String] = [:]
    /// Suffixes of `*.` entries (`example.com`), each mapped to its entry (`*.example.com`).
    private var wildcards: [HostKey: String] = [:]

    /// The lookup table for `domains`, as written in a route table.
    init(_ domains: [String]) {
        for domain in domains {
            let entry = ASCIICase.lowercased(domain)
            if entry.utf8.starts(with: "*.".utf8), entry.utf8.count > 2 {
                let suffix = entry[entry.utf8.index(entry.startIndex, offsetBy: 2)...]
                wildcards[HostKey(suffix)] = wildcards[HostKey(suffix)] ?? entry
            } else {
                exact[HostKey(entry[...])] = exact[HostKey(entry[...])] ?? entry
            }
        }
    }

    /// The entry that covers `host` (already ASCII-lowercased), or `nil`.
    ///
    /// An exact entry wins; otherwise the most specific `*.` entry, found by
    /// trying the suffix after each dot from the left.
    ///
    /// - Complexity: O(*n*) in the length of `host`, whatever the number of domains.
    func entry(covering host: String) -> String? {
        if let entry = exact[HostKey(host[...])] { return entry }
        guard !wildcards.isEmpty else { return nil }
        let utf8 = host.utf8
        // NB: a percent-encoded, IP-literal or non-ASCII host matches only an
        // entry written identically (FORMATS section 7), never a `*.` entry:
        // `münchen.example.com` is not covered by `*.example.com`.
        for byte in utf8 where byte >= 0x80 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "[") {
            return nil
        }
        var index = utf8.startIndex
        // NB: starting after the first byte means a dot at the very start
        // (`.example.com`) leaves no subdomain label, so it covers nothing.
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "."), index > utf8.startIndex, next < utf8.endIndex,
                let entry = wildcards[HostKey(host[next...])]
            {
                return entry
            }
            index = next
        }
        return nil
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
