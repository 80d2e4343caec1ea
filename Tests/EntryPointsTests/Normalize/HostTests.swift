import Testing

@testable import EntryPoints

@Suite("Hosts and domains")
struct HostTests {
    let normalizer = URLNormalizer.demo

    private func form(_ url: String, domains: [String]? = nil) -> NormalizedURL.Form? {
        let normalizer = domains.map { URLNormalizer(schemes: ["demoapp"], domains: $0) } ?? normalizer
        return normalizer.normalize(url).normalized?.form
    }

    private func reason(_ url: String, domains: [String]? = nil) -> Outcome.Reason? {
        let normalizer = domains.map { URLNormalizer(schemes: ["demoapp"], domains: $0) } ?? normalizer
        return normalizer.normalize(url).rejection?.reason
    }

    // MARK: - Domains

    @Test("An exact domain matches its own host")
    func exactDomain() {
        #expect(form("https://example.com/") == .web(scheme: "https", host: "example.com", domain: "example.com"))
    }

    @Test("A host not among the domains is refused, and the message names it")
    func unknownHost() {
        let rejection = normalizer.normalize("https://evil.com/story/42").rejection
        #expect(rejection?.reason == .domainNotAssociated)
        #expect(rejection?.message == "host 'evil.com' is not one of the app's domains")
    }

    @Test("'*.' covers subdomains at any depth", arguments: ["https://a.example.com/", "https://a.b.c.example.com/"])
    func wildcardCoversSubdomains(url: String) {
        guard case .web(_, _, let domain) = form(url) else {
            Issue.record("\(url) was not accepted")
            return
        }
        #expect(domain == "*.example.com")
    }

    @Test("'*.' does not cover the apex")
    func wildcardExcludesApex() {
        #expect(reason("https://example.com/", domains: ["*.example.com"]) == .domainNotAssociated)
    }

    @Test(
        "'*.' covers only whole labels",
        arguments: ["https://notexample.com/", "https://.example.com/", "https://example.com.evil.com/"])
    func wildcardWholeLabels(url: String) {
        #expect(reason(url, domains: ["*.example.com"]) == .domainNotAssociated)
    }

