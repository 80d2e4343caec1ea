import Testing
@testable import EntryPoints

@Suite("Parameter types")
struct ParameterConverterTests {
    func convert(_ type: ParameterType, _ text: String) throws -> JSONValue? {
        try ParameterConverter(type).convert(text)
    }

    @Test(
        "int takes an optional minus and digits, leading zeros allowed",
        arguments: [
            ("42", "42"), ("-7", "-7"), ("007", "7"), ("-0", "0"),
            ("9223372036854775807", "9223372036854775807"), ("-9223372036854775808", "-9223372036854775808"),
        ])
    func intAccepts(text: String, literal: String) throws {
        #expect(try convert(.int, text) == .number(JSONNumber(literal: literal)!))
    }

    @Test(
        "int refuses anything else", arguments: ["", "-", "+5", "4.0", "1e3", "9223372036854775808", "12a", " 1", "٣"])
    func intRefuses(text: String) throws {
        #expect(try convert(.int, text) == nil)
    }

    // Issue 27, item 8: the value is the double's shortest round-trip form.
    @Test(
        "number follows JSON's grammar, written in shortest form",
        arguments: [("0", "0"), ("-1.5", "-1.5"), ("3.50", "3.5"), ("1e5", "100000"), ("2E-3", "0.002")])
    func numberAccepts(text: String, written: String) throws {
        #expect(try convert(.number, text) == .number(JSONNumber(literal: written)!))
    }

    @Test(
        "number refuses plus, NaN, bare dots and leading zeros", arguments: ["+1", "NaN", ".5", "5.", "01", "Infinity"])
    func numberRefuses(text: String) throws {
        #expect(try convert(.number, text) == nil)
    }

    @Test(
        "bool takes true/false/1/0/yes/no in any case",
        arguments: [
            ("true", true), ("TRUE", true), ("1", true), ("Yes", true), ("false", false), ("0", false), ("NO", false),
        ])
    func boolAccepts(text: String, value: Bool) throws {
        #expect(try convert(.bool, text) == .bool(value))
    }

    @Test("bool refuses other words", arguments: ["y", "on", "2", ""])
    func boolRefuses(text: String) throws {
        #expect(try convert(.bool, text) == nil)
    }

    @Test("uuid is written out in lowercase canonical form")
    func uuidLowercased() throws {
        #expect(try convert(.uuid, "3F2504E0-4F89-11D3-9A0C-0305E82C3301") == "3f2504e0-4f89-11d3-9a0c-0305e82c3301")
    }

    @Test(
        "uuid refuses other shapes",
        arguments: [
            "3F2504E04F8911D39A0C0305E82C3301", "{3F2504E0-4F89-11D3-9A0C-0305E82C3301}",
            "3F2504E0-4F89-11D3-9A0C-0305E82C330G",
        ])
    func uuidRefuses(text: String) throws {
        #expect(try convert(.uuid, text) == nil)
    }

    @Test("enum compares case-sensitively")
    func enumCaseSensitive() throws {
        #expect(try convert(.enumeration(["posts", "likes"]), "posts") == "posts")
        #expect(try convert(.enumeration(["posts", "likes"]), "Posts") == nil)
    }

    @Test("regex must match the whole value")
    func regexWholeValue() throws {
        #expect(try convert(.regex("[a-z]+"), "abc") == "abc")
        #expect(try convert(.regex("[a-z]+"), "abc1") == nil)
        #expect(try convert(.regex("a|ab"), "ab") == "ab")
        #expect(try convert(.regex("^[a-z]+$"), "abc") == "abc")
    }

    @Test("a regex that does not compile is refused")
    func regexMustCompile() {
        #expect(throws: EntryPointsError.self) { try ParameterConverter(.regex("([a-z")) }
    }

    @Test("JSON values convert when of the type's own kind or a string that converts")
    func jsonValues() throws {
        let int = try ParameterConverter(.int)
        #expect(int.convert(JSONValue.number(JSONNumber(literal: "4.0")!)) == 4)
        #expect(int.convert(JSONValue.number(JSONNumber(literal: "4.5")!)) == nil)
        #expect(int.convert(JSONValue.string("12")) == 12)
        #expect(int.convert(JSONValue.bool(true)) == nil)
        #expect(int.convert(JSONValue.null) == nil)
        #expect(try ParameterConverter(.bool).convert(JSONValue.bool(false)) == false)
        #expect(try ParameterConverter(.string).convert(JSONValue.number(JSONNumber(3))) == nil)
        #expect(try ParameterConverter(.number).convert(JSONValue.array([])) == nil)
    }
}
