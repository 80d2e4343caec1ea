import Testing
@testable import EntryPoints

/// Runs one ``Scenario`` on a real controller over `Root`, feeding the
/// ``CombinationOracle`` every fact, and checks the rules after every step.
@MainActor
final class CombinationRun<Root: CombinationRoot> {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How an awaiting call waits: for the entry's first report, or for the intent's answer.
    enum Awaiting { case outcome, answer }

    let scenario: Scenario
    let router: Router
    var controller: RouteController<Root>
    /// Bumped by each save and restore, which makes a new controller; keys facts as `generation * 1_000_000 + uid`.
    var generation = 0
    var oracle = CombinationOracle()
    let gates = NumberedGates()
    var lastUID = 0
    /// Tickets to keys, per generation.
    var keys: [Int: Int] = [:]
    /// Calls awaiting an entry, by key: how they wait, and whether they returned.
    var awaiting: [Int: (how: Awaiting, returned: Bool)] = [:]
    var firstReports: [Int: CombinationOracle.Event] = [:]
    var answers: [Int: Int] = [:]
    var topWaits: [(key: Int, task: Task<Void, Never>)] = []
    var observerFires = 0
    var tasks: [Task<Void, Never>] = []
    var trace: [String] = []
    /// The task awaiting `idle()`, if one waits.
    var idle: Task<Void, Never>? {
        didSet { idleController = idle == nil ? nil : controller }
    }
    var idleController: RouteController<Root>?
    /// How many facts were seen: settling stops once it stays put.
    var facts = 0
    /// The key of the entry the latest top-level awaiting call opened.
    var lastTopKey = 0

    static var table: RouteTable {
        let params: [String: ParameterType] = ["n": .int, "u": .int]
        return RouteTable(
            schemes: ["app"], tabs: ["main"], guards: [RouteTable.Guard("signedIn", redirect: "login")],
            routes: [
                Route("s", patterns: ["/s/:n/:u"], params: params),
                Route("a", patterns: ["/a/:n/:u"], params: params),
                Route("gs", patterns: ["/gs/:n/:u"], params: params, requires: ["signedIn"]),
                Route("ga", patterns: ["/ga/:n/:u"], params: params, requires: ["signedIn"]),
                Route("is", exposure: .internal), Route("ia", exposure: .internal),
                Route("gis", exposure: .internal, requires: ["signedIn"]),
                Route("gia", exposure: .internal, requires: ["signedIn"]),
                Route("login", exposure: .internal),
            ])
    }

    init(scenario: Scenario, router: Router) {
        self.scenario = scenario
        self.router = router
        controller = Root.makeController(
            router: router, coldStart: scenario.coldStart, maxIdentities: scenario.maxIdentities)
        install(on: controller, generation: 0)
    }

    func key(_ uid: Int, _ generation: Int) -> Int { generation * 1_000_000 + uid }

    // MARK: Entries

    /// The entry `target` names, numbered `uid`.
    func entry(_ target: Target, uid: Int, generation: Int) -> EntryPoint {
        let program = scenario.programs[target.program]
        let route = (target.guarded ? "g" : "") + (target.kind == .intent ? "i" : "") + (program.isAsync ? "a" : "s")
        switch target.kind {
        case .url, .launch:
            return .url(URLEntry("app://\(route)/\(target.program)/\(uid)"))
        case .intent:
            let key = key(uid, generation)
            return .intent(
                Intent(route: route, params: ["n": .number(JSONNumber(target.program)), "u": .number(JSONNumber(uid))])
                {
                    [weak self] _ in
                    guard let self else { return }
                    answers[key, default: 0] += 1
                    facts += 1
                    if awaiting[key]?.how == .answer { oracle.waitEnded(key) }
                })
        }
    }

    /// The uid an entry carries.
    static func uid(of entry: EntryPoint) -> Int {
        switch entry {
        case .url(let url): Int(url.url.split(separator: "/").last ?? "") ?? 0
        case .intent(let intent): intent.params["u"]?.numberValue.flatMap { Int($0.literal) } ?? 0
        default: 0
        }
    }

    static func uid(of request: RouteRequest) -> Int {
        request.params["u"]?.numberValue.flatMap { Int($0.literal) } ?? 0
    }

    func policy(_ target: Target) -> RouteController<Root>.Policy? {
        switch target.policy {
        case .standard: nil
        case .queue: .queue
        case .supersede: .supersede
        }
    }

    // MARK: The app's callbacks

