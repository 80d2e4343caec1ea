import Testing

@testable import EntryPoints

@Suite("TerminalTable")
struct TerminalTableTests {
    typealias Capture = PatternTrie.HotNodes.Capture

    func record(_ id: String, route: Int32, captures: Range<Int32>, declaresQueryParameters: Bool = false)
        -> PatternTrie.HotNodes.TerminalRecord
    {
        PatternTrie.HotNodes.TerminalRecord(
            routeID: id, route: route, captureStart: captures.lowerBound, captureEnd: captures.upperBound,
            admissionFlags: UInt8(route & 0x7), declaresQueryParameters: declaresQueryParameters)
    }

    @Test("A slot is one 64-byte cache line")
    func slotIsOneCacheLine() {
        #expect(MemoryLayout<TerminalTable.Slot>.stride == 64)
        #expect(MemoryLayout<TerminalTable.Slot>.alignment <= 64)
    }

    @Test("A capture packs into four bytes and back, at the edges of each field")
    func capturesPackAndUnpack() {
        let captures = [
            Capture(position: 0, converter: -1, name: 0, isCatchAll: false),
            Capture(position: 255, converter: 126, name: 65_535, isCatchAll: true),
            Capture(position: 3, converter: 0, name: 17, isCatchAll: false),
        ]
        for capture in captures {
            let word = TerminalTable.pack(capture)
            #expect(word != nil)
            var table = TerminalTable(capacity: 1)
            table.insert(
                terminal: 0, hash: 1, record: record("r", route: 0, captures: 0..<1),
                captures: [capture][...])
            let slot = table.slot(of: 0, hash: 1)
            #expect(slot.pointee.inlineCount == 1)
            let unpacked = slot.pointee.capture(0)
            #expect(unpacked.position == capture.position)
            #expect(unpacked.converter == capture.converter)
            #expect(unpacked.name == capture.name)
            #expect(unpacked.isCatchAll == capture.isCatchAll)
        }
        #expect(TerminalTable.pack(Capture(position: 256, converter: -1, name: 0, isCatchAll: false)) == nil)
        #expect(TerminalTable.pack(Capture(position: 0, converter: 127, name: 0, isCatchAll: false)) == nil)
        #expect(TerminalTable.pack(Capture(position: 0, converter: -1, name: 65_536, isCatchAll: false)) == nil)
    }

    @Test("Terminals whose nodes share a hash are told apart by number, each with its own record")
    func collidingHashesKeepEachTerminal() {
        var table = TerminalTable(capacity: 40)
        for terminal in 0..<40 {
            // NB: four hashes for forty terminals: long probe runs that wrap around.
            table.insert(
                terminal: Int32(terminal), hash: UInt32(terminal % 4) &* 0x9E37_79B9,
                record: record(
                    "r\(terminal)", route: Int32(100 + terminal), captures: 0..<0,
                    declaresQueryParameters: terminal.isMultiple(of: 2)),
                captures: [])
        }
        #expect(table.count == 40)
        for terminal in 0..<40 {
            let slot = table.slot(of: Int32(terminal), hash: UInt32(terminal % 4) &* 0x9E37_79B9)
            #expect(slot.pointee.record.routeID == "r\(terminal)")
            #expect(slot.pointee.record.route == Int32(100 + terminal))
            #expect(slot.pointee.record.admissionFlags == UInt8((100 + terminal) & 0x7))
            #expect(slot.pointee.inlineCount == 0)
            #expect(slot.pointee.record.declaresQueryParameters == terminal.isMultiple(of: 2))
        }
    }

    @Test("More captures than a slot holds stay in the trie's list, and a match still reads them all")
    func manyCapturesFallBackToTheList() throws {
        let names = (0..<9).map { "p\($0)" }
        let router = try makeRouter([
            Route("wide", patterns: ["/wide/" + names.map { ":" + $0 }.joined(separator: "/")], params: ["p8": .int]),
            Route("narrow", patterns: ["/narrow/:a/*rest"]),
        ])
        let wide = router.trie.terminalTable.slot(
            of: 0, hash: router.trie.nodes.first { $0.terminals.first == 0 }!.hash)
        #expect(wide.pointee.inlineCount == TerminalTable.Slot.notInline)
        let values = (0..<8).map { "v\($0)" } + ["42"]
        let opened = router.open("demoapp://wide/" + values.joined(separator: "/"))
        #expect(opened.request?.route == "wide")
        var expected = JSONObject()
        for (name, value) in zip(names.dropLast(), values) { expected[name] = .string(value) }
        expected["p8"] = .number(JSONNumber(42))
        #expect(opened.request?.params == expected)
        let narrow = router.open("demoapp://narrow/x/a/b")
        #expect(narrow.request?.params == ["a": .string("x"), "rest": .string("a/b")])
    }
}

@Suite("Query items and declared types")
struct DeclaredQueryParameterTests {
    @Test("A query item is converted by its declared type only where the matched pattern leaves that name uncaptured")
    func queryItemsConvertOnlyWhereUncaptured() throws {
        let router = try makeRouter([
            Route("story", patterns: ["/story/:id", "/story/latest"], params: ["id": .int]),
            Route("plain", patterns: ["/plain/:id"]),
        ])
        // The pattern without `:id`: the query item takes the declared type.
        #expect(router.open("demoapp://story/latest?id=5").request?.params == ["id": .number(JSONNumber(5))])
        // The pattern with `:id`: the path wins and the query item is dropped.
        #expect(router.open("demoapp://story/7?id=5").request?.params == ["id": .number(JSONNumber(7))])
        // No declaration: a string, whatever another route declares.
        #expect(router.open("demoapp://plain/x?id=5").request?.params == ["id": .string("x")])
        #expect(router.open("demoapp://story/latest?other=5").request?.params == ["other": .string("5")])
        // A value the declared type refuses is a bad parameter, as before.
        #expect(router.open("demoapp://story/latest?id=x").outcome.reason == .badParameter)
        let wide = router.trie.hot.terminals.map(\.declaresQueryParameters)
        #expect(wide == [false, true, false])
    }
}
