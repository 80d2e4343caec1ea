// NB: the recorder's only contact with the controller: its reports and the
// moments it tells recorders (RecordingMoment), kept in this one file so a
// change to either touches nothing else.
extension EntryRecorder {
    /// Starts recording every entry `controller` receives, beginning with a
    /// line that says how it started (`coldStart` when it is not ready, else
    /// `ready`); returns the observer's id, which
    /// ``RouteController/removeObserver(_:)`` takes to stop. A recorder
    /// follows one controller: attaching it to another writes what waits
    /// (``flush()``) and stops following the first.
    @discardableResult
    public func attach<Root>(to controller: RouteController<Root>) -> RouteController<Root>.ObserverID {
        if let detach {
            flush()
            detach()
        }
        let id = controller.addObserver { [self] report in
            if let resolution = report.linkResolution { record(resolution) }
            observe(report)
        }
        controller.recorders.append((id, { [self] moment in follow(moment) }))
        detach = { [weak controller] in controller?.removeObserver(id) }
        enqueue(RecordedLine(control: controller.isReady ? .ready : .coldStart))
        drain()
        return id
    }

    /// Follows a moment of the controller: an arrival takes its place in the
    /// order; `ready`, `reset` and a `stateDidChange()` say which line the
    /// later outcomes of held and parked entries belong to.
    func follow(_ moment: RecordingMoment) {
        switch moment {
        case .arrival(let ticket, let entry, let identity, let scene):
            let line = RecordedLine(event: .entry(entry, identity: identity, scene: scene), id: ticket)
            enqueue(line)
            unreported[ticket] = line
            latestArrival = line
        case .ready:
            let line = RecordedLine(control: .ready)
            enqueue(line)
            // NB: every held entry resumes now; the ready line waits for each one's next outcome.
            for (ticket, entry) in waiting where entry.isHeld && entry.awaitedBy == nil {
                waiting[ticket]?.awaitedBy = line
                line.awaiting.insert(ticket)
            }
        case .stateDidChange(let resumed):
            guard let line = openState else { return }
            let reported = Set(line.caused.map(\.ticket))
            // NB: what resumed and has not reported yet (its handler is async, or its turn comes later).
            for ticket in resumed where waiting[ticket] != nil && !reported.contains(ticket) {
                waiting[ticket]?.awaitedBy = line
                line.awaiting.insert(ticket)
            }
            line.isOpen = false
            openState = nil
            drain()
        case .scene(let control, let outcome):
            enqueue(RecordedLine(control: .scene(control), outcome: outcome))
            drain()
        case .reset:
            // NB: entryd writes no line for what reset drops; an entry a line awaits still reports to it.
            waiting = waiting.filter { $0.value.awaitedBy != nil }
            enqueue(RecordedLine(control: .reset))
            drain()
        }
    }

    /// Records a report: the first of an entry fills its line; a later one
    /// (a held or parked entry resumed or dropped) goes on the line of the
    /// event that caused it, or nowhere when `entryd` writes no line for it.
    func observe<Root>(_ report: RouteController<Root>.Report) {
        let ticket = report.ticket
        let stays = report.event == .held || report.event == .parked
        if let line = unreported.removeValue(forKey: ticket) {
            line.outcome = report.outcome
            if stays { waiting[ticket] = WaitingEntry(isHeld: report.event == .held) }
            drain()
            return
        }
        guard let entry = waiting[ticket] else { return }
        waiting[ticket] = stays ? WaitingEntry(isHeld: false) : nil
        // NB: one a newer entry replaced under its guard gets no line from entryd.
        guard report.outcome.reason != .replaced else { return }
        let cause: RecordedLine?
        if let line = entry.awaitedBy {
            cause = line
        } else if report.event == .dropped {
            // NB: a drop over the held cap is the doing of the entry that arrived.
            cause = latestArrival.flatMap { $0.outcome == nil ? $0 : nil }
        } else {
            cause = openState
        }
        cause?.add(ticket, resumed: report.isResumed, report.outcome)
        drain()
    }
}
