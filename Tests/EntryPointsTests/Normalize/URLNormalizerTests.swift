import Testing

@testable import EntryPoints

@Suite("URL normalization")
struct URLNormalizerTests {
    let normalizer = URLNormalizer.demo

    // MARK: - Custom schemes

    @Test("A custom scheme's host is the first path segment")
    func customSchemeHostIsFirstSegment() {
        let url = normalizer.normalize("demoapp://story/42").normalized
        #expect(url?.segments == ["story", "42"])
        #expect(url?.form == .customScheme(scheme: "demoapp"))
    }

    @Test(
        "Every spelling of a custom-scheme URL gives the same segments",
        arguments: ["demoapp://story/42", "demoapp:/story/42", "demoapp:story/42", "demoapp:///story/42"])
    func customSchemeSpellings(url: String) {
        #expect(normalizer.normalize(url).normalized?.segments == ["story", "42"])
    }

    @Test(
        "The first segment of a custom-scheme URL compares case-insensitively, host or not",
        arguments: ["demoapp://X/1", "demoapp:/X/1"])
    func customSchemeFirstSegmentIsCaseInsensitive(url: String) {
        let normalized = normalizer.normalize(url).normalized
        #expect(normalized?.firstSegmentIsCaseInsensitive == true)
        #expect(normalized?.segments == ["X", "1"])
    }

    @Test("Custom schemes compare case-insensitively and are reported lowercased")
    func customSchemeIgnoresCase() {
        let url = normalizer.normalize("DemoApp://story/42").normalized
        #expect(url?.form == .customScheme(scheme: "demoapp"))
    }

    @Test("A custom scheme's host is percent-decoded like any segment")
    func customSchemeHostIsDecoded() {
        #expect(normalizer.normalize("demoapp://st%6Fry/42").normalized?.segments == ["story", "42"])
    }

    @Test("A custom scheme's userinfo and port are not part of the first segment")
    func customSchemeIgnoresUserinfoAndPort() {
        #expect(normalizer.normalize("demoapp://user@story:8080/42").normalized?.segments == ["story", "42"])
    }

    @Test("A custom-scheme URL with nothing after the scheme has no segments", arguments: ["demoapp:", "demoapp://"])
    func customSchemeWithoutPath(url: String) {
        #expect(normalizer.normalize(url).normalized?.segments == [])
    }

    @Test("A dot segment written as a custom scheme's host is refused")
    func customSchemeDotHost() {
        let rejection = normalizer.normalize("demoapp://../admin").rejection
        #expect(rejection?.reason == .malformedURL)
        #expect(rejection?.message == "path segment 1 (the host) is '..' after decoding; dot segments are refused")
    }

    // MARK: - Web URLs

    @Test("A web URL's host is not part of its path")
    func webHostIsNotInPath() {
        let url = normalizer.normalize("https://example.com/story/42").normalized
        #expect(url?.segments == ["story", "42"])
        #expect(url?.form == .web(scheme: "https", host: "example.com", domain: "example.com"))
        #expect(url?.firstSegmentIsCaseInsensitive == false)
    }

    @Test("http URLs are web URLs too")
    func httpIsWeb() {
        let url = normalizer.normalize("http://example.com/story/42").normalized
        #expect(url?.form == .web(scheme: "http", host: "example.com", domain: "example.com"))
    }

    @Test("Uppercase scheme and host are lowercased; the path keeps its case")
    func uppercaseSchemeAndHost() {
        let url = normalizer.normalize("HTTPS://EXAMPLE.COM/Story/42").normalized
        #expect(url?.form == .web(scheme: "https", host: "example.com", domain: "example.com"))
        #expect(url?.segments == ["Story", "42"])
    }

    @Test(
        "A web URL without '//' is malformed",
        arguments: ["https:example.com/story", "https:/example.com/story", "http:"])
    func webWithoutAuthority(url: String) {
        #expect(normalizer.normalize(url).rejection?.reason == .malformedURL)
    }

