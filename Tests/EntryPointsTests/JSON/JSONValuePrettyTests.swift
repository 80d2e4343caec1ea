import Testing

@testable import EntryPoints

@Suite("Pretty JSON text")
struct JSONValuePrettyTests {
    @Test("The doc example prints as documented")
    func docExample() {
        let value: JSONValue = ["applinks": ["details": [], "ok": true]]
        #expect(value.prettyText == "{\n  \"applinks\": {\n    \"details\": [],\n    \"ok\": true\n  }\n}")
    }

    @Test("Nested arrays and objects indent two spaces per level, members in order")
    func nesting() {
        let value: JSONValue = ["z": [1, ["a": nil, "b": "x\"y"]], "a": [:]]
        let expected = """
            {
              "z": [
                1,
                {
                  "a": null,
                  "b": "x\\"y"
                }
              ],
              "a": {}
            }
            """
        #expect(value.prettyText == expected)
    }

    @Test("Scalars print as their compact text")
    func scalars() {
        for value: JSONValue in [nil, true, 12.5, "é/\n", [], [:]] {
            #expect(value.prettyText == value.jsonText)
        }
    }

    @Test("Pretty text parses back to an equal value")
    func roundTrip() throws {
        let value: JSONValue = ["list": [1, 2.5, "three", [false]], "object": ["key": ["deep": nil]]]
        #expect(try JSONParser().parse(value.prettyText) == value)
    }
}
