import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Percent-encoding: each segment is decoded once, after splitting, so no
/// escape can add a segment, climb out of a route, or smuggle bad bytes.
extension SecurityTests {
    @Test("An encoded slash stays inside its segment")
    func encodedSlashStaysInSegment() {
        #expect(router.open("demoapp://search/a%2Fb").request?.params["query"] == "a/b")
        // `debug%2Fflags` is one segment, so it is neither debug nor flags.
        #expect(router.open("https://example.com/debug%2Fflags").outcome.reason == .noRoute)
        #expect(router.open("demoapp://debug%2Fflags").outcome.reason == .noRoute)
        #expect(router.open("demoapp://inbox%2Frequests").outcome.reason == .noRoute)
    }

    @Test("Encoded dot segments are refused, never resolved")
    func encodedDotSegmentsRefused() {
        for url in [
            "demoapp://search/%2E%2E/debug", "https://example.com/story/42/%2e%2E/../debug", "demoapp://docs/a/%2e/b",
            "demoapp://docs/.%2E/debug", "demoapp://%2E%2E/debug", "https://example.com/search/../debug",
        ] {
            #expect(router.open(url).outcome.reason == .malformedURL, "\(url)")
        }
    }

    @Test("A dot segment with an encoded slash is a value, not a way out of its route")
    func dotsWithEncodedSlashStayValues() {
        let request = router.open("demoapp://docs/..%2Fdebug").request
        #expect(request?.route == "docs")
        #expect(request?.params["path"] == "../debug")
    }

    @Test("A raw NUL or control character is refused")
    func rawControlCharactersRefused() {
        #expect(router.open("demoapp://search/a\u{0}b").outcome.reason == .malformedURL)
        #expect(router.open("demoapp://search/a\u{7F}b").outcome.reason == .malformedURL)
        #expect(router.open("https://example.com\u{0}.evil.com/home").outcome.reason == .malformedURL)
    }

    @Test("An encoded NUL is a value, and comes out escaped in the result line")
    @MainActor
    func encodedNULIsEscapedInOutput() {
        #expect(router.open("demoapp://search/a%00b").request?.params["query"] == "a\u{0}b")
        let session = EventSession(router: router)
        session.process(line: #"{"type":"url","url":"demoapp://search/a%00b"}"#, number: 1)
        #expect(!session.output.bytes.dropLast().contains(0))
        #expect(String(decoding: session.output.bytes, as: UTF8.self).contains(#""query":"a\u0000b""#))
    }

    @Test("Escapes that decode to invalid UTF-8 are refused, overlong slashes included")
    func invalidUTF8EscapesRefused() {
        for url in [
            "demoapp://search/%FF", "demoapp://search/%C0%AF", "demoapp://search/%E0%80%AF",
            "demoapp://search/%ED%A0%80",
            "demoapp://search/%F4%90%80%80", "demoapp://search?q=%C3", "demoapp://search/%C3%28",
        ] {
            #expect(router.open(url).outcome.reason == .malformedURL, "\(url)")
        }
    }

    @Test("Raw invalid UTF-8 in an event line is bad-encoding, wherever it is")
    @MainActor
    func rawInvalidUTF8IsBadEncoding() {
        let session = EventSession(router: router)
        let line = Array(#"{"type":"url","url":"demoapp://search/"#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
        line.withUnsafeBufferPointer { session.process(line: $0, number: 1) }
        let result = ResultShape.check(output: session.output.bytes).first?.object
        #expect(result?["reason"] == "bad-encoding")
    }

    @Test("Double encoding is decoded once only")
    func doubleEncodingDecodedOnce() {
        #expect(router.open("demoapp://search/a%252Fb").request?.params["query"] == "a%2Fb")
        #expect(router.open("demoapp://search/%252E%252E").request?.params["query"] == "%2E%2E")
        #expect(router.open("demoapp://search/%2525").request?.params["query"] == "%25")
        #expect(router.open("demoapp://search?page=%2531").outcome.reason == .badParameter)
    }

    @Test("Malformed escapes are refused in every part of the URL")
    func malformedEscapesRefused() {
        for url in [
            "demoapp://search/%zz", "demoapp://search/%4", "demoapp://search/a%", "demoapp://search?q=%g1",
            "https://ex%zzample.com/home",
        ] {
            #expect(router.open(url).outcome.reason == .malformedURL, "\(url)")
        }
    }

    @Test("An encoded literal matches as the literal it decodes to, and stays subject to exposure")
    func encodedLiteralsStillChecked() {
        #expect(router.open("demoapp://%68ome").request?.route == "home")
        #expect(router.open("demoapp://%64%65%62%75%67").outcome.reason == .notExposed)
        #expect(router.open("https://example.com/%44EBUG/flags").outcome.reason == .notExposed)
    }
}
