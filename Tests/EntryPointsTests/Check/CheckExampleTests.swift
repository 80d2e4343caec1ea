import EntryPointsTesting
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 40, item 1 (the formats' section 8.5): `entryd check` routes every
/// example as on a ready app where every guard holds, and warns
/// `check.example-mismatch` at `routes[i].examples[j]` when it does not open
/// its route with the parameters it gives.
@Suite("Check: examples")
struct CheckExampleTests {
    @Test("Each example that does not open its route is a warning at its JSON path; the others pass")
    func mismatches() {
        let report = checkFixture("example-mismatch")
        #expect(report.status == .passed)
        #expect(
            report.findings(.checkExampleMismatch).map { $0.location ?? "-" } == [
                "routes[0].examples[2]", "routes[0].examples[3]", "routes[0].examples[4]", "routes[0].examples[5]",
                "routes[3].examples[0]", "routes[4].examples[0]",
            ])
        #expect(report.findings(.checkExampleMismatch).allSatisfy { $0.severity == .warning })
    }

    @Test("The message names the example, its route and what it gave instead")
    func messages() {
        let messages = checkFixture("example-mismatch").findings(.checkExampleMismatch).map(\.message)
        #expect(messages.count == 6)
        guard messages.count == 6 else { return }
        #expect(
            messages[0]
                == #"example "news://story/42" of route story gives params {"storyId":42}, not {"storyId":"42"}"#)
        #expect(
            messages[1] == #"example "news://story/latest" of route story opens route latest instead, with params {}"#)
        #expect(
            messages[2].hasPrefix(
                #"example "news://stories/42" of route story is unmatched (no-route) instead of opening it: "#))
        #expect(
            messages[3]
                == #"example "https://news.example/story/7?ref=mail" of route story gives params {"storyId":7,"ref":"mail"}, not {"storyId":7}"#
        )
        #expect(
            messages[4].hasPrefix(#"example "https://news.example/drafts/1" of route drafts is rejected (not-claimed)"#)
        )
        #expect(messages[5].hasPrefix(#"example "news://admin" of route help is rejected (not-exposed)"#))
    }

    @Test("Guards hold, internal routes take bare paths as intents, and parameters compare in any order")
    func passingExamples() throws {
        let json: JSONValue = [
            "schemes": ["app"], "guards": ["signedIn": ["redirect": "login"], "premium": [:]],
            "routes": [
                [
                    "id": "stats", "patterns": ["/stats/:range"], "requires": ["signedIn", "premium"],
                    "examples": [["url": "app://stats/week?x=1", "params": ["x": "1", "range": "week"]]],
                ],
                [
                    "id": "debug", "patterns": ["/debug"], "exposure": "internal",
                    "examples": ["/debug", "app://debug"],
                ],
                ["id": "login", "patterns": ["/login"], "examples": ["app://login"]],
            ],
        ]
        let report = try checkTable(json)
        #expect(report.findings(.checkExampleMismatch).isEmpty, "\(report.summaries)")
    }

    @Test("A mismatch refuses a strict check")
    func strictRefuses() {
        #expect(checkFixture("example-mismatch", strict: true).status == .refused)
    }

    @Test("A refused table's examples are not routed")
    func refusedTable() {
        let table = RouteTable(
            schemes: ["app"],
            routes: [Route("a", patterns: ["/a"], examples: [Route.Example("app://b")]), Route("a", patterns: ["/b"])])
        let report = CheckReport.check(table)
        #expect(report.status == .refused)
        #expect(report.findings(.checkExampleMismatch).isEmpty)
    }
}
