import Testing

@testable import EntryPoints

@Suite("JSON parser")
struct JSONParserTests {
    private let parser = JSONParser()

    /// The error that parsing `bytes` throws, if any.
    private func failure(_ bytes: [UInt8], maximumDepth: Int = 512) -> JSONParseError? {
        do {
            _ = try JSONParser(maximumDepth: maximumDepth).parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String, maximumDepth: Int = 512) -> JSONParseError? {
        failure(Array(text.utf8), maximumDepth: maximumDepth)
    }

    // MARK: Values

    @Test("The doc example parses as documented")
    func docExample() throws {
        let value = try JSONParser().parse(#"{"storyId": 42, "tags": ["a", "b"]}"#)
        #expect(value["storyId"] == .number(JSONNumber(42)))
        #expect(value["tags"] == .array(["a", "b"]))
    }

    @Test("Literals parse to Booleans and null")
    func literals() throws {
        #expect(try parser.parse("true") == .bool(true))
        #expect(try parser.parse("false") == .bool(false))
        #expect(try parser.parse("null") == .null)
    }

    @Test("A scalar is a whole JSON text")
    func topLevelScalars() throws {
        #expect(try parser.parse(#""hi""#) == .string("hi"))
        #expect(try parser.parse("-12.5") == .number(JSONNumber(literal: "-12.5")!))
    }

    @Test("Empty containers parse")
    func emptyContainers() throws {
        #expect(try parser.parse("[]") == .array([]))
        #expect(try parser.parse("{}") == .object(JSONObject()))
        #expect(try parser.parse("[[],{},[{}]]") == .array([.array([]), .object([:]), .array([.object([:])])]))
    }

    @Test("Space, tab, line feed and carriage return are whitespace anywhere between tokens")
    func whitespace() throws {
        let value = try parser.parse(" \t\r\n{ \"a\" :\t[ 1 ,\r\n2 ] , \"b\"\n:\rnull }\n ")
        #expect(value == ["a": [1, 2], "b": nil])
    }

    @Test(
        "Other whitespace characters are not JSON whitespace",
        arguments: [
            ([0x0C, 0x31], "unexpected U+000C at byte 0"),
            ([0x0B, 0x31], "unexpected U+000B at byte 0"),
            ([0xC2, 0xA0, 0x31], "unexpected U+00A0 at byte 0"),
            ([0x31, 0xE2, 0x80, 0xA8], "unexpected U+2028 after the JSON value at byte 1"),
        ] as [([UInt8], String)])
    func otherWhitespace(bytes: [UInt8], message: String) {
        let error = failure(bytes)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test("Object members keep their order")
    func memberOrder() throws {
        let value = try parser.parse(#"{"z":1,"a":2,"m":3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
    }

    // Issue 21, point 4 (the Event and result formats article (Edge cases)): two readers taking the first and the last of
    // two `type` keys must never see different events, so a repeated name is refused.
    @Test("A repeated member name is refused, naming it and where it is")
    func duplicateKeys() throws {
        let error = #expect(throws: JSONParseError.self) { try parser.parse(#"{"a":1,"b":2,"a":3}"#) }
        #expect(error?.message == #"duplicate member name "a" at byte 13"#)
        #expect(error?.kind == .malformed)
        let nested = #expect(throws: JSONParseError.self) { try parser.parse(#"[{"x":{"k":1,"k":1}}]"#) }
        #expect(nested?.message == #"duplicate member name "k" at byte 13"#)
        // The same name in different objects is fine; so is a large object without repeats.
        _ = try parser.parse(#"{"a":{"a":1},"b":{"a":2}}"#)
        let many = (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        _ = try parser.parse("{" + many + "}")
        let repeated = #expect(throws: JSONParseError.self) { try parser.parse("{" + many + #","k42":0}"#) }
        #expect(repeated?.message.hasPrefix(#"duplicate member name "k42""#) == true)
    }

    @Test("Arrays keep their order and mix kinds")
    func arrays() throws {
        let value = try parser.parse(#"[1,"two",true,null,{"x":[]},[3]]"#)
        #expect(value == [1, "two", true, nil, ["x": []], [3]])
    }

    @Test("The three entry points agree, and String offsets count UTF-8 bytes")
    func entryPointsAgree() throws {
        let text = #"["é",]"#
        let bytes = Array(text.utf8)
        let fromString = #expect(throws: JSONParseError.self) { try parser.parse(text) }
        let fromArray = #expect(throws: JSONParseError.self) { try parser.parse(bytes) }
        let fromBuffer = #expect(throws: JSONParseError.self) {
            try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try parser.parse(buffer) }
        }
        #expect(fromString?.message == "unexpected ']' at byte 6")
        #expect(fromArray == fromString)
        #expect(fromBuffer == fromString)
    }

    // MARK: Numbers

    @Test(
        "Valid numbers keep their literal exactly",
        arguments: [
            "0", "-0", "7", "-12", "1.50", "0.001", "1e5", "1E+2", "2e-3", "-0.0e-0",
            "1e999", "-1e-999", "123456789012345678901234567890", "18446744073709551616",
        ])
    func validNumbers(literal: String) throws {
        let value = try parser.parse(literal)
        #expect(value.numberValue?.literal == literal)
    }

    @Test("Numbers inside containers end at the next token")
    func numbersInContainers() throws {
        let value = try parser.parse("[0,-1.5e3,2]")
        #expect(value.arrayValue?.compactMap { $0.numberValue?.literal } == ["0", "-1.5e3", "2"])
    }

    @Test(
        "Numbers outside JSON's grammar are named whole",
        arguments: [
            ("01", "number '01' is not valid JSON at byte 0"),
            ("-01", "number '-01' is not valid JSON at byte 0"),
            ("+1", "number '+1' is not valid JSON at byte 0"),
            (".5", "number '.5' is not valid JSON at byte 0"),
            ("1.e3", "number '1.e3' is not valid JSON at byte 0"),
            ("1.2.3", "number '1.2.3' is not valid JSON at byte 0"),
            ("--1", "number '--1' is not valid JSON at byte 0"),
            ("1e+-2", "number '1e+-2' is not valid JSON at byte 0"),
            ("[1.]", "number '1.' is not valid JSON at byte 1"),
            ("[-]", "number '-' is not valid JSON at byte 1"),
            (#"{"a":1ee}"#, "number '1ee' is not valid JSON at byte 5"),
        ])
    func invalidNumbers(text: String, message: String) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test(
        "A number cut short by the end of input is an early end",
        arguments: [
            ("-", 1), ("1.", 2), ("2e", 2), ("2e-", 3), ("[1.", 3),
        ])
    func truncatedNumbers(text: String, offset: Int) {
        let error = failure(text)
        #expect(error?.message == "unexpected end of input at byte \(offset)")
        #expect(error?.offset == offset)
    }

    @Test(
        "Names that are not literals are unexpected",
        arguments: [
            ("NaN", "unexpected 'N' at byte 0"),
            ("Infinity", "unexpected 'I' at byte 0"),
            ("True", "unexpected 'T' at byte 0"),
            ("trux", "unexpected 'x' at byte 3"),
            ("[nul]", "unexpected ']' at byte 4"),
            ("tru", "unexpected end of input at byte 3"),
        ])
    func badLiterals(text: String, message: String) {
        #expect(failure(text)?.message == message)
    }

    // MARK: Structure

    @Test("Empty input is an early end at byte 0")
    func emptyInput() {
        let error = failure([UInt8]())
        #expect(error?.kind == .malformed)
        #expect(error?.offset == 0)
        #expect(error?.message == "unexpected end of input at byte 0")
    }

    @Test("Whitespace alone is an early end at the input's length")
    func whitespaceOnly() {
        #expect(failure(" \n\t ")?.message == "unexpected end of input at byte 4")
    }

    @Test(
        "Input that stops inside a value ends early at its length",
        arguments: [
            (#"{"a":1"#, 6), (#"{"a":"#, 5), (#"{"a""#, 4), ("[1,", 3), ("[", 1), (#"{"line":1,"id":"#, 15),
            (#"{"type":"url","ur"#, 17),
        ])
    func truncatedInput(text: String, offset: Int) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.offset == offset)
        #expect(error?.message == "unexpected end of input at byte \(offset)")
    }

    @Test("A trailing comma is unexpected at the closing bracket")
    func trailingComma() {
        #expect(failure(#"{"a":1,}"#)?.message == "unexpected '}' at byte 7")
        #expect(failure("[1,]")?.message == "unexpected ']' at byte 3")
        #expect(failure(#"{"a": [1, 2],}"#)?.message == "unexpected '}' at byte 13")
    }

    @Test(
        "Misplaced tokens are unexpected where they stand",
        arguments: [
            ("[1 2]", "unexpected '2' at byte 3"),
            ("[,1]", "unexpected ',' at byte 1"),
            (#"{"a" 1}"#, "unexpected '1' at byte 5"),
            (#"{"a":1 "b":2}"#, "unexpected '\"' at byte 7"),
            ("{1:2}", "unexpected '1' at byte 1"),
            ("{,}", "unexpected ',' at byte 1"),
            (#"{"a":}"#, "unexpected '}' at byte 5"),
            ("[1}", "unexpected '}' at byte 2"),
            (#"{"a":1]"#, "unexpected ']' at byte 6"),
            ("]", "unexpected ']' at byte 0"),
            (":", "unexpected ':' at byte 0"),
            ("'a'", "unexpected ''' at byte 0"),
        ])
    func misplacedTokens(text: String, message: String) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test(
        "Anything but whitespace after the value is refused",
        arguments: [
            ("{} x", "unexpected 'x' after the JSON value at byte 3"),
            ("1 2", "unexpected '2' after the JSON value at byte 2"),
            ("[]]", "unexpected ']' after the JSON value at byte 2"),
            ("truex", "unexpected 'x' after the JSON value at byte 4"),
            ("0x1F", "unexpected 'x' after the JSON value at byte 1"),
            (#"{"a":1}{"b":2}"#, "unexpected '{' after the JSON value at byte 7"),
        ])
    func trailingContent(text: String, message: String) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test("A NUL byte after the value names its code point")
    func trailingNul() {
        #expect(failure([0x31, 0x00])?.message == "unexpected U+0000 after the JSON value at byte 1")
    }

    @Test("A byte order mark is not skipped")
    func byteOrderMark() {
        let error = failure([0xEF, 0xBB, 0xBF, 0x31])
        #expect(error?.kind == .malformed)
        #expect(error?.message == "unexpected U+FEFF at byte 0")
    }

    @Test("Errors print as their message")
    func errorDescription() {
        let error = failure("[")
        #expect(error.map(String.init(describing:)) == "unexpected end of input at byte 1")
    }

    @Test("Parse errors map to the library's JSON error codes")
    func libraryErrorCodes() {
        let malformed = failure("[").map(EntryPointsError.init)
        let encoding = failure([0xFF]).map(EntryPointsError.init)
        let depth = failure("[[", maximumDepth: 1).map(EntryPointsError.init)
        #expect(malformed?.code == .malformedJSON)
        #expect(malformed?.message == "unexpected end of input at byte 1")
        #expect(encoding?.code == .badEncoding)
        #expect(depth?.code == .nestingTooDeep)
    }

    // MARK: Depth

    @Test("Nesting up to the limit parses")
    func nestingAtLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try parser.parse(text) }
    }

    @Test("One bracket beyond the limit is too deep, at that bracket")
    func nestingBeyondLimit() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = failure(text)
        #expect(error?.kind == .tooDeep)
        #expect(error?.offset == 512)
        #expect(error?.message == "nesting deeper than 512 at byte 512")
    }

    @Test("A million opening brackets fail fast at the limit")
    func millionBrackets() {
        let error = failure([UInt8](repeating: UInt8(ascii: "["), count: 1_000_000))
        #expect(error?.kind == .tooDeep)
        #expect(error?.message == "nesting deeper than 512 at byte 512")
    }

    @Test("Objects and arrays both count toward a custom limit")
    func customLimit() throws {
        #expect(try JSONParser(maximumDepth: 2).parse(#"{"a":[1]}"#) == ["a": [1]])
        let error = failure(#"{"a":{"b":{}}}"#, maximumDepth: 2)
        #expect(error?.kind == .tooDeep)
        #expect(error?.message == "nesting deeper than 2 at byte 10")
    }

    @Test("An empty container still counts as a level")
    func emptyContainerDepth() {
        #expect(failure("[[[]]]", maximumDepth: 2)?.message == "nesting deeper than 2 at byte 2")
    }

    @Test("A limit of zero allows only scalars")
    func zeroLimit() throws {
        #expect(try JSONParser(maximumDepth: 0).parse("1") == 1)
        #expect(failure("[]", maximumDepth: 0)?.kind == .tooDeep)
    }

    @Test("A raised limit allows deeper nesting without recursion")
    func raisedLimit() throws {
        let depth = 2_000
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        var value = try JSONParser(maximumDepth: depth).parse(text)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            value = elements[0]
        }
        #expect(levels == depth)
    }

    // MARK: Encoding

    @Test(
        "Invalid UTF-8 is a bad encoding at the first byte of the bad sequence",
        arguments: [
            ([0x22, 0x80, 0x22], 1),  // stray continuation byte
            ([0x22, 0xC0, 0xAF, 0x22], 1),  // overlong two-byte form of '/'
            ([0x22, 0xC1, 0xBF, 0x22], 1),  // overlong two-byte form
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1),  // overlong three-byte form
            ([0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], 1),  // overlong four-byte form
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // the surrogate U+D800 encoded
            ([0x22, 0xED, 0xBF, 0xBF, 0x22], 1),  // the surrogate U+DFFF encoded
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // U+110000, beyond Unicode
            ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),  // a lead byte that never occurs
            ([0x22, 0xFF, 0x22], 1),
            ([0x22, 0x61, 0xC3, 0x22], 2),  // a sequence cut short by the quote
            ([0x22, 0xE2, 0x82, 0x22], 1),  // three-byte sequence missing its last byte
            ([0x22, 0x61, 0x62, 0xC3], 3),  // a sequence cut short by the end of input
            ([0x5B, 0x31, 0x2C, 0xFE, 0x5D], 3),  // outside a string
            ([0x7B, 0x22, 0xC3, 0xA9, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D], 4),  // in a key, after valid é
        ] as [([UInt8], Int)])
    func invalidUTF8(bytes: [UInt8], offset: Int) {
        let error = failure(bytes)
        #expect(error?.kind == .badEncoding)
        #expect(error?.offset == offset)
        #expect(error?.message == "invalid UTF-8 at byte \(offset)")
    }

    @Test("Bad encoding is reported even after a syntax error earlier in the text")
    func encodingBeforeSyntax() {
        let error = failure([0x78, 0x20, 0xFF])
        #expect(error?.kind == .badEncoding)
        #expect(error?.offset == 2)
    }

    @Test("The largest scalars and the edges around surrogates are valid UTF-8")
    func validUTF8Edges() throws {
        let bytes: [UInt8] = [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80, 0x22]
        #expect(try parser.parse(bytes) == .string("\u{10FFFF}\u{D7FF}\u{E000}"))
    }
}
