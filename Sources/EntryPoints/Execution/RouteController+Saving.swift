extension RouteController {
    /// Held and parked entries as data, to save when the app goes to the
    /// background and restore in a controller rebuilt after the system ended
    /// the app, so the user still lands where they were going.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(controller.savedEntries)   // sceneDidEnterBackground
    /// try controller.restore(JSONDecoder().decode(RouteController<AppRoot>.SavedEntries.self, from: data))
    /// ```
    public struct SavedEntries: Codable, Hashable, Sendable {
        /// One waiting entry.
        public struct Entry: Codable, Hashable, Sendable {
            /// The entry as an event line of the event format (``EntryPoint/event``),
            /// with the `scene` it arrived in when the table declares scenes.
            public var event: String
            /// The key (a guard's name) it is parked under; `nil` when it is
            /// held until the app is ready.
            public var parkedUnder: String?
            /// The identity it was opened with, so a restored entry still runs once.
            public var identity: String?

            /// A saved entry: its event line, the key it is parked under (`nil`: held), its identity.
            public init(event: String, parkedUnder: String? = nil, identity: String? = nil) {
                self.event = event
                self.parkedUnder = parkedUnder
                self.identity = identity
            }
        }

        /// Held entries in arrival order, then parked entries in parking order.
        public var entries: [Entry]
        /// The identities the controller remembered, oldest first (see
        /// ``RouteController/maxIdentities``), so an entry that already ran
        /// is still refused as a duplicate after a restore.
        public var identities: [String]

        /// Saved entries, held ones first in arrival order, then parked ones
        /// in parking order, and the identities remembered, oldest first.
        public init(entries: [Entry] = [], identities: [String] = []) {
            self.entries = entries
            self.identities = identities
        }

        /// Decodes saved entries; data saved before identities were kept has none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            entries = try container.decode([Entry].self, forKey: .entries)
            identities = try container.decodeIfPresent([String].self, forKey: .identities) ?? []
        }
    }

    /// The held and parked entries as data (an intent's `context`, result
    /// callback and the entries' actions are not data and are left out), and
    /// the identities remembered.
    public var savedEntries: SavedEntries {
        let held = heldEntries.compactMap { record($0) }.map {
            SavedEntries.Entry(event: Self.event(of: $0), identity: $0.identity)
        }
        let parked = parkedEntries.compactMap { item in record(item.ticket).map { (item.key, $0) } }.map {
            SavedEntries.Entry(event: Self.event(of: $1), parkedUnder: $0, identity: $1.identity)
        }
        return SavedEntries(entries: held + parked, identities: book.identities.oldestFirst)
    }

    /// The event line of a saved entry: its entry, and the scene it arrived in.
    private static func event(of record: Record) -> String {
        let event = IdentifiedEvent(id: nil, event: .entry(record.entry, scene: record.arrivalScene))
        return JSONValue.object(EventEncoder.object(for: event)).jsonText
    }

    /// Restores saved entries, each arriving in the scene it arrived in
    /// before (the active one when that scene is not open): held ones are opened as new (held again until
    /// ``markReady()``, or run now when the app is ready), parked ones are
    /// parked again under their key and resume on ``stateDidChange()``, when
    /// the table's guard of that name holds (under a key of the app's own
    /// interceptor: at the next ``stateDidChange()``, checked again). The
    /// saved identities are remembered first (but for the saved entries' own,
    /// which their entries bring back), so an entry with an identity seen
    /// before the save is refused as a duplicate after it.
    ///
    /// - Returns: the new ticket of each entry, in the order saved.
    /// - Throws: ``EntryPointsError/Code/badSavedEntry`` when an entry is not a
    ///   valid entry event; nothing is restored then.
    @discardableResult
    public func restore(_ saved: SavedEntries) throws(EntryPointsError) -> [EntryTicket] {
        let decoder = EventDecoder()
        var entries: [(EntryPoint, String?, String?, scene: String?)] = []
        for (index, item) in saved.entries.enumerated() {
            let location = "entries[\(index)].event"
            let event: Event
            do {
                event = try decoder.decode(line: item.event).event
            } catch {
                throw EntryPointsError(.badSavedEntry, error.message, at: location)
            }
            guard case .entry(let entry, _, let scene) = event else {
                throw EntryPointsError(.badSavedEntry, "a \(event.type) event is not an entry", at: location)
            }
            entries.append((entry, item.parkedUnder, item.identity, scene))
        }
        let own = Set(entries.compactMap(\.2))
        for identity in saved.identities where !own.contains(identity) { _ = book.remember(identity) }
        var tickets: [EntryTicket] = []
        for (entry, key, identity, scene) in entries {
            guard let key else {
                tickets.append(open(entry, deliveredTo: scene, identity: identity).ticket)
                continue
            }
            let ticket = reserveTicket()
            let isGuard = router.table.guardDefinition(named: key) != nil
            let holds = guardHolds
            let record = Record(
                ticket: ticket, entry: entry, action: nil, completion: nil, arrival: .now, redirectDepth: 0,
                identity: identity, scene: scenes.arrival(deliveredTo: scene))
            record.parking = Parking(
                key: key, deferred: Outcome(status: .deferred, reason: .guard),
                condition: { root in isGuard ? holds(root, key) : true })
            withPump { perform(book.restoreParked(ticket, record, under: key, identity: identity)) }
            tickets.append(ticket)
        }
        return tickets
    }
}
