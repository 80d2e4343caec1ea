import Testing

@testable import EntryPoints

@Suite("Path segments")
struct PathSegmentsTests {
    let normalizer = URLNormalizer.demo

    private func segments(_ path: String) -> [String]? {
        normalizer.normalize("https://example.com" + path).normalized?.segments
    }

    private func rejection(_ path: String) -> URLRejection? {
        normalizer.normalize("https://example.com" + path).rejection
    }

    @Test("Empty segments from double and trailing slashes are dropped")
    func emptySegmentsDropped() {
        #expect(segments("//story//42/") == ["story", "42"])
    }

    @Test("An encoded slash stays inside its segment")
    func encodedSlash() {
        #expect(segments("/a%2Fb/c") == ["a/b", "c"])
    }

    @Test("Double encoding is decoded once")
    func doubleEncodingDecodedOnce() {
        #expect(segments("/%252F/%2541") == ["%2F", "%41"])
    }

    @Test("'+' stays '+' in the path")
    func plusInPath() {
        #expect(segments("/a+b") == ["a+b"])
    }

    @Test("Escapes decode to UTF-8 text, hex digits in either case")
    func escapesDecodeToText() {
        #expect(segments("/caf%C3%A9/caf%c3%a9/%F0%9F%98%80") == ["caf\u{E9}", "caf\u{E9}", "\u{1F600}"])
    }

    @Test("'%00' decodes to U+0000, which is an allowed value")
    func encodedNul() {
        #expect(segments("/a%00b") == ["a\u{0}b"])
    }

    @Test(
        "A malformed escape makes the URL malformed",
        arguments: ["/story/%zz", "/story/%4", "/story/%", "/story/a%4g"])
    func malformedEscape(path: String) {
        #expect(rejection(path)?.reason == .malformedURL)
    }

    @Test("The malformed-escape message quotes the escape and names the segment")
    func malformedEscapeMessage() {
        #expect(rejection("/story/%zz")?.message == "malformed percent escape '%zz' in path segment 2")
        #expect(rejection("/story/x%4")?.message == "malformed percent escape '%4' in path segment 2")
        #expect(rejection("/a/b/%")?.message == "malformed percent escape '%' in path segment 3")
    }

    @Test("The malformed-escape message quotes whole characters")
    func malformedEscapeMessageWholeCharacters() {
        #expect(rejection("/%\u{E9}")?.message == "malformed percent escape '%\u{E9}' in path segment 1")
    }

    @Test(
        "Escapes that decode to invalid UTF-8 make the URL malformed",
        arguments: ["/%C3%28", "/%FF", "/%C0%AF", "/%ED%A0%80", "/%E2%82", "/%80"])
    func invalidUTF8(path: String) {
        #expect(rejection(path)?.reason == .malformedURL)
    }

    @Test("The invalid-UTF-8 message quotes the run of escapes")
    func invalidUTF8Message() {
        #expect(
            rejection("/story/x%C3%28y")?.message
                == "percent-encoded bytes '%C3%28' in path segment 2 are not valid UTF-8")
        #expect(rejection("/story/%FF")?.message == "percent-encoded bytes '%FF' in path segment 2 are not valid UTF-8")
    }

    @Test(
        "A dot segment, encoded or not, makes the URL malformed",
        arguments: ["/story/./42", "/story/../admin", "/story/%2e", "/story/%2E%2E/admin", "/story/.%2e", "/%2e%2E"])
    func dotSegments(path: String) {
        #expect(rejection(path)?.reason == .malformedURL)
    }

    @Test("The dot-segment message names the segment")
    func dotSegmentMessage() {
        #expect(rejection("/a/b/%2E%2E")?.message == "path segment 3 is '..' after decoding; dot segments are refused")
    }

    @Test("Segments made of more dots, or dots among other text, are ordinary")
    func dotsThatAreNotDotSegments() {
        #expect(segments("/.../.well-known/a..b/..%2F") == ["...", ".well-known", "a..b", "../"])
    }

    @Test("A custom scheme's host counts as segment 1 in messages")
    func customSchemeNumbering() {
        let rejection = normalizer.normalize("demoapp://story/%zz").rejection
        #expect(rejection?.message == "malformed percent escape '%zz' in path segment 2")
    }

    @Test("A bad escape in a custom scheme's host is named as the host")
    func customSchemeHostEscape() {
        let rejection = normalizer.normalize("demoapp://st%zzory/42").rejection
        #expect(rejection?.message == "malformed percent escape '%zz' in path segment 1 (the host)")
    }

    @Test("A backslash in the path is an ordinary character")
    func backslashInPath() {
        #expect(segments("/a\\b") == ["a\\b"])
    }
}
