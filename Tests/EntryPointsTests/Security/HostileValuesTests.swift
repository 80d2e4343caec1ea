import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 27, items 8 and 9: a `number` is a finite double written in its
/// shortest round-trip form, and a raw space in a host is `%20`; both of
/// entryd's paths give the same bytes.
@MainActor
@Suite("Hostile values: finite numbers and raw spaces in hosts")
struct HostileValuesTests {
    static let table = #"""
        {"schemes":["app"],"domains":["*.example.com","a%20c.example.com"],"routes":[
          {"id":"n","patterns":["/n/:t"],"params":{"t":"number"}},
          {"id":"q","patterns":["/q"],"params":{"t":"number"}},
          {"id":"w","patterns":["/w"]}]}
        """#

    static func router() throws -> Router {
        try Router(RouteTable.decode(JSONParser().parse(table), warnings: .refuse))
    }

    /// The result lines of `events` through each path, checked equal; each line parsed by Foundation.
    static func results(_ events: [String]) throws -> [[String: Any]] {
        let bytes = Array((events.joined(separator: "\n") + "\n").utf8)
        let router = try router()
        let fast = DifferentialPathTests.output(router: router, events: bytes, fastPath: true)
        let general = DifferentialPathTests.output(router: router, events: bytes, fastPath: false)
        #expect(fast == general, "the fast path and the general path disagree")
        return try fast.split(separator: UInt8(ascii: "\n")).map { line in
            // NB: JSONSerialization refused the whole line when a number was 1e999999.
            try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
        }
    }

    static func url(_ url: String) -> String { #"{"type":"url","url":""# + url + #""}"# }

    // Issue 27, item 8.
    @Test("A number that rounds to an infinity is bad-parameter; others are written shortest, readable by Foundation")
    func finiteNumbers() throws {
        let results = try Self.results([
            Self.url("app://q?t=1e999999"), Self.url("app://q?t=-1e400"), Self.url("app://q?t=1e-400"),
            Self.url("app://q?t=1.50"), Self.url("app://n/1e999999"), Self.url("app://n/2.50"),
            #"{"type":"intent","route":"q","params":{"t":0.10000000000000000555}}"#,
        ])
        #expect(
            results.map { $0["reason"] as? String } == [
                "bad-parameter", "bad-parameter", nil, nil, "no-route", nil, nil,
            ])
        // NB: a refusal echoes the value as it came (the int-from-number-literal fixture pins that).
        let session = EventSession(router: try Self.router())
        session.process(line: #"{"type":"intent","route":"q","params":{"t":1e999999}}"#, number: 1)
        let refusal = try JSONParser().parse(Array(session.output.bytes.dropLast())).objectValue
        #expect(refusal?["reason"] == "bad-parameter")
        func value(_ index: Int) -> NSNumber? { (results[index]["params"] as? [String: Any])?["t"] as? NSNumber }
        #expect(value(2) == 0)
        #expect(value(3) == 1.5)
        #expect(value(5) == 2.5)
        #expect(value(6) == 0.1)
    }

    // Issue 27, item 8.
    @Test("The number written is the double's shortest round-trip spelling")
    func shortestSpelling() {
        for (literal, written) in [
            ("1.50", "1.5"), ("1e-400", "0"), ("100", "100"), ("1E2", "100"), ("-0", "0"), ("0.1", "0.1"),
            ("123456789012345678901234567890", "1.2345678901234568e+29"), ("5e-324", "5e-324"),
        ] {
            #expect(ParameterConverter.finiteNumber(literal)?.literal == written, "\(literal)")
        }
        for literal in ["1e999999", "-1e309", "1.8e308", "+1", "NaN", "inf", "1.", ".5"] {
            #expect(ParameterConverter.finiteNumber(literal) == nil, "\(literal)")
        }
    }

    // Issue 27, item 9.
    @Test("A raw space in a host is %20: both spellings get the same answer on both paths")
    func rawSpacesInHosts() throws {
        let results = try Self.results([
            Self.url("https://a b.example.com/w"), Self.url("https://a%20b.example.com/w"),
            Self.url("https://a c.example.com/w"), Self.url("https://a%20c.example.com/w"),
            Self.url("https://b.example.com/w"),
        ])
        let answers = results.map { [$0["status"] as? String, $0["reason"] as? String] }
        #expect(answers[0] == answers[1])
        #expect(answers[0] == ["rejected", "domain-not-associated"])
        #expect(answers[2] == answers[3])
        #expect(answers[2] == ["routed", nil])
        #expect(answers[4] == ["routed", nil])
    }
}
