import Testing
@testable import EntryPoints
@testable import EntryPointsTooling

// Issue 30, item 2: a result line's members and their order live in one
// table, ResultMember, which the encoder, the fast path's fragments and
// Outcome's JSON all follow.
@Suite("Result lines: every writer follows ResultMember's names and order")
struct ResultMemberOrderTests {
    /// One combination of the members a result line may or may not carry.
    struct Presence {
        let bits: Int
        func has(_ flag: Int) -> Bool { bits & (1 << flag) != 0 }

        var id: JSONValue? { has(0) ? "e\"1" : nil }
        var entry: String? { has(1) ? "url" : nil }
        var part: Int? { has(2) ? 2 : nil }
        var resumed: Bool { has(3) }
        var state: NavigationState? { has(4) ? NavigationState(tabs: ["home"]) : nil }
        var outcome: Outcome {
            Outcome(
                status: .deferred, reason: has(5) ? .guard : nil, route: has(6) ? "story" : nil,
                params: has(7) ? ["storyId": 42] : nil, message: has(8) ? "held\n" : nil,
                guardName: has(9) ? "signedIn" : nil, redirect: has(10) ? "login" : nil)
        }

        /// The members this combination writes, in the table's order.
        var expectedMembers: [String] {
            ResultMember.allCases.filter { member in
                switch member {
                case .line, .status: true
                case .id: id != nil
                case .entry: entry != nil
                case .part: part != nil
                case .resumed: resumed
                case .state: state != nil
                case .reason: outcome.reason != nil
                case .route, .params: outcome.route != nil
                case .guard: outcome.guardName != nil
                case .redirect: outcome.redirect != nil
                case .message: outcome.message != nil
                }
            }.map(\.text)
        }

        func line() -> [UInt8] {
            var bytes: [UInt8] = []
            ResultEncoder.write(
                outcome, line: 7, id: id, entry: entry, part: part, resumed: resumed, state: state, to: &bytes)
            return bytes
        }
    }

    @Test("The table spells the members as the formats article lists them, in its order")
    func tableSpelling() {
        for member in ResultMember.allCases {
            #expect(member.key.description == #",""# + member.text + #"":"#)
        }
        #expect(
            ResultMember.allCases.map(\.text) == [
                "line", "id", "entry", "part", "resumed", "status", "reason", "route", "params", "guard", "redirect",
                "message", "state",
            ])
    }

    @Test("The encoder writes every present member, and only those, in the table's order")
    func encoderOrder() throws {
        for bits in 0..<(1 << 11) {
            let presence = Presence(bits: bits)
            let bytes = presence.line()
            #expect(bytes.last == UInt8(ascii: "\n"))
            let object = try #require(
                try JSONParser().parse(String(decoding: bytes.dropLast(), as: UTF8.self)).objectValue)
            #expect(object.keys == presence.expectedMembers, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("Outcome's JSON is the encoder's line without the line's own members, byte for byte")
    func outcomeDescription() {
        for bits in 0..<(1 << 11) where bits & 0b11111 == 0 {
            let presence = Presence(bits: bits)
            let description = presence.outcome.description
            #expect(description.first == "{")
            let expected = #"{"line":7,"# + description.dropFirst() + "\n"
            #expect(String(decoding: presence.line(), as: UTF8.self) == expected)
        }
    }

    @Test("The fast path's fragments are the bytes the encoder writes")
    func fragments() {
        #expect(String(decoding: ResultEncoder.lineKey(), as: UTF8.self) == #"{"line":"#)
        #expect(ResultMember.id.key.description == #","id":"#)
        #expect(
            String(decoding: ResultEncoder.routedHead(route: "a\"b"), as: UTF8.self)
                == #","entry":"url","status":"routed","route":"a\"b","params":{"#)
        #expect(
            String(decoding: ResultEncoder.noRouteHead(), as: UTF8.self)
                == #","entry":"url","status":"unmatched","reason":"no-route","message":"#)

        // A routed and an unmatched line put together from the fragments, as the fast path does.
        let output = OutputBuffer(capacity: 64)
        // NB: a cursor with less room than the lines, so that writing grows the buffer too.
        var cursor = output.cursor(reserving: 8)
        let counter = DecimalCounter()
        let head = ResultEncoder.routedHead(route: "story")
        let noRoute = ResultEncoder.noRouteHead()
        Array("e1".utf8).withUnsafeBufferPointer { id in
            ResultEncoder.writeURLHead(line: counter.text(of: 3), id: id, idIsString: true, to: &cursor)
        }
        head.withUnsafeBufferPointer { ResultEncoder.writeRendered($0, to: &cursor) }
        ResultEncoder.closeRoutedLine(to: &cursor)
        ResultEncoder.writeURLHead(line: counter.text(of: 3), id: nil, idIsString: false, to: &cursor)
        noRoute.withUnsafeBufferPointer { noRoute in
            Array("no \"route\"".utf8).withUnsafeBufferPointer {
                ResultEncoder.writeNoRoute(message: $0, head: noRoute, to: &cursor)
            }
        }
        output.commit(cursor)
        var expected: [UInt8] = []
        ResultEncoder.write(Outcome(status: .routed, route: "story"), line: 3, id: "e1", entry: "url", to: &expected)
        ResultEncoder.write(
            Outcome(status: .unmatched, reason: .noRoute, message: "no \"route\""), line: 3, id: nil, entry: "url",
            to: &expected)
        #expect(String(decoding: output.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }
}
