extension PropertyList {
    /// Reads an XML property list (`<plist version="1.0">` around one value,
    /// or the value alone), UTF-8.
    ///
    /// Only what property lists use is read: the elements `dict`, `key`,
    /// `array`, `string`, `integer`, `real`, `true`, `false`, `date` and
    /// `data`; the XML declaration, comments, processing instructions and a
    /// document type without an internal subset around them; the five
    /// predefined entities, character references and CDATA sections in text.
    /// Anything else is refused with its line, never skipped: an entity
    /// declaration or a reference to an entity that is not predefined above
    /// all, so a document cannot make the reader expand or fetch anything.
    /// The reader keeps its own stack (nesting costs heap) and counts every
    /// value and key against ``PropertyList/maximumObjects``.
    struct XMLReader {
        private let bytes: [UInt8]
        private var position = 0
        private var objects = 0

        /// A reader of `bytes`.
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// An array or dictionary being read.
        private struct Container {
            var name: String
            var elements: [PropertyList] = []
            var members: [String: PropertyList] = [:]
            var key: String?
        }

        /// The document's value.
        /// - Throws: ``ReadError`` naming the first problem and its line.
        mutating func read() throws(ReadError) -> PropertyList {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            try skipMisc(prolog: true)
            var tag = try readTag()
            let wrapped = tag.name == "plist" && !tag.isEnd
            if wrapped {
                guard !tag.isEmpty else { throw error("<plist/> holds no value") }
                try skipMisc(prolog: false)
                tag = try readTag()
            }
            let value = try readValue(startingWith: tag)
            try skipMisc(prolog: false)
            if wrapped {
                let end = try readTag()
                guard end.isEnd, end.name == "plist" else { throw error("<plist> holds more than one value") }
                try skipMisc(prolog: false)
            }
            guard position == bytes.count else { throw error("text follows the document's end") }
            return value
        }

        /// The value that starts with `first`, read to its end.
        private mutating func readValue(startingWith first: Tag) throws(ReadError) -> PropertyList {
            var stack: [Container] = []
            var tag = first
            while true {
                var finished: PropertyList?
                if tag.isEnd {
                    guard let top = stack.last, top.name == tag.name else {
                        throw error("</\(tag.name)> closes nothing")
                    }
                    guard top.key == nil else { throw error("the key \"\(top.key ?? "")\" has no value") }
                    stack.removeLast()
                    finished = top.name == "dict" ? .dictionary(top.members) : .array(top.elements)
                } else if stack.last?.name == "dict" && stack.last?.key == nil {
                    guard tag.name == "key" else { throw error("<dict> holds <\(tag.name)> where a <key> belongs") }
                    try count()
                    stack[stack.count - 1].key = tag.isEmpty ? "" : try readText(closing: "key")
                } else {
                    try count()
                    switch tag.name {
                    case "dict", "array":
                        if tag.isEmpty {
                            finished = tag.name == "dict" ? .dictionary([:]) : .array([])
                        } else {
                            guard stack.count < PropertyList.maximumDepth else { throw PropertyList.tooDeep }
                            stack.append(Container(name: tag.name))
                        }
                    case "true", "false":
                        if !tag.isEmpty { try expectEnd(of: tag.name) }
                        finished = .boolean(tag.name == "true")
                    default:
                        finished = try readScalar(tag)
                    }
                }
                if let value = finished {
                    guard !stack.isEmpty else { return value }
                    if let key = stack[stack.count - 1].key {
                        stack[stack.count - 1].members[key] = value
                        stack[stack.count - 1].key = nil
                    } else {
                        stack[stack.count - 1].elements.append(value)
                    }
                }
                try skipMisc(prolog: false)
                tag = try readTag()
            }
        }

        /// Counts one more object against the limit.
        private mutating func count() throws(ReadError) {
            objects += 1
            guard objects <= PropertyList.maximumObjects else { throw PropertyList.tooManyObjects }
        }

        /// A string, integer, real, date or data element's value.
        private mutating func readScalar(_ tag: Tag) throws(ReadError) -> PropertyList {
            let name = tag.name
            guard ["string", "integer", "real", "date", "data"].contains(name) else {
                throw error("<\(name)> is not a property list element")
            }
            let text = tag.isEmpty ? "" : try readText(closing: name)
            if name == "string" { return .string(text) }
            let trimmed = text.filter { !$0.isWhitespace }
            switch name {
            case "integer":
                guard let value = Int64(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) else {
                    throw error("<integer>\(trimmed)</integer> is not a 64-bit integer")
                }
                return .integer(value)
            case "real":
                guard let value = Double(trimmed) else { throw error("<real>\(trimmed)</real> is not a number") }
                return .real(value)
            case "date":
                guard let seconds = Self.referenceSeconds(trimmed) else {
                    throw error("<date>\(trimmed)</date> is not a date of the form 2001-01-01T00:00:00Z")
                }
                return .date(seconds)
            default:
                guard let data = Self.base64(trimmed) else { throw error("<data> holds text that is not base64") }
                return .data(data)
            }
        }

        /// One start, end or empty-element tag.
        private struct Tag {
            var name: String
            var isEnd = false
            var isEmpty = false
        }

