import Testing

@testable import EntryPoints

/// The normalizer tells a ``PathObserver`` the decoded segments once, as
/// soon as it has them: the router's trie uses that moment to ask for the
/// lines of a large table's likely path.
@Suite("Path observers")
struct PathObserverTests {
    /// Keeps every call it gets.
    final class Recorder: PathObserver {
        var calls: [[String]] = []

        func pathDecoded(_ segments: [String]) { calls.append(segments) }
    }

    @Test(
        "A URL's observer gets its decoded segments once, the same the normalized URL holds",
        arguments: [
            "demoapp://story/42", "demoapp:///story/a%2Fb?ref=mail", "https://example.com/story/42?x=1#top",
            "https://example.com", "demoapp://Story/%E2%82%AC",
        ])
    func urlObserverGetsDecodedSegmentsOnce(url: String) throws {
        let recorder = Recorder()
        let normalized = try #require(URLNormalizer.demo.normalize(url, observer: recorder).normalized)
        #expect(recorder.calls == [normalized.segments])
    }

    @Test("A bare path's observer gets its decoded segments once")
    func barePathObserverGetsDecodedSegmentsOnce() throws {
        let recorder = Recorder()
        let normalized = try #require(
            URLNormalizer.demo.normalize(path: "/story/a%20b?ref=mail", observer: recorder).normalized)
        #expect(normalized.segments == ["story", "a b"])
        #expect(recorder.calls == [normalized.segments])
    }

    @Test(
        "A URL rejected before its path is decoded tells the observer nothing",
        arguments: ["demoapp://story/%ZZ", "demoapp://story/\u{1}", "no scheme here", "https:///story"])
    func urlRejectedBeforeItsPathIsNotObserved(url: String) {
        let recorder = Recorder()
        #expect(URLNormalizer.demo.normalize(url, observer: recorder).rejection != nil)
        #expect(recorder.calls.isEmpty)
    }

    @Test("A URL rejected after its path is decoded (its query) was observed, and is still rejected")
    func urlRejectedAfterItsPathWasObserved() {
        let recorder = Recorder()
        #expect(URLNormalizer.demo.normalize("demoapp://story/42?ref=%ZZ", observer: recorder).rejection != nil)
        #expect(recorder.calls == [["story", "42"]])
    }

    @Test("The plain normalize gives the same result as normalizing with an observer")
    func plainNormalizeMatchesObserved() {
        for url in ["demoapp://story/42?ref=mail", "https://example.com/a/b", "gopher://x/y"] {
            #expect(URLNormalizer.demo.normalize(url) == URLNormalizer.demo.normalize(url, observer: Recorder()))
        }
    }
}
