import Testing

@testable import EntryPoints

@Suite("Ticket table: the book's entries, in an array indexed by ticket")
struct TicketTableTests {
    private func ticket(_ number: Int) -> EntryTicket { EntryTicket(rawValue: number) }

    private func contents(_ table: TicketTable<Int>) -> [Int: Int] {
        Dictionary(uniqueKeysWithValues: table.tickets.map { ($0.rawValue, table[$0]!) })
    }

    @Test("Values read back by ticket, nil once removed or never set; tickets lists each once")
    func readsBackAndRemoves() {
        var table = TicketTable<Int>()
        for number in 1...10 { table[ticket(number)] = number * 10 }
        #expect(table.count == 10)
        #expect(table[ticket(4)] == 40)
        #expect(table[ticket(11)] == nil && table[ticket(0)] == nil)
        #expect(table.removeValue(forKey: ticket(4)) == 40)
        #expect(table.removeValue(forKey: ticket(4)) == nil)
        table[ticket(7)] = nil
        #expect(table[ticket(4)] == nil && table[ticket(7)] == nil)
        #expect(contents(table) == [1: 10, 2: 20, 3: 30, 5: 50, 6: 60, 8: 80, 9: 90, 10: 100])
    }

    @Test("A value changed in place or replaced keeps one entry")
    func changesInPlace() {
        var table = TicketTable<Int>()
        table[ticket(3)] = 1
        table[ticket(3)]? += 5
        table[ticket(9)]? += 5
        table[ticket(3)] = 7
        #expect(table[ticket(3)] == 7 && table[ticket(9)] == nil && table.count == 1)
    }

    @Test("Tickets that skip numbers, or arrive below the window, are kept and read back")
    func gapsAndLateTickets() {
        var table = TicketTable<Int>()
        table[ticket(100)] = 1
        table[ticket(105)] = 2
        table[ticket(90)] = 3
        #expect(contents(table) == [100: 1, 105: 2, 90: 3])
        #expect(table.removeValue(forKey: ticket(90)) == 3)
        #expect(table.removeValue(forKey: ticket(100)) == 1)
        #expect(contents(table) == [105: 2])
    }

    @Test("A ticket moved out of the window is still found, changed and removed once a later window covers its number")
    func stragglerUnderANewWindow() {
        var table = TicketTable<Int>()
        for number in 50...200 { table[ticket(number)] = number }
        for number in 51...200 { table[ticket(number)] = nil }
        #expect(contents(table) == [50: 50])
        table[ticket(40)] = 40
        table[ticket(55)] = 55
        #expect(table[ticket(50)] == 50 && table[ticket(54)] == nil)
        table[ticket(50)]? += 1
        table[ticket(50)] = 52
        #expect(contents(table) == [40: 40, 50: 52, 55: 55])
        #expect(table.removeValue(forKey: ticket(50)) == 52)
        #expect(contents(table) == [40: 40, 55: 55] && table.count == 2)
    }

    @Test("An entry that stays while a million others come and go is kept, and the table holds no more than a few")
    func longLivedEntryAmongMany() {
        var table = TicketTable<Int>()
        table[ticket(1)] = -1
        for number in 2...1_000_000 {
            table[ticket(number)] = number
            if number % 3 != 0 { table[ticket(number)] = nil }
            if number % 3 == 0, number > 30 { table[ticket(number - 30)] = nil }
        }
        #expect(table[ticket(1)] == -1)
        table[ticket(1)]? -= 1
        #expect(table[ticket(1)] == -2)
        #expect(table.count == 11)
        #expect(table[ticket(999_999)] == 999_999 && table[ticket(999_969)] == nil)
        table[ticket(1)] = nil
        #expect(table.count == 10 && table[ticket(1)] == nil)
    }

    @Test("Values removed in any order leave exactly the rest, against a dictionary")
    func randomAgainstDictionary() {
        var table = TicketTable<Int>()
        var model: [Int: Int] = [:]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var last = 0
        for step in 0..<50_000 {
            if next() % 3 != 0 || model.isEmpty {
                last += 1 + next() % 3
                table[ticket(last)] = step
                model[last] = step
            } else {
                let keys = Array(model.keys)
                let key = keys[next() % keys.count]
                #expect(table.removeValue(forKey: ticket(key)) == model.removeValue(forKey: key))
            }
        }
        #expect(contents(table) == model)
        #expect(table.count == model.count)
        table.removeAll()
        #expect(table.isEmpty && table[ticket(last)] == nil)
    }
}

@Suite("Entry book: held entries become the queue")
struct EntryBookHeldOrderTests {
    @Test("markReady queues held entries after an entry queued before it, in arrival order, without the dropped one")
    func heldFollowTheQueue() throws {
        var book = EntryBook(isReady: false, maxHeld: 3, maxIdentities: 10)
        let first = EntryTicket(rawValue: 1)
        _ = book.restoreParked(first, BookToken(), under: "key", identity: nil)
        book.conditionHolds(first)
        for number in 2...5 {
            _ = book.open(
                EntryTicket(rawValue: number), BookToken(), identity: nil, caller: .app, awaited: false,
                supersedes: false)
        }
        #expect(book.heldTickets.map(\.rawValue) == [3, 4, 5])
        _ = book.markReady()
        #expect(book.counts.held == 0 && book.counts.queued == 4)
        var order: [Int] = []
        while let next = book.takeTurn() {
            order.append(next.rawValue)
            _ = book.finish(next, Outcome(status: .rejected, reason: .notReached))
        }
        #expect(order == [1, 3, 4, 5])
        try checkInvariants(book)
    }

    @Test("markReady with nothing queued makes the held order the queue, each entry marked resumed")
    func heldBecomeTheQueue() throws {
        var book = EntryBook(isReady: false, maxHeld: 10, maxIdentities: 10)
        for number in 1...4 {
            _ = book.open(
                EntryTicket(rawValue: number), BookToken(), identity: nil, caller: .app, awaited: false,
                supersedes: false)
        }
        _ = book.markReady()
        #expect(book.heldTickets.isEmpty)
        #expect(book.entries[EntryTicket(rawValue: 2)]?.marks.contains(.resumed) == true)
        var order: [Int] = []
        while let next = book.takeTurn() {
            order.append(next.rawValue)
            _ = book.finish(next, Outcome(status: .rejected, reason: .notReached))
        }
        #expect(order == [1, 2, 3, 4])
        try checkInvariants(book)
    }
}
