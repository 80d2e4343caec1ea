import Testing

@testable import EntryPoints

/// Rules 4–8 of `AssociationRules.md`: empty parts, whole-component matching,
/// `*`, `?`, and slashes at the ends of paths.
@Suite("Association wildcards")
struct AssociationWildcardTests {
    typealias Support = AssociationTestSupport

    @Test("Rule 4: a missing query matches as the empty string")
    func missingQueryIsEmpty() throws {
        #expect(try Support.claims([["?": ""]], "/a"))
        #expect(try Support.claims([["?": "*"]], "/a"))
        #expect(try !Support.claims([["?": "?*"]], "/a"))
    }

    @Test("Rule 4: a missing fragment matches as the empty string")
    func missingFragmentIsEmpty() throws {
        #expect(try Support.claims([["#": "*"]], "/a"))
        #expect(try !Support.claims([["#": "?*"]], "/a"))
    }

    @Test("Rule 5: a pattern must match the whole path, not a prefix")
    func wholePathNotPrefix() throws {
        #expect(try !Support.path("/buy", claims: "/buy/shoes"))
    }

    @Test("Rule 5: a pattern must match the whole path, not a suffix")
    func wholePathNotSuffix() throws {
        #expect(try !Support.path("/buy", claims: "/shop/buy"))
    }

    @Test("Rule 5: a fragment pattern must match the whole fragment")
    func wholeFragment() throws {
        #expect(try !Support.claims([["#": "top"]], "/a#top-of-page"))
    }

    @Test("Rule 6: * matches zero characters")
    func starMatchesNothing() throws {
        #expect(try Support.path("/buy*", claims: "/buy"))
    }

    @Test("Rule 6: * crosses slashes")
    func starCrossesSlashes() throws {
        #expect(try Support.path("/buy/*", claims: "/buy/shoes/red/42"))
    }

    @Test("Rule 6: * in the middle spans several segments")
    func starInTheMiddle() throws {
        #expect(try Support.path("/*/reviews", claims: "/shoes/red/reviews"))
        #expect(try !Support.path("/*/reviews", claims: "/shoes/red/specs"))
    }

    @Test("Rule 6: several * in one segment")
    func severalStars() throws {
        #expect(try Support.path("/*-*.html", claims: "/red-shoes.html"))
        #expect(try !Support.path("/*-*.html", claims: "/shoes.html"))
    }

    @Test("Rule 7: ? matches exactly one character")
    func questionMarkMatchesOne() throws {
        #expect(try Support.path("/item/???", claims: "/item/abc"))
        #expect(try !Support.path("/item/???", claims: "/item/ab"))
        #expect(try !Support.path("/item/???", claims: "/item/abcd"))
    }

    @Test("Rule 7: ?* matches one or more characters")
    func questionMarkStar() throws {
        #expect(try Support.path("/item/?*", claims: "/item/a"))
        #expect(try !Support.path("/item/?*", claims: "/item/"))
    }

    @Test("Rule 7: ? matches a slash too")
    func questionMarkMatchesSlash() throws {
        #expect(try Support.path("/a?b", claims: "/a/b"))
    }

    @Test("Rule 7: ? matches one Unicode character of a decoded path")
    func questionMarkMatchesUnicodeCharacter() throws {
        let rule: JSONValue = ["/": "/caf?", "percentEncoded": false]
        #expect(try Support.claims([rule], "/caf%C3%A9"))
        #expect(try !Support.path("/caf?", claims: "/caf%C3%A9"))
    }

    @Test("Rule 8: a path pattern without a leading slash gets one")
    func leadingSlashOptional() throws {
        #expect(try Support.path("buy/*", claims: "/buy/shoes"))
        #expect(try !Support.path("buy/*", claims: "/rebuy/shoes"))
    }

    @Test("Rule 8: a pattern starting with * still matches from the first slash")
    func leadingStar() throws {
        #expect(try Support.path("*.pdf", claims: "/docs/manual.pdf"))
        #expect(try Support.path("*/buy", claims: "/buy"))
    }

    @Test("Rule 8: a trailing slash in the URL does not matter")
    func trailingSlashInURL() throws {
        #expect(try Support.path("/search", claims: "/search/"))
    }

    @Test("Rule 8: a trailing slash in the pattern does not matter")
    func trailingSlashInPattern() throws {
        #expect(try Support.path("/search/", claims: "/search"))
    }

    @Test("Rule 8: /buy/* matches /buy itself but not /buyer")
    func slashStarMatchesBarePath() throws {
        #expect(try Support.path("/buy/*", claims: "/buy"))
        #expect(try Support.path("/buy/*", claims: "/buy/"))
        #expect(try !Support.path("/buy/*", claims: "/buyer"))
    }

    @Test("Rule 8: a wildcard never stands for a left-out trailing slash")
    func wildcardNeverMatchesLeftOutSlash() throws {
        #expect(try !Support.path("/buy?", claims: "/buy/"))
        #expect(try !Support.path("/a/$(alpha)", claims: "/a"))
    }

    @Test("Rule 8: / matches only the root")
    func rootPattern() throws {
        #expect(try Support.path("/", claims: "/"))
        #expect(try Support.path("/", claims: ""))
        #expect(try !Support.path("/", claims: "/a"))
    }

    @Test("Rule 8: trailing slashes count in queries and fragments")
    func slashesCountOutsidePaths() throws {
        #expect(try !Support.claims([["#": "top"]], "/a#top/"))
        #expect(try !Support.claims([["?": "a=1"]], "/a?a=1/"))
    }
}
