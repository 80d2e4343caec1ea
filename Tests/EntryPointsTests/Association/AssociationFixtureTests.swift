import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// The realistic files in `Fixtures/association/`, each against URLs whose
/// verdicts follow from the numbered rules.
@Suite("Association fixtures")
struct AssociationFixtureTests {
    /// One URL, the app asking, and what the file should say.
    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        var app: String
        var expected: AssociationVerdict
        var testDescription: String { "\(url) for \(app)" }

        init(_ url: String, _ app: String, _ expected: AssociationVerdict) {
            self.url = url
            self.app = app
            self.expected = expected
        }
    }

    static let shop = "ABCDE12345.com.example.shop"
    static func shopRule(_ index: Int) -> String { "applinks.details[0].components[\(index)]" }

    static let shopCases: [Case] = [
        Case("/product/42", shop, .claimed(rule: shopRule(4))),
        Case("/PRODUCT/42", shop, .claimed(rule: shopRule(4))),
        Case("/product/", shop, .notMatched),
        Case("/product/42#no_universal_links", shop, .excluded(rule: shopRule(0))),
        Case("/account/settings", shop, .excluded(rule: shopRule(1))),
        Case("/checkout/cart?source=app", shop, .claimed(rule: shopRule(2))),
        Case("/checkout/cart", shop, .excluded(rule: shopRule(3))),
        Case("/search?q=shoes", shop, .claimed(rule: shopRule(5))),
        Case("/search?q=", shop, .notMatched),
        Case("/help/returns?articleNumber=1234", shop, .claimed(rule: shopRule(6))),
        Case("/help/returns?articleNumber=123", shop, .notMatched),
        Case("/Orders/1001", shop, .claimed(rule: shopRule(7))),
        Case("/orders/1001", shop, .notMatched),
        Case("https://shop.example.com", shop, .claimed(rule: shopRule(8))),
        Case("/product/42", "ABCDE12345.com.example.shop.beta", .claimed(rule: shopRule(4))),
        Case("/clip/table-7", "ABCDE12345.com.example.shop.Clip", .claimed(rule: "applinks.details[1].components[0]")),
        Case("/product/42", "ABCDE12345.com.example.shop.Clip", .notMatched),
        Case(
            "/pay/x?amount=10&currency=EUR", "FGHIJ67890.com.partner.wallet",
            .claimed(rule: "applinks.details[2].components[0]")),
        Case("/pay/x?amount=10&currency=eur", "FGHIJ67890.com.partner.wallet", .notMatched),
        Case("/pay/x?currency=EUR", "FGHIJ67890.com.partner.wallet", .notMatched),
        Case("/product/42", "ZZZZZ00000.com.unknown", .notMatched),
    ]

    @Test("shop.json: several apps, excludes first, query dictionaries, both levels of defaults", arguments: shopCases)
    func shop(_ check: Case) throws {
        try Self.expect(check, in: "shop.json")
    }

    static let travel = "KLMNO24680.com.example.travel"
    static func travelRule(_ index: Int) -> String { "applinks.details[0].components[\(index)]" }

    static let travelCases: [Case] = [
        Case("/en_US/hotels/paris", travel, .claimed(rule: travelRule(0))),
        Case("/fr_FR/flights/rome", travel, .claimed(rule: travelRule(0))),
        Case("/en_us/HOTELS/Paris", travel, .claimed(rule: travelRule(0))),
        Case("/xx_US/hotels/paris", travel, .notMatched),
        Case("/en_US/trains/paris", travel, .notMatched),
        Case("/en_US/hotels/berlin", travel, .notMatched),
        Case("/de/cars/munich/airport", travel, .claimed(rule: travelRule(1))),
        Case("/booking/AB12CD", travel, .claimed(rule: travelRule(2))),
        Case("/booking/AB12C", travel, .notMatched),
        Case("/booking/AB-2CD", travel, .notMatched),
        Case("/deals/2024-07", travel, .claimed(rule: travelRule(3))),
        Case("/deals/24-07", travel, .notMatched),
        Case("/trips/trip-12345", travel, .claimed(rule: travelRule(4))),
        Case("/trips/trip-1234", travel, .notMatched),
        Case("/trips/itinerary-2024/day-3", travel, .claimed(rule: travelRule(4))),
        Case("/promo/summer?campaign=hotels-summer", travel, .claimed(rule: travelRule(5))),
        Case("/promo/summer?campaign=boats-summer", travel, .notMatched),
    ]

    @Test("travel.json: custom and predefined substitution variables", arguments: travelCases)
    func travel(_ check: Case) throws {
        try Self.expect(check, in: "travel.json")
    }

    static let news = "9JA89QQLNQ.com.example.news"
    static func newsRule(_ index: Int) -> String { "applinks.details[\"9JA89QQLNQ.com.example.news\"].paths[\(index)]" }

    static let newsCases: [Case] = [
        Case("/videos/live/today", news, .excluded(rule: newsRule(0))),
        Case("/videos/cats", news, .claimed(rule: newsRule(1))),
        Case("/articles/2024/budget?utm_source=x#comments", news, .claimed(rule: newsRule(2))),
        Case("/articles/24/budget", news, .notMatched),
        Case("/section/world", news, .claimed(rule: newsRule(3))),
        Case("/", news, .claimed(rule: newsRule(4))),
        Case("/Videos/cats", news, .notMatched),
        Case(
            "/widget/weather", "9JA89QQLNQ.com.example.news.widget",
            .claimed(rule: "applinks.details[\"9JA89QQLNQ.com.example.news.widget\"].paths[0]")),
        Case("/videos/cats", "9JA89QQLNQ.com.example.news.widget", .notMatched),
    ]

    @Test("news-legacy.json: the dictionary form of details with legacy paths", arguments: newsCases)
    func news(_ check: Case) throws {
        try Self.expect(check, in: "news-legacy.json")
    }

    static let wiki = "PQRST13579.org.example.wiki"
    static func wikiRule(_ index: Int) -> String { "applinks.details[0].components[\(index)]" }

    static let wikiCases: [Case] = [
        Case("/wiki/Special:Random", wiki, .excluded(rule: wikiRule(0))),
        Case("/wiki/Caf%C3%A9", wiki, .claimed(rule: wikiRule(1))),
        Case("/wiki/Café", wiki, .claimed(rule: wikiRule(1))),
        Case("/wiki/Caf%c3%a9", wiki, .claimed(rule: wikiRule(7))),
        Case("/wiki/Stra%C3%9Fe_des_17._Juni", wiki, .claimed(rule: wikiRule(2))),
        Case("/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E", wiki, .claimed(rule: wikiRule(3))),
        Case("/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F/42", wiki, .claimed(rule: wikiRule(4))),
        Case("/%D0%A1%D0%A2%D0%90%D0%A2%D0%AC%D0%AF/42", wiki, .claimed(rule: wikiRule(4))),
        Case("/search?search=hello%20world", wiki, .claimed(rule: wikiRule(5))),
        Case("/search?search=hello", wiki, .notMatched),
        Case("/wiki/Paris#cite_note-3", wiki, .excluded(rule: wikiRule(6))),
        Case("/wiki/Paris", wiki, .claimed(rule: wikiRule(7))),
        Case(
            "/wiki/Special:Search", "PQRST13579.org.example.wiki.legacy",
            .excluded(rule: "applinks.details[1].paths[0]")),
        Case(
            "/wiki/Paris#cite_note-3", "PQRST13579.org.example.wiki.legacy",
            .claimed(rule: "applinks.details[1].paths[1]")),
    ]

    @Test("wiki-international.json: percent-encoded and Unicode paths", arguments: wikiCases)
    func wiki(_ check: Case) throws {
        try Self.expect(check, in: "wiki-international.json")
    }

    @Test(
        "The well-formed fixtures load without warnings",
        arguments: ["shop.json", "travel.json", "news-legacy.json", "wiki-international.json"])
    func noWarnings(_ name: String) throws {
        #expect(try AssociationTestSupport.fixture(name).warnings.isEmpty)
    }

    @Test("misspelt.json loads with a warning per problem, and its rules read as iOS reads them")
    func misspelt() throws {
        let file = try AssociationTestSupport.fixture("misspelt.json")
        #expect(
            file.warnings.map(\.description) == [
                "misspelt.json: applinks.details[0].compnents: unknown key \"compnents\" is ignored; did you mean \"components\"?",
                "misspelt.json: applinks.details[1].components[0].exlude: unknown key \"exlude\" is ignored; did you mean \"exclude\"?",
                "misspelt.json: applinks.details[1].components[1]./: '?' in a path pattern matches any one character, not a query; match queries with the \"?\" key",
            ])
        let app = "UVWXY11223.com.example.blog"
        #expect(
            file.evaluate(AssociationURL(testing: "/drafts/1"), appID: app)
                == .claimed(rule: "applinks.details[1].components[0]"))
        #expect(
            file.evaluate(AssociationURL(testing: "/search?q=shoes"), appID: app)
                == .claimed(rule: "applinks.details[1].components[2]"))
        #expect(
            file.evaluate(AssociationURL(testing: "/searchXq=shoes"), appID: app)
                == .claimed(rule: "applinks.details[1].components[1]"))
    }

    static func expect(_ check: Case, in fixture: String) throws {
        let file = try AssociationTestSupport.fixture(fixture)
        #expect(file.evaluate(AssociationURL(testing: check.url), appID: check.app) == check.expected)
    }
}
