import Testing

@testable import EntryPoints

/// Rules 9 and 10 of `AssociationRules.md`: query string patterns and query
/// dictionaries.
@Suite("Association queries")
struct AssociationQueryTests {
    typealias Support = AssociationTestSupport

    @Test("Rule 9: a query string pattern matches the whole query")
    func queryStringWhole() throws {
        #expect(try Support.claims([["?": "key=value"]], "/?key=value"))
        #expect(try !Support.claims([["?": "key=value"]], "/?key=value&extra=1"))
    }

    @Test("Rule 9: item order counts in a query string pattern")
    func queryStringOrder() throws {
        #expect(try !Support.claims([["?": "a=1&b=2"]], "/?b=2&a=1"))
    }

    @Test("Rule 9: wildcards in a query string pattern")
    func queryStringWildcards() throws {
        #expect(try Support.claims([["?": "*lang=en*"]], "/?page=2&lang=en-GB"))
    }

    @Test("Rule 10: a listed item must match; unlisted items are ignored")
    func dictionaryIgnoresOthers() throws {
        #expect(try Support.claims([["?": ["key": "value"]]], "/?key=value&extra=value"))
        #expect(try !Support.claims([["?": ["key": "value"]]], "/?key=other"))
    }

    @Test("Rule 10: every listed item must match")
    func dictionaryAllItems() throws {
        let rule: JSONValue = ["?": ["a": "1", "b": "2"]]
        #expect(try Support.claims([rule], "/?b=2&a=1"))
        #expect(try !Support.claims([rule], "/?a=1&b=3"))
    }

    @Test("Rule 10: a missing item counts as the empty string")
    func missingItemIsEmpty() throws {
        #expect(try Support.claims([["?": ["ref": "*"]]], "/?other=1"))
        #expect(try !Support.claims([["?": ["id": "?*"]]], "/?other=1"))
        #expect(try !Support.claims([["?": ["id": "?*"]]], "/"))
    }

    @Test("Rule 10: an item without = counts as the empty string")
    func valuelessItemIsEmpty() throws {
        #expect(try Support.claims([["?": ["preview": ""]]], "/?preview"))
        #expect(try !Support.claims([["?": ["preview": "?*"]]], "/?preview&x=1"))
    }

    @Test("Rule 10: a repeated item must match in every occurrence")
    func repeatedItem() throws {
        let rule: JSONValue = ["?": ["tag": "$(digit)"]]
        #expect(try Support.claims([rule], "/?tag=1&tag=2"))
        #expect(try !Support.claims([rule], "/?tag=1&tag=x"))
    }

    @Test("Rule 10: names are plain strings, not patterns")
    func namesAreNotPatterns() throws {
        #expect(try !Support.claims([["?": ["*": "1"]]], "/?a=1"))
        #expect(try Support.claims([["?": ["*": "1"]]], "/?*=1"))
    }

    @Test("Rule 10: an empty dictionary matches any query")
    func emptyDictionary() throws {
        #expect(try Support.claims([["?": [:]]], "/?anything=at&all"))
    }

    @Test("Rule 10: an item splits at its first =")
    func splitsAtFirstEquals() throws {
        #expect(try Support.claims([["?": ["next": "/a=b"]]], "/?next=/a=b"))
    }

    @Test("Rule 10: names compare case-sensitively by default")
    func namesCaseSensitive() throws {
        #expect(try !Support.claims([["?": ["id": "1"]]], "/?ID=1"))
    }
}
