import Testing
@testable import EntryPoints

/// A payload for books under test.
final class BookToken {}

/// Where the entry under test stands before the event.
enum BookSetup: String, CaseIterable, Codable, Sendable {
    case held, queued, queuedChild, interceptor, guardPhase, redirect, handler, nestedHandler, parked, parkedChild
    case finished
}

/// One event of the book, applied to the entry under test (or to the book).
enum BookEvent: String, CaseIterable, Codable, Sendable {
    case enterHandler, park, conditionHolds, finish, waitEnded, takeTurn, stateDidChange, markReady, reset
    case supersede
}

/// What the table expects: the entry's state after the event, or a trap.
enum BookExpectation: Equatable {
    case state(EntryTicket.State?)
    case traps
}

/// Builds a book with the entry under test in `setup`; the lane (when there is one) is ticket 1.
func makeBook(in setup: BookSetup) -> (book: EntryBook, ticket: EntryTicket) {
    let lane = EntryTicket(rawValue: 1)
    let entry = EntryTicket(rawValue: 2)
    var book = EntryBook(isReady: setup != .held, maxHeld: 10, maxIdentities: 10)
    func open(_ ticket: EntryTicket, caller: EntryBook.Caller = .app, awaited: Bool = false) {
        _ = book.open(ticket, BookToken(), identity: nil, caller: caller, awaited: awaited, supersedes: false)
    }
    func child() {
        open(lane)
        _ = book.takeTurn()
        open(entry, caller: .entry(lane, live: true), awaited: true)
    }
    switch setup {
    case .held, .queued:
        if setup == .queued {
            open(lane)
            _ = book.takeTurn()
        }
        open(entry)
    case .interceptor, .guardPhase, .redirect, .handler, .parked, .finished:
        open(lane)
        _ = book.takeTurn()
        _ = book.finish(lane, .routed(RouteRequest(route: "r", origin: .external, kind: .url)))
        open(entry)
        _ = book.takeTurn()
        switch setup {
        case .guardPhase: book.enter(entry, .guard)
        case .redirect: book.enter(entry, .redirect)
        case .handler: book.enter(entry, .handler)
        case .parked:
            book.enter(entry, .redirect)
            _ = book.park(entry, under: "key")
        case .finished: _ = book.finish(entry, Outcome(status: .rejected, reason: .notReached))
        default: break
        }
    case .nestedHandler:
        child()
        book.enter(entry, .handler)
    case .parkedChild, .queuedChild:
        child()
        book.enter(entry, .redirect)
        _ = book.park(entry, under: "key")
        if setup == .queuedChild { book.conditionHolds(entry) }
    }
    return (book, entry)
}

/// Applies `event` to the entry under test.
func apply(_ event: BookEvent, to book: inout EntryBook, _ ticket: EntryTicket) {
    switch event {
    case .enterHandler: book.enter(ticket, .handler)
    case .park: _ = book.park(ticket, under: "key")
    case .conditionHolds: book.conditionHolds(ticket)
    case .finish: _ = book.finish(ticket, Outcome(status: .rejected, reason: .notReached))
    case .waitEnded: book.waitEnded(ticket)
    case .takeTurn: _ = book.takeTurn()
    case .stateDidChange: _ = book.stateDidChange()
    case .markReady: _ = book.markReady()
    case .reset: _ = book.reset()
    case .supersede:
        _ = book.open(
            EntryTicket(rawValue: 9), BookToken(), identity: nil, caller: .app, awaited: false, supersedes: true)
    }
}

// Issue 36, item 1: every (state, event) pair of the entry book, without the main actor.
@Suite("Entry book: every state and event")
struct EntryBookTests {
    typealias State = EntryTicket.State
    static let running = State.running(.interceptor)

