import EntryPoints

/// Runs a stream of event lines through a `RouteController` over the
/// built-in `NavigationState` and collects the result lines: the engine
/// behind entryd, usable by any other front end.
///
/// ```swift
/// let session = EventSession(router: router, options: .init(emitState: true))
/// session.process(line: #"{"type":"url","url":"demoapp://story/42"}"#, number: 1)
/// print(String(decoding: session.output.bytes, as: UTF8.self))
/// ```
@MainActor
public final class EventSession {
    /// How a session behaves.
    public struct Options: Sendable, Hashable {
        /// Add the navigation state to every result.
        public var emitState: Bool
        /// Hold entries until a `ready` event.
        public var coldStart: Bool
        /// Count unmatched URLs for the summary.
        public var tracksUnmatched: Bool
        /// Route plain `url` events on the byte-level fast path (identical results, far fewer instructions).
        public var usesFastPath: Bool
        /// The most entries held before `ready` (`--max-held`); one more drops the
        /// oldest, which gets a `rejected` / `dropped` line of its own.
        public var maxHeld: Int
        /// The resolutions of links under the table's `resolve` prefixes
        /// (`--resolutions`); a link they do not answer has none.
        public var resolutions: LinkResolutions

        /// Options as named; by default none is set and the fast path is used.
        public init(
            emitState: Bool = false, coldStart: Bool = false, tracksUnmatched: Bool = false, usesFastPath: Bool = true,
            maxHeld: Int = RouteController<NavigationState>.defaultMaxHeld, resolutions: LinkResolutions = .init()
        ) {
            self.emitState = emitState
            self.coldStart = coldStart
            self.tracksUnmatched = tracksUnmatched
            self.usesFastPath = usesFastPath
            self.maxHeld = maxHeld
            self.resolutions = resolutions
        }
    }

    /// The compiled route table.
    public let router: Router
    /// The options the session was made with.
    public let options: Options
    /// Result lines not yet taken; the front end writes and clears it.
    public let output = OutputBuffer()
    /// Called after a result line, whenever ``output`` holds
    /// ``outputLimit`` bytes or more: the front end writes and clears it, so
    /// an event of many results (a `launch` of thousands of URLs, each line
    /// echoing a long `id`) costs memory for a few lines, not for all of them.
    public var outputDidFill: (() -> Void)?
    /// The size of ``output`` at which ``outputDidFill`` is called.
    public var outputLimit = 64 * 1024
    /// What the session produced so far.
    public var summary: SessionSummary {
        var summary = baseSummary
        summary.addFastPath(routed: lane.routed, unmatched: lane.unmatched)
        return summary
    }
    /// The counts of the general path (the fast path counts in `lane`).
    var baseSummary = SessionSummary()
    /// How many lines the byte-level fast path handled (the rest took the general path).
    public var fastPathLines: Int { lane.routed + lane.unmatched }
    /// The navigation state as it stands.
    public var state: NavigationState { controller.root }

    /// NB: a `coldStart` event replaces it with a new one, as an app started again would have.
    private var controller: RouteController<NavigationState>
    private let decoder = EventDecoder()
    /// The fast path's tables and scratch.
    let lane: FastLane
    /// Whether lines may take the fast path: it is on, no state is printed,
    /// and the controller is ready (so nothing could be held).
    ///
    /// NB: kept here rather than read from the controller per line, where the
    /// read paid a dynamic exclusivity check; only `handle(_:line:)` makes
    /// the controller ready, and it updates this. Unchecked for the same
    /// reason as ``OutputBuffer``'s counts: one owner, no overlapping access.
    @exclusivity(unchecked) private var fastPathOpen: Bool
    /// Whether the table lets lines take the fast path at all (`init` says why).
    private let tableAllowsFastPath: Bool
    /// Where each held or parked entry came from, for its resumed or dropped line;
    /// an entry leaves it when it reaches an outcome other than deferred.
    ///
    /// NB: a small item per held entry (a million may be held, ``OriginLog``);
    /// the URL only when the summary counts unmatched URLs, in ``unmatchedURLs``.
    private var origins = OriginLog()
    /// The URL of each entry in ``origins``, kept only when the summary counts unmatched URLs.
    private var unmatchedURLs: [EntryTicket: String] = [:]

