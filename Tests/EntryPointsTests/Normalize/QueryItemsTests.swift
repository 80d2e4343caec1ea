import Testing

@testable import EntryPoints

@Suite("Query items")
struct QueryItemsTests {
    let normalizer = URLNormalizer.demo

    private func items(_ query: String) -> [QueryItem]? {
        normalizer.normalize("demoapp://story/42" + query).normalized?.query
    }

    private func rejection(_ query: String) -> URLRejection? {
        normalizer.normalize("demoapp://story/42" + query).rejection
    }

    private func item(_ name: String, _ value: String) -> QueryItem { QueryItem(name: name, value: value) }

    @Test("Items keep their order")
    func order() {
        #expect(items("?b=2&a=1") == [item("b", "2"), item("a", "1")])
    }

    @Test("A repeated name gives separate items, in order")
    func repeatedNames() {
        #expect(
            items("?tag=a&x=1&tag=b&tag=c") == [item("tag", "a"), item("x", "1"), item("tag", "b"), item("tag", "c")])
    }

    @Test("A name with no '=' has the value \"\"")
    func nameWithoutValue() {
        #expect(items("?flag&a=1") == [item("flag", ""), item("a", "1")])
    }

    @Test("An item splits at its first '='")
    func splitAtFirstEquals() {
        #expect(items("?a=b=c&d=") == [item("a", "b=c"), item("d", "")])
    }

    @Test("'+' is a space in names and values, and '%2B' is a plus")
    func plusIsSpace() {
        #expect(items("?full+name=Jane+Doe&sum=1%2B1") == [item("full name", "Jane Doe"), item("sum", "1+1")])
    }

    @Test("Names and values are percent-decoded once")
    func decodedOnce() {
        #expect(items("?caf%C3%A9=th%C3%A9&x=%2541") == [item("caf\u{E9}", "th\u{E9}"), item("x", "%41")])
    }

    @Test("'%00' decodes to U+0000, which is an allowed value")
    func encodedNul() {
        #expect(items("?a=%00") == [item("a", "\u{0}")])
    }

    @Test("An empty query has no items", arguments: ["", "?", "?&", "?&&&"])
    func emptyQuery(query: String) {
        #expect(items(query) == [])
    }

    @Test("Empty items are ignored")
    func emptyItemsIgnored() {
        #expect(items("?&&a=1&&b=2&") == [item("a", "1"), item("b", "2")])
    }

    @Test("Items with an empty name are ignored", arguments: ["?=x&a=1", "?=&a=1", "?a=1&="])
    func emptyNamesIgnored(query: String) {
        #expect(items(query) == [item("a", "1")])
    }

    @Test("A name of one space is not empty")
    func spaceNameKept() {
        #expect(items("?+=x") == [item(" ", "x")])
    }

    @Test("A malformed escape in a value makes the URL malformed, naming the item")
    func malformedValue() {
        let rejection = rejection("?a=1&b=%zz")
        #expect(rejection?.reason == .malformedURL)
        #expect(rejection?.message == "malformed percent escape '%zz' in the value of query item 2 ('b')")
    }

    @Test("A malformed escape in a name makes the URL malformed")
    func malformedName() {
        #expect(rejection("?a%4=1")?.message == "malformed percent escape '%4' in the name of query item 1")
    }

    @Test("A malformed escape in an ignored item still makes the URL malformed")
    func malformedIgnoredItem() {
        let rejection = rejection("?=%zz")
        #expect(rejection?.reason == .malformedURL)
        #expect(rejection?.message == "malformed percent escape '%zz' in the value of query item 1")
    }

    @Test("A trailing '%' in the query makes the URL malformed")
    func trailingPercent() {
        #expect(rejection("?a=%")?.reason == .malformedURL)
    }

    @Test("Escapes that decode to invalid UTF-8 make the URL malformed")
    func invalidUTF8() {
        let rejection = rejection("?a=%C3%28")
        #expect(rejection?.reason == .malformedURL)
        #expect(
            rejection?.message
                == "percent-encoded bytes '%C3%28' in the value of query item 1 ('a') are not valid UTF-8")
    }

    @Test("The query ends at the fragment")
    func queryEndsAtFragment() {
        #expect(items("?a=1#b=2") == [item("a", "1")])
    }

    @Test("A '?' inside the query is part of a value")
    func questionMarkInQuery() {
        #expect(items("?next=/a?b=c") == [item("next", "/a?b=c")])
    }

    @Test("';' does not separate items")
    func semicolonIsNotASeparator() {
        #expect(items("?a=1;b=2") == [item("a", "1;b=2")])
    }

    @Test("A raw space in the query is a space")
    func rawSpace() {
        #expect(items("?q=a b") == [item("q", "a b")])
    }

    @Test("Web URLs have query items too")
    func webQuery() {
        let url = normalizer.normalize("https://example.com/story/42?ref=mail").normalized
        #expect(url?.query == [item("ref", "mail")])
    }

    @Test("A query item describes itself as name=value")
    func description() {
        #expect(item("ref", "mail app").description == "ref=mail app")
    }
}
