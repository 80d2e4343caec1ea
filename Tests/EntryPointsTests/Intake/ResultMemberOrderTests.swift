import TestSupport
import Testing
@testable import EntryPoints
@testable import EntryPointsTooling

// Issue 30, item 2: a result line's members and their order live in one
// table, ResultMember, which the encoder, the fast path's fragments and
// Outcome's JSON all follow.
@Suite("Result lines: every writer follows ResultMember's names and order")
struct ResultMemberOrderTests {
    /// How many optional parts a line may carry: the flags of ``Presence``.
    static let flags = 16

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
                guardName: has(9) ? "signedIn" : nil, redirect: has(10) ? "login" : nil,
                trackingParameters: has(11) ? ["utm_source": "mail", "gclid": ["a", "b"]] : nil,
                resolvedFrom: has(12) ? "https://example.app.link/x" : nil, scene: has(13) ? "auto-1" : nil,
                forwardedFrom: has(14) ? "1" : nil, openedScene: has(15))
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
                case .tracking: outcome.trackingParameters != nil
                case .resolvedFrom: outcome.resolvedFrom != nil
                case .scene: outcome.scene != nil
                case .from: outcome.forwardedFrom != nil
                case .opened: outcome.openedScene
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

    /// Combinations drawn with a fixed seed until every pair of optional
    /// parts has been seen in each of its four states (both, one, the
    /// other, neither), plus the line with none and the line with all.
    ///
    /// NB: the 2^16 combinations of every part took too long to parse in a
    /// unit test; every pair together is what an order bug needs to show.
    static func sample(where keep: (Int) -> Bool = { _ in true }) -> [Presence] {
        var random = SplitMix64(seed: 0x38_0004)
        var missing = Set<[Int]>()
        for first in 0..<flags {
            for second in (first + 1)..<flags where keep(1 << first | 1 << second) {
                for states in 0..<4 { missing.insert([first, second, states]) }
            }
        }
        var chosen = [0, (1 << flags) - 1].filter(keep)
        while !missing.isEmpty {
            let bits = Int.random(in: 0..<(1 << flags), using: &random)
            guard keep(bits) else { continue }
            let before = missing.count
            for first in 0..<flags {
                for second in (first + 1)..<flags {
                    let states = (bits >> first & 1) << 1 | (bits >> second & 1)
                    missing.remove([first, second, states])
                }
            }
            if missing.count < before { chosen.append(bits) }
        }
        return chosen.map(Presence.init)
    }

    @Test("The table spells the members as the formats article lists them, in its order")
    func tableSpelling() {
        for member in ResultMember.allCases {
            #expect(member.key.description == #",""# + member.text + #"":"#)
        }
        #expect(
            ResultMember.allCases.map(\.text) == [
                "line", "id", "entry", "part", "resumed", "status", "reason", "route", "params", "tracking",
                "resolvedFrom", "scene", "from", "opened", "guard", "redirect", "message", "state",
            ])
    }

    @Test("The sample holds every pair of optional members in each of their four states")
    func sampleCoversEveryPair() {
        let sample = Self.sample()
        for first in 0..<Self.flags {
            for second in (first + 1)..<Self.flags {
                let states = Set(sample.map { ($0.has(first) ? 2 : 0) + ($0.has(second) ? 1 : 0) })
                #expect(states == [0, 1, 2, 3], "flags \(first) and \(second)")
            }
        }
        #expect(sample.count < 200)
    }

    @Test("The encoder writes every present member, and only those, in the table's order")
    func encoderOrder() throws {
        for presence in Self.sample() {
            let bytes = presence.line()
            #expect(bytes.last == UInt8(ascii: "\n"))
            let object = try #require(
                try JSONParser().parse(String(decoding: bytes.dropLast(), as: UTF8.self)).objectValue)
            #expect(object.keys == presence.expectedMembers, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("Outcome's JSON is the encoder's line without the line's own members, byte for byte")
    func outcomeDescription() {
        // NB: only the outcome's members vary: the line's own five (flags 0 to 4) are absent.
        for presence in Self.sample(where: { $0 & 0b11111 == 0 }) {
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