    /// A session that routes with `router`, starting from the initial navigation state.
    public init(router: Router, options: Options = Options()) {
        self.router = router
        self.options = options
        self.controller = Self.controller(router: router, coldStart: options.coldStart, options: options)
        self.lane = FastLane(router: router)
        // NB: the one gate of the fast path on the table, computed once: scenes
        // put `scene` on every result line, and pass-through, tracking
        // parameters and resolution act on URLs before matching; the fast
        // path does none of these, so such a table takes the general path.
        self.tableAllowsFastPath =
            router.table.scenes == nil && router.table.passThrough.isEmpty
            && router.table.trackingParameters.isEmpty && router.table.resolve == nil
        self.fastPathOpen = tableAllowsFastPath && Self.allowsFastPath(options) && !options.coldStart
        observe(controller)
    }

    /// A controller as the session routes with: not ready when `coldStart`.
    private static func controller(
        router: Router, coldStart: Bool, options: Options
    ) -> RouteController<NavigationState> {
        let controller = RouteController(router: router, coldStart: coldStart, maxHeld: options.maxHeld)
        controller.collectsResumedOutcomes = false
        if router.table.resolve != nil {
            // NB: the controller's one resolution stage, answered at once from `--resolutions`.
            let resolutions = options.resolutions
            controller.resolveLinks { resolutions.resolution(of: $0) }
        }
        return controller
    }

    /// Writes the lines of `controller`'s later reports (resumed and dropped entries).
    private func observe(_ controller: RouteController<NavigationState>) {
        controller.addObserver { [unowned self] report in self.write(report) }
        // NB: scene "1" is open from the start, so a `scene` event that opens it is refused as already open.
        if router.table.scenes != nil { controller.connect("1") }
    }

    /// Processes one input line (without its line break). Blank lines give
    /// no result; a trailing CR is dropped; a byte order mark on line 1 is skipped.
    public func process(line bytes: UnsafeBufferPointer<UInt8>, number: Int) {
        var start = 0
        var end = bytes.count
        if number == 1, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var blank = true
        for index in start..<end where !Self.isWhitespace(bytes[index]) {
            blank = false
            break
        }
        if blank { return }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // NB: the fast path needs no state, so it runs only when nothing could be held
        // or printed: ready, and no state in the output.
        if fastPathOpen, processFast(line, number: number, lane: lane) {
            return
        }
        let identified: IdentifiedEvent
        do {
            identified = try decoder.decode(line: line)
        } catch {
            let outcome = Outcome(status: .invalid, reason: error.reason, message: error.message)
            emit(outcome, line: number, id: error.id, entry: nil)
            return
        }
        handle(identified, line: number)
    }

    /// Processes one input line given as text.
    public func process(line: String, number: Int) {
        var line = line
        line.withUTF8 { process(line: $0, number: number) }
    }

    /// Reports a line longer than the limit, which the reader skipped without holding it.
    public func lineTooLong(number: Int, limit: Int) {
        let outcome = Outcome(
            status: .invalid, reason: .lineTooLong,
            message: "line \(number) is longer than the limit of \(limit) bytes and was skipped")
        emit(outcome, line: number, id: nil, entry: nil)
    }

    /// Handles one decoded event.
    func handle(_ identified: IdentifiedEvent, line: Int) {
        let type = identified.event.type
        switch identified.event {
        case .entry(let entry, let identity, let scene):
            open(entry, line: line, id: identified.id, part: nil, identity: identity, scene: scene)
        case .launch(let launch, let scene):
            // NB: each carried entry is routed as its own event, in the format's order.
            let entries = launch.entries
            if entries.isEmpty { emit(.ok, line: line, id: identified.id, entry: type) }
            for (index, entry) in entries.enumerated() {
                open(entry, line: line, id: identified.id, part: index + 1, scene: scene)
            }
        case .state(let flags):
            // NB: the unwinding of revoked guards happens here, before the `ok`
            // line, so that line shows the unwound state (the Event and result formats article (Guards, readiness and control events)).
            // Flags are the app's: every open scene's state carries them, and each unwinds.
            let table = router.table
            controller.updateEveryScene { state in state.setFlags(flags, table: table) }
            emit(.ok, line: line, id: identified.id, entry: type)
            controller.stateDidChange()
        case .ready:
            emit(.ok, line: line, id: identified.id, entry: type)
            controller.markReady()
            fastPathOpen = tableAllowsFastPath && Self.allowsFastPath(options)
        case .reset:
            // NB: origins go first, so the entries reset drops write no lines (the Event and result formats article (Guards, readiness and control events)).
            origins.removeAll()
            unmatchedURLs.removeAll()
            controller.reset()
            emit(.ok, line: line, id: identified.id, entry: type)
        case .coldStart:
            // NB: the app started again from cold (the first line of a recording
            // of a controller that was not ready): a new controller, as with
            // `--cold-start`; what the old one held or parked writes no line.
            origins.removeAll()
            unmatchedURLs.removeAll()
            controller = Self.controller(router: router, coldStart: true, options: options)
            observe(controller)
            fastPathOpen = false
            emit(.ok, line: line, id: identified.id, entry: type)
        case .scene(let control):
            // NB: the controller answers (`ok` or `bad-scene`); a table without `scenes` refuses every one.
            let outcome: Outcome
            switch control {
            case .open(let id, let kind): outcome = controller.connect(id, kind: kind)
            case .activate(let id): outcome = controller.activate(id)
            case .close(let id): outcome = controller.disconnect(id)
            }
            emit(outcome, line: line, id: identified.id, entry: type)
        }
    }

