extension RouteController {
    /// Routes and executes `entry`: the fire-and-forget form.
    ///
    /// When nothing executes and every interceptor and handler the entry
    /// meets is synchronous, it runs now and the outcome is final. Otherwise
    /// the outcome is `deferred` with ``Outcome/Reason/queued`` (it runs after
    /// the entry executing) or ``Outcome/Reason/inProgress`` (its async part
    /// runs); observers and ``openAndWait(_:policy:action:)`` see the final one.
    /// Before ``markReady()``, the entry is held (`deferred` / `not-ready`).
    ///
    /// - Parameters:
    ///   - entry: the entry to route.
    ///   - policy: what this entry does to one in flight; by default external
    ///     entries supersede it and intents queue behind it. An entry opened
    ///     from inside a handler or interceptor always queues.
    ///   - action: runs on the root once the destination is reached, now or
    ///     when a held or parked entry resumes.
    /// - Returns: the entry's ticket and its outcome.
    @discardableResult
    public func open(_ entry: EntryPoint, policy: Policy? = nil, action: Action? = nil) -> (
        ticket: EntryTicket, outcome: Outcome
    ) {
        lastTicket += 1
        let ticket = EntryTicket(rawValue: lastTicket)
        var completion: IntentCompletion?
        if case .intent(let intent) = entry, let onResult = intent.onResult {
            completion = IntentCompletion(onResult)
        }
        let scope = ExecutingEntry.scope.flatMap { $0.controller == ObjectIdentifier(self) ? $0 : nil }
        let pending = Pending(
            ticket: ticket, entry: entry, action: action, completion: completion, arrival: .now,
            redirectDepth: scope?.redirectDepth ?? 0)
        guard isReady else { return (ticket, hold(pending)) }
        if let running = inFlight, scope?.ticket != running.pending.ticket,
            (policy ?? .default(for: entry)) == .supersede
        {
            busy += 1
            supersede(running, by: ticket)
            busy -= 1
        }
        guard busy == 0, inFlight == nil, queue.isEmpty else {
            queue.append(pending)
            drain()
            return (ticket, Self.queuedOutcome(ticket))
        }
        busy += 1
        let run = start(pending)
        busy -= 1
        let outcome = run.outcome ?? Self.inProgressOutcome
        drain()
        return (ticket, outcome)
    }

    /// Routes and executes `entry`, and returns its outcome once its handler
    /// finished (or once it was held, parked, refused or superseded).
    ///
    /// ```swift
    /// let outcome = await controller.openAndWait(.url(URLEntry("demoapp://story/42")))
    /// ```
    public func openAndWait(_ entry: EntryPoint, policy: Policy? = nil, action: Action? = nil) async -> Outcome {
        let (ticket, outcome) = open(entry, policy: policy, action: action)
        guard outcome.reason == .queued || outcome.reason == .inProgress else { return outcome }
        return await withCheckedContinuation { continuation in
            waiters[ticket, default: []].append(continuation)
        }
    }

    /// Opens an intent and waits for the destination's answer, on the main actor.
    ///
    /// Completes with ``IntentResult/canceled(_:)`` when the intent reaches no
    /// destination (saying why), or the destination goes away without answering.
    public func openForResult(_ intent: Intent, policy: Policy? = nil, action: Action? = nil) async -> IntentResult {
        await withCheckedContinuation { continuation in
            var intent = intent
            let earlier = intent.onResult
            intent.onResult = { result in
                earlier?(result)
                continuation.resume(returning: result)
            }
            open(.intent(intent), policy: policy, action: action)
        }
    }

    /// Opens an intent and returns the destination's answer as a `T`.
    ///
    /// ```swift
    /// let contact = try await controller.openForResult(Intent(route: .pickContact), as: Contact.self)
    /// ```
    ///
    /// - Returns: the answer, or `nil` when the destination answered with no value.
    /// - Throws: ``IntentResult/Cancellation`` when the intent was canceled
    ///   (its ``IntentResult/Cancellation/cause`` says why), or answered with
    ///   a value of another type (``IntentResult/Cancellation/Cause/unexpectedValue``).
    public func openForResult<T>(
        _ intent: Intent, as type: T.Type, policy: Policy? = nil, action: Action? = nil
    ) async throws(IntentResult.Cancellation) -> T? {
        switch await openForResult(intent, policy: policy, action: action) {
        case .canceled(let cancellation):
            throw cancellation
        case .ok(nil):
            return nil
        case .ok(let value?):
            guard let typed = value as? T else {
                throw IntentResult.Cancellation(
                    .unexpectedValue,
                    message: "the destination answered with a \(Swift.type(of: value)), not a \(T.self)")
            }
            return typed
        }
    }

    /// Returns once no entry executes, is in flight or is queued.
    public func idle() async {
        guard isBusy else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    static var inProgressOutcome: Outcome {
        Outcome(
            status: .deferred, reason: .inProgress,
            message: "the entry's handler is still running; its outcome is reported when it finishes")
    }

    static func queuedOutcome(_ ticket: EntryTicket) -> Outcome {
        Outcome(
            status: .deferred, reason: .queued,
            message: "entry \(ticket) waits for the entry executing and runs after it")
    }
}
