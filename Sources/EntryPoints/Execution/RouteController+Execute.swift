// The one code path every entry goes through: resolve, intercept, execute,
// finish. Each step runs synchronously until an async interceptor or
// handler; the entry is then in flight, and its task continues the same
// steps on the main actor when that returns.

extension RouteController {
    /// Runs queued entries, in order, while nothing executes or is in flight.
    func drain() {
        while busy == 0, inFlight == nil, let next = queue.popFirst() {
            busy += 1
            start(next)
            busy -= 1
        }
        if busy == 0, inFlight == nil, queue.isEmpty, !idleWaiters.isEmpty {
            let waiting = idleWaiters
            idleWaiters = []
            for waiter in waiting { waiter.resume() }
        }
    }

    /// Starts `pending`; returns its run (finished, or in flight).
    @discardableResult
    func start(_ pending: Pending) -> Run {
        let run = Run(pending)
        switch router.resolve(pending.entry) {
        case .failed(let outcome):
            finish(run, outcome)
        case .routed(let request):
            run.request = request
            guard let route = router.route(id: request.route) else {
                finish(
                    run,
                    Outcome(
                        status: .unmatched, reason: .unknownRoute,
                        message: "the table has no route '\(request.route)'"))
                return run
            }
            run.route = route
            intercept(run, from: 0)
        }
        return run
    }

    /// Asks the interceptors from `index` on, in order.
    private func intercept(_ run: Run, from index: Int) {
        guard let request = run.request, let route = run.route else { return }
        var position = index
        while position < interceptors.count {
            let next = position + 1
            switch interceptors[position].decide {
            case .sync(let decide):
                let decision = scoped(run) { decide(request, route, root) }
                if case .proceed = decision {
                    position = next
                    continue
                }
                decided(run, decision)
            case .async(let decide):
                let root = self.root
                suspend(run, depth: run.pending.redirectDepth) {
                    await decide(request, route, root)
                } then: { [self] result in
                    guard case .success(let decision) = result else { return }
                    if case .proceed = decision { intercept(run, from: next) } else { decided(run, decision) }
                }
            }
            return
        }
        execute(run)
    }

    /// Acts on an interceptor's decision other than a plain proceed.
    private func decided(_ run: Run, _ decision: InterceptDecision<Root>) {
        guard let request = run.request else { return }
        switch decision {
        case .proceed:
            execute(run)
        case .reject(let reason, let message, let guardName):
            finish(
                run,
                Outcome(
                    status: .rejected, reason: reason, route: request.route, params: request.params,
                    message: message, guardName: guardName))
        case .redirect(let redirect, let key, let message, let guardName, let resumeWhen):
            redirectThenPark(
                run, to: redirect, key: key,
                deferred: Outcome(
                    status: .deferred, reason: .guard, route: request.route, params: request.params,
                    message: message, guardName: guardName, redirect: redirect.route),
                until: resumeWhen)
        }
    }

    /// Parks the entry, then executes the redirect: a redirect handler that
    /// makes the guard hold at once and calls ``stateDidChange()`` resumes it.
    private func redirectThenPark(
        _ run: Run, to redirect: RouteRequest, key: String, deferred: Outcome,
        until condition: @escaping @MainActor (Root) -> Bool
    ) {
        let request = run.request!
        guard run.pending.redirectDepth < Self.maxRedirectDepth else {
            finish(
                run,
                Outcome(
                    status: .rejected, reason: .redirectLoop, route: request.route, params: request.params,
                    message:
                        "redirects chained \(Self.maxRedirectDepth) deep (a redirect's handler opened an entry that was redirected again); the chain was cut",
                    guardName: deferred.guardName, redirect: redirect.route))
            return
        }
        let failed = { (why: String) in
            Outcome(
                status: .rejected, reason: .redirectFailed, route: request.route, params: request.params,
                message: "\(deferred.message ?? "redirected"), but \(why); the entry was not parked",
                guardName: deferred.guardName, redirect: redirect.route)
        }
        guard let target = router.route(id: redirect.route), let work = handlers[target.id] ?? fallback else {
            finish(run, failed("route \(redirect.route) has no handler to execute it"))
            return
        }
        park(run.pending, under: key, until: condition)
        let ticket = run.pending.ticket
        let settle = { [self] (reached: Result<Bool, any Error>) in
            let stillParked = parked.contains { $0.ticket == ticket }
            if case .success(true) = reached {
                finish(run, deferred)
            } else if stillParked {
                parked.removeAll { $0.ticket == ticket }
                finish(run, failed("its handler could not reach route \(redirect.route)"))
            } else {
                finish(run, deferred)
            }
        }
        let context = RouteContext(
            request: redirect, intentContext: nil, completion: nil, controller: self, run: run.token)
        let depth = run.pending.redirectDepth + 1
        switch work {
        case .sync(let handler):
            let root = self.root
            settle(.success(scoped(run, depth: depth) { handler(root, redirect, context) }))
        case .async(let handler):
            let root = self.root
            suspend(run, depth: depth) {
                try await handler(root, redirect, context)
            } then: {
                settle($0)
            }
        }
    }