    /// Opens one entry (an event's, or a launch's part) and writes its result line.
    ///
    /// NB: the controller checks `identity` before anything else and remembers
    /// it whatever becomes of the entry (and across `reset`); a repeat is
    /// `rejected` / `duplicate`, with no route.
    private func open(
        _ entry: EntryPoint, line: Int, id: JSONValue?, part: Int?, identity: String? = nil, scene: String?
    ) {
        let (ticket, outcome) = controller.open(entry, deliveredTo: scene, identity: identity)
        let kind = entry.kind.rawValue
        var url: String?
        if options.tracksUnmatched, case .url(let item) = entry { url = item.url }
        if outcome.status == .deferred {
            origins.insert(.init(line: line, id: id, kind: entry.kind, part: Int32(part ?? 0)), for: ticket)
            if let url { unmatchedURLs[ticket] = url }
        }
        emit(outcome, line: line, id: id, entry: kind, part: part, unmatchedURL: url)
    }

    /// Writes the line of a resumed entry, or of a held entry dropped over
    /// the cap, under its original line; forgets entries that will not come back.
    ///
    /// - Complexity: O(1) per report; nothing walks the held entries.
    private func write(_ report: RouteController<NavigationState>.Report) {
        guard let origin = origins[report.ticket] else { return }
        switch report.event {
        case .held, .parked:
            guard report.isResumed else { return }
        case .dropped:
            origins.remove(report.ticket)
            unmatchedURLs[report.ticket] = nil
            // NB: an entry a newer one replaced under its guard gets no line (the Event and result formats article (Guards, readiness and control events)).
            guard report.outcome.reason == .dropped else { return }
            emit(
                report.outcome, line: origin.line, id: origin.id, entry: origin.kind.rawValue, part: origin.partNumber,
                opensLine: false)
            return
        default:
            guard report.isResumed else { return }
            origins.remove(report.ticket)
        }
        let url = unmatchedURLs.isEmpty ? nil : unmatchedURLs[report.ticket]
        if report.event != .held && report.event != .parked { unmatchedURLs[report.ticket] = nil }
        emit(
            report.outcome, line: origin.line, id: origin.id, entry: origin.kind.rawValue, part: origin.partNumber,
            resumed: true, unmatchedURL: url)
    }

    private func emit(
        _ outcome: Outcome, line: Int, id: JSONValue?, entry: String?, part: Int? = nil, resumed: Bool = false,
        unmatchedURL: String? = nil, opensLine: Bool = true
    ) {
        baseSummary.count(outcome, opensLine: opensLine && !resumed && (part ?? 1) == 1)
        // NB: a link passed through was handled on purpose (handed on), not missed.
        if let unmatchedURL, outcome.status == .unmatched, outcome.reason != .passThrough {
            baseSummary.countUnmatched(url: unmatchedURL)
        }
        ResultEncoder.write(
            outcome, line: line, id: id, entry: entry, part: part, resumed: resumed,
            state: options.emitState ? state(of: outcome) : nil, to: output)
        // NB: each line is handed on as it is written, so one event of many results
        // (a launch's parts, the resumed lines at `ready`) never holds them all at
        // once (issue 27, item 3).
        if output.count >= outputLimit { outputDidFill?() }
    }

    /// The state a line shows: the scene in its `scene` member (where the
    /// entry landed, or arrived), else the active scene's (control events).
    private func state(of outcome: Outcome) -> NavigationState {
        outcome.scene.flatMap { controller.root(ofScene: $0) } ?? controller.root
    }

    /// Whether `options` let a ready session use the fast path: it is on, and no state is printed.
    private static func allowsFastPath(_ options: Options) -> Bool {
        options.usesFastPath && !options.emitState
    }

    nonisolated static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
