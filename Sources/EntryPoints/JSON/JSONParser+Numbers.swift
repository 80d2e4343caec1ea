extension JSONParser.Reader {
    /// Reads a number at the cursor under JSON's grammar, keeping its literal.
    ///
    /// - Throws: `malformed` naming the whole run of number characters
    ///   (`number '01' is not valid JSON`), or an early end of input when the
    ///   text stops inside an otherwise valid number (`1.`, `-`, `2e`).
    mutating func readNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        var valid = scanNumber()
        if valid, index < bytes.count, Self.isNumberByte(bytes[index]) { valid = false }
        if !valid {
            if index == bytes.count { throw endOfInput() }
            // NB: name the whole run (`01`, `1.2.3`, `+1`), which is what the
            // writer of the text will recognise, not just the first bad byte.
            index = start
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            throw JSONParseError(.malformed, "number '\(run)' is not valid JSON", at: start)
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return JSONNumber(validatedLiteral: literal)
    }

    /// Moves over `-`? int frac? exp? and says whether it found them all;
    /// on `false` the cursor rests at the byte that broke the grammar.
    private mutating func scanNumber() -> Bool {
        if index < bytes.count, bytes[index] == JSONByte.minus { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if Self.isDigit(bytes[index]) {
            skipDigits()
        } else {
            return false
        }
        if index < bytes.count, bytes[index] == JSONByte.period {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return false }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == JSONByte.plus || bytes[index] == JSONByte.minus { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return false }
            skipDigits()
        }
        return true
    }

    @inline(__always)
    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Whether `byte` can appear in a number: a digit, `+`, `-`, `.`, `e` or `E`.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), JSONByte.plus, JSONByte.minus, JSONByte.period,
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }
}
