extension RouteController {
    /// Opens every entry a cold launch carried, in the order of
    /// ``Launch/entries``; each is held until ``markReady()`` as any entry is.
    ///
    /// - Returns: each entry's ticket and outcome, in that order (empty for an empty launch).
    @discardableResult
    public func open(_ launch: Launch) -> [(ticket: EntryTicket, outcome: Outcome)] {
        launch.entries.map { open($0) }
    }
}
