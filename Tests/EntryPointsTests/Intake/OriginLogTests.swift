import EntryPoints
import Testing

@testable import EntryPointsTooling

@Suite("Origin log: where a session's held entries came from, by ticket")
struct OriginLogTests {
    private func ticket(_ number: Int) -> EntryTicket { EntryTicket(rawValue: number) }

    private func origin(line: Int, id: JSONValue? = nil, part: Int32 = 0) -> OriginLog.Origin {
        OriginLog.Origin(line: line, id: id, kind: .url, part: part)
    }

    @Test("Each ticket reads back its line, id and part; a removed or unknown ticket reads nil")
    func readsBack() throws {
        var log = OriginLog()
        log.insert(origin(line: 3), for: ticket(1))
        log.insert(origin(line: 4, id: .string("a"), part: 2), for: ticket(2))
        log.insert(origin(line: 9), for: ticket(7))
        let second = try #require(log[ticket(2)])
        #expect(second.line == 4 && second.id == .string("a") && second.partNumber == 2 && second.kind == .url)
        #expect(log[ticket(1)]?.partNumber == nil && log[ticket(1)]?.id == nil)
        #expect(log[ticket(5)] == nil && log[ticket(8)] == nil)
        log.remove(ticket(2))
        #expect(log[ticket(2)] == nil && log[ticket(7)]?.line == 9 && !log.isEmpty)
        log.remove(ticket(1))
        log.remove(ticket(7))
        #expect(log.isEmpty)
    }

    @Test("A ticket kept again replaces its origin; one older than the last is still found")
    func replacesAndAcceptsOlder() {
        var log = OriginLog()
        log.insert(origin(line: 1), for: ticket(5))
        log.insert(origin(line: 2), for: ticket(5))
        log.insert(origin(line: 3), for: ticket(2))
        #expect(log[ticket(5)]?.line == 2 && log[ticket(2)]?.line == 3)
        log.remove(ticket(5))
        log.insert(origin(line: 4), for: ticket(5))
        #expect(log[ticket(5)]?.line == 4)
    }

    @Test("Nine tenths of a hundred thousand tickets removed, then the rest: what stays is found, through compaction")
    func manyRemovals() {
        var log = OriginLog()
        for number in 1...100_000 { log.insert(origin(line: number * 2, part: Int32(number % 3)), for: ticket(number)) }
        for number in stride(from: 1, through: 100_000, by: 1) where number % 10 != 0 { log.remove(ticket(number)) }
        for number in [10, 5_000, 99_990, 100_000] { #expect(log[ticket(number)]?.line == number * 2) }
        #expect(log[ticket(9)] == nil && log[ticket(99_999)] == nil)
        for number in stride(from: 10, through: 100_000, by: 10) { log.remove(ticket(number)) }
        #expect(log.isEmpty)
        log.insert(origin(line: 1), for: ticket(1))
        log.removeAll()
        #expect(log.isEmpty && log[ticket(1)] == nil)
    }
}