    func install(on controller: RouteController<Root>, generation: Int) {
        for route in ["s", "gs", "is", "gis"] {
            try! controller.handle(Route.ID(route)) { [unowned self] request, context in
                handleSync(request, context, generation: generation)
            }
        }
        for route in ["a", "ga", "ia", "gia"] {
            try! controller.handleAsync(Route.ID(route)) { [unowned self] request, context in
                try await handleAsync(request, context, generation: generation)
            }
        }
        let redirect = scenario.redirect
        if redirect.isAsync {
            try! controller.handleAsync("login") { [unowned self] _, context in
                if let gate = redirect.gate { await gates.wait(gate) }
                if redirect.signsIn { Root.signIn(true, in: context) }
                return true
            }
        } else {
            try! controller.handle("login") { _, context in
                if redirect.signsIn { Root.signIn(true, in: context) }
                return true
            }
        }
        // NB: before the table's guards, so every run of every entry is seen to start.
        controller.addInterceptor(priority: RouteTable.Guard.interceptorPriority + 1) { [unowned self] request, _, _ in
            facts += 1
            oracle.started(key(Self.uid(of: request), generation))
            return .proceed
        }
        controller.addInterceptor { [unowned self] request, _, _ in
            let uid = Self.uid(of: request)
            guard
                let step = scenario.programs[request.params["n"]?.numberValue.flatMap { Int($0.literal) } ?? 0]
                    .interceptor, !step.isAsync
            else { return .proceed }
            for move in step.moves { perform(move, caller: key(uid, generation), context: nil, generation: generation) }
            return step.rejects ? .reject(.notReached, message: "the interceptor refused") : .proceed
        }
        if scenario.programs.contains(where: { $0.interceptor?.isAsync == true }) {
            controller.addInterceptor { [unowned self] request, _, _ in
                let uid = Self.uid(of: request)
                guard
                    let step = scenario.programs[request.params["n"]?.numberValue.flatMap { Int($0.literal) } ?? 0]
                        .interceptor, step.isAsync
                else { return .proceed }
                for move in step.moves {
                    await performAsync(move, caller: key(uid, generation), context: nil, generation: generation)
                }
                return step.rejects ? .reject(.notReached, message: "the interceptor refused") : .proceed
            }
        }
        controller.addObserver { [unowned self] report in
            facts += 1
            let entryKey = key(Self.uid(of: report.entry), generation)
            let event = CombinationOracle.Event(rawValue: report.event.rawValue)!
            keys[key(report.ticket.rawValue, generation)] = entryKey
            var newer: Int?
            if event == .superseded, let message = report.outcome.message, let hash = message.firstIndex(of: "#") {
                newer = Int(message[message.index(after: hash)...].prefix { $0.isNumber }).map { key($0, generation) }
            }
            oracle.reported(entryKey, event, newer: newer)
            if firstReports[entryKey] == nil {
                firstReports[entryKey] = event
                if awaiting[entryKey]?.how == .outcome { oracle.waitEnded(entryKey) }
            }
            if event != .held, event != .parked, awaiting[entryKey]?.how == .answer { oracle.waitEnded(entryKey) }
        }
        if let reaction = scenario.observer {
            controller.addObserver { [unowned self] report in
                guard report.event.rawValue == reaction.event.rawValue, observerFires < 3 else { return }
                observerFires += 1
                if reaction.viaTask {
                    tasks.append(
                        Task { @MainActor in
                            for move in reaction.moves {
                                await performAsync(move, caller: nil, context: nil, generation: generation, app: true)
                            }
                        })
                } else {
                    for move in reaction.moves { perform(move, caller: nil, context: nil, generation: generation) }
                }
            }
        }
    }

    func program(_ request: RouteRequest) -> Program {
        scenario.programs[request.params["n"]?.numberValue.flatMap { Int($0.literal) } ?? 0]
    }

    func handleSync(_ request: RouteRequest, _ context: RouteContext<Root>, generation: Int) -> Bool {
        let uid = key(Self.uid(of: request), generation)
        let program = program(request)
        for move in program.moves { perform(move, caller: uid, context: context, generation: generation) }
        return program.ending == .reached
    }

    struct Thrown: Error {}

    func handleAsync(_ request: RouteRequest, _ context: RouteContext<Root>, generation: Int) async throws -> Bool {
        let uid = key(Self.uid(of: request), generation)
        let program = program(request)
        for move in program.moves { await performAsync(move, caller: uid, context: context, generation: generation) }
        if program.ending == .fails { throw Thrown() }
        return program.ending == .reached
    }

    // MARK: Moves