    /// The table: for each state, what each event leaves (`nil`: finished) or that it traps.
    static let table: [BookSetup: [BookEvent: BookExpectation]] = [
        .held: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.held), .finish: .traps,
            .waitEnded: .state(.held), .takeTurn: .state(.held), .stateDidChange: .state(.held),
            .markReady: .state(.queued), .reset: .state(nil), .supersede: .state(.held),
        ],
        .queued: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.queued), .finish: .traps,
            .waitEnded: .state(.queued), .takeTurn: .state(.queued), .stateDidChange: .state(.queued),
            .markReady: .state(.queued), .reset: .state(nil), .supersede: .state(.queued),
        ],
        .queuedChild: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.queued), .finish: .traps,
            .waitEnded: .state(.queued), .takeTurn: .state(running), .stateDidChange: .state(.queued),
            .markReady: .state(.queued), .reset: .state(nil), .supersede: .state(nil),
        ],
        .interceptor: [
            .enterHandler: .state(.running(.handler)), .park: .traps, .conditionHolds: .state(running),
            .finish: .state(nil), .waitEnded: .state(running), .takeTurn: .state(running),
            .stateDidChange: .state(running), .markReady: .state(running), .reset: .state(nil),
            .supersede: .state(nil),
        ],
        .guardPhase: [
            .enterHandler: .state(.running(.handler)), .park: .traps, .conditionHolds: .state(.running(.guard)),
            .finish: .state(nil), .waitEnded: .state(.running(.guard)), .takeTurn: .state(.running(.guard)),
            .stateDidChange: .state(.running(.guard)), .markReady: .state(.running(.guard)), .reset: .state(nil),
            .supersede: .state(nil),
        ],
        .redirect: [
            .enterHandler: .traps, .park: .state(.parked(key: "key")), .conditionHolds: .state(.running(.redirect)),
            .finish: .state(nil), .waitEnded: .state(.running(.redirect)), .takeTurn: .state(.running(.redirect)),
            .stateDidChange: .state(.running(.redirect)), .markReady: .state(.running(.redirect)),
            .reset: .state(nil), .supersede: .state(nil),
        ],
        .handler: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.running(.handler)), .finish: .state(nil),
            .waitEnded: .state(.running(.handler)), .takeTurn: .state(.running(.handler)),
            .stateDidChange: .state(.running(.handler)), .markReady: .state(.running(.handler)),
            .reset: .state(nil), .supersede: .state(nil),
        ],
        .nestedHandler: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.running(.handler)), .finish: .state(nil),
            .waitEnded: .state(.running(.handler)), .takeTurn: .state(.running(.handler)),
            .stateDidChange: .state(.running(.handler)), .markReady: .state(.running(.handler)),
            .reset: .state(nil), .supersede: .state(nil),
        ],
        .parked: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.queued), .finish: .traps,
            .waitEnded: .state(.parked(key: "key")), .takeTurn: .state(.parked(key: "key")),
            .stateDidChange: .state(.parked(key: "key")), .markReady: .state(.parked(key: "key")),
            .reset: .state(nil), .supersede: .state(.parked(key: "key")),
        ],
        .parkedChild: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(.queued), .finish: .traps,
            .waitEnded: .state(.parked(key: "key")), .takeTurn: .state(.parked(key: "key")),
            .stateDidChange: .state(.parked(key: "key")), .markReady: .state(.parked(key: "key")),
            .reset: .state(nil), .supersede: .state(nil),
        ],
        .finished: [
            .enterHandler: .traps, .park: .traps, .conditionHolds: .state(nil), .finish: .traps,
            .waitEnded: .state(nil), .takeTurn: .state(nil), .stateDidChange: .state(nil), .markReady: .state(nil),
            .reset: .state(nil), .supersede: .state(nil),
        ],
    ]

    static var pairs: [(BookSetup, BookEvent)] {
        BookSetup.allCases.flatMap { setup in BookEvent.allCases.map { (setup, $0) } }
    }

    static var possiblePairs: [(BookSetup, BookEvent)] { pairs.filter { table[$0.0]?[$0.1] != .traps } }
    static var impossiblePairs: [(BookSetup, BookEvent)] { pairs.filter { table[$0.0]?[$0.1] == .traps } }

    @Test("The table names every pair of state and event")
    func tableIsComplete() {
        for (setup, event) in Self.pairs { #expect(Self.table[setup]?[event] != nil, "\(setup) × \(event)") }
        #expect(Self.pairs.count == 110)
    }

    @Test("Each possible pair leaves the state the table says", arguments: possiblePairs)
    func possiblePair(setup: BookSetup, event: BookEvent) throws {
        var (book, ticket) = makeBook(in: setup)
        apply(event, to: &book, ticket)
        #expect(.state(book.state(of: ticket)) == Self.table[setup]?[event], "\(setup) × \(event)")
        try checkInvariants(book)
    }

    @Test("Each impossible pair stops with a precondition failure", arguments: impossiblePairs)
    func impossiblePair(setup: BookSetup, event: BookEvent) async {
        await #expect(processExitsWith: .failure) { [setup, event] in
            var (book, ticket) = makeBook(in: setup)
            apply(event, to: &book, ticket)
        }
    }

    @Test("A resumed child whose parent stopped waiting joins the queue behind the lane")
    func resumedChildAfterWaitEnded() {
        var (book, ticket) = makeBook(in: .queuedChild)
        book.waitEnded(ticket)
        #expect(book.entries[ticket]?.parent == nil)
        #expect(book.takeTurn() == nil)
        _ = book.finish(EntryTicket(rawValue: 1), Outcome(status: .rejected, reason: .notReached))
        #expect(book.takeTurn() == ticket)
        #expect(book.lane == ticket)
    }

    @Test("A child parked while its parent no longer awaits it parks as an ordinary entry")
    func unawaitedChildParksAlone() {
        var (book, ticket) = makeBook(in: .nestedHandler)
        book.waitEnded(ticket)
        #expect(book.entries[ticket]?.parent == EntryTicket(rawValue: 1))
        var (redirecting, child) = EntryBookTests.redirectingChild()
        redirecting.waitEnded(child)
        _ = redirecting.park(child, under: "key")
        #expect(redirecting.entries[child]?.parent == nil)
    }

    @Test("The children of a finished parent: a running one takes the lane, a waiting one becomes ordinary")
    func childrenOfAFinishedParent() {
        var (book, ticket) = makeBook(in: .nestedHandler)
        _ = book.finish(EntryTicket(rawValue: 1), Outcome(status: .rejected, reason: .notReached))
        #expect(book.lane == ticket && book.entries[ticket]?.parent == nil)
        var (parked, child) = makeBook(in: .parkedChild)
        _ = parked.finish(EntryTicket(rawValue: 1), Outcome(status: .rejected, reason: .notReached))
        #expect(parked.entries[child]?.parent == nil)
        #expect(parked.counts.nested == 0)
    }

    @Test("stateDidChange() during a redirect asks the guard once the entry parks")
    func stateChangeDuringRedirect() {
        var (book, ticket) = makeBook(in: .redirect)
        #expect(book.stateDidChange().isEmpty)
        let effects = book.park(ticket, under: "key")
        guard case .askConditions(let asked)? = effects.last else {
            Issue.record("no question after \(effects.count) effects")
            return
        }
        #expect(asked == [ticket])
    }

    @Test("open: a duplicate identity, then a stale caller, are refused before anything else")
    func openRefusals() {
        var book = EntryBook(isReady: false, maxHeld: 1, maxIdentities: 2)
        let first = book.open(
            EntryTicket(rawValue: 1), BookToken(), identity: "a", caller: .app, awaited: false, supersedes: true)
        #expect(first.count == 1)
        let duplicate = book.open(
            EntryTicket(rawValue: 2), BookToken(), identity: "a", caller: .entry(EntryTicket(rawValue: 1), live: false),
            awaited: false, supersedes: false)
        guard case .finish(_, _, .duplicate, _)? = duplicate.first else {
            Issue.record("not a duplicate")
            return
        }
        let stale = book.open(
            EntryTicket(rawValue: 3), BookToken(), identity: "b", caller: .entry(EntryTicket(rawValue: 1), live: false),
            awaited: false, supersedes: false)
        guard case .finish(_, _, .staleCaller, _)? = stale.first else {
            Issue.record("not refused as stale")
            return
        }
        // NB: the stale entry's identity is not remembered, so its real delivery still runs.
        #expect(!book.identities.contains("b"))
        let over = book.open(
            EntryTicket(rawValue: 4), BookToken(), identity: nil, caller: .app, awaited: false, supersedes: true)
        guard case .finish(let dropped, _, .droppedOverCap, _)? = over.first else {
            Issue.record("the held cap dropped nothing")
            return
        }
        #expect(dropped == EntryTicket(rawValue: 1))
    }

    /// A book whose entry 2 is a nested child running its redirect under lane 1.
    static func redirectingChild() -> (EntryBook, EntryTicket) {
        var book = EntryBook(isReady: true, maxHeld: 10, maxIdentities: 10)
        let (lane, child) = (EntryTicket(rawValue: 1), EntryTicket(rawValue: 2))
        _ = book.open(lane, BookToken(), identity: nil, caller: .app, awaited: false, supersedes: false)
        _ = book.takeTurn()
        _ = book.open(
            child, BookToken(), identity: nil, caller: .entry(lane, live: true), awaited: true, supersedes: false)
        book.enter(child, .redirect)
        return (book, child)
    }
}

/// The book's own invariants: counts agree with the states, one top-level entry runs at most.
func checkInvariants(_ book: EntryBook) throws {
    var counts = EntryBook.Counts()
    var topRunning = 0
    for ticket in book.entries.tickets {
        let entry = try #require(book.entries[ticket])
        counts.add(entry.place, 1)
        if entry.parent != nil {
            counts.nested += 1
            let parent = try #require(book.entries[entry.parent!], "\(ticket)'s parent finished")
            guard case .running = parent.place else {
                Issue.record("\(ticket)'s parent is not running")
                continue
            }
        } else if case .running = entry.place {
            topRunning += 1
            #expect(book.lane == ticket)
        }
    }
    #expect(counts == book.counts)
    #expect(topRunning <= 1)
    #expect(book.parked.count == book.counts.parked)
}
