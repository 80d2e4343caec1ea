import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 21, point 2: `regex` parameter types run on a linear-time automaton,
/// and patterns it cannot run are refused when the table loads.
@Suite("Linear-time regex")
struct LinearRegexTests {
    static let catastrophic = ["(a+)+$", "^(a|aa)+$", "(.*a){20}", "(a*)*b", "^(a|a?)+$", "(\\w+\\s?)+$", "(a|b|ab)*c"]

    @Test("Classic catastrophic patterns cost at most 2 × program size × (length + 1) steps", arguments: catastrophic)
    func catastrophicPatternsAreLinear(_ pattern: String) throws {
        let regex = try LinearRegex(pattern)
        // NB: 8,000 scalars: a backtracking engine would need longer than the age of the universe.
        for value in [String(repeating: "a", count: 8_000) + "!", String(repeating: "a", count: 8_000)] {
            var steps = 0
            _ = regex.matchesWhole(value, steps: &steps)
            let bound = 2 * regex.program.count * (value.unicodeScalars.count + 1)
            #expect(steps <= bound, "\(pattern): \(steps) steps, bound \(bound)")
        }
    }

    @Test("A value longer than 8,192 bytes never matches, so one match's cost has a ceiling")
    func valueLengthCeiling() throws {
        let regex = try LinearRegex("a*")
        #expect(regex.matchesWhole(String(repeating: "a", count: 8_192)))
        var steps = 0
        #expect(!regex.matchesWhole(String(repeating: "a", count: 8_193), steps: &steps))
        #expect(steps == 0)
    }

    @Test("Catastrophic patterns answer correctly")
    func catastrophicAnswers() throws {
        #expect(try LinearRegex("(a+)+$").matchesWhole(String(repeating: "a", count: 40)))
        #expect(try !LinearRegex("(a+)+$").matchesWhole(String(repeating: "a", count: 40) + "!"))
        #expect(try LinearRegex("^(a|aa)+$").matchesWhole(String(repeating: "a", count: 41)))
        #expect(try !LinearRegex("(.*a){20}").matchesWhole(String(repeating: "a", count: 19)))
        #expect(try LinearRegex("(.*a){20}").matchesWhole(String(repeating: "ba", count: 20)))
    }

    @Test("The accepted syntax matches whole values, case-sensitively")
    func acceptedSyntax() throws {
        let cases: [(String, String, Bool)] = [
            ("^[a-z0-9_]{3,20}$", "abc_1", true), ("^[a-z0-9_]{3,20}$", "ab", false),
            ("[A-Z]{3}[0-9]{2}", "ABC12", true), ("[A-Z]{3}[0-9]{2}", "abc12", false),
            ("a|ab", "ab", true), ("[a-z]+", "abc1", false), ("\\d+", "123", true), ("\\d+", "١٢٣", false),
            ("\\w+", "a_Z9", true), ("\\s", " ", true), ("[^/]+", "a/b", false), ("(?:ab)+", "abab", true),
            ("(?<year>\\d{4})-\\d\\d", "2024-01", true), ("a.c", "a\nc", false), ("a.c", "aéc", true),
            ("[\\d\\-]+", "1-2", true), ("x{2,}", "xxx", true), ("x{2,}", "x", false), ("a*?", "aaa", true),
            ("\\.", ".", true), ("\\.", "a", false), ("a{,2}", "a{,2}", true), ("[]a]", "]", true),
            ("[a-]", "-", true), ("\\$", "$", true), ("", "", true), ("", "a", false), ("^$", "", true),
            ("(a|)", "", true), ("[^\\d]", "x", true), ("[^\\d]", "1", false), ("\\D", "x", true),
        ]
        for (pattern, value, expected) in cases {
            #expect(try LinearRegex(pattern).matchesWhole(value) == expected, "/\(pattern)/ on \(value)")
        }
    }

    @Test("What a linear-time matcher cannot run is refused, with the reason")
    func refusedFeatures() {
        let cases: [(String, String)] = [
            ("(a)\\1", "backreferences"), ("(?=a)a", "lookahead"), ("(?<=a)b", "lookbehind"),
            ("(?>a+)", "atomic groups"), ("a++", "possessive"), ("(?i)a", "inline options"),
            ("\\bword", "boundary"), ("\\p{L}", "Unicode properties"), ("[[:alpha:]]", "POSIX classes"),
            ("a{1001}", "a count above 1000"), ("(a{100}){100}", "more than 1000 instructions"),
            ("a^b", "anchor only at the very start"), ("a$b", "anchor only at the very end"),
            ("[a&&b]", "set operations"),
        ]
        for (pattern, reason) in cases {
            #expect(throws: LinearRegex.Refusal.self) { try LinearRegex(pattern) }
            let message = CompiledRegex.problem(with: pattern) ?? ""
            #expect(message.contains(reason), "\(pattern): \(message)")
            #expect(message.hasPrefix("regex \"\(pattern)\" is refused"), "\(message)")
        }
    }

    @Test("Syntax errors say where")
    func syntaxErrors() {
        #expect(CompiledRegex.problem(with: "(") == #"regex "(" does not compile at offset 0: a "(" is never closed"#)
        #expect(CompiledRegex.problem(with: "a)") == #"regex "a)" does not compile at offset 1: unbalanced ")""#)
        #expect(
            CompiledRegex.problem(with: "*a") == #"regex "*a" does not compile at offset 0: "*" has nothing to repeat"#)
        #expect(CompiledRegex.problem(with: "[z-a]")?.contains("runs backwards") == true)
        #expect(
            CompiledRegex.problem(with: "a\\")
                == #"regex "a\" does not compile at offset 1: a trailing "\" escapes nothing"#)
    }

    @Test("A table with a refused regex is refused, naming the parameter's JSON path")
    func tableRefusesPattern() throws {
        let json = try JSONParser().parse(
            #"{"schemes":["app"],"routes":[{"id":"r","patterns":["/r/:v"],"params":{"v":{"regex":"(a)\\1"}}}]}"#)
        let errors = decodingErrors(json)
        #expect(errors.map(\.location) == ["routes[0].params.v"])
        #expect(errors.first?.message.contains("backreferences are not supported") == true)
    }

    @Test("A catastrophic pattern on a path and on a query item answers at once, through the router")
    func catastrophicThroughTheRouter() throws {
        let json = try JSONParser().parse(
            #"""
            {"schemes":["app"],"routes":[
              {"id":"p","patterns":["/r/:v"],"params":{"v":{"regex":"(a+)+$"}}},
              {"id":"q","patterns":["/q"],"params":{"v":{"regex":"^(a|aa)+$"},"w":{"regex":"(.*a){20}"}}}]}
            """#)
        let router = try Router(RouteTable.decode(json, warnings: .refuse))
        let run = String(repeating: "a", count: 8_000)
        // NB: each would take hours under backtracking; here they simply complete.
        #expect(router.resolve(.url(URLEntry("app://r/\(run)!"))).outcome.reason == .noRoute)
        #expect(router.resolve(.url(URLEntry("app://r/\(run)"))).outcome.status == .routed)
        #expect(router.resolve(.url(URLEntry("app://q?v=\(run)!"))).outcome.reason == .badParameter)
        #expect(
            router.resolve(.url(URLEntry("app://q?w=\(String(repeating: "b", count: 8_000))"))).outcome.reason
                == .badParameter)
    }
}
