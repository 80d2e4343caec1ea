import Testing

@testable import EntryPoints
@testable import EntryPointsTooling
import TestSupport

/// Issue 18, point 3: the fast parse walks a URL once, splitting path
/// segments and query items and checking the host in the same loop as it
/// classifies bytes; the normalizer's rules it calls (the scheme bytes,
/// `QueryItem.split`, `DomainSet.firstWildcard`) are the general path's own,
/// but the loop that finds the pieces is a second copy, kept for speed. It
/// must give what `URLNormalizer.normalize` gives, or decline.
@Suite("Differential: the fast URL parse and the normalizer, on generated URLs")
struct FastParseDifferentialTests {
    static let normalizer = URLNormalizer(
        schemes: ["demoapp", "x-app"], domains: ["example.com", "*.example.com", "a.b", "*.deep.a.b"])

    /// Pieces a generated URL is made of, chosen to reach every branch of
    /// both parsers: delimiters, escapes (good, bad, non-ASCII), `+`, `=`,
    /// empty items and segments, dot segments, fragments.
    static let schemes = ["demoapp", "DemoApp", "x-app", "https", "HTTP", "ftp", "demoap", "1app"]
    static let hosts = [
        "example.com", "EXAMPLE.com", "www.example.com", "a.www.example.com", ".example.com", "example.com.",
        "evil.com", "a.b", "x.a.b", "q.deep.a.b", "deep.a.b", "story", "", "user@example.com", "example.com:8080",
        "ex%41mple.com", "[::1]", "a..example.com",
    ]
    static let pathPieces = [
        "story", "42", "Story", "r%C3%A9sum%C3%A9", "%2F", "a+b", "", ".", "..", "%2e", "%zz", "%C3", "x%20y", "~u",
    ]
    static let queryPieces = [
        "ref=mail", "a=1", "a=2", "=x", "", "b", "c=", "q=a+b", "q=%2B", "n%61me=v", "x=%zz", "k=a=b", "%3D=eq",
        "u=%E2%82%AC",
    ]

    static func url(_ random: inout SplitMix64) -> String {
        var text = schemes.randomElement(using: &random)! + ":"
        switch Int.random(in: 0..<5, using: &random) {
        case 0: break
        case 1:
            // A generated host: labels of the domains, in any order and number, for the `*.` rule.
            let labels = ["a", "b", "deep", "example", "com", "www", "", "EXAMPLE"]
            text +=
                "//"
                + (0..<Int.random(in: 1...5, using: &random)).map { _ in labels.randomElement(using: &random)! }
                .joined(separator: ".")
        default: text += "//" + hosts.randomElement(using: &random)!
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            text += "/" + pathPieces.randomElement(using: &random)!
        }
        if Bool.random(using: &random) {
            text +=
                "?"
                + (0..<Int.random(in: 0...4, using: &random)).map { _ in queryPieces.randomElement(using: &random)! }
                .joined(separator: "&")
        }
        if Int.random(in: 0..<4, using: &random) == 0 { text += "#frag?x=1&y" }
        return text
    }

    @Test("Where the fast parse accepts a generated URL, its segments and query items are the normalizer's")
    func generatedURLsAgree() {
        var random = SplitMix64(seed: 0x18_0003)
        let url = DecodedURL()
        var accepted = 0
        var web = 0
        for _ in 0..<20_000 {
            var text = Self.url(&random)
            let general = Self.normalizer.normalize(text).normalized
            guard let view = text.withUTF8({ Self.normalizer.scan($0, into: url) }) else { continue }
            accepted += 1
            guard let general else {
                Issue.record("the fast parse accepted \(text), which the normalizer rejects")
                continue
            }
            let (segments, query) = FastParseTests.found(in: view)
            #expect(segments == general.segments, "\(text)")
            #expect(query == general.query, "\(text)")
            #expect(view.isCustomScheme == (general.firstSegmentIsCaseInsensitive), "\(text)")
            if case .web = general.form { web += 1 }
        }
        // NB: a parse that declined everything would agree with anything.
        #expect(accepted > 3_000, "the fast parse accepted only \(accepted) URLs")
        #expect(web > 500, "only \(web) accepted URLs were on a domain")
    }
}
