import Testing

@testable import EntryPoints

@Suite("JSON writer")
struct JSONWriterTests {
    /// What `writeString(_:to:)` produces for `text`.
    private func written(_ text: String) -> String {
        var buffer: [UInt8] = []
        JSONWriter.writeString(text, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test("Objects print compactly, members in order")
    func compactObject() {
        let value: JSONValue = ["a": 1, "b": [true, nil]]
        #expect(value.jsonText == #"{"a":1,"b":[true,null]}"#)
    }

    @Test("Member order is kept, not sorted")
    func memberOrderKept() {
        let value: JSONValue = ["z": 1, "a": 2, "m": ["y": 3, "b": 4]]
        #expect(value.jsonText == #"{"z":1,"a":2,"m":{"y":3,"b":4}}"#)
    }

    @Test("Scalars print as JSON literals")
    func scalars() {
        #expect(JSONValue.null.jsonText == "null")
        #expect(JSONValue.bool(true).jsonText == "true")
        #expect(JSONValue.bool(false).jsonText == "false")
        #expect(JSONValue.string("hi").jsonText == #""hi""#)
    }

    @Test("Empty and nested containers print without spaces")
    func emptyContainers() {
        let value: JSONValue = [[], [:], [[:]], ["k": []]]
        #expect(value.jsonText == #"[[],{},[{}],{"k":[]}]"#)
    }

    @Test(
        "Numbers print their literal as written",
        arguments: [
            "1e999", "1.50", "-0", "123456789012345678901234567890", "2E-3",
        ])
    func numberLiterals(literal: String) throws {
        let number = try #require(JSONNumber(literal: literal))
        #expect(JSONValue.number(number).jsonText == literal)
    }

    @Test("Quote and backslash are escaped")
    func quoteAndBackslash() {
        #expect(written(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    }

    @Test("Control characters with short escapes use them")
    func shortEscapes() {
        #expect(written("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
    }

    @Test(
        "Other control characters use lowercase \\u00XX escapes",
        arguments: [
            ("\u{0}", #""\u0000""#), ("\u{1}", #""\u0001""#), ("\u{B}", #""\u000b""#),
            ("\u{1B}", #""\u001b""#), ("\u{1F}", #""\u001f""#),
        ])
    func otherControlCharacters(text: String, expected: String) {
        #expect(written(text) == expected)
    }

    @Test("DEL (U+007F) is escaped as \\u007f")
    func deleteEscaped() {
        #expect(written("a\u{7F}b") == #""a\u007fb""#)
    }

    @Test("A slash is not escaped")
    func slashNotEscaped() {
        #expect(written("https://example.com/a/b") == #""https://example.com/a/b""#)
    }

    @Test("Non-ASCII characters are written as raw UTF-8, but for U+2028 and U+2029")
    func rawUTF8() {
        let text = written("café 中文 😀 \u{2027}\u{202A}\u{20AC}")
        #expect(text == "\"café 中文 😀 \u{2027}\u{202A}\u{20AC}\"")
        #expect(Array(text.utf8).contains(0x5C) == false)
    }

    // Issue 21, point 4 (the Event and result formats article (Edge cases), output text).
    @Test("U+2028 and U+2029 are escaped, so a line is also a JavaScript string literal")
    func lineSeparatorsEscaped() {
        #expect(written("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
        #expect(written("\u{2028}") == #""\u2028""#)
        #expect(written("12345678\u{2029}") == #""12345678\u2029""#)
    }

    @Test("Escapes and plain runs interleave at the edges of a string")
    func escapesAtEdges() {
        #expect(written("\nab\n\ncd\n") == #""\nab\n\ncd\n""#)
        #expect(written("") == #""""#)
    }

    @Test("A byte to escape is found wherever it falls in an 8-byte word", arguments: 0..<24)
    func escapeAnywhere(position: Int) {
        for (raw, escaped) in [("\"", #"\""#), ("\u{7F}", #"\u007f"#), ("\u{1}", #"\u0001"#), ("\\", #"\\"#)] {
            let before = String(repeating: "a", count: position)
            let after = String(repeating: "b", count: 23 - position)
            #expect(written(before + raw + after) == "\"" + before + escaped + after + "\"")
        }
    }

    @Test("Writing from bytes matches writing from a String")
    func bytesMatchString() {
        let text = "tab\there \"quoted\" é \u{1}"
        var fromBytes: [UInt8] = []
        Array(text.utf8).withUnsafeBufferPointer { JSONWriter.writeString($0, to: &fromBytes) }
        #expect(String(decoding: fromBytes, as: UTF8.self) == written(text))
    }

    @Test("Keys are escaped like strings")
    func escapedKeys() {
        let value: JSONValue = ["a\"b\n": 1]
        #expect(value.jsonText == #"{"a\"b\n":1}"#)
    }

    @Test("write(to:) appends after what the buffer already holds")
    func appendsToBuffer() {
        var buffer = Array("prefix:".utf8)
        JSONValue.array([1, "x"]).write(to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == #"prefix:[1,"x"]"#)
    }

    @Test("A JSONObject prints like the same object as a JSONValue")
    func objectText() {
        let object: JSONObject = ["storyId": 42, "ref": "mail"]
        #expect(object.jsonText == #"{"storyId":42,"ref":"mail"}"#)
        var buffer: [UInt8] = []
        object.write(to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == JSONValue.object(object).jsonText)
    }

    @Test("Parsed text with whitespace prints compactly")
    func parsedTextPrintsCompactly() throws {
        let value = try JSONParser().parse(" { \"a\" : [ 1 , 2.50 ] ,\n \"b\" : { } } ")
        #expect(value.jsonText == #"{"a":[1,2.50],"b":{}}"#)
    }

    @Test(
        "Parse, write and parse again gives an equal value and the same text",
        arguments: [
            #"{"a":1,"b":[true,null]}"#,
            #""\"\\\/\b\f\n\r\t""#,
            #""\u0000\u0001\u001f\u007f""#,
            #""\uD83D\uDE00 😀 \ud834\udd1e""#,
            #""café 中文 \u2028\u2029""#,
            #"[1e999,-0,0.1,123456789012345678901234567890,1E+2]"#,
            #"{"":{"":[[],[{}]]}}"#,
            #"{"名前":"値","a\nb":"</script>"}"#,
            #"[[[[[[[[[["deep"]]]]]]]]]]"#,
            #"" \t ""#,
        ])
    func roundTrip(text: String) throws {
        let parser = JSONParser()
        let first = try parser.parse(text)
        let written = first.jsonText
        let second = try parser.parse(written)
        #expect(second == first)
        #expect(second.jsonText == written)
    }
}