    @Test(
        "A web URL with an empty host is malformed",
        arguments: ["https:///story/42", "https://user@/story", "https://:443/story", "https://?x=1"])
    func webWithEmptyHost(url: String) {
        #expect(normalizer.normalize(url).rejection?.reason == .malformedURL)
    }

    @Test("A web URL with no path has the raw path '/'")
    func webEmptyPath() {
        let url = normalizer.normalize("https://example.com?ref=x").normalized
        #expect(url?.segments == [])
        #expect(url?.rawPath == "/")
        #expect(url?.query == [QueryItem(name: "ref", value: "x")])
    }

    // MARK: - Schemes

    @Test(
        "A URL without a valid scheme is malformed",
        arguments: ["", "story/42", "/story/42", "//example.com/story", "1app://story", "my_app://story", ":story"])
    func missingScheme(url: String) {
        #expect(normalizer.normalize(url).rejection?.reason == .malformedURL)
    }

    @Test("Scheme characters '+', '-' and '.' are allowed after the first letter")
    func schemeCharacters() {
        let normalizer = URLNormalizer(schemes: ["demo-app+x.y2"], domains: [])
        #expect(normalizer.normalize("demo-app+x.y2://story").normalized?.segments == ["story"])
    }

    @Test("Another scheme is refused, naming the app's schemes")
    func otherScheme() {
        let rejection = normalizer.normalize("ftp://example.com/story").rejection
        #expect(rejection?.reason == .schemeNotAllowed)
        #expect(rejection?.message == "scheme 'ftp' is not one of the app's schemes (demoapp) nor http/https")
    }

    @Test("Another scheme is refused when the app has no schemes of its own")
    func otherSchemeWithoutAppSchemes() {
        let rejection = URLNormalizer(schemes: [], domains: ["example.com"]).normalize("demoapp://story").rejection
        #expect(rejection?.reason == .schemeNotAllowed)
        #expect(rejection?.message == "scheme 'demoapp' is not http/https, and the app has no schemes of its own")
    }

    @Test(
        "A scheme without '//' that is not the app's is refused",
        arguments: ["mailto:a@example.com", "javascript:alert(1)"])
    func otherSchemeWithoutAuthority(url: String) {
        #expect(normalizer.normalize(url).rejection?.reason == .schemeNotAllowed)
    }

    // MARK: - Order of checks

    @Test("A URL both too long and malformed is too long")
    func tooLongBeatsMalformed() {
        let url = "ftp://evil.com/%zz/" + String(repeating: "a", count: URLNormalizer.maximumLength)
        #expect(normalizer.normalize(url).rejection?.reason == .urlTooLong)
    }

    @Test("A malformed URL of another scheme is malformed, not refused for its scheme")
    func malformedBeatsScheme() {
        #expect(normalizer.normalize("ftp://x/%zz").rejection?.reason == .malformedURL)
    }

    @Test("A malformed web URL on another host is malformed, not refused for its domain")
    func malformedBeatsDomain() {
        #expect(normalizer.normalize("https://evil.com/%2e%2e").rejection?.reason == .malformedURL)
    }

    @Test("A web-looking URL of another scheme is refused for its scheme, not its domain")
    func schemeBeatsDomain() {
        #expect(normalizer.normalize("ftp://evil.com/story").rejection?.reason == .schemeNotAllowed)
    }

    // MARK: - Length

    @Test("A URL of exactly 8192 bytes is accepted")
    func lengthAtLimit() {
        let prefix = "https://example.com/"
        let url = prefix + String(repeating: "a", count: 8192 - prefix.utf8.count)
        #expect(normalizer.normalize(url).normalized != nil)
    }

    @Test("A URL of 8193 bytes is too long, and the message says by how much")
    func lengthOverLimit() {
        let prefix = "https://example.com/"
        let url = prefix + String(repeating: "a", count: 8193 - prefix.utf8.count)
        let rejection = normalizer.normalize(url).rejection
        #expect(rejection?.reason == .urlTooLong)
        #expect(rejection?.message == "URL is 8193 bytes, over the limit of 8192")
    }

