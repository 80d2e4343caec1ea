import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

@Suite("The fast sink of the URL scan keeps what the general sink makes, or declines")
struct FastParseTests {
    /// Schemes of every length around the eight- and sixteen-byte words the fast scheme check loads.
    static let schemes = ["a", "demoapp", "eightbyt", "nine-byte", "sixteen.bytes-ok", "seventeen-bytes+x"]
    static let normalizer = URLNormalizer(schemes: schemes, domains: ["example.com", "*.example.com"])

    /// What the fast parse found: segments and query items as strings, or `nil` when it declined.
    func fast(_ text: String) -> (segments: [String], query: [QueryItem])? {
        let url = DecodedURL()
        var text = text
        guard let view = text.withUTF8({ Self.normalizer.scan($0, into: url) }) else { return nil }
        return Self.found(in: view)
    }

    /// The segments and query items a fast parse left in `url`, as strings.
    static func found(in url: DecodedURL.View) -> (segments: [String], query: [QueryItem]) {
        let segments = (0..<url.byteSegments.count).map { url.byteSegments.string($0) }
        let query = (0..<Int(url.queryCount)).map { item in
            let slot = url.queryBounds(item)
            return QueryItem(
                name: String(decoding: url.bytes(slot[0], slot[1]), as: UTF8.self),
                value: String(decoding: url.bytes(slot[2], slot[3]), as: UTF8.self))
        }
        return (segments, query)
    }

    @Test("Every allowed scheme, in any case, short URL or long, parses to what the normalizer gives")
    func schemesOfEveryLengthAgree() {
        var checked = 0
        for scheme in Self.schemes {
            for spelling in [
                scheme, scheme.uppercased(),
                String(scheme.enumerated().map { $0 % 2 == 0 ? Character($1.uppercased()) : $1 }),
            ] {
                for rest in [":s", "://s/42", ":x", "://story/42/with/a/longer/path?ref=mail&x=1"] {
                    let text = spelling + rest
                    let general = Self.normalizer.normalize(text).normalized
                    #expect(general != nil, "\(text)")
                    guard let parsed = fast(text) else {
                        Issue.record("the fast parse declined \(text)")
                        continue
                    }
                    #expect(parsed.segments == general?.segments, "\(text)")
                    #expect(parsed.query == general?.query, "\(text)")
                    checked += 1
                }
            }
        }
        #expect(checked == Self.schemes.count * 12)
    }

    @Test("A scheme that is not the app's, or not a scheme at all, is never accepted by the fast parse")
    func foreignSchemesAreDeclined() {
        let foreign = [
            "b://s", "demoap://s", "demoappx://s", "eightbyx://s", "sixteen.bytes-ox://story/42/long/enough",
            "seventeen-bytes+y://story/42", "1demoapp://s", "demo app://s", "://s", "demoapp", "demoapp;//s",
            "-a://s", "ftp://example.com/story/42/long",
        ]
        for text in foreign {
            #expect(fast(text) == nil, "\(text)")
        }
        #expect(fast("HTTPS://www.example.com/story/42")?.segments == ["story", "42"])
        #expect(fast("http://EXAMPLE.com/a?b=c")?.query == [QueryItem(name: "b", value: "c")])
    }
}
