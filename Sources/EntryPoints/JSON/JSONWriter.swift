/// Compact, deterministic JSON serialization into a byte buffer.
///
/// Objects keep their member order and nothing is padded, so equal values
/// always print the same bytes: `{"a":1,"b":[true,null]}`. Strings escape
/// what JSON requires (`"`, `\`, and control characters, with U+007F too)
/// and U+2028 and U+2029 (the Event and result formats article (Edge cases): so a line is also a valid
/// JavaScript string literal); `/` and other non-ASCII characters are
/// written as they are.
@usableFromInline package enum JSONWriter {
    /// Appends the JSON text of `value`.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    package static func write<Sink: ByteSink>(_ value: JSONValue, to buffer: inout Sink) {
        switch value {
        case .null: append("null", to: &buffer)
        case .bool(let flag): append(flag ? "true" : "false", to: &buffer)
        case .number(let number): buffer.append(utf8: number.literal)
        case .string(let text): writeString(text, to: &buffer)
        case .array(let elements):
            buffer.append(JSONByte.leftBracket)
            var first = true
            for element in elements {
                if !first { buffer.append(JSONByte.comma) }
                first = false
                write(element, to: &buffer)
            }
            buffer.append(JSONByte.rightBracket)
        case .object(let object): write(object, to: &buffer)
        }
    }

    /// Appends the JSON text of `object`, members in order.
    package static func write<Sink: ByteSink>(_ object: JSONObject, to buffer: inout Sink) {
        buffer.append(JSONByte.leftBrace)
        var first = true
        for member in object.members {
            if !first { buffer.append(JSONByte.comma) }
            first = false
            writeString(member.key, to: &buffer)
            buffer.append(JSONByte.colon)
            write(member.value, to: &buffer)
        }
        buffer.append(JSONByte.rightBrace)
    }

    /// Appends `text` as a quoted, escaped JSON string.
    package static func writeString<Sink: ByteSink>(_ text: String, to buffer: inout Sink) {
        // NB: native strings lend their bytes in place; others (bridged ones)
        // are made contiguous first.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { writeString($0, to: &buffer) }
        if done == nil {
            var text = text
            text.withUTF8 { writeString($0, to: &buffer) }
        }
    }

    /// Appends already-valid UTF-8 `bytes` as a quoted, escaped JSON string.
    ///
    /// - Complexity: O(*n*); runs that need no escaping are copied in one go.
    @inlinable
    package static func writeString<Sink: ByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout Sink) {
        buffer.append(JSONByte.quotationMark)
        writeEscaped(bytes, to: &buffer)
        buffer.append(JSONByte.quotationMark)
    }

    /// Appends already-valid UTF-8 `bytes` escaped for a JSON string, without the quotes.
    @inlinable
    static func writeEscaped<Sink: ByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout Sink) {
        var runStart = 0
        while true {
            let position = JSONScan.endOfUnescaped(in: bytes, from: runStart)
            if runStart < position {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            }
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == 0xE2 {
                // NB: U+2028 is E2 80 A8, U+2029 is E2 80 A9; any other character led by E2 is written as it is.
                if position + 2 < bytes.count, bytes[position + 1] == 0x80, bytes[position + 2] & 0xFE == 0xA8 {
                    append(bytes[position + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &buffer)
                    runStart = position + 3
                } else {
                    buffer.append(byte)
                    runStart = position + 1
                }
                continue
            }
            appendEscape(for: byte, to: &buffer)
            runStart = position + 1
        }
    }

    /// Appends the escape for a byte that JSON text must not hold raw.
    @inlinable
    static func appendEscape<Sink: ByteSink>(for byte: UInt8, to buffer: inout Sink) {
        buffer.append(JSONByte.backslash)
        switch byte {
        case JSONByte.quotationMark, JSONByte.backslash: buffer.append(byte)
        case 0x08: buffer.append(UInt8(ascii: "b"))
        case 0x0C: buffer.append(UInt8(ascii: "f"))
        case 0x0A: buffer.append(UInt8(ascii: "n"))
        case 0x0D: buffer.append(UInt8(ascii: "r"))
        case 0x09: buffer.append(UInt8(ascii: "t"))
        default:
            buffer.append(UInt8(ascii: "u"))
            buffer.append(UInt8(ascii: "0"))
            buffer.append(UInt8(ascii: "0"))
            buffer.append(hexDigit(byte >> 4))
            buffer.append(hexDigit(byte & 0x0F))
        }
    }

    /// Appends the bytes of an ASCII literal.
    @usableFromInline static func append<Sink: ByteSink>(_ literal: StaticString, to buffer: inout Sink) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The lowercase hex digit for `nibble` (0–15).
    @inlinable
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}

extension JSONValue {
    /// The value as compact JSON text: `{"a":1,"b":[true,null]}`.
    ///
    /// Deterministic: member order is kept and nothing is padded, so the text
    /// parses back to an equal value.
    public var jsonText: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64)
        write(to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends the value's compact JSON text (see ``jsonText``) to `buffer`.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public func write(to buffer: inout [UInt8]) {
        JSONWriter.write(self, to: &buffer)
    }
}

extension JSONObject {
    /// The object as compact JSON text, members in order: `{"a":1}`.
    public var jsonText: String {
        JSONValue.object(self).jsonText
    }

    /// Appends the object's compact JSON text (see ``jsonText``) to `buffer`.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public func write(to buffer: inout [UInt8]) {
        JSONWriter.write(self, to: &buffer)
    }
}
