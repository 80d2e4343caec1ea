extension RouteController {
    /// Routes and executes `entry`: the fire-and-forget form.
    ///
    /// When nothing runs and every interceptor and handler the entry meets is
    /// synchronous, it runs now and the outcome is final. Otherwise the
    /// outcome is `deferred` with ``Outcome/Reason/queued`` (it runs after
    /// what runs and what was queued before it) or ``Outcome/Reason/inProgress``
    /// (its async part runs); observers and ``openAndWait(_:policy:identity:action:)``
    /// see the final one. Before ``markReady()``, the entry is held
    /// (`deferred` / `not-ready`). Whatever callbacks do inside the call, it
    /// returns the final outcome when the entry finished within it, and a
    /// deferral only for an entry still live. Opened from inside a callback,
    /// it follows the rule for entries opened from callbacks (the article on
    /// guards and readiness, "What callbacks open"): queued, never superseding.
    ///
    /// - Parameters:
    ///   - entry: the entry to route.
    ///   - policy: what this entry does to the one running; by default external
    ///     entries supersede it and intents queue behind it. An entry opened
    ///     from inside a callback never supersedes.
    ///   - identity: what makes the entry the same entry when the system hands
    ///     it over twice (a notification's request identifier, a launch's URL
    ///     context): an identity already opened is refused
    ///     (`rejected` / ``Outcome/Reason/duplicate``), while the first waits
    ///     and after it ran; the most recent ``maxIdentities`` are remembered.
    ///   - action: runs on the root once the destination is reached, now or
    ///     when a held or parked entry resumes.
    /// - Returns: the entry's ticket and its outcome.
    @discardableResult
    public func open(_ entry: EntryPoint, policy: Policy? = nil, identity: String? = nil, action: Action? = nil) -> (
        ticket: EntryTicket, outcome: Outcome
    ) {
        submit(entry, policy: policy, identity: identity, action: action, awaited: false, scope: callingScope)
    }

    /// Opens `entry` as the system delivered it to scene `scene` (its
    /// *arrival* scene), as ``open(_:policy:identity:action:)`` does: the
    /// route's `scene` and `sceneKind` choose where it lands when it runs
    /// (the Windows and scenes article). A scene that is not open (it
    /// closed), or `nil`, stands for the active scene.
    @discardableResult
    public func open(
        _ entry: EntryPoint, deliveredTo scene: String?, policy: Policy? = nil, identity: String? = nil,
        action: Action? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        submit(
            entry, policy: policy, identity: identity, action: action, awaited: false, scope: callingScope,
            deliveredTo: scene)
    }

    /// Opens an entry for the caller in `scope` (see ``caller(_:)``);
    /// `awaited` when the caller waits for it (a nested child when a callback
    /// of a running entry calls), `onReport` registered before anything can
    /// report; delivered to scene `scene` (`nil`: the active one).
    @discardableResult
    func submit(
        _ entry: EntryPoint, policy: Policy?, identity: String?, action: Action?, awaited: Bool,
        scope: ExecutingEntry.Scope?, deliveredTo scene: String? = nil, ticket reserved: EntryTicket? = nil,
        onReport: ((Outcome) -> Void)? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        let ticket = reserved ?? reserveTicket()
        var completion: Intent.Completion?
        if case .intent(let intent) = entry, let onResult = intent.onResult {
            completion = Intent.Completion(onResult)
        }
        let record = Record(
            ticket: ticket, entry: entry, action: action, completion: completion, arrival: .now,
            redirectDepth: scope?.redirectDepth ?? 0, identity: identity,
            scene: scenes.arrival(deliveredTo: scene ?? callbackScene(scope)))
        if let onReport { waiters[ticket, default: []].append(onReport) }
        watch([ticket])
        tellRecorders(.arrival(ticket, entry, identity: identity, scene: scene))
        let caller = caller(scope)
        withPump {
            perform(
                book.open(
                    ticket, record, identity: identity, caller: caller, awaited: awaited,
                    supersedes: (policy ?? .default(for: entry)) == .supersede))
        }
        return (ticket, answer(for: ticket))
    }

    /// The scene the callback in `scope` runs for (its entry's landing scene,
    /// else its arrival): what it opens arrives there.
    private func callbackScene(_ scope: ExecutingEntry.Scope?) -> String? {
        guard let scope, let caller = record(scope.ticket) else { return nil }
        return caller.run?.scene ?? caller.arrivalScene
    }

    /// The next ticket, in the order entries are opened.
    func reserveTicket() -> EntryTicket {
        lastTicket += 1
        return EntryTicket(rawValue: lastTicket)
    }

    /// Routes and executes `entry`, and returns its outcome once its handler
    /// finished (or once it was held, parked, refused or superseded).
    ///
    /// Called from inside a running callback (a handler, an interceptor, a
    /// redirect), the entry runs at once as that callback's child, before
    /// anything queued: so a handler may await the controller without
    /// waiting for itself (the article on guards and readiness, "What
    /// callbacks open" and "Nested children keep their place"). The wait ends
    /// with the entry's first report: a child a guard parks ends it with
    /// `deferred` / ``Outcome/Reason/guard`` and resumes later as an ordinary
    /// entry. Cancelling the awaiting task ends the wait at once with
    /// `deferred` / ``Outcome/Reason/waitCanceled``; the entry goes on and
    /// observers see its outcome.
    ///
    /// ```swift
    /// let outcome = await controller.openAndWait(.url(URLEntry("demoapp://story/42")))
    /// ```
    public func openAndWait(
        _ entry: EntryPoint, policy: Policy? = nil, identity: String? = nil, action: Action? = nil
    ) async -> Outcome {
        await wait(for: entry, policy: policy, identity: identity, action: action, scope: callingScope)
    }

    /// `openAndWait` for a caller in `scope` (a context passes its own),
    /// delivered to scene `scene` (`nil`: the active one).
    func wait(
        for entry: EntryPoint, policy: Policy?, identity: String?, action: Action?, scope: ExecutingEntry.Scope?,
        deliveredTo scene: String? = nil
    ) async -> Outcome {
        let answer = OneAnswer<Outcome>()
        let canceled = Self.waitCanceledOutcome
        let ticket = reserveTicket()
        let outcome = await withTaskCancellationHandler {
            await answer.wait {
                submit(
                    entry, policy: policy, identity: identity, action: action, awaited: true, scope: scope,
                    deliveredTo: scene, ticket: ticket, onReport: { answer.give($0) })
            }
        } onCancel: {
            answer.give(canceled)
        }
        // NB: the wait ended (answered, or its task canceled): a child parked meanwhile is its parent's no more.
        withPump { book.waitEnded(ticket) }
        return outcome
    }

    /// Opens an intent and waits for the destination's answer, on the main actor.
    ///
    /// Completes with ``Intent/Answer/canceled(_:)`` when the intent reaches no
    /// destination (saying why), or the destination goes away without
    /// answering. From inside a running callback the intent runs at once as
    /// its child (see ``openAndWait(_:policy:identity:action:)``); a guard
    /// that parks it keeps it the caller's child, so it runs as that child
    /// again once the guard holds while the caller still waits. Cancelling
    /// the awaiting task ends the wait at once with
    /// ``Intent/Cancellation/Cause/waitCanceled``.
    public func openForResult(_ intent: Intent, policy: Policy? = nil, action: Action? = nil) async -> Intent.Answer {
        await result(of: intent, policy: policy, action: action, scope: callingScope)
    }

    /// `openForResult` for a caller in `scope` (a context passes its own),
    /// delivered to scene `scene` (`nil`: the active one).
    func result(
        of intent: Intent, policy: Policy?, action: Action?, scope: ExecutingEntry.Scope?,
        deliveredTo scene: String? = nil
    ) async -> Intent.Answer {
        let answer = OneAnswer<Intent.Answer>()
        let ticket = reserveTicket()
        let result = await withTaskCancellationHandler {
            await answer.wait {
                var intent = intent
                let earlier = intent.onResult
                intent.onResult = { [weak self] result in
                    earlier?(result)
                    answer.give(result)
                    // NB: answered, the child is awaited no more; told at once, before anything resumes it.
                    self?.book.waitEnded(ticket)
                }
                submit(
                    .intent(intent), policy: policy, identity: nil, action: action, awaited: true, scope: scope,
                    deliveredTo: scene, ticket: ticket)
            }
        } onCancel: {
            answer.give(.canceled(.waitCanceled))
        }
        withPump { book.waitEnded(ticket) }
        return result
    }

    /// Opens an intent and returns the destination's answer as a `T`.
    ///
    /// ```swift
    /// let contact = try await controller.openForResult(Intent(route: .pickContact), as: Contact.self)
    /// ```
    ///
    /// - Returns: the answer, or `nil` when the destination answered with no value.
    /// - Throws: ``Intent/Cancellation`` when the intent was canceled
    ///   (its ``Intent/Cancellation/cause`` says why), or answered with
    ///   a value of another type (``Intent/Cancellation/Cause/unexpectedValue``).
    public func openForResult<T>(
        _ intent: Intent, as type: T.Type, policy: Policy? = nil, action: Action? = nil
    ) async throws(Intent.Cancellation) -> T? {
        try Intent.Answer.value(of: await openForResult(intent, policy: policy, action: action), as: type)
    }

    /// Returns once no entry runs or is queued. Called from inside a running
    /// callback, returns once nothing runs but that callback's entry and the
    /// entries awaiting it (what is queued runs after it, so waiting for it
    /// would never end).
    public func idle() async {
        await idle(scope: callingScope?.ticket)
    }

    /// `idle()` for a caller in the scope of entry `scope`.
    func idle(scope: EntryTicket?) async {
        guard !book.isIdle(for: scope) else { return }
        await withCheckedContinuation { continuation in idleWaiters.append((scope, { continuation.resume() })) }
    }

    static var inProgressOutcome: Outcome {
        Outcome(
            status: .deferred, reason: .inProgress,
            message: "the entry's handler is still running; its outcome is reported when it finishes")
    }

    static var waitCanceledOutcome: Outcome {
        Outcome(
            status: .deferred, reason: .waitCanceled,
            message: "the task awaiting the entry was canceled; the entry goes on and observers see its outcome")
    }

    static func queuedOutcome(_ ticket: EntryTicket) -> Outcome {
        Outcome(
            status: .deferred, reason: .queued,
            message: "entry \(ticket) waits for the entry executing and runs after it")
    }
}

