import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 40, item 4 (the formats' section 8.5): the route map's HTML, pinned
/// without a browser (`Tests/entrydTests/EntrydMapBrowserTests.swift` loads
/// it in one).
@Suite("Route map: the page")
struct RouteMapTests {
    /// A table whose strings try to open tags, close attributes and run scripts.
    static let hostile: JSONValue = [
        "schemes": ["app"], "tabs": ["main", "<b>tab</b>"],
        "guards": ["a\u{202E}dmin": ["redirect": "login"]],
        "routes": [
            [
                "id": "<script>document.title='pwned'</script>", "patterns": ["/x/:id"],
                "examples": ["app://x/<img src=x onerror=alert(1)>"], "tab": "<b>tab</b>",
                "stack": ["\"><script>alert(2)</script>"], "shortcut": "' onmouseover='alert(3)",
                "requires": ["a\u{202E}dmin"],
            ],
            ["id": "login", "patterns": ["/login"], "present": "</td></tr></table><script>alert(4)</script>"],
        ],
    ]

    static func map(_ json: JSONValue) throws -> RouteMap {
        let table = try RouteTable.decode(json, warnings: .refuse)
        return RouteMap(file: "routes.json", table: table, report: CheckReport.check(table))
    }

    /// The values of `attribute` on the elements `<tag` of `html`, in order.
    static func values(of attribute: String, on tag: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(tag) \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("One row per route, in table order, each with the columns of 8.5 in order")
    func rowsAndColumns() throws {
        let page = RouteMap(routesAt: Fixture.packageRoot + "/Fixtures/demo/routes.json").html()
        let table = try RouteTable.load(
            contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse)
        #expect(Self.values(of: "data-route", on: "tr", in: page) == table.routes.map(\.id))
        let columns = [
            "id", "exposure", "patterns", "examples", "entries", "requires", "landing", "scene", "destination",
        ]
        #expect(Self.values(of: "data-column", on: "th", in: page) == columns)
        let cells = Self.values(of: "data-column", on: "td", in: page)
        #expect(cells.count == columns.count * table.routes.count)
        #expect(cells == Array(Array(repeating: columns, count: table.routes.count).joined()))
        #expect(page.contains("<table id=\"routes\">"))
        let findings = try #require(page.range(of: "<section id=\"findings\">"))
        #expect(page.range(of: "</table>")!.upperBound <= findings.lowerBound, "the findings come after the table")
    }

    @Test("Every table string is escaped as text: no tag, attribute or script comes from the table")
    func hostileStrings() throws {
        let page = try Self.map(Self.hostile).html()
        #expect(page.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(!page.contains("<img"))
        #expect(!page.contains("<b>"))
        #expect(!page.contains("onmouseover='"))
        #expect(page.contains("&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;"))
        #expect(page.contains("data-route=\"&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;\""))
        #expect(page.contains("a\\u{202E}dmin"), "a bidirectional control shows as text")
        #expect(!page.contains("\u{202E}"))
    }

    @Test("The page loads nothing from the network, and its policy allows only its own script")
    func selfContained() throws {
        let page = RouteMap(routesAt: Fixture.packageRoot + "/Fixtures/demo/routes.json").html()
        #expect(!page.contains(" src="))
        #expect(!page.contains("<link"))
        #expect(!page.contains("url("))
        #expect(!page.contains("href=\"http") && !page.contains("href=\"//"))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        #expect(page.contains("<script>\(RouteMap.script)</script>"))
        let digest = Data(SHA256.digest(Array(RouteMap.script.utf8))).base64EncodedString()
        #expect(RouteMap.scriptHash == digest, "the policy's hash is the script's")
        #expect(page.contains("@media print"))
    }

    @Test("Examples show whether they open their route; findings link to their row")
    func examplesAndFindings() {
        let page = RouteMap(routesAt: Fixture.packageRoot + "/Fixtures/check/example-mismatch/routes.json").html()
        #expect(page.components(separatedBy: "✗ does not open it").count == 7)
        #expect(page.contains("<a href=\"#route-0\">routes[0].examples[2]</a>"))
        #expect(page.contains("<code>check.example-mismatch</code>"))
        #expect(page.contains("<tr data-route=\"story\" id=\"route-0\" class=\"flagged\">"))
    }

    @Test("A refused table gives a page with no rows and its errors")
    func refusedTable() {
        let map = RouteMap(routesAt: Fixture.packageRoot + "/Fixtures/check/refused-table/routes.json")
        #expect(map.report.status == .refused)
        let page = map.html()
        #expect(Self.values(of: "data-route", on: "tr", in: page).isEmpty)
        #expect(page.contains("<code>table.duplicate-id</code>"))
    }

    @Test("With fixtures, a covered column counts the lines that routed each route")
    @MainActor
    func covered() throws {
        var map = RouteMap(routesAt: Fixture.packageRoot + "/Fixtures/demo/routes.json")
        map.countFixtures(in: try FixtureFolder.search(in: [Fixture.packageRoot + "/Fixtures/demo"]))
        let page = map.html()
        #expect(Self.values(of: "data-column", on: "th", in: page).last == "covered")
        #expect(map.coverage?.routedLines["story"] ?? 0 > 0)
        #expect(page.contains("<td data-column=\"covered\"><span class=\"uncovered\">0</span></td>"))
        #expect(page.contains("Fixtures: 1 folder ran, 1 matched their expected lines"))
    }

    @Test("The escaping rule: the five specials, hidden characters as visible text")
    func escaping() {
        #expect(HTMLEscaping.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLEscaping.escape("a\u{0}b\u{1B}[2Kc\u{85}\u{2066}") == "a\\u{0}b\\u{1B}[2Kc\\u{85}\\u{2066}")
        #expect(HTMLEscaping.escape("tab\tline\nok café ✓") == "tab\tline\nok café ✓")
    }
}