    @Test("Length counts UTF-8 bytes, not characters")
    func lengthCountsBytes() {
        let prefix = "https://example.com/"
        let url = prefix + String(repeating: "\u{E9}", count: (8192 - prefix.utf8.count) / 2 + 1)
        #expect(url.count < 8192)
        #expect(normalizer.normalize(url).rejection?.reason == .urlTooLong)
    }

    // MARK: - Raw characters

    @Test(
        "A raw control character anywhere makes the URL malformed",
        arguments: [
            "demoapp://story/4\u{0}2", "demoapp://story/42\n", "demoapp://st\tory", "demoapp://story?a=\u{7F}",
            "demoapp://story#top\u{1F}", "\u{0}demoapp://story",
        ])
    func rawControlCharacter(url: String) {
        #expect(normalizer.normalize(url).rejection?.reason == .malformedURL)
    }

    @Test("The control-character message names the character and its offset")
    func rawControlCharacterMessage() {
        let rejection = normalizer.normalize("demoapp://story/42\n").rejection
        #expect(rejection?.message == "the URL has the control character U+000A at byte offset 18")
    }

    @Test("Raw spaces and non-ASCII characters are taken as their UTF-8 percent-encoding")
    func rawSpacesAndNonASCII() {
        let raw = normalizer.normalize("https://example.com/caf\u{E9} au lait?q=th\u{E9} vert#r\u{E9}sum\u{E9}")
            .normalized
        let encoded = normalizer.normalize("https://example.com/caf%C3%A9%20au%20lait?q=th%C3%A9%20vert").normalized
        #expect(raw?.segments == ["caf\u{E9} au lait"])
        #expect(raw?.segments == encoded?.segments)
        #expect(raw?.query == encoded?.query)
        #expect(raw?.rawPath == "/caf%C3%A9%20au%20lait")
        #expect(raw?.rawQuery == "q=th%C3%A9%20vert")
        #expect(raw?.rawFragment == "r%C3%A9sum%C3%A9")
    }

    // MARK: - Raw parts

    @Test("Raw path, query and fragment are kept as written")
    func rawPartsAsWritten() {
        let url = normalizer.normalize("https://example.com/a%2Fb/%7Ex?q=%41+b#top?x=1").normalized
        #expect(url?.rawPath == "/a%2Fb/%7Ex")
        #expect(url?.rawQuery == "q=%41+b")
        #expect(url?.rawFragment == "top?x=1")
    }

    @Test("No '?' means no raw query, and '?' alone means an empty one")
    func rawQueryPresence() {
        #expect(normalizer.normalize("https://example.com/a").normalized?.rawQuery == nil)
        #expect(normalizer.normalize("https://example.com/a?").normalized?.rawQuery == "")
        #expect(normalizer.normalize("https://example.com/a").normalized?.rawFragment == nil)
        #expect(normalizer.normalize("https://example.com/a#").normalized?.rawFragment == "")
    }

    @Test("The fragment is ignored for routing, even when it looks like a path or query")
    func fragmentIgnored() {
        let url = normalizer.normalize("demoapp://story/42#/admin?x=1").normalized
        #expect(url?.segments == ["story", "42"])
        #expect(url?.query == [])
    }

    @Test("A malformed escape in the fragment does not matter, since the fragment is not routed")
    func fragmentEscapesNotChecked() {
        #expect(normalizer.normalize("demoapp://story/42#%zz").normalized?.rawFragment == "%zz")
    }

    @Test("A rejection describes itself as reason and message")
    func rejectionDescription() {
        let rejection = normalizer.normalize("https://evil.com/").rejection
        #expect(rejection?.description == "domain-not-associated: host 'evil.com' is not one of the app's domains")
    }
}
