/// A strict RFC 8259 parser that turns UTF-8 JSON text into a ``JSONValue``.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"storyId": 42, "tags": ["a", "b"]}"#)
/// value["storyId"]   // .number(42)
/// value["tags"]      // .array(["a", "b"])
/// ```
///
/// Numbers keep their literal (`1e999` and `123456789012345678901234567890`
/// are valid and kept as written). A member name repeated in one object is
/// refused, naming it (the Event and result formats article (Edge cases): two readers that take the first and
/// the last of two `type` keys must never see different events). There is no
/// byte order mark handling: strip one before parsing.
///
/// The parser is iterative: nesting costs heap, never stack, and input that
/// nests deeper than ``maximumDepth`` fails at the first bracket too many.
public struct JSONParser: Sendable {
    /// The deepest nesting any parser accepts, whatever it is asked for.
    ///
    /// NB: parsing needs no stack for depth, but a ``JSONValue`` is compared,
    /// hashed, written and freed recursively, so a value nested 100,000 deep
    /// overflows an 8 MiB stack when it is released. Hostile input must never
    /// get that far, so deeper requests are clamped to this. (A 512 KiB
    /// secondary-thread stack holds about 1,000 levels in a debug build:
    /// keep the default of 512 there.)
    public static let depthCeiling = 10_000

    /// How deeply arrays and objects may nest; a scalar at the top level is depth 0.
    public let maximumDepth: Int

    /// A parser that refuses nesting deeper than `maximumDepth` (512 by
    /// default), clamped to ``depthCeiling``.
    public init(maximumDepth: Int = 512) {
        self.maximumDepth = min(max(0, maximumDepth), Self.depthCeiling)
    }

