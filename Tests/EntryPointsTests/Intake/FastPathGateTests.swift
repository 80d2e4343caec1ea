import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

// Issue 38 and the formats' section 8: the byte-level fast path handles
// plain `url` lines only. A line that carries `identity` or `scene` needs
// the controller, and a table that uses scenes, pass-through, tracking
// parameters or resolution acts on URLs the fast path does not.
@MainActor
@Suite("Fast path: the gate of section 8")
struct FastPathGateTests {
    static let routes: JSONValue = [
        ["id": "story", "patterns": ["/story/:storyId"], "params": ["storyId": "int"]]
    ]

    /// How many of `lines` a default session routes on the fast path.
    func fastPathLines(_ table: JSONValue, _ lines: [String]) throws -> Int {
        let session = EventSession(router: try Router(RouteTable(json: table, warnings: .refuse)))
        for (index, line) in lines.enumerated() { session.process(line: line, number: index + 1) }
        return session.fastPathLines
    }

    static let plainLine = #"{"type":"url","url":"demoapp://story/1"}"#

    @Test("A plain url line on a plain table takes the fast path")
    func plainTakesFastPath() throws {
        #expect(
            try fastPathLines(["schemes": ["demoapp"], "routes": Self.routes], [Self.plainLine, Self.plainLine]) == 2)
    }

    @Test(
        "A line carrying identity or scene, even null, is declined",
        arguments: [
            #"{"type":"url","url":"demoapp://story/1","identity":"a"}"#,
            #"{"identity":"a","type":"url","url":"demoapp://story/1"}"#,
            #"{"type":"url","url":"demoapp://story/1","scene":"1"}"#,
            #"{"type":"url","url":"demoapp://story/1","identity":null}"#,
            #"{"type":"url","scene":null,"url":"demoapp://nowhere"}"#,
        ])
    func deliveryMembersDecline(line: String) throws {
        #expect(try fastPathLines(["schemes": ["demoapp"], "routes": Self.routes], [line]) == 0)
    }

    @Test(
        "A table that uses scenes, passThrough, trackingParameters or resolve keeps every line off the fast path",
        arguments: [
            ("scenes", ["main"]),
            ("passThrough", ["fb123:"]),
            ("trackingParameters", ["utm_*"]),
            ("resolve", ["prefixes": ["https://example.app.link/"]]),
        ] as [(String, JSONValue)])
    func sectionEightTablesDecline(key: String, value: JSONValue) throws {
        var table: JSONObject = ["schemes": ["demoapp"], "routes": Self.routes]
        table[key] = value
        #expect(try fastPathLines(.object(table), [Self.plainLine, #"{"type":"ready"}"#, Self.plainLine]) == 0)
    }
}
