import Testing

@testable import EntryPoints

/// Rules 11 and 12 of `AssociationRules.md`: `caseSensitive` and `percentEncoded`.
@Suite("Association case and encoding")
struct AssociationEncodingTests {
    typealias Support = AssociationTestSupport

    @Test("Rule 11: comparison is case-sensitive by default")
    func caseSensitiveByDefault() throws {
        #expect(try !Support.path("/search/", claims: "/SEARCH/"))
    }

    @Test("Rule 11: caseSensitive false ignores case in the path")
    func caseInsensitivePath() throws {
        #expect(try Support.claims([["/": "/search/*", "caseSensitive": false]], "/SEARCH/Shoes"))
    }

    @Test("Rule 11: caseSensitive false ignores case in query item names and values")
    func caseInsensitiveQueryItems() throws {
        let rule: JSONValue = ["?": ["productID": "ab*"], "caseSensitive": false]
        #expect(try Support.claims([rule], "/?PRODUCTID=ABC"))
    }

    @Test("Rule 11: caseSensitive false lowercases non-ASCII letters")
    func caseInsensitiveUnicode() throws {
        let rule: JSONValue = ["/": "/ärger/*", "caseSensitive": false, "percentEncoded": false]
        #expect(try Support.claims([rule], "/%C3%84RGER/x"))
    }

    @Test("Rule 12: by default the pattern compares with the URL as written")
    func percentEncodedByDefault() throws {
        #expect(try Support.path("/a%20b", claims: "/a%20b"))
        #expect(try !Support.path("/a b", claims: "/a%20b"))
    }

    @Test("Rule 12: raw spaces and non-ASCII in a URL count as their percent-encoding")
    func rawURLCharactersAreEncoded() throws {
        #expect(try Support.path("/a%20b", claims: "/a b"))
        #expect(try Support.path("/caf%C3%A9", claims: "/café"))
    }

    @Test("Rule 12: escapes compare character by character when case matters")
    func escapeCaseCounts() throws {
        #expect(try !Support.path("/caf%C3%A9", claims: "/caf%c3%a9"))
        #expect(try Support.claims([["/": "/caf%C3%A9", "caseSensitive": false]], "/caf%c3%a9"))
    }

    @Test("Rule 12: percentEncoded false compares with the decoded path")
    func decodedPath() throws {
        #expect(try Support.claims([["/": "/a b", "percentEncoded": false]], "/a%20b"))
        #expect(try Support.claims([["/": "/café", "percentEncoded": false]], "/caf%C3%A9"))
    }

    // Issue 17: recorded from Apple's `swcutil`: percentEncoded false decodes the URL, never the pattern.
    @Test("Rule 12: percentEncoded false decodes the URL, not the pattern")
    func patternNotDecoded() throws {
        let rule: JSONValue = ["/": "/a%20b", "percentEncoded": false]
        #expect(try !Support.claims([rule], "/a%20b"))
        #expect(try !Support.claims([rule], "/a b"))
        #expect(try Support.claims([rule], "/a%2520b"))
        #expect(try Support.claims([["#": "x%41", "percentEncoded": false]], "/#x%2541"))
        #expect(try Support.claims([["?": ["q": "%41"], "percentEncoded": false]], "/?q=%2541"))
    }

    // Issue 17: recorded from Apple's `swcutil`: an encoded slash is not a path separator.
    @Test("Rule 12: %2F stays as written in a decoded path, so it is never a separator")
    func encodedSlashIsNotASeparator() throws {
        let decoded: JSONValue = ["/": "/a/b", "percentEncoded": false]
        #expect(try !Support.claims([decoded], "/a%2Fb"))
        #expect(try !Support.claims([decoded], "/a%2fb"))
        #expect(try Support.claims([["/": "/a%2Fb/c d", "percentEncoded": false]], "/a%2Fb/c%20d"))
        #expect(try !Support.claims([["/": "/buy/*", "percentEncoded": false]], "/buy%2Fshoes"))
        #expect(try Support.claims([["/": "/a*b", "percentEncoded": false]], "/a%2Fb"))
        #expect(try !Support.path("/a/b", claims: "/a%2Fb"))
    }

    @Test("Rule 12: percentEncoded false decodes each query item separately")
    func decodedQueryItems() throws {
        #expect(try Support.claims([["?": ["q": "a&b"], "percentEncoded": false]], "/?q=a%26b&x=1"))
    }

    @Test("Rule 12: percentEncoded false decodes a query string pattern's query")
    func decodedQueryString() throws {
        #expect(try Support.claims([["?": "q=a b", "percentEncoded": false]], "/?q=a%20b"))
    }

    @Test("Rule 12: + stays + when query items are decoded")
    func plusStaysPlus() throws {
        #expect(try Support.claims([["?": ["q": "a+b"], "percentEncoded": false]], "/?q=a+b"))
        #expect(try !Support.claims([["?": ["q": "a b"], "percentEncoded": false]], "/?q=a+b"))
    }

    @Test("Rule 12: percentEncoded false decodes the fragment")
    func decodedFragment() throws {
        #expect(try Support.claims([["#": "section 2", "percentEncoded": false]], "/a#section%202"))
    }

    @Test("Rule 12: a malformed escape is compared as written")
    func malformedEscapeAsWritten() throws {
        #expect(try Support.claims([["/": "/100%", "percentEncoded": false]], "/100%"))
    }
}
