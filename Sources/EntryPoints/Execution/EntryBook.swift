/// The route controller's entry book: every unfinished entry's state, the
/// held, queued and parked orders, the lane, the counts and the identities
/// seen, as one pure value.
///
/// Each event is one `mutating` function (``open(_:_:identity:caller:awaited:supersedes:)``,
/// ``takeTurn()``, ``enter(_:_:)``, ``park(_:under:)``, ``conditionHolds(_:)``,
/// ``stateDidChange()``, ``markReady()``, ``finish(_:_:)``, ``waitEnded(_:)``,
/// ``reset()``) that switches on the entry's state, moves it, and returns
/// the effects its owner performs; an impossible pair of state and event
/// stops with a precondition failure. The book never calls app code and
/// never reads the root: the ``RouteController`` keeps the closures, tasks
/// and root, performs the effects, and asks guards what the book cannot know.
///
/// The payload is what the owner keeps per entry (the controller's record, a
/// class); the book stores it once and hands it back in a
/// ``Effect/finish(_:_:_:resumed:)``. NB: an object, not a generic
/// parameter, so the book is compiled once however many roots an app's
/// controllers have (each root made another copy: some 30 KB of app text).
///
/// The rules it keeps, each written once below:
/// - at most one top-level entry runs (the *lane*); nested children run in
///   its scope, beside it;
/// - queued entries start in the order they were queued, once the lane is free;
/// - a nested child that a guard parks and that resumes while its parent
///   still awaits it runs as that parent's child again, before the queue;
///   once the parent stopped waiting or finished, it is an ordinary entry;
/// - an entry opened from inside a callback never supersedes; one opened by
///   the callback of an entry whose run is over is refused;
/// - a finished entry leaves the book, so it has no second outcome.
struct EntryBook {
    typealias Payload = AnyObject

    /// One unfinished entry: 32 bytes (a million held entries are one array
    /// of them, ``TicketTable``). A parked entry's key is in ``parked``.
    struct Entry {
        var payload: Payload
        /// The stamp of its last move into a held, queued or parked state (what the order lists check).
        var stamp: Int
        /// The entry whose callback opened and awaits this one (a nested child), if any.
        var parent: EntryTicket?
        var place: Place
        var marks: EntryMarks

        init(payload: Payload, place: Place, parent: EntryTicket?, marks: EntryMarks) {
            self.payload = payload
            self.stamp = 0
            self.parent = parent
            self.place = place
            self.marks = marks
        }

        /// Enters `place` with `stamp`; returns the entry's parent.
        ///
        /// NB: one call, so a move changes the entry in one access of the table.
        mutating func enter(_ place: Place, stamp: Int) -> EntryTicket? {
            self.place = place
            self.stamp = stamp
            return parent
        }
    }

    /// An entry's state without a parked entry's key: one byte.
    enum Place: Equatable {
        case held
        case queued
        case running(EntryTicket.State.Phase)
        case parked

        init(_ state: EntryTicket.State) {
            switch state {
            case .held: self = .held
            case .queued: self = .queued
            case .running(let phase): self = .running(phase)
            case .parked: self = .parked
            }
        }
    }

    /// A ticket in an order list, with the stamp it had when it was put there.
    struct Stamped {
        let ticket: EntryTicket
        let stamp: Int
    }

    /// How many entries are in each kind of state, and how many are nested children.
    struct Counts: Equatable {
        var held = 0
        var queued = 0
        var running = 0
        var parked = 0
        /// Entries with a parent.
        var nested = 0

        mutating func add(_ place: Place, _ delta: Int) {
            switch place {
            case .held: held += delta
            case .queued: queued += delta
            case .running: running += delta
            case .parked: parked += delta
            }
        }
    }

    // NB: written only by the book's own functions (here and in its events);
    // the owner reads them. Not `private(set)`: the events live in another file.
    var entries = TicketTable<Entry>()
    var counts = Counts()
    /// The top-level entry running, if any.
    var lane: EntryTicket?
    /// Whether entries run as they arrive (otherwise they are held).
    var isReady: Bool
    /// The most entries held; one more drops the oldest. At least 1.
    var maxHeld: Int {
        didSet { maxHeld = Swift.max(1, maxHeld) }
    }
    /// The identities opened, the most recent ones up to its limit.
    var identities: IdentityMemory
    var held = FIFO<Stamped>()
    var queue = FIFO<Stamped>()
    /// Resumed nested children whose parent still awaits them: they run before the queue.
    var children = FIFO<Stamped>()
    /// The parked entries in parking order, each with its key.
    ///
    /// NB: a list, searched for a key: at most one entry parks under each
    /// key, so it is short (and a dictionary beside it cost app text).
    var parked: [(ticket: EntryTicket, key: String)] = []
    private var lastStamp = 0

    /// Parked tickets in parking order.
    var parkedOrder: [EntryTicket] { parked.map(\.ticket) }

    /// The key `ticket` is parked under, while it is parked.
    func parkedKey(of ticket: EntryTicket) -> String? {
        parked.first { $0.ticket == ticket }?.key
    }

    init(isReady: Bool, maxHeld: Int, maxIdentities: Int) {
        self.isReady = isReady
        self.maxHeld = Swift.max(1, maxHeld)
        self.identities = IdentityMemory(limit: maxIdentities)
    }

    // MARK: Reading

    /// The state of `ticket`; `nil` once it finished.
    @inline(never)
    func state(of ticket: EntryTicket) -> EntryTicket.State? {
        guard let place = entries[ticket]?.place else { return nil }
        switch place {
        case .held: return .held
        case .queued: return .queued
        case .running(let phase): return .running(phase)
        case .parked: return .parked(key: parkedKey(of: ticket) ?? "")
        }
    }

