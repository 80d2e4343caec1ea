import Testing

@testable import EntryPoints

/// Issue 28, item 3: a route's `result`, in the grammar of the Route tables
/// article, read and validated like every other key.
@Suite("Route table decoding: result types")
struct ResultTypeDecodingTests {
    private func route(result: JSONValue) -> JSONValue {
        tableJSON(["id": "a"], ["id": "pick", "exposure": "internal", "result": result])
    }

    // Issue 28, item 3.
    @Test("Every named type, enums and arrays are read")
    func everyType() throws {
        let cases: [(JSONValue, ResultType)] = [
            ("string", .string), ("int", .int), ("number", .number), ("bool", .bool), ("uuid", .uuid),
            (["enum": ["red", "green"]], .enumeration(["red", "green"])),
            (["array": "int"], .array(.int)),
            (["array": ["array": ["enum": ["x"]]]], .array(.array(.enumeration(["x"])))),
        ]
        for (json, type) in cases {
            let table = try RouteTable(json: route(result: json), warnings: .refuse)
            #expect(table.routes[1].result == type)
            #expect(table.routes[0].result == nil)
        }
    }

    // Issue 28, item 3.
    @Test("A bad result type is refused by its JSON path, with a suggestion")
    func refused() {
        #expect(
            decodingProblems(route(result: "integer")) == [
                "routes[1].result: unknown result type \"integer\""
            ])
        #expect(
            decodingProblems(route(result: "strng")) == [
                "routes[1].result: unknown result type \"strng\" (did you mean \"string\"?)"
            ])
        #expect(
            decodingProblems(route(result: ["enum": []])) == [
                "routes[1].result: an enum type must list at least one value"
            ])
        #expect(
            decodingProblems(route(result: ["enum": ["a", "a"]])) == [
                "routes[1].result: enum value \"a\" is listed twice"
            ])
        #expect(
            decodingProblems(route(result: ["array": "uid"])).first?.hasPrefix("routes[1].result.array: unknown")
                == true)
        #expect(
            decodingProblems(route(result: ["enum": ["a"], "array": "int"])) == [
                "routes[1].result: a result type object has \"enum\" or \"array\", not both"
            ])
        #expect(
            decodingProblems(route(result: 3)) == ["routes[1].result: expected a type name or an object, found number"])
    }

    // Issue 28, item 3.
    @Test("A result type built in code is validated too")
    func validatedInCode() {
        let table = RouteTable(routes: [Route("pick", result: .array(.enumeration([])))])
        #expect(table.validate().map(\.description) == ["routes[0].result: an enum type must list at least one value"])
    }
}
