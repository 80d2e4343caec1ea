import Testing

@testable import EntryPoints

/// Rule 17 of `AssociationRules.md`: matching cost stays bounded on hostile input.
///
/// NB: no timing is asserted (a shared machine's clock proves nothing); these inputs
/// would take hours under backtracking, so finishing at all is the proof, and the
/// one-minute limit only turns a regression into a failure instead of a hang.
@Suite("Association matching cost", .timeLimit(.minutes(1)))
struct AssociationCostTests {
    typealias Support = AssociationTestSupport

    @Test("Rule 17: *a*a*a…*b against a long path of a's answers at once")
    func hostileStars() throws {
        let pattern = "/" + String(repeating: "*a", count: 40) + "*b"
        let path = "/" + String(repeating: "a", count: 8_000)
        #expect(try !Support.path(pattern, claims: path))
    }

    @Test("Rule 17: the same hostile pattern still matches when it should")
    func hostileStarsMatch() throws {
        let pattern = "/" + String(repeating: "*a", count: 40) + "*b"
        #expect(try Support.path(pattern, claims: "/" + String(repeating: "a", count: 2_000) + "b"))
    }

    @Test("Rule 17: ?-runs and variables with many values stay bounded")
    func hostileQuestionMarksAndVariables() throws {
        let variables: JSONValue = ["v": .array((0..<50).map { .string("a\($0)*") })]
        let pattern = "/" + String(repeating: "$(v)?", count: 10) + "$(region)"
        let path = "/" + String(repeating: "a1", count: 1_000)
        #expect(try !Support.claims([["/": .string(pattern)]], path, variables: variables))
    }
}