    /// Opens `target` from a callback (`caller` is its entry's key, nil for an observer) or from app code.
    func open(_ target: Target, caller: Int?, context: RouteContext<Root>?, generation: Int, app: Bool = false) {
        guard generation == self.generation else { return }
        lastUID += 1
        let key = key(lastUID, generation)
        oracle.opened(key, caller: caller, awaited: false)
        if app { oracle.openedByApp.insert(key) }
        let entry = entry(target, uid: lastUID, generation: generation)
        let opened: (ticket: EntryTicket, outcome: Outcome)
        if let context {
            opened = context.open(entry, identity: target.identity)
        } else if target.kind == .launch {
            opened = controller.open(Launch(urls: [URLEntry(urlText(entry))]))[0]
        } else {
            opened = controller.open(entry, policy: policy(target), identity: target.identity)
        }
        keys[self.key(opened.ticket.rawValue, generation)] = key
        oracle.answered(key, opened.outcome, fromCallback: !app)
        checkAnswer(opened.outcome, of: opened.ticket, key: key)
    }

    func urlText(_ entry: EntryPoint) -> String {
        if case .url(let url) = entry { url.url } else { "" }
    }

    /// `open`'s answer agrees with the entry's state.
    func checkAnswer(_ outcome: Outcome, of ticket: EntryTicket, key: Int) {
        let state = controller.state(of: ticket)
        let agrees: Bool
        switch outcome.reason {
        case .notReady?: agrees = state == .held
        case .guard? where outcome.status == .deferred:
            agrees = state.map { if case .parked = $0 { true } else { false } } ?? false
        case .queued?: agrees = state == .queued
        case .inProgress?: agrees = state.map { if case .running = $0 { true } else { false } } ?? false
        default: agrees = state == nil
        }
        if !agrees { oracle.fail("#\(key): open answered \(outcome) but the entry is \(String(describing: state))") }
    }

    func perform(_ move: Move, caller: Int?, context: RouteContext<Root>?, generation: Int) {
        switch move {
        case .open(let target): open(target, caller: caller, context: context, generation: generation)
        case .markReady:
            oracle.becameReady(generation: self.generation)
            if let context { context.markReady() } else { controller.markReady() }
        case .stateDidChange: if let context { context.stateDidChange() } else { controller.stateDidChange() }
        case .signIn, .signOut:
            if let context {
                Root.signIn(move == .signIn, in: context)
            } else {
                Root.signIn(move == .signIn, on: controller)
            }
        case .reset:
            if let context {
                if !context.isSuperseded { oracle.willReset(generation: generation) }
                context.reset()
            } else {
                oracle.willReset(generation: generation)
                controller.reset()
            }
        case .mark:
            guard let context, let caller else { return }
            context.update { [unowned self] root in
                root.mark(caller % 1_000_000)
                oracle.changed(by: caller)
            }
        case .answer: context?.completion?.complete(.ok(caller ?? 0))
        case .wait, .openAndWait, .openForResult, .idle: break
        }
    }

    func performAsync(_ move: Move, caller: Int?, context: RouteContext<Root>?, generation: Int, app: Bool = false)
        async
    {
        switch move {
        case .wait(let gate): await gates.wait(gate)
        case .idle: if let context { await context.idle() } else { await controller.idle() }
        case .openAndWait(let target), .openForResult(let target):
            guard generation == self.generation else { return }
            lastUID += 1
            let key = key(lastUID, generation)
            let forResult: Bool
            if case .openForResult = move { forResult = true } else { forResult = false }
            var target = target
            if forResult { target.kind = .intent }
            if target.kind == .launch { target.kind = .url }
            oracle.opened(key, caller: caller, awaited: true)
            if app { oracle.openedByApp.insert(key) }
            if app, caller == nil { lastTopKey = key }
            awaiting[key] = (forResult ? .answer : .outcome, false)
            let entry = entry(target, uid: lastUID, generation: generation)
            if forResult, case .intent(let intent) = entry {
                if let context {
                    _ = await context.openForResult(intent)
                } else {
                    _ = await controller.openForResult(intent, policy: policy(target))
                }
            } else if let context {
                _ = await context.openAndWait(entry, identity: target.identity)
            } else {
                _ = await controller.openAndWait(entry, policy: policy(target), identity: target.identity)
            }
            awaiting[key]?.returned = true
            oracle.log.append("returned #\(key)")
            facts += 1
            oracle.waitEnded(key)
        case .open(let target):
            open(target, caller: caller, context: context, generation: generation, app: app)
        default: perform(move, caller: caller, context: context, generation: generation)
        }
    }
}
