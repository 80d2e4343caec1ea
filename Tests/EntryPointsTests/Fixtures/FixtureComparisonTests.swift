import EntryPointsTooling
import Testing

/// The comparison rules `entryd test` and EntryPointsTesting share, one test per rule.
// Issue 29, item 1.
@Suite("Fixture comparison rules")
struct FixtureComparisonTests {
    func differences(
        _ expected: String, _ actual: String, _ strictness: FixtureComparison.Strictness = .contract
    ) -> [FixtureComparison.Difference] {
        FixtureComparison.differences(
            expected: Array(expected.utf8), actual: Array(actual.utf8), strictness: strictness)
    }

    let routed = #"{"line":1,"entry":"url","status":"routed","route":"home","params":{}}"#

    @Test("Equal lines pass; blank lines, whitespace-only lines and CRLF are not lines")
    func equalLinesPass() {
        #expect(differences(routed + "\n", routed + "\n").isEmpty)
        #expect(differences("\n  \n" + routed + "\r\n\t\n", routed).isEmpty)
    }

    @Test("A missing or extra line is a difference, numbered by its line in expected.jsonl")
    func lineCounts() {
        let missing = differences("\n" + routed + "\n" + routed + "\n", routed + "\n")
        #expect(missing.map(\.kind) == [.missingLine])
        #expect(missing.first?.line == 3, "blank line 1 still counts in the numbering")
        let extra = differences(routed + "\n", routed + "\n" + routed + "\n")
        #expect(extra.map(\.kind) == [.extraLine])
        #expect(extra.first?.line == 2)
    }

    @Test("Every key of the expected line must equal the actual one, compared as JSON values")
    func values() {
        let other = routed.replacingOccurrences(of: #""home""#, with: #""inbox""#)
        let found = differences(routed, other)
        #expect(found.map(\.kind) == [.keys(["route"])])
        #expect(found.first?.values.map(\.expected) == [#""home""#])
        #expect(found.first?.values.map(\.actual) == [#""inbox""#])
        #expect(differences(#"{"a":{"x":1,"y":[1,2]}}"#, #"{"a":{"x":1,"y":[1,2]}}"#).isEmpty)
        #expect(differences(#"{"a":1}"#, #"{"a":"1"}"#).map(\.kind) == [.keys(["a"])])
    }

    @Test("\"message\":\"*\" accepts any sentence but not a missing message or a non-string")
    func messageWildcard() {
        let expected = #"{"status":"unmatched","message":"*"}"#
        #expect(differences(expected, #"{"status":"unmatched","message":"no route takes /x"}"#).isEmpty)
        #expect(differences(expected, #"{"status":"unmatched"}"#).map(\.kind) == [.keys(["message"])])
        #expect(differences(expected, #"{"status":"unmatched","message":1}"#).map(\.kind) == [.keys(["message"])])
        #expect(differences(#"{"route":"*"}"#, #"{"route":"home"}"#).map(\.kind) == [.keys(["route"])], "only message")
    }

    @Test("Under the format's rules, keys the expected line leaves out and the order of keys do not matter")
    func contractIgnoresExtraKeysAndOrder() {
        #expect(differences(#"{"a":1}"#, #"{"a":1,"resumed":true}"#).isEmpty)
        #expect(differences(#"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#).isEmpty)
        #expect(differences(#"{"a":1,"b":2}"#, #"{"b":2}"#).map(\.kind) == [.keys(["a"])])
    }

    @Test("Exact: a key the expected line lacks is a difference; keys must come in the same order")
    func extraKeysAndOrder() {
        #expect(differences(#"{"a":1}"#, #"{"a":1,"resumed":true}"#, .exact).map(\.kind) == [.keys(["resumed"])])
        #expect(differences(#"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#, .exact).map(\.kind) == [.keyOrder])
    }

    // Issue 38 (the formats' section 8): the members scenes, tracking and resolution add.
    @Test("Exact: an unexpected scene, tracking or opened is a difference, and section 8's members keep their order")
    func sectionEightMembers() {
        let line = #"{"line":1,"entry":"url","status":"routed","route":"home","params":{}"#
        let tracked = line + #","tracking":{"utm_source":"mail"},"scene":"auto-1","from":"1","opened":true}"#
        #expect(
            differences(line + "}", tracked, .exact).map(\.kind) == [.keys(["tracking", "scene", "from", "opened"])])
        #expect(differences(line + "}", tracked).isEmpty)
        let reordered = line + #","scene":"auto-1","tracking":{"utm_source":"mail"},"from":"1","opened":true}"#
        #expect(differences(tracked, reordered, .exact).map(\.kind) == [.keyOrder])
    }

    @Test("A line that is not a JSON object is a difference on its side")
    func notJSON() {
        #expect(differences("{oops", routed).map(\.kind) == [.expectedNotJSON])
        #expect(differences(routed, "[1]").map(\.kind) == [.actualNotJSON])
    }

    @Test("A record keeps \"*\" where the old line had it and the new one has a message, and nowhere else")
    func recordKeepsWildcards() {
        let old = #"{"line":1,"status":"unmatched","message":"*"}"# + "\n" + #"{"line":2,"status":"ok"}"# + "\n"
        let output =
            #"{"line":1,"status":"unmatched","message":"no route"}"# + "\n"
            + #"{"line":2,"status":"rejected","message":"bad"}"# + "\n" + #"{"line":3,"status":"ok"}"# + "\n"
        let recorded = String(
            decoding: FixtureFolder.recordedExpectation(output: Array(output.utf8), previous: Array(old.utf8)),
            as: UTF8.self)
        #expect(
            recorded == #"{"line":1,"status":"unmatched","message":"*"}"# + "\n"
                + #"{"line":2,"status":"rejected","message":"bad"}"# + "\n" + #"{"line":3,"status":"ok"}"# + "\n")
    }
}
