// NB: the recorder's only contact with the controller's observers, kept in
// this one file so a change to the observer API touches nothing else.
extension EntryRecorder {
    /// Starts recording every entry `controller` receives; returns the
    /// observer's id, which ``RouteController/removeObserver(_:)`` takes to stop.
    @discardableResult
    public func attach<Root>(to controller: RouteController<Root>) -> RouteController<Root>.ObserverID {
        controller.addObserver { [self] report in
            if let resolution = report.linkResolution { record(resolution) }
            observe(
                ticket: report.ticket, entry: report.entry, outcome: report.outcome, resumed: report.isResumed,
                waits: report.event == .held || report.event == .parked)
        }
    }

    /// Writes the entry of one observer report, unless it is a later report of an entry already written.
    func observe(ticket: EntryTicket, entry: EntryPoint, outcome: Outcome, resumed: Bool, waits: Bool) {
        if resumed || waiting.contains(ticket) {
            // NB: a resumed, re-parked or dropped report of a held or parked entry: written already.
            if !waits || !resumed { waiting.remove(ticket) }
            return
        }
        sink(Self.line(for: entry, ticket: ticket, outcome: outcome))
        if waits { waiting.insert(ticket) }
    }
}
