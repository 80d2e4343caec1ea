import Testing

@testable import EntryPoints

@Suite("Bare paths")
struct BarePathTests {
    let normalizer = URLNormalizer.demo

    @Test("A bare path gives segments and query items, in the path form")
    func pathWithQuery() {
        let url = normalizer.normalize(path: "/story/42?ref=x&ref=y").normalized
        #expect(url?.form == .path)
        #expect(url?.segments == ["story", "42"])
        #expect(url?.query == [QueryItem(name: "ref", value: "x"), QueryItem(name: "ref", value: "y")])
        #expect(url?.firstSegmentIsCaseInsensitive == false)
    }

    @Test("The leading slash is optional")
    func leadingSlashOptional() {
        #expect(normalizer.normalize(path: "story/42").normalized?.segments == ["story", "42"])
    }

    @Test("The root and the empty path have no segments", arguments: ["", "/", "//", "/?", "/#top"])
    func root(path: String) {
        #expect(normalizer.normalize(path: path).normalized?.segments == [])
    }

    @Test("Raw parts are kept as written")
    func rawParts() {
        let url = normalizer.normalize(path: "/a%2Fb c?x=1+2#frag").normalized
        #expect(url?.segments == ["a/b c"])
        #expect(url?.rawPath == "/a%2Fb%20c")
        #expect(url?.rawQuery == "x=1+2")
        #expect(url?.rawFragment == "frag")
    }

    @Test("A scheme-like prefix is an ordinary segment in a bare path")
    func noSchemeInterpretation() {
        #expect(normalizer.normalize(path: "demoapp:story/42").normalized?.segments == ["demoapp:story", "42"])
    }

    @Test("A malformed escape in a bare path is malformed")
    func malformedEscape() {
        let rejection = normalizer.normalize(path: "/story/%zz").rejection
        #expect(rejection?.reason == .malformedURL)
        #expect(rejection?.message == "malformed percent escape '%zz' in path segment 2")
    }

    @Test("A malformed escape in a bare path's query is malformed")
    func malformedQuery() {
        #expect(normalizer.normalize(path: "/story?a=%4").rejection?.reason == .malformedURL)
    }

    @Test("Dot segments in a bare path are refused", arguments: ["/story/../admin", "/%2e/x", "../x"])
    func dotSegments(path: String) {
        #expect(normalizer.normalize(path: path).rejection?.reason == .malformedURL)
    }

    @Test("A raw control character in a bare path is malformed")
    func controlCharacter() {
        let rejection = normalizer.normalize(path: "/story/\u{0}").rejection
        #expect(rejection?.reason == .malformedURL)
        #expect(rejection?.message == "the path has the control character U+0000 at byte offset 7")
    }

    @Test("A bare path has the same length limit, and says it is a path")
    func lengthLimit() {
        let atLimit = "/" + String(repeating: "a", count: 8191)
        #expect(normalizer.normalize(path: atLimit).normalized != nil)
        let rejection = normalizer.normalize(path: atLimit + "a").rejection
        #expect(rejection?.reason == .urlTooLong)
        #expect(rejection?.message == "path is 8193 bytes, over the limit of 8192")
    }
}