/// A one-shot answer for a waiting task: the first answer resumes it, later
/// ones are ignored. Any thread may answer, so a cancellation handler ends the
/// wait at once instead of after a hop to the main actor.
final class OneAnswer<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked because the only state, the continuation, is guarded by `lock`.
    private let lock = Lock()
    private var continuation: CheckedContinuation<Value, Never>?
    private var early: Value?

    /// Waits for the answer; `start` runs once the waiter is registered.
    func wait(isolation: isolated (any Actor)? = #isolation, _ start: () -> Void) async -> Value {
        await withCheckedContinuation(isolation: isolation) { continuation in
            lock.lock()
            if let early {
                lock.unlock()
                continuation.resume(returning: early)
            } else {
                self.continuation = continuation
                lock.unlock()
            }
            start()
        }
    }

    func give(_ value: Value) {
        lock.lock()
        guard let continuation else {
            if early == nil { early = value }
            lock.unlock()
            return
        }
        self.continuation = nil
        early = value
        lock.unlock()
        continuation.resume(returning: value)
    }
}

extension Intent.Answer {
    /// The answer's value as a `T`: the one rule of the typed `openForResult` forms.
    /// - Throws: the cancellation, or ``Intent/Cancellation/Cause/unexpectedValue`` for a value of another type.
    static func value<T>(of answer: Intent.Answer, as type: T.Type) throws(Intent.Cancellation) -> T? {
        switch answer {
        case .canceled(let cancellation):
            throw cancellation
        case .ok(nil):
            return nil
        case .ok(let value?):
            guard let typed = value as? T else {
                throw Intent.Cancellation(
                    .unexpectedValue,
                    message: "the destination answered with a \(Swift.type(of: value)), not a \(T.self)")
            }
            return typed
        }
    }
}
