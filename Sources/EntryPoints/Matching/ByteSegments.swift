/// Path segments held as ranges of one byte buffer: the fast path's storage.
///
/// The bytes are the decoded segments (valid UTF-8), exactly the bytes of
/// the strings the general path would make.
struct ByteSegments: TrieSegments {
    /// The buffer all segments point into.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Start offset and length of each segment, alternating.
    let bounds: UnsafeBufferPointer<Int32>

    var count: Int { bounds.count / 2 }

    /// The bytes of segment `index`.
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(bounds[2 * index])
        return UnsafeBufferPointer(rebasing: bytes[start..<start + Int(bounds[2 * index + 1])])
    }

    /// Segment `index` as a string (for the rare checks that need one).
    func string(_ index: Int) -> String {
        String(decoding: segment(index), as: UTF8.self)
    }

    func literalChild(of node: Int32, at index: Int, in trie: PatternTrie) -> Int32? {
        let key = segment(index)
        if trie.caseSensitive { return trie.literalIndex.lookup(tag: UInt32(node), key: key) }
        return Self.withFolded(key) { trie.literalIndex.lookup(tag: UInt32(node), key: $0) }
    }

    func foldedRootChildren(at index: Int, in trie: PatternTrie) -> [Int32] {
        Self.withFolded(segment(index)) { key in
            trie.foldedRootIndex.lookup(tag: 0, key: key).map { trie.foldedRootGroups[Int($0)] } ?? []
        }
    }

    func accepts(_ converter: ParameterConverter, at index: Int) -> Bool {
        switch converter.type {
        case .string: true
        case .int: ParameterConverter.int64(segment(index)) != nil
        default: converter.accepts(string(index))
        }
    }

    func acceptsRest(_ converter: ParameterConverter, from index: Int) -> Bool {
        converter.accepts((index..<count).map(string).joined(separator: "/"))
    }

    /// Calls `body` with `key` lowercased as `String.lowercased()` would:
    /// unchanged when it has no uppercase ASCII, folded byte by byte when it
    /// is ASCII, and through `String` only when it holds other characters.
    static func withFolded<Result>(_ key: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var needsFolding = false
        for byte in key where byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
            needsFolding = true
            if byte >= 0x80 {
                var folded = String(decoding: key, as: UTF8.self).lowercased()
                return folded.withUTF8 { body($0) }
            }
        }
        guard needsFolding else { return body(key) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: key.count) { buffer in
            for (offset, byte) in key.enumerated() {
                buffer[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            }
            return body(UnsafeBufferPointer(buffer))
        }
    }
}
