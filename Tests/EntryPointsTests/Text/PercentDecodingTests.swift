import Testing

@testable import EntryPoints

@Suite("Percent decoding")
struct PercentDecodingTests {
    private func strictly(_ text: String, plusAsSpace: Bool = false) -> Result<String, PercentDecoding.Failure> {
        strictly(bytes: Array(text.utf8), plusAsSpace: plusAsSpace)
    }

    private func strictly(bytes: [UInt8], plusAsSpace: Bool = false) -> Result<String, PercentDecoding.Failure> {
        bytes.withUnsafeBufferPointer { bytes in
            do throws(PercentDecoding.Failure) {
                return .success(try PercentDecoding.decodeStrictly(bytes: bytes, plusAsSpace: plusAsSpace))
            } catch {
                return .failure(error)
            }
        }
    }

    @Test("Text without escapes comes back as it is")
    func plainText() {
        #expect(strictly("caf\u{E9}+x") == .success("caf\u{E9}+x"))
    }

    @Test("Escapes decode once, with hex digits in either case")
    func escapes() {
        #expect(strictly("%41%2f%2F%252F") == .success("A//%2F"))
    }

    @Test("'+' is a space only when asked")
    func plusAsSpace() {
        #expect(strictly("a+b%2B", plusAsSpace: true) == .success("a b+"))
        #expect(strictly("a+b%2B") == .success("a+b+"))
    }

    @Test("A malformed escape is located at its '%'")
    func malformedEscapeRange() {
        #expect(strictly("ab%zzcd") == .failure(.malformedEscape(2..<5)))
        #expect(strictly("ab%4") == .failure(.malformedEscape(2..<4)))
        #expect(strictly("ab%") == .failure(.malformedEscape(2..<3)))
    }

    @Test("A malformed escape's range widens to whole characters")
    func malformedEscapeWholeCharacters() {
        #expect(strictly("%a\u{E9}x") == .failure(.malformedEscape(0..<4)))
    }

    @Test("The first malformed escape is reported, before any UTF-8 problem")
    func malformedBeforeInvalid() {
        #expect(strictly("%FF%zz") == .failure(.malformedEscape(3..<6)))
    }

    @Test("Invalid UTF-8 is located at the run of escapes that holds it")
    func invalidUTF8Range() {
        #expect(strictly("x%C3%28y") == .failure(.invalidUTF8(1..<7)))
        #expect(strictly("ab%FFcd") == .failure(.invalidUTF8(2..<5)))
        #expect(strictly("%41%80") == .failure(.invalidUTF8(0..<6)))
    }

    @Test("'+' before invalid escapes does not shift the reported range")
    func invalidUTF8AfterPlus() {
        #expect(strictly("a+%FF", plusAsSpace: true) == .failure(.invalidUTF8(2..<5)))
    }

    @Test(
        "Overlong forms and surrogates are invalid UTF-8",
        arguments: ["%C0%AF", "%E0%80%AF", "%ED%A0%80", "%F4%90%80%80"])
    func strictUTF8(text: String) {
        #expect(PercentDecoding.decode(text, plusAsSpace: false) == nil)
    }

    @Test("Four-byte characters decode")
    func fourByteCharacters() {
        #expect(PercentDecoding.decode("%F0%9F%98%80", plusAsSpace: false) == "\u{1F600}")
    }

    @Test("The optional forms return nil for any failure")
    func optionalForms() {
        let text: String = "a%41"
        let bad: String = "a%zz"
        #expect(PercentDecoding.decode(text, plusAsSpace: false) == "aA")
        #expect(PercentDecoding.decode(bad, plusAsSpace: false) == nil)
        #expect(PercentDecoding.decode(text[...], plusAsSpace: false) == "aA")
        let bytes = [UInt8](bad.utf8)
        #expect(bytes.withUnsafeBufferPointer { PercentDecoding.decode(bytes: $0, plusAsSpace: false) } == nil)
    }

    @Test("Invalid raw bytes are refused, with or without escapes")
    func invalidRawBytes() {
        #expect(strictly(bytes: [0x61, 0xFF]) == .failure(.invalidUTF8(1..<2)))
        #expect(strictly(bytes: [0x25, 0x34, 0x31, 0xFF]) == .failure(.invalidUTF8(3..<4)))
    }
}
