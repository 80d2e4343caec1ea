import Testing

@testable import EntryPoints

@Suite("ByteTable: the byte-keyed index that literal segments are looked up in")
struct ByteTableTests {
    /// Keys of every length class the slots treat differently: empty, up to
    /// eight bytes, nine to sixteen (kept whole in the slot), and longer
    /// (compared in the arena past the sixteenth byte), plus keys that share
    /// their first sixteen bytes.
    static let keys = [
        "", "a", "story", "eightbyt", "ninebytes", "section12345", "sixteen-bytes-ok", "seventeen-bytes-x",
        "sixteen-bytes-ok-but-longer", "sixteen-bytes-ok-but-longest", "r%C3%A9sum%C3%A9-and-more-text",
    ]

    func lookup(_ table: ByteTable, tag: UInt32, _ key: String, folding: Bool = false) -> Int32? {
        var key = key
        return key.withUTF8 { table.lookup(tag: tag, key: $0, foldingCase: folding) }
    }

    @Test("Every key is found under its own tag and under no other, at every key length")
    func everyKeyFoundUnderItsTag() {
        let builder = ByteTable.Builder()
        for (index, key) in Self.keys.enumerated() {
            builder.insert(tag: 1, key: key.utf8, value: Int32(index))
            builder.insert(tag: 2, key: key.utf8, value: Int32(100 + index))
        }
        let table = builder.finish()
        #expect(table.count == 2 * Self.keys.count)
        for (index, key) in Self.keys.enumerated() {
            #expect(lookup(table, tag: 1, key) == Int32(index), "\(key)")
            #expect(lookup(table, tag: 2, key) == Int32(100 + index), "\(key)")
            #expect(lookup(table, tag: 3, key) == nil, "\(key)")
        }
        for absent in ["sixteen-bytes-o", "sixteen-bytes-ok-", "sixteen-bytes-ok-but-longes", "seventeen-bytes-y", "b"]
        {
            #expect(lookup(table, tag: 1, absent) == nil, "\(absent)")
        }
    }

    @Test("Inserting a key twice keeps the first value and returns it")
    func insertKeepsFirstValue() {
        let builder = ByteTable.Builder()
        #expect(builder.insert(tag: 0, key: "sixteen-bytes-ok-but-longer".utf8, value: 7) == 7)
        #expect(builder.insert(tag: 0, key: "sixteen-bytes-ok-but-longer".utf8, value: 9) == 7)
        let table = builder.finish()
        #expect(table.count == 1)
        #expect(lookup(table, tag: 0, "sixteen-bytes-ok-but-longer") == 7)
    }

    @Test("Growing past many doublings keeps every key, long keys included")
    func growingKeepsEveryKey() {
        let builder = ByteTable.Builder()
        for number in 0..<5_000 {
            builder.insert(
                tag: UInt32(number % 7), key: "segment-\(number)-with-a-long-tail".utf8, value: Int32(number))
        }
        let table = builder.finish()
        for number in stride(from: 0, to: 5_000, by: 37) {
            #expect(lookup(table, tag: UInt32(number % 7), "segment-\(number)-with-a-long-tail") == Int32(number))
            #expect(lookup(table, tag: UInt32((number + 1) % 7), "segment-\(number)-with-a-long-tail") == nil)
        }
    }

    @Test("A folding lookup finds a lowercase key written in any ASCII case, at every length")
    func foldingLookupIgnoresASCIICase() {
        let builder = ByteTable.Builder()
        for (index, key) in Self.keys.enumerated() { builder.insert(tag: 0, key: key.utf8, value: Int32(index)) }
        let table = builder.finish()
        // NB: a folding table stores its keys folded, so only lowercase keys can be found folding.
        for (index, key) in Self.keys.enumerated() where key == key.lowercased() {
            #expect(lookup(table, tag: 0, key.uppercased(), folding: true) == Int32(index), "\(key)")
            #expect(key.uppercased() == key || lookup(table, tag: 0, key.uppercased()) == nil, "\(key)")
        }
    }

