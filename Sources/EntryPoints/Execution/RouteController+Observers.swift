extension RouteController {
    /// What an observer learns each time an entry reaches an outcome: routed,
    /// unmatched, rejected, held, parked, superseded or dropped, first run or resumed.
    ///
    /// ```swift
    /// controller.addObserver { report in
    ///     analytics.log(report.event.rawValue, route: report.outcome.route, ms: report.duration)
    /// }
    /// ```
    public struct Report: Sendable, CustomStringConvertible {
        /// What became of the entry, in one word.
        public enum Event: String, Hashable, Sendable, CaseIterable {
            /// It reached its route.
            case routed
            /// No route takes it.
            case unmatched
            /// It was refused (a bad URL, not exposed, a guard without redirect,
            /// an interceptor, a handler that did not reach its destination).
            case rejected
            /// It is held until the app is ready.
            case held
            /// A guard redirected and it is parked until the guard holds.
            case parked
            /// A newer entry superseded it while it executed.
            case superseded
            /// It was held or parked and will never run (the held cap, a newer
            /// parked entry, `reset`).
            case dropped
        }

        /// The entry's ticket, as ``RouteController/open(_:policy:identity:action:)`` returned it.
        public var ticket: EntryTicket
        /// The kind of entry.
        public var kind: EntryPoint.Kind
        /// The entry itself, as it was opened (``EntryRecorder`` writes it as an event line).
        public var entry: EntryPoint
        /// What became of it.
        public var event: Event
        /// The outcome, with the route when one was identified.
        public var outcome: Outcome
        /// When it was opened.
        public var arrival: ContinuousClock.Instant
        /// When this outcome was reached.
        public var finish: ContinuousClock.Instant
        /// For a held or parked entry that ran again: its original ticket (the
        /// same as ``ticket``); `nil` on its first run.
        public var original: EntryTicket?
        /// The identity it was opened with (``RouteController/open(_:policy:identity:action:)``),
        /// which tells apart, say, an entry a first-launch hand-off left.
        public var identity: String?
        /// What the link resolver answered for its link under a `resolve`
        /// prefix, once it was asked; ``EntryRecorder`` records it.
        public var linkResolution: Router.LinkResolution?

        /// Whether this is a held or parked entry that ran again.
        public var isResumed: Bool { original != nil }
        /// From arrival to this outcome.
        public var duration: Duration { arrival.duration(to: finish) }

        /// `#3 routed story` and the like.
        public var description: String {
            "\(ticket) \(event)\(isResumed ? " (resumed)" : "") \(outcome)"
        }
    }

    /// Identifies a registered observer, to remove it.
    public struct ObserverID: Hashable, Sendable {
        let rawValue: Int
    }

    /// Registers `observer`, called on the main actor for every outcome of
    /// every entry, in the order they happen, each once the change of state
    /// that caused it is complete. It may call any controller API; what it
    /// opens follows the rule for entries opened from callbacks (the article
    /// on guards and readiness, "What callbacks open"): it never supersedes
    /// and is queued behind what was queued before.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (Report) -> Void) -> ObserverID {
        lastObserverID += 1
        let id = ObserverID(rawValue: lastObserverID)
        observers.append((id, observer))
        isObserved = true
        return id
    }

    /// Unregisters an observer; it is not called again.
    public func removeObserver(_ id: ObserverID) {
        observers.removeAll { $0.id == id }
        recorders.removeAll { $0.id == id }
        isObserved = !observers.isEmpty
        isRecorded = !recorders.isEmpty
    }

    /// Tells waiters and observers what became of an entry; runs after the
    /// transition that caused it completed. `resumed` is whether the entry
    /// had been held or parked when the outcome was reached (the record may
    /// have moved on since).
    func deliver(_ record: Record, _ outcome: Outcome, resumed: Bool) {
        if let waiting = waiters.removeValue(forKey: record.ticket) {
            for waiter in waiting { waiter(outcome) }
            // NB: the first report ends `openAndWait`: a child parked now is its parent's no more.
            book.waitEnded(record.ticket)
        }
        guard isObserved else { return }
        let event = Self.event(of: outcome)
        let report = Report(
            ticket: record.ticket, kind: record.entry.kind, entry: record.entry, event: event, outcome: outcome,
            arrival: record.arrival, finish: .now,
            original: resumed && event != .dropped ? record.ticket : nil, identity: record.identity,
            linkResolution: record.link)
        for (id, observe) in observers where observers.contains(where: { $0.id == id }) {
            observe(report)
        }
    }

    static func event(of outcome: Outcome) -> Report.Event {
        switch outcome.status {
        case .routed: return .routed
        case .unmatched: return .unmatched
        case .deferred: return outcome.reason == .notReady ? .held : .parked
        default:
            switch outcome.reason {
            case .superseded?: return .superseded
            case .dropped?, .replaced?: return .dropped
            default: return .rejected
            }
        }
    }
}