    /// Parses one JSON text that fills `bytes` (surrounding whitespace allowed).
    ///
    /// - Throws: ``JSONParseError`` of kind `badEncoding` (with the offset of
    ///   the first byte of the first invalid UTF-8 sequence, wherever it is),
    ///   `tooDeep`, or `malformed`.
    /// - Complexity: O(*n*) in the number of bytes.
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        // NB: validating the whole text up front makes bad encoding win over
        // any syntax error, wherever it is, and lets every later step turn
        // byte runs into Strings without checking them again.
        if let offset = JSONScan.firstInvalidUTF8(in: bytes) {
            throw JSONParseError(.badEncoding, "invalid UTF-8", at: offset)
        }
        var reader = Reader(bytes: bytes)
        return try reader.readDocument(maximumDepth: maximumDepth)
    }

    /// Parses one JSON text held in `bytes`, as the `UnsafeBufferPointer` overload does.
    ///
    /// - Throws: ``JSONParseError``.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try parse(buffer) }
    }

    /// Parses one JSON text held in `text`; offsets count UTF-8 bytes.
    ///
    /// - Throws: ``JSONParseError`` (never `badEncoding`, since a `String` is valid Unicode).
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        // NB: String.withUTF8 only rethrows, which would erase the error type.
        let result = text.withUTF8 { buffer -> Result<JSONValue, JSONParseError> in
            do throws(JSONParseError) {
                return .success(try parse(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension JSONParser {
    /// A cursor over one text: the parsing state of a single `parse` call.
    struct Reader {
        /// An open array or object: where its elements (and keys) start on the shared stacks.
        struct Frame {
            var isObject: Bool
            var valueStart: Int
            var keyStart: Int
        }

        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Reused for every string that has escapes.
        var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// Reads the whole text as one value followed only by whitespace.
        mutating func readDocument(maximumDepth: Int) throws(JSONParseError) -> JSONValue {
            // NB: one flat loop with explicit stacks instead of recursion, so
            // depth never touches the call stack. Finished elements wait on
            // `values` (and object keys on `keys`) until their container closes.
            var frames: [Frame] = []
            var values: [JSONValue] = []
            var keys: [String] = []
            // NB: where each key starts, to name a repeated one where it is.
            var keyOffsets: [Int] = []
            parsing: while true {
                skipWhitespace()
                guard index < bytes.count else { throw endOfInput() }
                var value: JSONValue
                let byte = bytes[index]
                switch byte {
                case JSONByte.quotationMark:
                    value = .string(try readString())
                case JSONByte.leftBracket, JSONByte.leftBrace:
                    guard frames.count < maximumDepth else {
                        throw JSONParseError(.tooDeep, "nesting deeper than \(maximumDepth)", at: index)
                    }
                    let isObject = byte == JSONByte.leftBrace
                    index += 1
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == (isObject ? JSONByte.rightBrace : JSONByte.rightBracket) {
                        index += 1
                        value = isObject ? .object(JSONObject()) : .array([])
                    } else {
                        if frames.isEmpty {
                            // NB: one allocation each up front instead of regrowing
                            // through 1, 2, 4, … elements on every parse.
                            frames.reserveCapacity(8)
                            values.reserveCapacity(32)
                            keys.reserveCapacity(16)
                            keyOffsets.reserveCapacity(16)
                        }
                        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
                        if isObject {
                            keyOffsets.append(index)
                            keys.append(try readKey())
                        }
                        continue parsing
                    }
                case UInt8(ascii: "t"):
                    try expectLiteral("true")
                    value = .bool(true)
                case UInt8(ascii: "f"):
                    try expectLiteral("false")
                    value = .bool(false)
                case UInt8(ascii: "n"):
                    try expectLiteral("null")
                    value = .null
                case UInt8(ascii: "0")...UInt8(ascii: "9"), JSONByte.minus, JSONByte.plus, JSONByte.period:
                    value = .number(try readNumber())
                default:
                    throw unexpected(at: index)
                }

                // A value is complete: it either continues or closes its container.
                while let frame = frames.last {
                    skipWhitespace()
                    guard index < bytes.count else { throw endOfInput() }
                    let next = bytes[index]
                    values.append(value)
                    if next == JSONByte.comma {
                        index += 1
                        if frame.isObject {
                            skipWhitespace()
                            keyOffsets.append(index)
                            keys.append(try readKey())
                        }
                        continue parsing
                    }
                    guard next == (frame.isObject ? JSONByte.rightBrace : JSONByte.rightBracket) else {
                        throw unexpected(at: index)
                    }
                    index += 1
                    if frame.isObject {
                        value = .object(
                            try Self.popObject(values: &values, keys: &keys, keyOffsets: &keyOffsets, from: frame))
                    } else {
                        value = .array(Self.popElements(&values, from: frame.valueStart))
                    }
                    frames.removeLast()
                }

                skipWhitespace()
                guard index == bytes.count else {
                    throw JSONParseError(
                        .malformed, "unexpected \(describeByte(at: index)) after the JSON value", at: index)
                }
                return value
            }
        }

        /// Moves the values from `start` on off the stack, into a new array.
        ///
        /// NB: moving (swapping in a trivial `null`) instead of copying saves a
        /// retain and a release per element, and `Array(values[start...])`
        /// would share the stack's buffer, making the next append copy it.
        static func popElements(_ values: inout [JSONValue], from start: Int) -> [JSONValue] {
            var elements: [JSONValue] = []
            elements.reserveCapacity(values.count - start)
            for position in start..<values.count {
                var element = JSONValue.null
                swap(&element, &values[position])
                elements.append(element)
            }
            values.removeSubrange(start...)
            return elements
        }

        /// Moves an object's keys and values off the stacks, into a new object.
        /// - Throws: `duplicate member name "type" at byte 40` for a name the object repeats.
        /// - Complexity: O(*n*) on average for *n* members (large objects look names up by hash).
        static func popObject(
            values: inout [JSONValue], keys: inout [String], keyOffsets: inout [Int], from frame: Frame
        ) throws(JSONParseError) -> JSONObject {
            var object = JSONObject()
            object.reserveCapacity(values.count - frame.valueStart)
            var keyPosition = frame.keyStart
            for position in frame.valueStart..<values.count {
                var key = ""
                var value = JSONValue.null
                swap(&key, &keys[keyPosition])
                swap(&value, &values[position])
                guard !object.contains(key) else {
                    throw JSONParseError(
                        .malformed, "duplicate member name \(Self.quotedForMessage(key))", at: keyOffsets[keyPosition])
                }
                object.setValue(value, forKey: key)
                keyPosition += 1
            }
            keys.removeSubrange(frame.keyStart...)
            keyOffsets.removeSubrange(frame.keyStart...)
            values.removeSubrange(frame.valueStart...)
            return object
        }

        /// `"name"` for a message, cut after 64 characters so a huge name cannot make a huge message.
        static func quotedForMessage(_ name: String) -> String {
            name.count <= 64 ? "\"\(name)\"" : "\"\(name.prefix(64))…\""
        }

        /// Reads `"key"` and the `:` after it; whitespace before the key is already skipped.
        mutating func readKey() throws(JSONParseError) -> String {
            guard index < bytes.count else { throw endOfInput() }
            guard bytes[index] == JSONByte.quotationMark else { throw unexpected(at: index) }
            let key = try readString()
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput() }
            guard bytes[index] == JSONByte.colon else { throw unexpected(at: index) }
            index += 1
            return key
        }

        /// Moves past space, tab, line feed and carriage return: JSON's only whitespace.
        @inline(__always)
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn: index += 1
                default: return
                }
            }
        }

        /// Reads `literal` (`true`, `false` or `null`) at the cursor.
        mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
            let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
            for byte in expected {
                guard index < bytes.count else { throw endOfInput() }
                guard bytes[index] == byte else { throw unexpected(at: index) }
                index += 1
            }
        }

        /// `unexpected end of input at byte <count>`.
        func endOfInput() -> JSONParseError {
            JSONParseError(.malformed, "unexpected end of input", at: bytes.count)
        }

        /// `unexpected 'x' at byte <offset>`.
        func unexpected(at offset: Int) -> JSONParseError {
            JSONParseError(.malformed, "unexpected \(describeByte(at: offset))", at: offset)
        }

        /// The character at `offset` for a message: `'x'` when it is printable
        /// ASCII, its code point (`U+000B`, `U+00E9`) otherwise.
        func describeByte(at offset: Int) -> String {
            let byte = bytes[offset]
            if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            if byte < 0x80 { return Self.codePoint(UInt32(byte)) }
            // NB: the text is valid UTF-8 by now, so a full sequence follows the lead byte.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var scalar = UInt32(byte) & (0x7F >> length)
            for position in offset + 1..<min(offset + length, bytes.count) {
                scalar = scalar << 6 | UInt32(bytes[position] & 0x3F)
            }
            return Self.codePoint(scalar)
        }

        /// `U+` and at least four uppercase hex digits.
        static func codePoint(_ scalar: UInt32) -> String {
            let hex = String(scalar, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