    /// Every key written in the given case followed by sixteen bytes of
    /// garbage, which a slack lookup loads and must mask off.
    func withSlack<Result>(_ key: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let bytes = Array(key.utf8) + Array(repeating: UInt8(ascii: "Z"), count: 8) + Array(repeating: 0xFF, count: 8)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<key.utf8.count])) }
    }

    @Test("A digest that reads past the key into slack equals the plain digest, at every length and case")
    func slackDigestAgreesWithPlainDigest() {
        let probes = Self.keys + Self.keys.map { $0.uppercased() } + ["sixteen-bytes-o", "storyZ", "stor", "eightby"]
        for key in probes {
            for folding in [false, true] {
                var copy = key
                let plain = copy.withUTF8 { ByteTable.digest(tag: 4, $0, folding: folding) }
                let slack = withSlack(key) { ByteTable.digest(tag: 4, slackKey: $0, folding: folding) }
                #expect(slack?.head0 == plain?.head0 && slack?.head1 == plain?.head1, "\(key) folding: \(folding)")
                #expect(slack?.hash == plain?.hash, "\(key) folding: \(folding)")
            }
        }
        // NB: a scalar from U+0100 on needs `String` to fold it; Latin-1 folds in the words (below).
        #expect(withSlack("caf\u{101}") { ByteTable.digest(tag: 0, slackKey: $0, folding: true) } == nil)
        #expect(withSlack("\u{178}") { ByteTable.digest(tag: 0, slackKey: $0, folding: true) } == nil)
    }

    @Test(
        "A folding slack digest of text below U+0100 equals the digest of String.lowercased(), for every scalar at every offset"
    )
    func latin1FoldingAgreesWithStringLowercased() {
        var keys: [String] = []
        for value in 0x20...0xFF {
            let scalar = String(Unicode.Scalar(UInt8(value)))
            // Every offset in both head words, and beside other Latin-1 letters.
            for prefix in ["", "a", "Ab", "abcdefg", "ABCDEFGH", "\u{C9}", "x\u{DF}y", "\u{D7}\u{C0}\u{DE}"] {
                let key = prefix + scalar + (value % 2 == 0 ? "Z" : "")
                if key.utf8.count <= 16 { keys.append(key) }
            }
        }
        keys += [
            "R\u{C9}SUM\u{C9}-648", "STRA\u{DF}E", "\u{DE}ORN", "\u{D7}X", "\u{FF}", "\u{B5}",
            "\u{C0}\u{D6}\u{D8}\u{DE}\u{DF}\u{E0}\u{F7}",
        ]
        for key in keys {
            var folded = key.lowercased()
            let expected = folded.withUTF8 { ByteTable.digest(tag: 0, $0, folding: false)! }
            let slack = withSlack(key) { ByteTable.digest(tag: 0, slackKey: $0, folding: true) }
            #expect(slack?.head0 == expected.head0 && slack?.head1 == expected.head1, "\(key)")
            #expect(slack?.hash == expected.hash, "\(key)")
        }
    }

    @Test("A lookup from head words gathered while reading finds what a folding lookup finds, at every length")
    func gatheredHeadLookupAgreesWithFoldingLookup() {
        let builder = ByteTable.Builder()
        for (index, key) in Self.keys.enumerated() { builder.insert(tag: 0, key: key.utf8, value: Int32(index)) }
        let table = builder.finish()
        for key in Self.keys + Self.keys.map({ $0.uppercased() }) + ["sixteen-bytes-o", "storyx"] {
            // The words as the URL parser gathers a scheme: byte i of the lowercased key at bits 8i.
            var heads: [UInt64] = [0, 0]
            for (position, byte) in key.lowercased().utf8.prefix(16).enumerated() {
                heads[position / 8] |= UInt64(byte) << UInt64(8 * (position % 8))
            }
            var copy = key
            let gathered = copy.withUTF8 {
                table.lookup(tag: 0, key: $0, head0: heads[0], head1: heads[1], foldingCase: true)
            }
            #expect(gathered == lookup(table, tag: 0, key, folding: true), "\(key)")
        }
    }
}