    /// Executes the route's handler (or the fallback).
    private func execute(_ run: Run) {
        guard let request = run.request, let route = run.route else { return }
        guard let work = handlers[route.id] ?? fallback else {
            finish(run, notReached(request, because: "route \(request.route) has no handler"))
            return
        }
        switch work {
        case .sync(let handler):
            let probe = CompletionProbe(run.pending.completion)
            let reached = callSync(handler, run: run, request: request, probe: probe)
            probe.abandonIfUnkept()
            handled(run, .success(reached))
        case .async(let handler):
            let probe = CompletionProbe(run.pending.completion)
            var context: RouteContext<Root>? = makeContext(run, request: request, probe: probe)
            let root = self.root
            suspend(run, depth: run.pending.redirectDepth) {
                // NB: the context goes once the handler returned, so a completion it did not keep is abandoned.
                defer { context = nil }
                return try await handler(root, request, context!)
            } then: { [self] result in
                probe.abandonIfUnkept()
                handled(run, result)
            }
        }
    }

    /// Calls a sync handler; its context is gone when this returns.
    private func callSync(_ handler: Handler, run: Run, request: RouteRequest, probe: CompletionProbe) -> Bool {
        let context = makeContext(run, request: request, probe: probe)
        let root = self.root
        return scoped(run) { handler(root, request, context) }
    }

    private func makeContext(_ run: Run, request: RouteRequest, probe: CompletionProbe) -> RouteContext<Root> {
        var intentContext: (any Sendable)?
        if case .intent(let intent) = run.pending.entry { intentContext = intent.context }
        return RouteContext(
            request: request, intentContext: intentContext, completion: probe.completion, controller: self,
            run: run.token)
    }

    /// Finishes a run once its handler returned.
    private func handled(_ run: Run, _ result: Result<Bool, any Error>) {
        guard let request = run.request else { return }
        switch result {
        case .success(true):
            if let action = run.pending.action { scoped(run) { action(root, request) } }
            finish(run, .routed(request))
        case .success(false):
            finish(
                run,
                notReached(request, because: "the handler of route \(request.route) could not reach its destination"))
        case .failure(let error):
            finish(run, notReached(request, because: "the handler of route \(request.route) failed: \(error)"))
        }
    }

    private func notReached(_ request: RouteRequest, because message: String) -> Outcome {
        Outcome(
            status: .rejected, reason: .notReached, route: request.route, params: request.params, message: message)
    }

    /// Records a run's final outcome: cancels an intent that reached nothing,
    /// reports to observers, and answers whoever awaits it.
    func finish(_ run: Run, _ outcome: Outcome) {
        run.outcome = outcome
        if inFlight === run { inFlight = nil }
        if outcome.status == .unmatched || outcome.status == .rejected {
            run.pending.completion?.complete(.canceled(IntentResult.Cancellation(outcome: outcome)))
        }
        resumedOutcomes?[run.pending.ticket] = outcome
        report(run.pending, outcome)
    }

    /// Runs `body` as part of `run`, so what it opens is queued behind it.
    private func scoped<T>(_ run: Run, depth: Int? = nil, _ body: () -> T) -> T {
        let scope = ExecutingEntry.Scope(
            controller: ObjectIdentifier(self), ticket: run.pending.ticket,
            redirectDepth: depth ?? run.pending.redirectDepth)
        return ExecutingEntry.$scope.withValue(scope) { body() }
    }

    /// Runs `work` in a task on the main actor with the entry in flight,
    /// then continues with `next`, unless the entry was superseded meanwhile.
    private func suspend<T>(
        _ run: Run, depth: Int, _ work: @escaping @MainActor () async throws -> T,
        then next: @escaping @MainActor (Result<T, any Error>) -> Void
    ) {
        inFlight = run
        let scope = ExecutingEntry.Scope(
            controller: ObjectIdentifier(self), ticket: run.pending.ticket, redirectDepth: depth)
        let token = run.token
        token.task = Task { @MainActor [weak self] in
            let result: Result<T, any Error>
            do {
                result = .success(try await ExecutingEntry.$scope.withValue(scope) { try await work() })
            } catch {
                result = .failure(error)
            }
            guard let self, !token.isSuperseded else { return }
            token.task = nil
            self.busy += 1
            next(result)
            self.busy -= 1
            self.drain()
        }
    }

    /// Cancels the run in flight for a newer entry.
    func supersede(_ run: Run, by ticket: EntryTicket) {
        run.token.isSuperseded = true
        run.token.task?.cancel()
        run.token.task = nil
        parked.removeAll { $0.ticket == run.pending.ticket }
        let request = run.request
        finish(
            run,
            Outcome(
                status: .rejected, reason: .superseded, route: request?.route, params: request?.params,
                message: "entry \(ticket) superseded this one while it was executing"))
    }
}

/// The completion a handler's context carries: a forwarder to the entry's
/// own, made per run, so the controller can tell whether the handler kept it.
@MainActor
final class CompletionProbe {
    var completion: IntentCompletion?

    init(_ entry: IntentCompletion?) {
        completion = entry.map { inner in IntentCompletion { inner.complete($0) } }
    }

    /// Cancels as abandoned when the handler returned without keeping or answering it.
    func abandonIfUnkept() {
        guard completion?.isCompleted == false else { return }
        if isKnownUniquelyReferenced(&completion) { completion?.complete(.canceled(.abandoned)) }
        completion = nil
    }
}
