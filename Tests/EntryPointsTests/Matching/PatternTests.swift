import Testing
@testable import EntryPoints

@Suite("Pattern grammar")
struct PatternTests {
    @Test("A leading slash is optional")
    func leadingSlashOptional() throws {
        #expect(try Pattern("story/:id").variants == Pattern("/story/:id").variants)
    }

    @Test("Empty segments in a pattern are ignored")
    func emptySegmentsIgnored() throws {
        #expect(try Pattern("//story///:id/").variants.map(\.description) == ["/story/:id"])
    }

    @Test("An optional group stands for the pattern with and without it")
    func optionalGroupExpands() throws {
        #expect(try Pattern("/user/:id(/:tab)").variants.map(\.description) == ["/user/:id", "/user/:id/:tab"])
    }

    @Test("Optional groups nest")
    func nestedGroups() throws {
        let variants = try Pattern("/a(/b(/c))").variants.map(\.description)
        #expect(variants == ["/a", "/a/b", "/a/b/c"])
    }

    @Test("A bare * captures nothing and a named one captures a name")
    func catchAllNames() throws {
        #expect(try Pattern("/files/*").variants[0].components.last == .catchAll(nil))
        #expect(try Pattern("/files/*path").variants[0].parameterNames == ["path"])
    }

    @Test("A catch-all anywhere but last is refused")
    func catchAllMustBeLast() {
        let error = #expect(throws: EntryPointsError.self) { try Pattern("/files/*path/edit") }
        #expect(error?.code == .badPattern)
    }

    @Test("Unbalanced parentheses are refused with their offset")
    func unbalancedParentheses() {
        let open = #expect(throws: EntryPointsError.self) { try Pattern("/a(/b") }
        #expect(open?.message.contains("unbalanced '('") == true)
        let close = #expect(throws: EntryPointsError.self) { try Pattern("/a)/b") }
        #expect(close?.message.contains("offset 2") == true)
    }

    @Test("A parameter named twice is refused")
    func duplicateParameter() {
        let error = #expect(throws: EntryPointsError.self) { try Pattern("/a/:id/b/:id") }
        #expect(error?.message.contains("appears twice") == true)
    }

    @Test("A parameter without a name is refused")
    func emptyParameterName() {
        #expect(throws: EntryPointsError.self) { try Pattern("/a/:") }
    }

    @Test("Percent escapes in literals are decoded, so either spelling matches")
    func literalsDecoded() throws {
        #expect(try Pattern("/r%C3%A9sum%C3%A9").variants[0].components == [.literal("résumé")])
    }

    @Test("Too many optional groups are refused")
    func tooManyGroups() {
        #expect(throws: EntryPointsError.self) { try Pattern("/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)(/j)") }
    }
}