        /// The tag at the reader's position, its attributes skipped.
        private mutating func readTag() throws(ReadError) -> Tag {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
                throw error(
                    position < bytes.count ? "text where an element belongs" : "the document ends inside a value")
            }
            position += 1
            var tag = Tag(name: "")
            if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
                tag.isEnd = true
                position += 1
            }
            let start = position
            while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
            guard position > start else { throw error("a '<' that starts no element") }
            tag.name = String(decoding: bytes[start..<position], as: UTF8.self)
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw error("the document ends inside <\(tag.name)>") }
                switch bytes[position] {
                case UInt8(ascii: ">"):
                    position += 1
                    return tag
                case UInt8(ascii: "/") where !tag.isEnd:
                    guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                        throw error("a '/' inside <\(tag.name)>")
                    }
                    position += 2
                    tag.isEmpty = true
                    return tag
                default:
                    guard !tag.isEnd else { throw error("</\(tag.name)> has attributes") }
                    try skipAttribute(in: tag.name)
                }
            }
        }

        /// Skips `name="value"` (or single quotes).
        private mutating func skipAttribute(in element: String) throws(ReadError) {
            let start = position
            while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
            skipWhitespace()
            guard position > start, position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("a malformed attribute in <\(element)>")
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else { throw error("an attribute of <\(element)> without a quoted value") }
            let quote = bytes[position]
            position += 1
            guard let end = bytes[position...].firstIndex(of: quote) else { throw error("an unclosed attribute value") }
            guard !bytes[position..<end].contains(UInt8(ascii: "&")) else {
                throw error("an attribute of <\(element)> holds a reference (entities are not read)")
            }
            position = end + 1
        }

        /// The text up to `</name>`: character data, references and CDATA
        /// sections, comments left out; another element is refused.
        private mutating func readText(closing name: String) throws(ReadError) -> String {
            var text: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "&") {
                    text += try readReference()
                } else if byte != UInt8(ascii: "<") {
                    text.append(byte)
                    position += 1
                } else if bytes[position...].starts(with: Self.cdataStart) {
                    position += Self.cdataStart.count
                    guard let end = find(Self.cdataEnd) else { throw error("an unclosed CDATA section") }
                    text += bytes[position..<end]
                    position = end + Self.cdataEnd.count
                } else if bytes[position...].starts(with: Self.commentStart) {
                    try skipComment()
                } else {
                    let tag = try readTag()
                    guard tag.isEnd, tag.name == name else { throw error("<\(name)> holds <\(tag.name)>") }
                    guard let string = String(validating: text, as: UTF8.self) else {
                        throw error("<\(name)> holds text that is not UTF-8")
                    }
                    return string
                }
            }
            throw error("the document ends inside <\(name)>")
        }

        /// The UTF-8 bytes of `&lt;`, `&#233;` and the like.
        private mutating func readReference() throws(ReadError) -> [UInt8] {
            guard let end = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw error("a '&' that starts no reference")
            }
            let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            position = end + 1
            switch name {
            case "lt": return [UInt8(ascii: "<")]
            case "gt": return [UInt8(ascii: ">")]
            case "amp": return [UInt8(ascii: "&")]
            case "quot": return [UInt8(ascii: "\"")]
            case "apos": return [UInt8(ascii: "'")]
            default:
                let number: UInt32?
                if name.hasPrefix("#x") {
                    number = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    number = UInt32(name.dropFirst(), radix: 10)
                } else {
                    throw error("&\(name); is not one of XML's five predefined entities (entities are not read)")
                }
                guard let number, number != 0, let scalar = Unicode.Scalar(number) else {
                    throw error("&\(name); is not a character")
                }
                return Array(String(Character(scalar)).utf8)
            }
        }

        /// Skips white space, comments and processing instructions, and in
        /// the prolog a document type declaration without an internal subset.
        private mutating func skipMisc(prolog: Bool) throws(ReadError) {
            while true {
                skipWhitespace()
                if bytes[position...].starts(with: Self.commentStart) {
                    try skipComment()
                } else if bytes[position...].starts(with: [UInt8(ascii: "<"), UInt8(ascii: "?")]) {
                    guard let end = find([UInt8(ascii: "?"), UInt8(ascii: ">")]) else {
                        throw error("an unclosed processing instruction")
                    }
                    position = end + 2
                } else if bytes[position...].starts(with: Self.doctypeStart) {
                    guard prolog else { throw error("a document type declaration after the document's start") }
                    try skipDocumentType()
                } else {
                    return
                }
            }
        }

        /// Skips `<!DOCTYPE plist PUBLIC "…" "…">`; an internal subset (`[`) is refused.
        private mutating func skipDocumentType() throws(ReadError) {
            position += Self.doctypeStart.count
            var quote: UInt8?
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    throw error("the document type declares an internal subset (entities are not read)")
                } else if byte == UInt8(ascii: ">") {
                    return
                }
            }
            throw error("an unclosed document type declaration")
        }

        private mutating func skipComment() throws(ReadError) {
            position += Self.commentStart.count
            guard let end = find(Array("-->".utf8)) else { throw error("an unclosed comment") }
            position = end + 3
        }

        /// Ends `<true>` written with an end tag (`<true></true>`).
        private mutating func expectEnd(of name: String) throws(ReadError) {
            skipWhitespace()
            let tag = try readTag()
            guard tag.isEnd, tag.name == name else { throw error("<\(name)> holds <\(tag.name)>") }
        }

        private mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        /// Where `needle` next starts, from the reader's position.
        private func find(_ needle: [UInt8]) -> Int? {
            var index = position
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                    return index
                }
                index += 1
            }
            return nil
        }

        /// A refusal naming the line the reader stopped on.
        private func error(_ message: String) -> ReadError {
            let line = 1 + bytes[..<min(position, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return ReadError("line \(line): \(message)")
        }

        private static let commentStart = Array("<!--".utf8)
        private static let cdataStart = Array("<![CDATA[".utf8)
        private static let cdataEnd = Array("]]>".utf8)
        private static let doctypeStart = Array("<!DOCTYPE".utf8)

        private static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
                UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }
}
