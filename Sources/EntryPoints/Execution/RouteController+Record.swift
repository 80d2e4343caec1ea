extension RouteController {
    /// What the controller keeps of one entry that has not finished, beside
    /// its state in the ``EntryBook``: what was opened and what its runs need.
    ///
    /// NB: a class, so the book's table holds one reference per entry, and a
    /// small one (72 bytes): a million entries may be held. What only a
    /// running entry needs (request, route, task) lives in its ``RouteRun``;
    /// a plain URL entry is kept as its string; what most entries lack (any
    /// other entry, an action, an intent's completion, an identity, a scene, a redirect
    /// depth, a parking, a link's resolution) is one reference to
    /// ``Extras``, `nil` until one is present. Only the controller holds
    /// records, on the main actor.
    final class Record {
        let ticket: EntryTicket
        /// A URL entry's URL (one with no source application); empty for any other entry, which ``extras`` holds.
        private let url: String
        let arrival: ContinuousClock.Instant
        private var extras: Extras?
        /// The last run (the one in progress while the entry runs; the last one once it parked).
        var run: RouteRun?

        init(
            ticket: EntryTicket, entry: EntryPoint, action: Action?, completion: Intent.Completion?,
            arrival: ContinuousClock.Instant, redirectDepth: Int, identity: String?, scene: String?
        ) {
            self.ticket = ticket
            self.arrival = arrival
            var other: EntryPoint?
            if case .url(let item) = entry, item.sourceApplication == nil {
                self.url = item.url
            } else {
                self.url = ""
                other = entry
            }
            if other != nil || action != nil || completion != nil || redirectDepth != 0 || identity != nil
                || scene != nil
            {
                self.extras = Extras(
                    entry: other, action: action, completion: completion, redirectDepth: redirectDepth,
                    identity: identity, arrivalScene: scene)
            }
        }

        /// What was opened.
        var entry: EntryPoint { extras?.entry ?? .url(URLEntry(url)) }
        var action: Action? { extras?.action }
        var completion: Intent.Completion? { extras?.completion }
        var redirectDepth: Int { extras?.redirectDepth ?? 0 }
        var identity: String? { extras?.identity }
        /// The scene it arrived in, fixed when it was opened; `nil` for a table without scenes.
        var arrivalScene: String? { extras?.arrivalScene }

        /// Where and until when it parks once its redirect reached its destination.
        var parking: Parking? {
            get { extras?.parking }
            set { madeExtras().parking = newValue }
        }
        /// What the link resolver answered for its link, once asked: a run
        /// after a resume reads it instead of asking again.
        var link: Router.LinkResolution? {
            get { extras?.link }
            set { madeExtras().link = newValue }
        }

        /// ``extras``, made first when the record has none.
        private func madeExtras() -> Extras {
            if let extras { return extras }
            let made = Extras(
                entry: nil, action: nil, completion: nil, redirectDepth: 0, identity: nil, arrivalScene: nil)
            extras = made
            return made
        }
    }

    /// The parts of a record most entries lack: what it was opened with
    /// beyond the entry, and what it has once it parked or its link was resolved.
    final class Extras {
        /// The entry, unless it is a plain URL entry (the record's URL).
        let entry: EntryPoint?
        let action: Action?
        let completion: Intent.Completion?
        let redirectDepth: Int
        let identity: String?
        let arrivalScene: String?
        var parking: Parking?
        var link: Router.LinkResolution?

        init(
            entry: EntryPoint?, action: Action?, completion: Intent.Completion?, redirectDepth: Int,
            identity: String?, arrivalScene: String?
        ) {
            self.entry = entry
            self.action = action
            self.completion = completion
            self.redirectDepth = redirectDepth
            self.identity = identity
            self.arrivalScene = arrivalScene
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
