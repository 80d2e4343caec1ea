extension RouteController {
    /// What the controller keeps of one entry that has not finished, beside
    /// its state in the ``EntryBook``: what was opened and what its runs need.
    ///
    /// NB: a class, so the book's table holds one reference per entry: as a
    /// struct of some 750 bytes, a million held entries made that table 2.1 GB
    /// (its buckets hold the values inline, half of them empty). What only a
    /// running entry needs (request, route, task) lives in its ``RouteRun``,
    /// so a held entry carries none of it. Only the controller holds records,
    /// on the main actor.
    final class Record {
        let ticket: EntryTicket
        let entry: EntryPoint
        let action: Action?
        let completion: Intent.Completion?
        let arrival: ContinuousClock.Instant
        let redirectDepth: Int
        let identity: String?
        /// The scene it arrived in, fixed when it was opened; `nil` for a table without scenes.
        let arrivalScene: String?
        /// The last run (the one in progress while the entry runs; the last one once it parked).
        var run: RouteRun?
        /// Where and until when it parks once its redirect reached its destination.
        var parking: Parking?
        /// What the link resolver answered for its link, once asked: a run
        /// after a resume reads it instead of asking again.
        var link: Router.LinkResolution?

        init(
            ticket: EntryTicket, entry: EntryPoint, action: Action?, completion: Intent.Completion?,
            arrival: ContinuousClock.Instant, redirectDepth: Int, identity: String?, scene: String?
        ) {
            self.ticket = ticket
            self.entry = entry
            self.action = action
            self.completion = completion
            self.arrival = arrival
            self.redirectDepth = redirectDepth
            self.identity = identity
            self.arrivalScene = scene
        }
    }

    /// Where a redirected entry parks, what it reports then, and the guard that resumes it.
    final class Parking {
        let key: String
        let deferred: Outcome
        let condition: @MainActor (Root) -> Bool

        init(key: String, deferred: Outcome, condition: @escaping @MainActor (Root) -> Bool) {
            self.key = key
            self.deferred = deferred
            self.condition = condition
        }
    }
}
