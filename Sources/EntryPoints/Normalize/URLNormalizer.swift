/// Turns URL text into what the route matcher uses: decoded path segments
/// and query items, or a rejection that says exactly what was wrong.
///
/// Custom-scheme URLs (`demoapp://story/42`, `demoapp:/story/42`,
/// `demoapp:story/42`) put their host first in the path; `http` and `https`
/// URLs must be on one of the app's domains, and their host is not part of
/// the path. Checks run in the format's order, and the first that fails is
/// the result: ``Outcome/Reason/urlTooLong``, ``Outcome/Reason/malformedURL``,
/// ``Outcome/Reason/schemeNotAllowed``, ``Outcome/Reason/domainNotAssociated``.
///
/// ```swift
/// let normalizer = URLNormalizer(schemes: ["demoapp"], domains: ["example.com", "*.example.com"])
/// try normalizer.normalize("demoapp://story/42?ref=mail").get().segments   // ["story", "42"]
/// normalizer.normalize("https://evil.com/story/42")
/// // .failure(domain-not-associated: host 'evil.com' is not one of the app's domains)
/// ```
///
/// The URL is parsed byte by byte, never through Foundation's `URL`, whose
/// rewriting and refusals differ between platforms.
@usableFromInline package struct URLNormalizer: Sendable {
    /// The longest URL accepted, in UTF-8 bytes.
    static let maximumLength = 8192

    /// The app's custom schemes, ASCII-lowercased, in the order given (for messages).
    let schemes: [String]
    /// The app's domains.
    @usableFromInline let domains: DomainSet
    /// The schemes by bytes, ASCII-lowercased (tag 0): the scan's one lookup of a scheme.
    let schemeIndex: ByteTable
    /// The domains by bytes, for the fast sink: exact hosts (tag 0) and `*.` suffixes (tag 1).
    var domainIndex: ByteTable { domains.byteIndex }
    /// Pass-through entries, tracking parameters and resolve prefixes.
    let links: LinkRules
    /// Whether a normalized URL carries its raw parts (``NormalizedURL/rawPath``,
    /// ``NormalizedURL/rawQuery``, ``NormalizedURL/rawFragment``).
    ///
    /// NB: only association files read them; a router whose table names none
    /// makes a normalizer without them, and saves three strings per URL.
    let keepsRawParts: Bool

    /// A normalizer for an app that owns `schemes` (compared
    /// case-insensitively) and whose universal links live on `domains`
    /// (exact hosts, or `*.example.com` for every subdomain of example.com).
    package init(schemes: [String], domains: [String]) {
        self.init(schemes: schemes, domains: domains, links: LinkRules())
    }

    /// A normalizer for `schemes` and `domains` that also applies the
    /// table's rules for links that are not routes to external URLs.
    init(schemes: [String], domains: [String], links: LinkRules, keepsRawParts: Bool = true) {
        self.links = links
        self.keepsRawParts = keepsRawParts
        var seen = Set<String>()
        self.schemes = schemes.map(ASCIICase.lowercased).filter { seen.insert($0).inserted }
        self.domains = DomainSet(domains)
        let schemeIndex = ByteTable.Builder()
        for scheme in self.schemes { schemeIndex.insert(tag: 0, key: scheme.utf8, value: 0) }
        self.schemeIndex = schemeIndex.finish()
    }

    /// Normalizes a full URL such as `demoapp://story/42` or
    /// `https://example.com/story/42?ref=mail`.
    ///
    /// - Returns: the normalized URL, or a rejection whose reason is
    ///   ``Outcome/Reason/urlTooLong`` (over ``maximumLength`` bytes),
    ///   ``Outcome/Reason/malformedURL`` (no scheme, a bad authority, a bad
    ///   escape, a dot segment, a raw control character),
    ///   ``Outcome/Reason/schemeNotAllowed`` or
    ///   ``Outcome/Reason/domainNotAssociated``, checked in that order.
    ///   With `checks` other than `.none`, tracking parameters come off the
    ///   query once the URL parses, and a pass-through entry
    ///   (``Outcome/Reason/passThrough``), then a `resolve` prefix
    ///   (``Outcome/Reason/unresolved``, not with `.resolved`), refuse it
    ///   before its scheme is judged.
    /// - Complexity: O(*n*) in the length of the URL, whatever the number of
    ///   schemes and domains.
    func normalize(_ url: String, checks: LinkRules.Checks = .none) -> Result<NormalizedURL, URLRejection> {
        var url = url
        return url.withUTF8 { bytes in
            do throws(URLRejection) {
                return .success(try normalize(urlBytes: bytes, checks: checks))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Normalizes a bare path such as `/story/42?ref=x` (in-app intents,
    /// Spotlight identifiers), with the same segment and query rules as a URL.
    ///
    /// The leading `/` is optional. The form is ``NormalizedURL/Form/path``.
    /// With `checks` other than `.none`, tracking parameters come off the
    /// query (a path has no scheme or host for the other rules).
    ///
    /// - Returns: the normalized path, or a rejection whose reason is
    ///   ``Outcome/Reason/urlTooLong`` or ``Outcome/Reason/malformedURL``.
    /// - Complexity: O(*n*) in the length of the path.
    func normalize(path: String, checks: LinkRules.Checks = .none) -> Result<NormalizedURL, URLRejection> {
        var path = path
        return path.withUTF8 { bytes in
            do throws(URLRejection) {
                return .success(try normalize(pathBytes: bytes, checks: checks))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The decoded segments of a bare path, or `nil` when ``normalize(path:)`` rejects it
    /// (the table checks' question: which route a path reaches).
    package func segments(ofPath path: String) -> [String]? {
        try? normalize(path: path).get().segments
    }
}