    @Test("The most specific '*.' entry is the one reported")
    func mostSpecificWildcard() {
        let domains = ["*.example.com", "*.eu.example.com"]
        #expect(
            form("https://x.eu.example.com/", domains: domains)
                == .web(scheme: "https", host: "x.eu.example.com", domain: "*.eu.example.com"))
    }

    @Test("An exact entry wins over a '*.' entry that also covers the host")
    func exactBeatsWildcard() {
        let domains = ["*.example.com", "www.example.com"]
        #expect(
            form("https://www.example.com/", domains: domains)
                == .web(scheme: "https", host: "www.example.com", domain: "www.example.com"))
    }

    @Test("Hosts compare case-insensitively as ASCII and are reported lowercased")
    func hostCase() {
        #expect(
            form("https://Sub.EXAMPLE.com/") == .web(scheme: "https", host: "sub.example.com", domain: "*.example.com"))
    }

    @Test("Domain entries are lowercased as ASCII")
    func domainEntryCase() {
        #expect(
            form("https://example.com/", domains: ["EXAMPLE.com"])
                == .web(scheme: "https", host: "example.com", domain: "example.com"))
        #expect(
            form("https://A.example.com/", domains: ["*.Example.COM"])
                == .web(scheme: "https", host: "a.example.com", domain: "*.example.com"))
    }

    @Test("Non-ASCII letters are not case-folded")
    func nonASCIICase() {
        #expect(reason("https://\u{C9}xample.com/", domains: ["\u{E9}xample.com"]) == .domainNotAssociated)
    }

    @Test("A trailing dot is not removed")
    func trailingDot() {
        #expect(reason("https://example.com./") == .domainNotAssociated)
        #expect(reason("https://a.example.com./") == .domainNotAssociated)
        #expect(form("https://example.com./", domains: ["example.com."]) != nil)
    }

    @Test("With no domains, every web URL is refused")
    func noDomains() {
        #expect(reason("https://example.com/", domains: []) == .domainNotAssociated)
    }

    @Test("Custom-scheme URLs do not depend on domains")
    func customSchemeIgnoresDomains() {
        #expect(form("demoapp://evil.com/story", domains: []) == .customScheme(scheme: "demoapp"))
    }

    // MARK: - Userinfo, backslash, port

    @Test("Userinfo is ignored: the host is what follows the '@'")
    func userinfoTrick() {
        let rejection = normalizer.normalize("https://example.com@evil.com/").rejection
        #expect(rejection?.reason == .domainNotAssociated)
        #expect(rejection?.message == "host 'evil.com' is not one of the app's domains")
    }

    @Test("Userinfo runs to the last '@'")
    func userinfoLastAt() {
        #expect(reason("https://example.com@a@evil.com/") == .domainNotAssociated)
        #expect(form("https://evil.com@a@example.com/")?.isWeb(host: "example.com") == true)
    }

    @Test("Userinfo with a password and a port are ignored on an associated host")
    func userinfoAndPortIgnored() {
        let url = normalizer.normalize("https://user:pass@example.com:8443/story/42").normalized
        #expect(url?.form == .web(scheme: "https", host: "example.com", domain: "example.com"))
        #expect(url?.segments == ["story", "42"])
    }

    @Test(
        "A backslash anywhere in the authority is malformed",
        arguments: [
            "https://evil.com\\@example.com/", "https://example.com\\", "https://a\\b@example.com/",
            "https://example.com:443\\/x", "demoapp://story\\x/42",
        ])
    func backslashInAuthority(url: String) {
        #expect(reason(url) == .malformedURL)
    }

    @Test("The backslash message quotes the authority")
    func backslashMessage() {
        #expect(
            normalizer.normalize("https://evil.com\\@example.com/").rejection?.message
                == "the authority 'evil.com\\@example.com' contains a backslash, which browsers read as '/', "
                + "so its host would be ambiguous")
    }

    @Test(
        "A port of digits, or an empty one, is ignored",
        arguments: ["https://example.com:443/", "https://example.com:/", "https://example.com:0080/"])
    func portIgnored(url: String) {
        #expect(form(url)?.isWeb(host: "example.com") == true)
    }

    @Test(
        "A port that is not digits is malformed",
        arguments: ["https://example.com:abc/", "https://example.com:-1/", "https://example.com:44 3/"])
    func badPort(url: String) {
        #expect(reason(url) == .malformedURL)
    }

    @Test("The bad-port message quotes the port")
    func badPortMessage() {
        #expect(normalizer.normalize("https://example.com:abc/").rejection?.message == "port 'abc' is not a number")
    }

    // MARK: - Literal and encoded hosts

    @Test("An IP literal matches only an entry written identically, port or not")
    func ipv6Literal() {
        #expect(form("https://[::1]:8080/x", domains: ["[::1]"])?.isWeb(host: "[::1]") == true)
        #expect(form("https://[::1]/x", domains: ["[::1]"])?.isWeb(host: "[::1]") == true)
        #expect(reason("https://[0:0::1]/x", domains: ["[::1]"]) == .domainNotAssociated)
        #expect(reason("https://[::1]/x") == .domainNotAssociated)
    }

    @Test(
        "A broken IP literal, or brackets outside one, is malformed",
        arguments: ["https://[::1/x", "https://[::1]x/", "https://[[::1]/", "https://a[b]/", "https://ab]/"])
    func brokenIPLiteral(url: String) {
        #expect(reason(url, domains: ["[::1]"]) == .malformedURL)
    }

    @Test("An IPv4 host matches only an entry written identically")
    func ipv4Literal() {
        #expect(form("https://127.0.0.1/", domains: ["127.0.0.1"])?.isWeb(host: "127.0.0.1") == true)
        #expect(reason("https://127.1/", domains: ["127.0.0.1"]) == .domainNotAssociated)
    }

    @Test("Punycode matches its entry, and the Unicode spelling does not")
    func punycodeVersusUnicode() {
        let domains = ["xn--exmple-cua.com"]
        #expect(form("https://xn--exmple-cua.com/", domains: domains)?.isWeb(host: "xn--exmple-cua.com") == true)
        #expect(reason("https://ex\u{E4}mple.com/", domains: domains) == .domainNotAssociated)
    }

    @Test("A lookalike host with a Cyrillic letter is not the real domain")
    func cyrillicLookalike() {
        #expect(reason("https://\u{435}xample.com/") == .domainNotAssociated)
    }

    @Test("A non-ASCII host matches an entry written with the same bytes only")
    func unicodeHostByteExact() {
        let composed = "ex\u{E4}mple.com"
        let decomposed = "exa\u{308}mple.com"
        #expect(form("https://\(composed)/", domains: [composed])?.isWeb(host: composed) == true)
        #expect(reason("https://\(decomposed)/", domains: [composed]) == .domainNotAssociated)
    }

    @Test("A percent-encoded host is not decoded: it matches only an entry written identically")
    func percentEncodedHost() {
        #expect(reason("https://ex%61mple.com/") == .domainNotAssociated)
        #expect(form("https://ex%61mple.com/", domains: ["ex%61mple.com"])?.isWeb(host: "ex%61mple.com") == true)
    }

    @Test("A malformed escape in a web host is malformed")
    func malformedHostEscape() {
        let rejection = normalizer.normalize("https://ex%zzample.com/").rejection
        #expect(rejection?.reason == .malformedURL)
        #expect(rejection?.message == "malformed percent escape '%zz' in the host")
    }

    @Test("The domain lookup needs a label before a '*.' suffix")
    func domainSetLeadingDot() {
        let domains = DomainSet(["*.example.com"])
        #expect(domains.entry(covering: "a.example.com") == "*.example.com")
        #expect(domains.entry(covering: ".example.com") == nil)
        #expect(domains.entry(covering: "example.com") == nil)
        #expect(domains.entry(covering: "a.example.com.") == nil)
    }

    @Test("A bare '*.' entry covers nothing")
    func domainSetBareWildcard() {
        #expect(DomainSet(["*."]).entry(covering: "a.") == nil)
    }
}

extension NormalizedURL.Form {
    /// Whether this is a web form whose host is `host`.
    fileprivate func isWeb(host expected: String) -> Bool {
        if case .web(_, let host, _) = self { return host == expected }
        return false
    }
}
