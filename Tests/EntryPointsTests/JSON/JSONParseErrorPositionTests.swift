import EntryPoints
import Testing

@Suite("JSON error positions")
struct JSONParseErrorPositionTests {
    /// The error that parsing `text` gives.
    private func parseError(of text: String) -> JSONParseError? {
        do {
            _ = try JSONParser().parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test("The position is the 1-based line and column of the byte")
    func lineAndColumn() throws {
        let text = "{\n  \"a\": x\n}"
        let error = try #require(parseError(of: text))
        let position = error.position(in: Array(text.utf8))
        #expect(position.line == 2)
        #expect(position.column == 8)
    }

    @Test("Columns count characters, not bytes, and CRLF ends a line once")
    func charactersAndCRLF() throws {
        let text = "{\"é\": 1,\r\n \"ü\": x}"
        let error = try #require(parseError(of: text))
        let position = error.position(in: Array(text.utf8))
        #expect(position.line == 2)
        #expect(position.column == 7)
    }

    @Test("An error on the first byte is at line 1, column 1")
    func firstByte() throws {
        let error = try #require(parseError(of: "x"))
        #expect(error.position(in: Array("x".utf8)) == (1, 1))
    }
}
