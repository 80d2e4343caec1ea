extension EntryTicket {
    /// Where an opened entry stands: exactly one of these until it finishes with
    /// its one outcome (a finished entry has no state: ``RouteController/state(of:)``
    /// is `nil`, and nothing can move it again).
    ///
    /// ```
    /// open ──▶ held ──markReady──▶ queued ──▶ running(phase) ──▶ finished(outcome)
    ///   │                             ▲            │
    ///   └─────────────────────────────┘            ▼ redirect reached
    ///                             stateDidChange ◀─ parked(key)
    /// ```
    ///
    /// The article on guards and readiness has the full transition table.
    public enum State: Hashable, Sendable {
        /// What a running entry is doing.
        public enum Phase: String, Hashable, Sendable {
            /// The app's link resolver resolves the entry's link, under one
            /// of the table's `resolve` prefixes, before it is matched.
            case resolving
            /// An app interceptor decides.
            case interceptor
            /// The table's guards decide.
            case `guard`
            /// A guard sent the user elsewhere: the redirect's handler runs.
            case redirect
            /// The route's handler runs.
            case handler
        }

        /// Opened before ``RouteController/markReady()``; runs once the app is ready.
        case held
        /// Waits its turn behind the entry running.
        case queued
        /// Runs one phase; the entry's outcome is not known yet.
        case running(Phase)
        /// A guard's redirect reached its destination; it resumes on
        /// ``RouteController/stateDidChange()`` once the guard holds.
        case parked(key: String)
    }
}
