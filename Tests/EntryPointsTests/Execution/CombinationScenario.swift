@testable import EntryPoints
import TestSupport

/// What one callback (handler, interceptor, redirect, observer) does, step by step.
enum Move: Hashable, Sendable, CustomStringConvertible {
    /// Awaits gate `n` (async callbacks only); ignores cancellation, so a superseded one resumes late.
    case wait(Int)
    case open(Target)
    case openAndWait(Target)
    case openForResult(Target)
    case markReady, stateDidChange, signIn, signOut, reset, idle
    /// Changes the root (a handler through its context).
    case mark
    /// Answers its intent.
    case answer

    /// Whether only an async callback can do it.
    var awaits: Bool {
        switch self {
        case .wait, .openAndWait, .openForResult, .idle: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .wait(let n): "wait \(n)"
        case .open(let target): "open \(target)"
        case .openAndWait(let target): "openAndWait \(target)"
        case .openForResult(let target): "openForResult \(target)"
        case .markReady: "markReady"
        case .stateDidChange: "stateDidChange"
        case .signIn: "signIn"
        case .signOut: "signOut"
        case .reset: "reset"
        case .idle: "idle"
        case .mark: "mark"
        case .answer: "answer"
        }
    }
}

/// An entry to open: its kind, the program its handler runs, whether its route is guarded.
struct Target: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case url, intent, launch }
    enum Policy: Hashable, Sendable { case standard, queue, supersede }
    var kind: Kind
    var program: Int
    var guarded: Bool
    var policy: Policy
    var identity: String?

    var description: String {
        "\(kind) p\(program)\(guarded ? " guarded" : "")\(policy == .standard ? "" : " \(policy)")"
            + (identity.map { " id \($0)" } ?? "")
    }
}

/// What a route's handler does when it runs, and the interceptor its entries meet.
struct Program: Sendable {
    enum Ending: Sendable { case reached, notReached, fails }
    var isAsync: Bool
    var moves: [Move]
    var ending: Ending
    /// The app interceptor's moves for this program's entries (nil: it proceeds at once), and whether it is async.
    var interceptor: (isAsync: Bool, moves: [Move], rejects: Bool)?
}

/// A call the sequence makes at the top level, as app code would.
enum TopCall: Sendable, CustomStringConvertible {
    case open(Target), openAndWait(Target), openForResult(Target)
    case release(Int)
    case markReady, signIn, signOut, stateDidChange, reset, saveAndRestore, cancelWait, update

    var description: String {
        switch self {
        case .open(let target): "open \(target)"
        case .openAndWait(let target): "openAndWait \(target)"
        case .openForResult(let target): "openForResult \(target)"
        case .release(let gate): "release \(gate)"
        case .markReady: "markReady"
        case .signIn: "signIn"
        case .signOut: "signOut"
        case .stateDidChange: "stateDidChange"
        case .reset: "reset"
        case .saveAndRestore: "saveAndRestore"
        case .cancelWait: "cancelWait"
        case .update: "update"
        }
    }
}

/// The root a sequence runs on.
enum RootKind: CaseIterable, Sendable { case navigationState, classRoot, valueRoot }

/// One random sequence: the app's callbacks and the calls made at the top level.
struct Scenario: Sendable {
    var root: RootKind
    var coldStart: Bool
    var maxIdentities: Int
    var programs: [Program]
    /// The login redirect: sync or async, signing in at once or not, waiting at a gate first.
    var redirect: (isAsync: Bool, signsIn: Bool, gate: Int?)
    /// An observer reacting to one kind of report, directly or from a task.
    var observer: (event: RouteController<NavigationState>.Report.Event, viaTask: Bool, moves: [Move])?
    var calls: [TopCall]
    var gates: Int

    /// A random scenario from `random`, with `steps` top-level calls.
    init(random: inout SplitMix64, steps: Int) {
        var gates = 0
        func gate() -> Int {
            gates += 1
            return gates
        }
        root = random.pick(RootKind.allCases)
        coldStart = random.oneIn(3)
        maxIdentities = random.oneIn(2) ? 2 : 10_000
        let count = 6
        func target(after index: Int, random: inout SplitMix64) -> Target {
            Target(
                kind: random.oneIn(3) ? .url : .intent, program: Int.random(in: (index + 1)..<count, using: &random),
                guarded: random.oneIn(2), policy: random.pick([.standard, .standard, .queue, .supersede]),
                identity: random.oneIn(4) ? random.pick(["x", "y", "z"]) : nil)
        }
        func moves(for index: Int, async isAsync: Bool, random: inout SplitMix64) -> [Move] {
            var moves: [Move] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let canOpen = index < count - 1
                var move: Move
                switch Int.random(in: 0..<12, using: &random) {
                case 0, 1: move = .wait(gate())
                case 2: move = canOpen ? .open(target(after: index, random: &random)) : .mark
                case 3, 4: move = canOpen ? .openAndWait(target(after: index, random: &random)) : .mark
                case 5, 6: move = canOpen ? .openForResult(target(after: index, random: &random)) : .mark
                case 7: move = random.pick([.markReady, .stateDidChange, .signIn, .signOut, .idle])
                case 8: move = random.oneIn(4) ? .reset : .stateDidChange
                case 9: move = .answer
                default: move = .mark
                }
                if !isAsync, move.awaits { move = .mark }
                moves.append(move)
            }
            return moves
        }
        programs = (0..<count).map { index in
            let isAsync = !random.oneIn(3)
            var interceptor: (Bool, [Move], Bool)?
            if random.oneIn(4) {
                let async = random.oneIn(2)
                interceptor = (async, moves(for: index, async: async, random: &random), random.oneIn(6))
            }
            return Program(
                isAsync: isAsync, moves: moves(for: index, async: isAsync, random: &random) + [.mark],
                ending: random.oneIn(6) ? random.pick([.notReached, .fails]) : .reached, interceptor: interceptor)
        }
        redirect = (random.oneIn(2), random.oneIn(2), random.oneIn(3) ? gate() : nil)
        if random.oneIn(2) {
            let events: [RouteController<NavigationState>.Report.Event] = [
                .parked, .held, .routed, .superseded, .dropped,
            ]
            let reaction: [Move] = [
                random.pick([
                    Move.open(target(after: -1, random: &random)), .markReady, .stateDidChange, .signIn, .reset,
                ])
            ]
            observer = (random.pick(events), random.oneIn(2), reaction)
        }
        var calls: [TopCall] = []
        for _ in 0..<steps {
            let opened = target(after: -1, random: &random)
            switch Int.random(in: 0..<16, using: &random) {
            case 0, 1, 2:
                calls.append(
                    .open(
                        random.oneIn(6)
                            ? Target(
                                kind: .launch, program: opened.program, guarded: opened.guarded, policy: .standard,
                                identity: nil) : opened))
            case 3, 4: calls.append(.openAndWait(opened))
            case 5:
                calls.append(
                    .openForResult(
                        Target(
                            kind: .intent, program: opened.program, guarded: opened.guarded, policy: opened.policy,
                            identity: nil)))
            case 6, 7, 8: calls.append(.release(Int.random(in: 1...max(gates, 1), using: &random)))
            case 9: calls.append(.markReady)
            case 10: calls.append(random.oneIn(3) ? .signOut : .signIn)
            case 11: calls.append(.stateDidChange)
            case 12: calls.append(random.oneIn(3) ? .reset : .update)
            case 13: calls.append(.saveAndRestore)
            default: calls.append(.cancelWait)
            }
        }
        self.calls = calls
        self.gates = gates
    }
}
