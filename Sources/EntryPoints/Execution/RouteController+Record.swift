extension RouteController {
    /// What the controller keeps of one entry that has not finished, beside
    /// its state in the ``EntryBook``: what was opened and what its runs need.
    ///
    /// NB: a class, so the book's table holds one reference per entry, and a
    /// small one (80 bytes): a million entries may be held. What only a
    /// running entry needs (request, route, task) lives in its ``RouteRun``;
    /// a plain URL entry is kept as its string; what most entries lack (an
    /// action, an intent's completion, an identity, a scene, a redirect
    /// depth) is one reference to ``Extras``, `nil` when all are absent; what
    /// only a parked or resolved entry has, to ``Later``, made when first set.
    /// Only the controller holds records, on the main actor.
    final class Record {
        let ticket: EntryTicket
        private let opened: OpenedEntry
        let arrival: ContinuousClock.Instant
        private let extras: Extras?
        /// The last run (the one in progress while the entry runs; the last one once it parked).
        var run: RouteRun?
        private var later: Later?

        init(
            ticket: EntryTicket, entry: EntryPoint, action: Action?, completion: Intent.Completion?,
            arrival: ContinuousClock.Instant, redirectDepth: Int, identity: String?, scene: String?
        ) {
            self.ticket = ticket
            self.opened = OpenedEntry(entry)
            self.arrival = arrival
            if action == nil, completion == nil, redirectDepth == 0, identity == nil, scene == nil {
                self.extras = nil
            } else {
                self.extras = Extras(
                    action: action, completion: completion, redirectDepth: redirectDepth, identity: identity,
                    arrivalScene: scene)
            }
        }

        /// What was opened.
        var entry: EntryPoint { opened.entry }
        var action: Action? { extras?.action }
        var completion: Intent.Completion? { extras?.completion }
        var redirectDepth: Int { extras?.redirectDepth ?? 0 }
        var identity: String? { extras?.identity }
        /// The scene it arrived in, fixed when it was opened; `nil` for a table without scenes.
        var arrivalScene: String? { extras?.arrivalScene }

        /// Where and until when it parks once its redirect reached its destination.
        var parking: Parking? {
            get { later?.parking }
            set { laterParts(unless: newValue == nil)?.parking = newValue }
        }
        /// What the link resolver answered for its link, once asked: a run
        /// after a resume reads it instead of asking again.
        var link: Router.LinkResolution? {
            get { later?.link }
            set { laterParts(unless: newValue == nil)?.link = newValue }
        }

        /// ``later``, made first unless `absent` (a `nil` set on a record without it changes nothing).
        private func laterParts(unless absent: Bool) -> Later? {
            if later == nil, !absent { later = Later() }
            return later
        }
    }

    /// The parts of a record most entries lack.
    final class Extras {
        let action: Action?
        let completion: Intent.Completion?
        let redirectDepth: Int
        let identity: String?
        let arrivalScene: String?

        init(
            action: Action?, completion: Intent.Completion?, redirectDepth: Int, identity: String?,
            arrivalScene: String?
        ) {
            self.action = action
            self.completion = completion
            self.redirectDepth = redirectDepth
            self.identity = identity
            self.arrivalScene = arrivalScene
        }
    }

    /// The parts of a record set once it parked or its link was resolved.
    final class Later {
        var parking: Parking?
        var link: Router.LinkResolution?
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

/// An opened entry as a record keeps it: a URL entry with no source
/// application as its string (16 bytes), any other entry boxed (8 bytes of
/// the record's; an ``EntryPoint`` inline is 136).
enum OpenedEntry {
    case url(String)
    indirect case other(EntryPoint)

    init(_ entry: EntryPoint) {
        if case .url(let item) = entry, item.sourceApplication == nil {
            self = .url(item.url)
        } else {
            self = .other(entry)
        }
    }

    var entry: EntryPoint {
        switch self {
        case .url(let url): .url(URLEntry(url))
        case .other(let entry): entry
        }
    }
}
