/// A URL path pattern, parsed: the text as written and every concrete
/// variant its optional groups stand for.
///
/// Grammar: segments separated by `/` (the leading `/` is optional; empty
/// segments are ignored); a segment is a literal, `:name`, or, last only,
/// `*name` or `*`. Parentheses mark optional parts and may nest:
/// `/user/:id(/:tab)` stands for `/user/:id` and `/user/:id/:tab`.
///
/// ```swift
/// let pattern = try Pattern("/user/:id(/:tab)")
/// pattern.variants.map(\.description)   // ["/user/:id", "/user/:id/:tab"]
/// ```
public struct Pattern: Hashable, Sendable, CustomStringConvertible {
    /// The most optional groups one pattern may have (each doubles the variants).
    public static let maximumOptionalGroups = 8

    /// One concrete path shape: a sequence of components.
    public struct Variant: Hashable, Sendable, CustomStringConvertible {
        /// The components, left to right.
        package var components: [PatternComponent]

        /// The variant made of `components`.
        init(_ components: [PatternComponent]) { self.components = components }

        /// The variant as a path: `/story/:storyId`.
        public var description: String {
            var bytes: [UInt8] = []
            write(into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Writes ``description`` into `out`, with no intermediate strings
        /// (the fast path's "no route" sentences quote variants).
        func write<Sink: ByteSink>(into out: inout Sink) {
            if components.isEmpty { out.append(UInt8(ascii: "/")) }
            for component in components {
                out.append(UInt8(ascii: "/"))
                switch component {
                case .literal(let text):
                    out.append(utf8: text)
                case .parameter(let name):
                    out.append(UInt8(ascii: ":"))
                    out.append(utf8: name)
                case .catchAll(let name):
                    out.append(UInt8(ascii: "*"))
                    if let name { out.append(utf8: name) }
                }
            }
        }

        /// The names this variant captures, in order.
        public var parameterNames: [String] { components.compactMap(\.parameterName) }
    }

    /// The pattern as written.
    public let text: String
    /// Every variant, the shortest (all groups absent) first.
    public let variants: [Variant]

    /// Parses `text`.
    /// - Throws: ``EntryPointsError`` with code ``EntryPointsError/Code/badPattern``,
    ///   whose location is the character offset of the problem.
    public init(_ text: String) throws(EntryPointsError) {
        self.text = text
        // NB: most patterns are plain ASCII paths; those are parsed straight
        // from their bytes, which keeps loading a 100,000-route table fast.
        // Anything unusual, including every error, takes the full parser below.
        var copy = text
        if let components = copy.withUTF8({ Pattern.plainComponents($0) }) {
            variants = [Variant(components)]
            return
        }
        let characters = Array(text)
        var groups = 0
        var depth = 0
        for (offset, character) in characters.enumerated() {
            if character == "(" {
                depth += 1
                groups += 1
            } else if character == ")" {
                depth -= 1
                if depth < 0 { throw Pattern.error("unbalanced ')'", at: offset) }
            }
        }
        if depth != 0 { throw Pattern.error("unbalanced '('", at: characters.lastIndex(of: "(") ?? 0) }
        if groups > Pattern.maximumOptionalGroups {
            throw Pattern.error("more than \(Pattern.maximumOptionalGroups) optional groups", at: 0)
        }
        var seen = Set<[PatternComponent]>()
        var variants: [Variant] = []
        for expansion in Pattern.expand(characters[...]) {
            let components = try Pattern.components(of: expansion.text, offsets: expansion.offsets)
            if seen.insert(components).inserted { variants.append(Variant(components)) }
        }
        self.variants = variants.sorted { $0.components.count < $1.components.count }
    }

    public var description: String { text }

    /// The components of a valid pattern of plain ASCII (no groups, no escapes),
    /// or `nil` for anything else, which the full parser then handles.
    private static func plainComponents(_ bytes: UnsafeBufferPointer<UInt8>) -> [PatternComponent]? {
        var components: [PatternComponent] = []
        var names: [String] = []
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "%") {
                    return nil
                }
                if byte != UInt8(ascii: "/") {
                    index += 1
                    continue
                }
            }
            if index > start {
                let first = bytes[start]
                if first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
                    if first == UInt8(ascii: "*") && index != bytes.count { return nil }
                    let nameBytes = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
                    for byte in nameBytes {
                        let lower = byte | 0x20
                        guard
                            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                                || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                                || byte &- UInt8(ascii: "0") < 10
                        else { return nil }
                    }
                    if nameBytes.isEmpty {
                        guard first == UInt8(ascii: "*") else { return nil }
                        components.append(.catchAll(nil))
                    } else {
                        let name = String(decoding: nameBytes, as: UTF8.self)
                        if names.contains(name) { return nil }
                        names.append(name)
                        components.append(first == UInt8(ascii: ":") ? .parameter(name) : .catchAll(name))
                    }
                } else {
                    let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    if literal.count <= 2 && literal.allSatisfy({ $0 == UInt8(ascii: ".") }) { return nil }
                    components.append(.literal(String(decoding: literal, as: UTF8.self)))
                }
            }
            index += 1
            start = index
        }
        return components
    }

    // MARK: - Expansion of optional groups

    private struct Expansion {
        var text: [Character] = []
        var offsets: [Int] = []
    }

    /// Every text `characters` stands for, each with the original offset of each character.
    private static func expand(_ characters: ArraySlice<Character>) -> [Expansion] {
        var results = [Expansion()]
        var index = characters.startIndex
        while index < characters.endIndex {
            let character = characters[index]
            if character == "(" {
                var depth = 0
                var close = index
                while close < characters.endIndex {
                    if characters[close] == "(" { depth += 1 }
                    if characters[close] == ")" { depth -= 1; if depth == 0 { break } }
                    close += 1
                }
                let inner = expand(characters[(index + 1)..<close])
                results = results.flatMap { prefix in
                    [prefix]
                        + inner.map { Expansion(text: prefix.text + $0.text, offsets: prefix.offsets + $0.offsets) }
                }
                index = close + 1
            } else {
                for position in results.indices {
                    results[position].text.append(character)
                    results[position].offsets.append(index)
                }
                index += 1
            }
        }
        return results
    }

    // MARK: - Segments

    private static func components(of text: [Character], offsets: [Int]) throws(EntryPointsError) -> [PatternComponent]
    {
        var start = 0
        var pieces: [(text: String, offset: Int)] = []
        for position in 0...text.count where position == text.count || text[position] == "/" {
            if position > start {
                pieces.append((String(text[start..<position]), offsets[start]))
            }
            start = position + 1
        }
        return try components(of: pieces)
    }

    /// The components of a variant's segments, each with its character offset in the pattern.
    private static func components(of pieces: [(text: String, offset: Int)]) throws(EntryPointsError)
        -> [PatternComponent]
    {
        var components: [PatternComponent] = []
        components.reserveCapacity(pieces.count)
        // NB: a pattern has a handful of names; a linear search beats hashing them.
        var names: [String] = []
        for (number, piece) in pieces.enumerated() {
            let segment = piece.text
            if segment.hasPrefix(":") {
                let name = String(segment.dropFirst())
                try checkName(name, at: piece.offset)
                guard !names.contains(name) else {
                    throw error("parameter '\(name)' appears twice", at: piece.offset)
                }
                names.append(name)
                components.append(.parameter(name))
            } else if segment.hasPrefix("*") {
                guard number == pieces.count - 1 else {
                    throw error("catch-all '\(segment)' must be the last segment", at: piece.offset)
                }
                let name = String(segment.dropFirst())
                if name.isEmpty {
                    components.append(.catchAll(nil))
                } else {
                    try checkName(name, at: piece.offset)
                    guard !names.contains(name) else {
                        throw error("parameter '\(name)' appears twice", at: piece.offset)
                    }
                    names.append(name)
                    components.append(.catchAll(name))
                }
            } else if !segment.utf8.contains(UInt8(ascii: "%")) {
                if segment == "." || segment == ".." {
                    throw error("literal '\(segment)' is a dot segment, which no URL can match", at: piece.offset)
                }
                components.append(.literal(segment))
            } else {
                guard let decoded = PercentDecoding.decode(segment, plusAsSpace: false) else {
                    throw error("literal '\(segment)' has a malformed percent escape", at: piece.offset)
                }
                if decoded == "." || decoded == ".." {
                    throw error("literal '\(segment)' is a dot segment, which no URL can match", at: piece.offset)
                }
                components.append(.literal(decoded))
            }
        }
        return components
    }

    private static func checkName(_ name: String, at offset: Int) throws(EntryPointsError) {
        guard !name.isEmpty else { throw error("parameter without a name", at: offset) }
        for byte in name.utf8 {
            let lower = byte | 0x20
            let allowed =
                byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte &- UInt8(ascii: "0") < 10)
            guard allowed else {
                throw error("parameter name '\(name)' may hold only letters, digits, '_', '-' and '.'", at: offset)
            }
        }
    }

    private static func error(_ message: String, at offset: Int) -> EntryPointsError {
        EntryPointsError(.badPattern, message + " (at offset \(offset))")
    }
}
