import Testing

@testable import EntryPoints

@Suite("JSON parser: strings")
struct JSONParserStringTests {
    private let parser = JSONParser()

    /// The error that parsing `bytes` throws, if any.
    private func failure(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try parser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String) -> JSONParseError? {
        failure(Array(text.utf8))
    }

    @Test("Every simple escape decodes")
    func simpleEscapes() throws {
        let value = try parser.parse(#""\"\\\/\b\f\n\r\t""#)
        #expect(value == .string("\"\\/\u{8}\u{C}\n\r\t"))
    }

    @Test("Unicode escapes decode, in either case of hex digit")
    func unicodeEscapes() throws {
        #expect(try parser.parse(#""\u00e9\u00C9\u4E2D""#) == .string("éÉ中"))
    }

    @Test("A \\u0000 escape yields a NUL character")
    func nulEscape() throws {
        #expect(try parser.parse(#""a\u0000b""#) == .string("a\u{0}b"))
    }

    @Test("A surrogate pair decodes to one scalar")
    func surrogatePair() throws {
        #expect(try parser.parse(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try parser.parse(#""x\ud834\udd1ey""#) == .string("x𝄞y"))
    }

    @Test("Escapes mix with raw text and raw UTF-8")
    func escapesAmongRawText() throws {
        #expect(try parser.parse(#""héllo\n wörld \uD83D\uDE00 😀 end""#) == .string("héllo\n wörld 😀 😀 end"))
    }

    @Test("Raw non-ASCII UTF-8 is kept as written")
    func rawUTF8() throws {
        #expect(try parser.parse(#"{"名前":"café 😀"}"#) == ["名前": "café 😀"])
    }

    @Test("Object keys may carry escapes")
    func escapedKeys() throws {
        let value = try parser.parse(#"{"a\nb":1,"\u0041":2}"#)
        #expect(value.objectValue?.keys == ["a\nb", "A"])
    }

    @Test("DEL (U+007F) is allowed raw in a string")
    func rawDelete() throws {
        #expect(try parser.parse([0x22, 0x7F, 0x22]) == .string("\u{7F}"))
    }

    @Test(
        "A raw control character in a string is refused",
        arguments: [
            ([0x22, 0x61, 0x0A, 0x22], "control character U+000A in string at byte 2"),
            ([0x22, 0x00, 0x22], "control character U+0000 in string at byte 1"),
            ([0x22, 0x09, 0x22], "control character U+0009 in string at byte 1"),
            ([0x22, 0x5C, 0x6E, 0x1F, 0x22], "control character U+001F in string at byte 3"),
        ] as [([UInt8], String)])
    func controlCharacters(bytes: [UInt8], message: String) {
        let error = failure(bytes)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test("The control character example from the contract")
    func controlCharacterExample() {
        #expect(failure("{\"a\":\"x\ny\"}")?.message == "control character U+000A in string at byte 7")
    }

    @Test(
        "An unknown escape is refused at its backslash",
        arguments: [
            (#""ab\q""#, "invalid escape '\\q' at byte 3"),
            (#""\x41""#, "invalid escape '\\x' at byte 1"),
            (#""\U0041""#, "invalid escape '\\U' at byte 1"),
            (#""\'""#, "invalid escape '\\'' at byte 1"),
        ])
    func unknownEscapes(text: String, message: String) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test("An escape of a non-printable character names its code point")
    func escapeOfControlCharacter() {
        #expect(failure([0x22, 0x5C, 0x0A, 0x22])?.message == "invalid escape '\\' followed by U+000A at byte 1")
    }

    @Test(
        "A \\u escape needs four hex digits",
        arguments: [
            (#""\u12G4""#, "invalid escape '\\u12G' at byte 1"),
            (#""\u12""#, "invalid escape '\\u12\"' at byte 1"),
            (#"["\uD83D\uZZZZ"]"#, "invalid escape '\\uZ' at byte 8"),
        ])
    func shortUnicodeEscapes(text: String, message: String) {
        #expect(failure(text)?.message == message)
    }

    @Test(
        "A lone or mismatched surrogate is refused at its escape",
        arguments: [
            (#""\uD800""#, "lone surrogate \\uD800 at byte 1"),
            (#""ab\udbff""#, "lone surrogate \\udbff at byte 3"),
            (#""\uDC00""#, "lone surrogate \\uDC00 at byte 1"),
            (#""\uDE00\uD83D""#, "lone surrogate \\uDE00 at byte 1"),
            (#""\uD800\u0041""#, "lone surrogate \\uD800 at byte 1"),
            (#""\uD800\uD800""#, "lone surrogate \\uD800 at byte 1"),
            (#""\uD800x""#, "lone surrogate \\uD800 at byte 1"),
            (#""\uD800\n""#, "lone surrogate \\uD800 at byte 1"),
        ])
    func loneSurrogates(text: String, message: String) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.message == message)
    }

    @Test(
        "A string cut short is an early end",
        arguments: [
            (#""abc"#, 4), (#""a\"#, 3), (#""\u12"#, 5), (#""\uD83D"#, 7), (#""\uD83D\"#, 8), (#"{"k"#, 3),
        ])
    func truncatedStrings(text: String, offset: Int) {
        let error = failure(text)
        #expect(error?.kind == .malformed)
        #expect(error?.message == "unexpected end of input at byte \(offset)")
    }
}

@Suite("JSON parser: scanning long runs")
struct JSONParserScanningTests {
    private let parser = JSONParser()

    /// A string token of 24 `a`s with `insert` in place of the one at `position`.
    private func token(_ insert: [UInt8], at position: Int) -> [UInt8] {
        var content = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
        content.replaceSubrange(position..<position + 1, with: insert)
        return [0x22] + content + [0x22]
    }

    @Test("A closing quote ends the string wherever it falls in an 8-byte word", arguments: 0..<24)
    func quoteAnywhere(position: Int) throws {
        let bytes = Array("[\"".utf8) + [UInt8](repeating: UInt8(ascii: "b"), count: position) + Array("\",1]".utf8)
        #expect(try parser.parse(bytes) == [.string(String(repeating: "b", count: position)), 1])
    }

    @Test("A control character is found wherever it falls in an 8-byte word", arguments: 0..<24)
    func controlAnywhere(position: Int) {
        let error = #expect(throws: JSONParseError.self) { try parser.parse(token([0x1F], at: position)) }
        #expect(error?.offset == position + 1)
    }

    @Test("An escape is decoded wherever it falls in an 8-byte word", arguments: 0..<24)
    func escapeAnywhere(position: Int) throws {
        let value = try parser.parse(token(Array(#"\n"#.utf8), at: position))
        var expected = String(repeating: "a", count: 24)
        expected.replaceSubrange(expected.index(expected.startIndex, offsetBy: position)..., with: "\n")
        expected += String(repeating: "a", count: 23 - position)
        #expect(value == .string(expected))
    }

    @Test("Invalid UTF-8 is found wherever it falls in an 8-byte word", arguments: 0..<24)
    func invalidUTF8Anywhere(position: Int) {
        let error = #expect(throws: JSONParseError.self) { try parser.parse(token([0xFF], at: position)) }
        #expect(error?.kind == .badEncoding)
        #expect(error?.offset == position + 1)
    }

    @Test("Bytes above 0x7F never pass for quotes, backslashes or control characters")
    func highBytesAreContent() throws {
        // U+A2DC is EA 8B 9C: 0x9C = 0x1C + 0x80, 0x8B = 0x0B + 0x80, and ¢ (C2 A2) = 0x22 + 0x80.
        let text = String(repeating: "\u{A2DC}¢", count: 6)
        #expect(try parser.parse("\"\(text)\"") == .string(text))
    }
}
