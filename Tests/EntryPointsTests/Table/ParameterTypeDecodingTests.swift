import Testing

@testable import EntryPoints

@Suite("Route table decoding: parameter types")
struct ParameterTypeDecodingTests {
    /// A table with one route whose `params` is `params`.
    private func json(params: JSONValue) -> JSONValue {
        tableJSON(
            ["id": "a"], ["id": "b"], ["id": "c"], ["id": "story", "patterns": ["/story/:storyId"], "params": params])
    }

    @Test("Every named type and both object types are read")
    func everyType() throws {
        let params: JSONValue = [
            "s": "string", "i": "int", "n": "number", "b": "bool", "u": "uuid",
            "e": ["enum": ["a", "b"]], "r": ["regex": "^[a-z]+$"],
        ]
        let route = try RouteTable(json: json(params: params), warnings: .refuse).routes[3]
        #expect(
            route.params == [
                "s": .string, "i": .int, "n": .number, "b": .bool, "u": .uuid,
                "e": .enumeration(["a", "b"]), "r": .regex("^[a-z]+$"),
            ])
    }

    @Test("An unknown type name is reported by its path")
    func unknownTypeName() {
        let errors = decodingErrors(json(params: ["storyId": "integer"]))
        #expect(errors == [EntryPointsError(.unknownType, "unknown type \"integer\"", at: "routes[3].params.storyId")])
    }

    @Test("A misspelt type name suggests the close one")
    func misspeltTypeName() {
        #expect(
            decodingProblems(json(params: ["storyId": "strng"])) == [
                "routes[3].params.storyId: unknown type \"strng\" (did you mean \"string\"?)"
            ])
    }

    @Test("A type of another JSON kind is reported")
    func typeWrongKind() {
        #expect(
            decodingProblems(json(params: ["storyId": 1])) == [
                "routes[3].params.storyId: expected a type name or an object, found number"
            ])
    }

    @Test("params must be an object")
    func paramsNotObject() {
        #expect(decodingProblems(json(params: ["int"])) == ["routes[3].params: expected an object, found array"])
    }

    @Test("An enum value that is not a string is reported at its index")
    func enumValueWrongType() {
        #expect(
            decodingProblems(json(params: ["kind": ["enum": ["a", 2]]])) == [
                "routes[3].params.kind.enum[1]: expected a string, found number"
            ])
    }

    @Test("An enum must be an array")
    func enumNotArray() {
        #expect(
            decodingProblems(json(params: ["kind": ["enum": "a"]])) == [
                "routes[3].params.kind.enum: expected an array of strings, found string"
            ])
    }

    @Test("An empty enum is refused")
    func emptyEnum() {
        let errors = decodingErrors(json(params: ["kind": ["enum": []]]))
        #expect(
            errors == [
                EntryPointsError(.unknownType, "an enum type must list at least one value", at: "routes[3].params.kind")
            ])
    }

    @Test("A regex that does not parse is refused, naming where")
    func regexDoesNotCompile() {
        let errors = decodingErrors(json(params: ["slug": ["regex": "[a-z"]]))
        #expect(
            errors == [
                EntryPointsError(
                    .unknownType, "regex \"[a-z\" does not compile at offset 0: a \"[\" is never closed",
                    at: "routes[3].params.slug")
            ])
    }

    @Test("A regex must be a string")
    func regexWrongType() {
        #expect(
            decodingProblems(json(params: ["slug": ["regex": ["a"]]])) == [
                "routes[3].params.slug.regex: expected a string, found array"
            ])
    }

    @Test("A type object without enum or regex is an unknown type")
    func typeObjectWithNeither() {
        let errors = decodingErrors(json(params: ["slug": ["pattern": "x"]]))
        #expect(
            errors == [
                EntryPointsError(.unknownType, "a type object needs \"enum\" or \"regex\"", at: "routes[3].params.slug")
            ])
    }

    @Test("A type object with both enum and regex is an unknown type")
    func typeObjectWithBoth() {
        #expect(
            decodingProblems(json(params: ["slug": ["enum": ["a"], "regex": "a"]])) == [
                "routes[3].params.slug: a type object has \"enum\" or \"regex\", not both"
            ])
    }
}
