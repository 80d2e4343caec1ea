extension JSONParser.Reader {
    /// Reads a string whose opening quote is at the cursor, leaving the cursor after its closing quote.
    ///
    /// - Throws: `malformed` for a raw control character, a bad escape, a
    ///   lone surrogate, or a missing closing quote.
    mutating func readString() throws(JSONParseError) -> String {
        let start = index + 1
        let position = JSONScan.endOfStringContent(in: bytes, from: start)
        index = position
        guard position < bytes.count else { throw endOfInput() }
        let byte = bytes[position]
        if byte == JSONByte.quotationMark {
            // The common case: no escapes, so the bytes are the string,
            // already validated, and become a String in one go.
            index = position + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        if byte < 0x20 { throw controlCharacter(at: position) }
        return try readEscapedString(from: start)
    }

    /// Finishes a string from its first backslash on, collecting its UTF-8 in ``scratch``.
    private mutating func readEscapedString(from start: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(index - start + 16)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == JSONByte.quotationMark {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == JSONByte.backslash {
                try readEscape()
                continue
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            let runStart = index
            index = JSONScan.endOfStringContent(in: bytes, from: index + 1)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        throw endOfInput()
    }

    /// Reads the escape whose backslash is at the cursor and appends its UTF-8 to ``scratch``.
    private mutating func readEscape() throws(JSONParseError) {
        let escapeStart = index
        guard index + 1 < bytes.count else { throw endOfInput() }
        let letter = bytes[index + 1]
        let simple: UInt8
        switch letter {
        case JSONByte.quotationMark, JSONByte.backslash, JSONByte.slash: simple = letter
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            try readUnicodeEscape()
            return
        default:
            let what =
                letter >= 0x20 && letter < 0x7F
                ? "'\\\(Character(Unicode.Scalar(letter)))'"
                : "'\\' followed by \(describeByte(at: index + 1))"
            throw JSONParseError(.malformed, "invalid escape \(what)", at: escapeStart)
        }
        scratch.append(simple)
        index += 2
    }

    /// Reads `\uXXXX` at the cursor, with its low surrogate when it is a high one.
    private mutating func readUnicodeEscape() throws(JSONParseError) {
        let escapeStart = index
        let unit = try readHexQuad(escapeStart: escapeStart)
        index += 6
        var scalar = unit
        switch unit {
        case 0xD800...0xDBFF:
            // NB: a high surrogate is only valid with a low one right after it;
            // running out of input there is an early end, not a lone surrogate.
            guard index < bytes.count else { throw endOfInput() }
            guard bytes[index] == JSONByte.backslash else { throw loneSurrogate(at: escapeStart) }
            guard index + 1 < bytes.count else { throw endOfInput() }
            guard bytes[index + 1] == UInt8(ascii: "u") else { throw loneSurrogate(at: escapeStart) }
            let low = try readHexQuad(escapeStart: index)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(at: escapeStart) }
            index += 6
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw loneSurrogate(at: escapeStart)
        default:
            break
        }
        appendUTF8(scalar)
    }

    /// The value of the four hex digits after the `\u` at `escapeStart`.
    private func readHexQuad(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for position in escapeStart + 2..<escapeStart + 6 {
            guard position < bytes.count else { throw endOfInput() }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                // Show what was written up to and including the bad character, when printable.
                let end = byte >= 0x20 && byte < 0x7F ? position + 1 : position
                let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[escapeStart..<end]), as: UTF8.self)
                throw JSONParseError(.malformed, "invalid escape '\(written)'", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// `lone surrogate \uD800 at byte <offset>`, spelled as the input wrote it.
    private func loneSurrogate(at escapeStart: Int) -> JSONParseError {
        let written = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[escapeStart..<escapeStart + 6]), as: UTF8.self)
        return JSONParseError(.malformed, "lone surrogate \(written)", at: escapeStart)
    }

    /// `control character U+000A in string at byte <offset>`.
    private func controlCharacter(at offset: Int) -> JSONParseError {
        JSONParseError(.malformed, "control character \(Self.codePoint(UInt32(bytes[offset]))) in string", at: offset)
    }

    /// Appends the UTF-8 encoding of a scalar value (never a surrogate) to ``scratch``.
    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
