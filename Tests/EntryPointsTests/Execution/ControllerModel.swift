@testable import EntryPoints

/// The specification of the route controller's state machine as a small pure
/// model (issue 26, item 10): what every public call does to each entry's
/// state, the reports it makes and the root it leaves, for the routes of
/// ``ControllerModelTests``. The model-based test runs it beside the real
/// controller and compares after every step.
struct ControllerModel {
    typealias Event = RouteController<NavigationState>.Report.Event

    /// What an entry routes to: the routes of the test's table.
    enum Kind: Equatable {
        case sync(String)
        case intent(String)
        case slow(Int)
        case guarded(String)
        case nest
    }

    struct Entry {
        let kind: Kind
        var state: EntryTicket.State
        /// Whether its async handler was called.
        var called = false
    }

    var entries: [Int: Entry] = [:]
    var reports: [(ticket: Int, event: Event)] = []
    var isReady: Bool
    var signedIn = false
    var lastTicket = 0
    let maxHeld: Int
    var held: [Int] = []
    var queue: [Int] = []
    var parked: [Int] = []
    var lane: Int?
    var modal: [String] = []
    var openGates: Set<Int> = []
    /// Slow handlers called, by number.
    var called: Set<Int> = []
    /// Observer callbacks waiting to run: an intent opened for each superseded entry.
    var callbacks: [Int] = []
    var intents = 0

    init(coldStart: Bool, maxHeld: Int) {
        isReady = !coldStart
        self.maxHeld = maxHeld
    }

    var isBusy: Bool { lane != nil || !queue.isEmpty }

    // MARK: Public calls

    /// `open`: returns the ticket.
    mutating func open(_ kind: Kind) -> Int {
        lastTicket += 1
        let ticket = lastTicket
        if !isReady {
            while held.count >= maxHeld {
                finish(held.removeFirst(), .dropped)
            }
            entries[ticket] = Entry(kind: kind, state: .held)
            held.append(ticket)
            report(ticket, .held)
        } else {
            if case .intent = kind {} else if lane != nil { supersede() }
            entries[ticket] = Entry(kind: kind, state: .queued)
            queue.append(ticket)
        }
        if case .intent = kind { intents += 1 }
        pump()
        return ticket
    }

    mutating func markReady() {
        isReady = true
        for ticket in held {
            entries[ticket]?.state = .queued
            queue.append(ticket)
        }
        held = []
        resumeParked()
        pump()
    }

    mutating func setSignedIn(_ value: Bool) {
        signedIn = value
        if isReady { resumeParked() }
        pump()
    }

    mutating func reset() {
        // NB: the initial navigation state has no flags.
        modal = []
        signedIn = false
        var order: [Int] = []
        if let lane { order.append(lane) }
        order += held + parked + queue
        held = []
        parked = []
        queue = []
        for ticket in order { finish(ticket, .dropped) }
        pump()
    }

    mutating func release(_ gate: Int) {
        openGates.insert(gate)
    }

    /// What the main actor does once every task that can go on went on.
    mutating func settle() {
        var progressed = true
        while progressed {
            progressed = false
            guard let ticket = lane, let entry = entries[ticket] else { break }
            switch entry.kind {
            case .slow(let n):
                if !entry.called {
                    entries[ticket]?.called = true
                    called.insert(n)
                    progressed = true
                }
                if openGates.contains(n) {
                    if n % 4 == 0 {
                        finish(ticket, .rejected)
                    } else {
                        modal.append("slow \(n)")
                        finish(ticket, .routed)
                    }
                    progressed = true
                }
            case .nest:
                lastTicket += 1
                report(lastTicket, .routed)
                modal.append("s child")
                modal.append("nest")
                finish(ticket, .routed)
                progressed = true
            default:
                break
            }
            pump()
        }
    }

    // MARK: Transitions

    private mutating func resumeParked() {
        guard signedIn else { return }
        for ticket in parked {
            entries[ticket]?.state = .queued
            queue.append(ticket)
        }
        parked = []
    }

    private mutating func supersede() {
        guard let ticket = lane else { return }
        finish(ticket, .superseded)
    }

    private mutating func finish(_ ticket: Int, _ event: Event) {
        guard entries.removeValue(forKey: ticket) != nil else { return }
        if lane == ticket { lane = nil }
        report(ticket, event)
    }

    private mutating func report(_ ticket: Int, _ event: Event) {
        reports.append((ticket, event))
        if event == .superseded { callbacks.append(ticket) }
    }

    private mutating func pump() {
        while true {
            if !callbacks.isEmpty {
                callbacks.removeFirst()
                lastTicket += 1
                intents += 1
                entries[lastTicket] = Entry(kind: .intent("after"), state: .queued)
                queue.append(lastTicket)
                continue
            }
            if lane == nil, isReady, !queue.isEmpty {
                start(queue.removeFirst())
                continue
            }
            break
        }
    }

    private mutating func start(_ ticket: Int) {
        guard let entry = entries[ticket] else { return }
        switch entry.kind {
        case .sync(let n):
            modal.append("s \(n)")
            finish(ticket, .routed)
        case .intent(let n):
            modal.append("i \(n)")
            finish(ticket, .routed)
        case .guarded(let n):
            if signedIn {
                modal.append("g \(n)")
                finish(ticket, .routed)
                return
            }
            modal.append("login")
            for older in parked { finish(older, .dropped) }
            parked = [ticket]
            entries[ticket]?.state = .parked(key: "signedIn")
            report(ticket, .parked)
        case .slow, .nest:
            entries[ticket]?.state = .running(.handler)
            lane = ticket
        }
    }
}
