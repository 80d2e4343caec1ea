import Testing

@testable import EntryPoints

/// Host checks: a web URL is a universal link only on a host the table
/// lists, compared as ASCII, exactly (the Route tables article and the Event and result formats article (Edge cases)).
extension SecurityTests {
    private func reason(_ url: String, in router: Router? = nil) -> Outcome.Reason? {
        (router ?? self.router).open(url).outcome.reason
    }

    @Test("Userinfo that looks like the app's domain does not make a foreign host associated")
    func userinfoDoesNotDisguiseHost() {
        #expect(reason("https://example.com@evil.com/story/1") == .domainNotAssociated)
        #expect(reason("https://example.com:443@evil.com/story/1") == .domainNotAssociated)
        #expect(reason("https://www.example.com%40evil.com/story/1") == .domainNotAssociated)
        #expect(reason("https://a@b@evil.com/home") == .domainNotAssociated)
    }

    @Test("The host is what follows the last '@', so userinfo on the app's domain is ignored")
    func userinfoOnAppDomainIgnored() {
        #expect(router.open("https://evil.com@example.com/home").request?.route == "home")
        #expect(router.open("https://user:secret@example.com/home").request?.route == "home")
    }

    @Test("A backslash in the authority is refused, since browsers read it as '/'")
    func backslashAuthorityRefused() {
        #expect(reason(#"https://evil.com\@example.com/home"#) == .malformedURL)
        #expect(reason(#"https://example.com\evil.com/home"#) == .malformedURL)
    }

    @Test("'*.example.com' covers subdomains at any depth but not the apex or lookalike suffixes")
    func wildcardCoversSubdomainsOnly() throws {
        let router = try Router(RouteTable(domains: ["*.example.com"], routes: [Route("home", patterns: ["/home"])]))
        #expect(router.open("https://a.example.com/home").request?.route == "home")
        #expect(router.open("https://a.b.c.example.com/home").request?.route == "home")
        for host in [
            "example.com", ".example.com", "evilexample.com", "example.com.evil.com", "a.example.co", "a.example.com.",
        ] {
            #expect(reason("https://\(host)/home", in: router) == .domainNotAssociated, "\(host)")
        }
    }

    @Test("Non-ASCII lookalike hosts are foreign, and not covered by a '*.' entry")
    func nonASCIILookalikesRefused() {
        // Cyrillic 'а', fullwidth 'ｅ', and the Kelvin sign that Unicode lowercases to 'k'.
        for host in [
            "ex\u{0430}mple.com", "\u{FF45}xample.com", "www.ex\u{0430}mple.com", "\u{0430}.example.com",
            "\u{212A}.example.com",
        ] {
            #expect(reason("https://\(host)/home") == .domainNotAssociated, "\(host)")
        }
    }

    @Test("Punycode hosts match only a domain written in punycode")
    func punycodeMatchesOnlyAsWritten() throws {
        #expect(reason("https://xn--exmple-cua.com/home") == .domainNotAssociated)
        // The ASCII-compatible form of a subdomain is ASCII, so '*.' covers it as any other label.
        #expect(router.open("https://xn--80ak6aa92e.example.com/home").request?.route == "home")
        let router = try Router(
            RouteTable(domains: ["xn--mnchen-3ya.de"], routes: [Route("home", patterns: ["/home"])]))
        #expect(router.open("https://XN--MNCHEN-3YA.de/home").request?.route == "home")
        #expect(reason("https://m\u{FC}nchen.de/home", in: router) == .domainNotAssociated)
    }

    @Test("A trailing dot makes another host")
    func trailingDotIsAnotherHost() {
        #expect(reason("https://example.com./home") == .domainNotAssociated)
        #expect(reason("https://www.example.com./home") == .domainNotAssociated)
    }

    @Test("A port is ignored when it is digits and refused otherwise")
    func portsIgnoredOrRefused() {
        #expect(router.open("https://example.com:8443/home").request?.route == "home")
        #expect(router.open("https://example.com:/home").request?.route == "home")
        #expect(reason("https://example.com:443:evil.com/home") == .malformedURL)
        #expect(reason("https://example.com:x/home") == .malformedURL)
        #expect(reason("https://evil.com:443/home") == .domainNotAssociated)
    }

    @Test("Uppercase schemes and hosts compare case-insensitively")
    func uppercaseHostsMatch() {
        #expect(router.open("HTTPS://EXAMPLE.COM/home").request?.route == "home")
        #expect(router.open("https://WWW.Example.Com/home").request?.route == "home")
        #expect(router.open("DEMOAPP://HOME").request?.route == "home")
    }

    @Test("IP literals and empty hosts are never the app's domain")
    func literalAndEmptyHostsRefused() {
        #expect(reason("https://[::1]/home") == .domainNotAssociated)
        #expect(reason("https://127.0.0.1/home") == .domainNotAssociated)
        #expect(reason("https:///home") == .malformedURL)
        #expect(reason("https://@/home") == .malformedURL)
    }

    @Test("A web URL on no domain, or of another scheme, is refused")
    func foreignSchemesRefused() {
        #expect(reason("javascript://example.com/home") == .schemeNotAllowed)
        #expect(reason("file:///home") == .schemeNotAllowed)
        #expect(reason("otherapp://home") == .schemeNotAllowed)
        #expect(reason("//example.com/home") == .malformedURL)
    }
}
