import Testing

@testable import EntryPoints

@Suite("EdgeTable")
struct EdgeTableTests {
    /// Keys of every length around the sixteen bytes kept in a slot.
    static let keys = (1...40).map { length in String((0..<length).map { Character(UnicodeScalar(97 + $0 % 26)!) }) }

    func root(_ table: EdgeTable) -> EdgeTable.Visit {
        EdgeTable.Visit(node: 0, hash: EdgeTable.rootHash, record: EdgeTable.Record())
    }

    func literal(_ table: EdgeTable, from parent: EdgeTable.Visit, _ key: String, folding: Bool = false)
        -> EdgeTable.Visit?
    {
        var key = key
        return key.withUTF8 { bytes in
            let digest = ByteTable.digest(tag: 0, bytes, folding: folding)!
            return table.literal(from: parent, key: bytes, digest: digest, folding: folding).map(EdgeTable.Visit.init)
        }
    }

    /// A table with every key of ``keys`` as a literal edge from the root, to node `index + 1`.
    func rootLiterals() -> EdgeTable.Builder {
        let table = EdgeTable.Builder()
        for (index, key) in Self.keys.enumerated() {
            var key = key
            _ = key.withUTF8 {
                table.insertLiteral(from: 0, hash: EdgeTable.rootHash, key: $0, child: Int32(index + 1))
            }
        }
        return table
    }

    @Test("A slot is one 64-byte cache line")
    func slotIsOneCacheLine() {
        #expect(MemoryLayout<EdgeTable.Slot>.stride == 64)
        #expect(MemoryLayout<EdgeTable.Slot>.alignment <= 64)
    }

    @Test("A literal edge is found by its parent and exact key, at every length, across growth")
    func literalEdgesRoundTrip() {
        let builder = EdgeTable.Builder()
        var hashes: [UInt32] = []
        for (index, key) in Self.keys.enumerated() {
            let inserted = key.utf8.withContiguousStorageIfAvailable {
                builder.insertLiteral(from: 0, hash: EdgeTable.rootHash, key: $0, child: Int32(index + 1))
            }!
            #expect(inserted.child == Int32(index + 1))
            hashes.append(inserted.hash)
        }
        let table = builder.finish { _ in EdgeTable.Record() }
        #expect(table.count == Self.keys.count)
        for (index, key) in Self.keys.enumerated() {
            let found = literal(table, from: root(table), key)
            #expect(found?.node == Int32(index + 1), "\(key)")
            #expect(found?.hash == hashes[index])
            // A key one byte shorter or longer, or under another parent, is another edge.
            #expect(literal(table, from: root(table), key + "a")?.node != Int32(index + 1))
            let other = EdgeTable.Visit(node: 7, hash: EdgeTable.rootHash, record: EdgeTable.Record())
            #expect(literal(table, from: other, key) == nil)
        }
    }

    @Test("Inserting an existing literal edge keeps its first child")
    func existingLiteralKeepsFirstChild() {
        let table = EdgeTable.Builder()
        let key = Array("story".utf8)
        let first = key.withUnsafeBufferPointer {
            table.insertLiteral(from: 0, hash: EdgeTable.rootHash, key: $0, child: 1)
        }
        let second = key.withUnsafeBufferPointer {
            table.insertLiteral(from: 0, hash: EdgeTable.rootHash, key: $0, child: 2)
        }
        #expect(first.child == 1 && second.child == 1 && first.hash == second.hash)
        #expect(table.count == 1)
    }

    @Test("A folding lookup finds a lowercase key written in any ASCII case, long keys included")
    func foldingLookup() {
        let table = rootLiterals().finish { _ in EdgeTable.Record() }
        for (index, key) in Self.keys.enumerated() {
            #expect(literal(table, from: root(table), key.uppercased(), folding: true)?.node == Int32(index + 1))
            #expect(literal(table, from: root(table), key.uppercased(), folding: false) == nil)
        }
    }

    @Test("Parameter edges are found by parent and label, and carry their converter")
    func parameterEdges() {
        let builder = EdgeTable.Builder()
        let string = builder.insertParameter(
            from: 0, hash: EdgeTable.rootHash, label: EdgeTable.Label.string, converter: -1, child: 1)
        let typed = builder.insertParameter(
            from: 0, hash: EdgeTable.rootHash, label: EdgeTable.Label.typed(0), converter: 3, child: 2)
        let catchAll = builder.insertParameter(
            from: 2, hash: typed, label: EdgeTable.Label.catchAll(0), converter: -1, child: 3)
        let table = builder.finish { _ in EdgeTable.Record() }
        // Every parameter edge of a node shares one path hash, so one prefetch covers them.
        #expect(string == typed)
        let rootVisit = root(table)
        #expect(table.parameter(from: rootVisit, label: EdgeTable.Label.string)?.pointee.child == 1)
        #expect(table.parameter(from: rootVisit, label: EdgeTable.Label.typed(0))?.pointee.converter == 3)
        #expect(table.parameter(from: rootVisit, label: EdgeTable.Label.typed(1)) == nil)
        #expect(table.parameter(from: rootVisit, label: EdgeTable.Label.catchAll(0)) == nil)
        let typedVisit = EdgeTable.Visit(table.parameter(from: rootVisit, label: EdgeTable.Label.typed(0))!)
        #expect(typedVisit.hash == typed)
        let catchAllSlot = table.parameter(from: typedVisit, label: EdgeTable.Label.catchAll(0))
        #expect(catchAllSlot?.pointee.child == 3 && catchAllSlot?.pointee.hash == catchAll)
    }

    @Test(
        "Records set after the last insert ride in each edge's slot; the filter of literal keys has no false negatives")
    func recordsAndKeyFilter() {
        let table = rootLiterals().finish { child in
            EdgeTable.Record(firstTerminal: child * 10, representative: child)
        }
        for (index, key) in Self.keys.enumerated() {
            let found = literal(table, from: root(table), key)
            #expect(found?.record.firstTerminal == Int32(index + 1) * 10)
            var bytes = key
            let hash = bytes.withUTF8 { ByteTable.digest(tag: 0, $0, folding: false)!.hash }
            #expect(table.mayBeLiteral(hash), "\(key)")
        }
        #expect(table.rootLiteral("abc")?.record.firstTerminal == 30)
        #expect(table.rootLiteral("nope") == nil)
        #expect(table.rootSlot.pointee.record.firstTerminal == 0 && table.rootSlot.pointee.hash == EdgeTable.rootHash)
    }

    @Test("Only a table larger than the prefetch threshold prefetches")
    func prefetchesOnlyLargeTables() {
        let small = EdgeTable.Builder().finish { _ in EdgeTable.Record() }
        #expect(!small.prefetches)
        let large = EdgeTable.Builder(capacity: EdgeTable.prefetchThreshold / 64).finish { _ in EdgeTable.Record() }
        #expect(large.prefetches)
    }
}
