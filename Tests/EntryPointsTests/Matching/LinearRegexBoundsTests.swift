import Testing

@testable import EntryPoints

/// Issue 27, items 1 and 2: the regex parser and compiler are bounded by
/// nesting depth and by the work compilation does, so no pattern crashes or
/// hangs the table's load.
@Suite("Regex parsing and compilation are bounded")
struct LinearRegexBoundsTests {
    /// The table of one route whose parameter `v` has the regex `pattern`, as JSON text.
    static func table(regex pattern: String) -> String {
        #"{"schemes":["app"],"routes":[{"id":"r","patterns":["/r/:v"],"params":{"v":{"regex":""#
            + pattern + #""}}}]}"#
    }

    // Issue 27, item 1.
    @Test("40 KB of nested groups is refused by JSON path, not a stack overflow")
    func deepGroupsAreRefused() throws {
        let pattern = String(repeating: "(", count: 20_000) + "a" + String(repeating: ")", count: 20_000)
        let errors = decodingErrors(try JSONParser().parse(Self.table(regex: pattern)))
        #expect(errors.map(\.location) == ["routes[0].params.v"])
        #expect(errors.first?.message.contains("nest more than 100 deep") == true)
    }

    // Issue 27, item 1.
    @Test("A 40 KB chain of {1} quantifiers is refused by JSON path, not a stack overflow")
    func quantifierChainsAreRefused() throws {
        let pattern = "a" + String(repeating: "{1}", count: 13_000)
        let errors = decodingErrors(try JSONParser().parse(Self.table(regex: pattern)))
        #expect(errors.map(\.location) == ["routes[0].params.v"])
        #expect(errors.first?.message.contains("nest more than 100 deep") == true)
    }

    // Issue 27, item 1.
    @Test("Groups and quantifiers count together: 100 levels compile, 101 do not")
    func depthCountsGroupsAndQuantifiers() throws {
        let groups = String(repeating: "(", count: 50) + "a" + String(repeating: ")", count: 50)
        #expect((try? LinearRegex(groups + String(repeating: "{1}", count: 50))) != nil)
        #expect(throws: LinearRegex.Refusal.self) { try LinearRegex(groups + String(repeating: "{1}", count: 51)) }
        // NB: each level is a group and two quantifiers of it: 34 levels are 102 deep.
        let nested = String(repeating: "(", count: 34) + "a" + String(repeating: "){1}{1}", count: 34)
        #expect(throws: LinearRegex.Refusal.self) { try LinearRegex(nested) }
        let shallower = String(repeating: "(", count: 33) + "a" + String(repeating: "){1}{1}", count: 33)
        #expect((try? LinearRegex(shallower)) != nil)
        // NB: alternatives side by side are not deeper than one of them.
        #expect(
            (try? LinearRegex(Array(repeating: groups, count: 20).joined(separator: "|"))) != nil)
    }

    // Issue 27, item 2.
    @Test("Counted repetitions of an empty group are refused by the work they cost, not expanded")
    func emptyRepetitionsAreRefused() throws {
        for pattern in ["(){1000}{1000}{1000}", "(){1000}{1000}{1000}{1000}", "(|){1000}(){1000}{1000}"] {
            var parser = LinearRegexParser(pattern)
            let tree = try parser.parse()
            var compiler = LinearRegexCompiler()
            #expect(throws: LinearRegex.Refusal.self) { try compiler.emit(tree) }
            #expect(compiler.work <= LinearRegexCompiler.maximumWork + 1)
        }
        let errors = decodingErrors(try JSONParser().parse(Self.table(regex: "(){1000}{1000}{1000}")))
        #expect(errors.map(\.location) == ["routes[0].params.v"])
        #expect(errors.first?.message.contains("more than 20000 steps") == true)
    }

    // Issue 27, item 2.
    @Test("Compilation work grows linearly with the repetition count: N and 4N")
    func compilationWorkIsLinear() throws {
        func work(_ count: Int) throws -> Int {
            var parser = LinearRegexParser("(?:b|()){\(count)}")
            var compiler = LinearRegexCompiler()
            try compiler.emit(try parser.parse())
            return compiler.work
        }
        let small = try work(50)
        let large = try work(200)
        #expect(large <= 4 * small + 4)
        #expect(large >= 4 * small - 4)
    }
}
