import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 27, item 10: an association file's substitution variables and
/// components are capped at load, so neither its memory nor the work of
/// matching one web URL against it grows without bound.
@Suite("Association files are bounded at load")
struct AssociationBoundsTests {
    /// The errors of a file of `components` with `variables`; empty when it loads.
    static func errors(_ components: [JSONValue], variables: JSONValue? = nil) -> [EntryPointsError] {
        do {
            _ = try AssociationTestSupport.file(components, variables: variables)
            return []
        } catch let error as RouteTableError {
            return error.errors
        } catch {
            Issue.record("unexpected \(error)")
            return []
        }
    }

    /// A variable of `count` distinct three-letter values.
    static func variable(values count: Int) -> JSONValue {
        .array((0..<count).map { .string("v\(String($0, radix: 36))") })
    }

    /// The states a file with `uses` uses of a 200-value variable compiles to.
    static func states(uses: Int) throws -> Int {
        var parser = AssociationParser(file: "test.json")
        let components: [JSONValue] = (0..<uses).map { ["/": .string("/$(v)/\($0)")] }
        let entry: JSONObject = ["appID": .string(AssociationTestSupport.app), "components": .array(components)]
        parser.parse(["applinks": ["details": [.object(entry)], "substitutionVariables": ["v": variable(values: 200)]]])
        #expect(parser.errors.isEmpty)
        return parser.states
    }

    // Issue 27, item 10.
    @Test("Each use of a variable counts all its values: N and 4N uses cost 4 times the states, linearly")
    func statesGrowLinearly() throws {
        let small = try Self.states(uses: 10)
        let large = try Self.states(uses: 40)
        #expect(large >= 4 * small - 40 && large <= 4 * small + 40)
    }

    // Issue 27, item 10.
    @Test("A variable expanded into many components is refused by file and JSON path once past the cap")
    func variableAmplificationIsRefused() {
        let components: [JSONValue] = (0..<1_000).map { ["/": .string("/$(v)/$(v)/\($0)")] }
        let errors = Self.errors(components, variables: ["v": Self.variable(values: 5_000)])
        // NB: one error, at the component where the budget ran out; the rest are not compiled.
        #expect(errors.count == 1)
        #expect(errors.first?.location?.hasPrefix("test.json: applinks.details[0].components[") == true)
        #expect(errors.first?.message.contains("pass 100000 states") == true)
    }

    // Issue 27, item 10.
    @Test("More than 10,000 components is refused, naming the first one over")
    func tooManyComponents() {
        let components: [JSONValue] = (0..<10_001).map { ["/": .string("/a\($0)")] }
        let errors = Self.errors(components)
        #expect(errors.map(\.location) == ["test.json: applinks.details[0].components[10000]"])
        #expect(Self.errors(Array(components.prefix(10_000))).isEmpty)
    }

    // Issue 27, item 10.
    @Test("The issue's components `/*a*a*…*b` cannot be loaded in numbers that make one URL cost minutes")
    func wildcardComponents() {
        let pattern = "/" + String(repeating: "*a", count: 40) + "*b"
        let components: [JSONValue] = Array(repeating: ["/": .string(pattern)], count: 20_000)
        let errors = Self.errors(components)
        // NB: the states cap stops it first; the rule cap is reported too.
        #expect(errors.count == 2)
        #expect(errors.first?.message.contains("pass 100000 states") == true)
        #expect(errors.last?.message.contains("more than 10000 rules") == true)
    }

    // Issue 27, item 10.
    @Test("One URL against many costly components stops after its step budget, not after minutes")
    func matchingIsBudgeted() throws {
        let pattern = "/" + String(repeating: "*a", count: 40) + "*b"
        let components: [JSONValue] = Array(repeating: ["/": .string(pattern)], count: 1_190)
        let file = try AssociationTestSupport.file(components)
        let app = AssociationTestSupport.app
        let text = String(repeating: "a", count: 4_000)
        // NB: each component costs about 4,000 x 83 steps on this path: within the
        // budget once, so a path that the first one matches is claimed ...
        #expect(file.evaluate(AssociationURL(path: "/" + text + "b"), appID: app) != .notMatched)
        // ... while one that none matches stops after 2,000,000 steps (7 components), not 1,190.
        var subject = AssociationSubject(AssociationURL(path: "/" + text))
        var tried = 0
        for rule in file.rules(for: app) {
            tried += 1
            if rule.matches(&subject) || subject.budget < 0 { break }
        }
        #expect(subject.budget < 0)
        #expect(tried <= 8)
        #expect(file.evaluate(AssociationURL(path: "/" + text), appID: app) == .notMatched)
    }
}
