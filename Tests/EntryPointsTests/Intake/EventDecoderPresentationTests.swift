import Testing
@testable import EntryPoints
@testable import EntryPointsTooling

/// the Event and result formats article (Events): an `intent` event's `presentation`.
@Suite("Event decoding: an intent's presentation")
struct EventDecoderPresentationTests {
    let decoder = EventDecoder()

    func intent(_ line: String) throws -> Intent {
        guard case .entry(.intent(let intent), _, _) = try decoder.decode(line: line).event else {
            Issue.record("not an intent: \(line)")
            return Intent(route: "")
        }
        return intent
    }

    @Test("push and present are read, for route and url targets")
    func readsValues() throws {
        #expect(try intent(#"{"type":"intent","route":"a","presentation":"push"}"#).presentation == .push)
        #expect(try intent(#"{"type":"intent","url":"/a","presentation":"present"}"#).presentation == .present)
    }

    @Test("Absent or null is no presentation")
    func absent() throws {
        #expect(try intent(#"{"type":"intent","route":"a"}"#).presentation == nil)
        #expect(try intent(#"{"type":"intent","route":"a","presentation":null}"#).presentation == nil)
    }

    @Test(
        "Any other value is wrong-type, naming the field and keeping the id",
        arguments: [#""slide""#, #""Push""#, #""""#, "1", "true", #"["push"]"#, #"{"p":"push"}"#])
    func otherValues(_ value: String) {
        let line = #"{"id":"e1","type":"intent","route":"a","presentation":"# + value + "}"
        let error = #expect(throws: EventError.self) { try decoder.decode(line: line) }
        #expect(error?.reason == .wrongType)
        #expect(error?.id == .string("e1"))
        #expect(error?.message.hasPrefix(#"field presentation must be "push" or "present", not "#) == true)
    }

    @Test("A string value is quoted in the message, cut short when long")
    func quotedValue() {
        let error = #expect(throws: EventError.self) {
            try decoder.decode(line: #"{"type":"intent","route":"a","presentation":"sl\"ide"}"#)
        }
        #expect(error?.message == #"field presentation must be "push" or "present", not string "sl\"ide""#)
        let long = String(repeating: "x", count: 500)
        let cut = #expect(throws: EventError.self) {
            try decoder.decode(line: #"{"type":"intent","route":"a","presentation":""# + long + #""}"#)
        }
        #expect((cut?.message.count ?? .max) < 150)
    }

    @Test("A resolved intent's request carries its presentation")
    func requestCarriesIt() throws {
        let router = try Router(RouteTable(routes: [Route("a", patterns: ["/a"])]))
        let byRoute = router.resolve(.intent(Intent(route: "a", presentation: .push))).request
        let byURL = router.resolve(.intent(Intent(url: "/a", presentation: .present))).request
        #expect(byRoute?.presentation == .push)
        #expect(byURL?.presentation == .present)
        #expect(router.resolve(.intent(Intent(route: "a"))).request?.presentation == nil)
    }
}