    /// The owner's payload of `ticket`, while it has not finished.
    func payload(of ticket: EntryTicket) -> Payload? { entries[ticket]?.payload }

    /// The running entries, in ticket order: those in `phase`, or all when it is `nil`.
    func runningTickets(in phase: EntryTicket.State.Phase?) -> [EntryTicket] {
        guard counts.running > 0 else { return [] }
        var running: [EntryTicket] = []
        for ticket in entries.tickets {
            guard case .running(let current)? = entries[ticket]?.place else { continue }
            if phase == nil || phase == current { running.append(ticket) }
        }
        return running.sorted()
    }

    /// Whether an entry runs or is queued.
    var isBusy: Bool { counts.running + counts.queued > 0 }

    /// Held tickets in arrival order.
    var heldTickets: [EntryTicket] { held.compactMap { isCurrent($0, .held) ? $0.ticket : nil } }

    /// Parked tickets in parking order, with their keys.
    var parkedTickets: [(ticket: EntryTicket, key: String)] { parked }

    /// Whether nothing runs or is queued; for a callback of the live entry
    /// `scope`, whether nothing runs but that entry and those awaiting it
    /// (what is queued runs after it, so waiting for it would never end).
    func isIdle(for scope: EntryTicket?) -> Bool {
        guard let scope, entries[scope] != nil else { return !isBusy }
        var chain = 0
        var next: EntryTicket? = scope
        while let ticket = next, let entry = entries[ticket] {
            if case .running = entry.place { chain += 1 }
            next = entry.parent
        }
        return counts.running <= chain
    }

    /// Whether `item` still stands for its entry in `state`.
    func isCurrent(_ item: Stamped, _ state: EntryTicket.State) -> Bool {
        guard let entry = entries[item.ticket] else { return false }
        return entry.stamp == item.stamp && entry.place == Place(state)
    }

    // MARK: Moving (the only places that write an entry's state)

    /// Puts a new entry in its first state.
    mutating func admit(_ ticket: EntryTicket, _ entry: Entry, parkedUnder key: String? = nil) {
        precondition(entries[ticket] == nil, "entry \(ticket) was admitted twice")
        var entry = entry
        lastStamp += 1
        entry.stamp = lastStamp
        let (place, parent) = (entry.place, entry.parent)
        entries[ticket] = entry
        counts.add(place, 1)
        if parent != nil { counts.nested += 1 }
        placed(ticket, place, parent: parent, parkedUnder: key)
    }

    /// Moves a live entry from one state to another and places it in the order of its new state.
    mutating func move(_ ticket: EntryTicket, to state: EntryTicket.State) {
        guard let old = entries[ticket]?.place else { preconditionFailure("entry \(ticket) has finished") }
        let place = Place(state)
        counts.add(old, -1)
        counts.add(place, 1)
        if case .parked = old { parked.removeAll { $0.ticket == ticket } }
        lastStamp += 1
        let parent = entries[ticket]?.enter(place, stamp: lastStamp) ?? nil
        if case .parked(let key) = state {
            placed(ticket, place, parent: parent, parkedUnder: key)
        } else {
            placed(ticket, place, parent: parent)
        }
    }

    /// Appends an entry that just entered `place`, stamped ``lastStamp``, to that state's order.
    private mutating func placed(
        _ ticket: EntryTicket, _ place: Place, parent: EntryTicket?, parkedUnder key: String? = nil
    ) {
        let item = Stamped(ticket: ticket, stamp: lastStamp)
        switch place {
        case .held: held.append(item)
        case .queued: if parent == nil { queue.append(item) } else { children.append(item) }
        case .parked: parked.append((ticket, key ?? ""))
        case .running: if parent == nil { lane = ticket }
        }
    }

    /// Sets or clears an entry's parent, keeping the nested count.
    mutating func link(_ ticket: EntryTicket, to parent: EntryTicket?) {
        guard let old = entries[ticket] else { return }
        if (old.parent == nil) != (parent == nil) { counts.nested += parent == nil ? -1 : 1 }
        entries[ticket]?.parent = parent
        if parent == nil { entries[ticket]?.marks.remove(.awaited) }
    }

    /// Removes an entry: its one way out of the book.
    mutating func remove(_ ticket: EntryTicket) -> Entry {
        guard let entry = entries.removeValue(forKey: ticket) else {
            preconditionFailure("entry \(ticket) has finished")
        }
        counts.add(entry.place, -1)
        if entry.parent != nil { counts.nested -= 1 }
        if case .parked = entry.place { parked.removeAll { $0.ticket == ticket } }
        if lane == ticket { lane = nil }
        return entry
    }

    /// Remembers `identity`; whether it was new.
    mutating func remember(_ identity: String) -> Bool { identities.insert(identity) }

    /// Forgets every order list's dead items (after a reset).
    mutating func clearOrders() {
        held.removeAll()
        queue.removeAll()
        children.removeAll()
        parked.removeAll()
        lane = nil
    }

    /// Marks the app ready (readiness never goes back).
    mutating func becomeReady() { isReady = true }
}

/// What a book's entry carries besides its state.
struct EntryMarks: OptionSet {
    let rawValue: UInt8
    /// It was held or parked before it ran again.
    static let resumed = EntryMarks(rawValue: 1)
    /// Its parent still awaits it (only with a parent).
    static let awaited = EntryMarks(rawValue: 2)
    /// ``EntryBook/stateDidChange()`` came while its redirect ran.
    static let stateChanged = EntryMarks(rawValue: 4)
}
