// The one code path every entry goes through: resolve, intercept, execute,
// finish. Each step runs synchronously until an async interceptor or
// handler; its task continues the same steps on the main actor when that
// returns, unless the entry finished meanwhile (superseded, dropped).

extension RouteController {
    /// Starts an entry the book just made running (its turn came, or it is
    /// a nested child): it runs its first phase.
    func start(_ ticket: EntryTicket) {
        guard case .running? = book.state(of: ticket), let record = record(ticket) else { return }
        let run = RouteRun()
        record.run = run
        resolve(ticket, run, record)
    }

    /// Resolves the entry, then intercepts it. A link under one of the
    /// table's `resolve` prefixes is answered by the link resolver, once per
    /// entry: a synchronous one at once; an asynchronous one in the entry's
    /// own phase (``EntryTicket/State/Phase/resolving``), time-boxed, after
    /// which the entry is resolved again with the answer.
    private func resolve(_ ticket: EntryTicket, _ run: RouteRun, _ record: Record) {
        var asked: String?
        let resolver = linkResolver
        let resolution = router.resolve(record.entry) { link in
            if let known = record.link, known.link == link { return known.resolved }
            switch resolver {
            case .sync(let answer)?:
                let resolved = answer(link)
                record.link = Router.LinkResolution(link: link, resolved: resolved)
                return resolved
            case .async?:
                asked = link
                return nil
            case nil:
                return nil
            }
        }
        if let link = asked, case .async(let answer, let timeLimit)? = resolver {
            run.unresolved = resolution.outcome
            book.enter(ticket, .resolving)
            suspend(ticket, run, depth: record.redirectDepth) {
                await LinkResolver.answer(link, answer, within: timeLimit)
            } then: { [self] result in
                record.link = Router.LinkResolution(link: link, resolved: (try? result.get()) ?? nil)
                run.unresolved = nil
                resolve(ticket, run, record)
            }
            return
        }
        switch resolution {
        case .failed(let outcome):
            finish(ticket, outcome)
        case .routed(let request):
            run.resolved(request)
            // NB: the resolution carries the route it reached; no second look-up.
            // The route is lent where the table holds it: the run keeps a copy
            // only for the steps that read it from there later.
            let found = router.withRoute(for: request) { route in
                // NB: an entry whose route requires no guard, in a controller
                // with no interceptor of the app's, meets none: the table's
                // guards would proceed without calling app code, so it goes
                // straight to its handler (no guard phase, no scope set, no
                // interceptor list read), with what was just read handed over.
                if interceptsOnlyTableGuards, route.requires.isEmpty {
                    // NB: a landing that waits for a scene to connect reads the route from the run.
                    if record.arrivalScene != nil { run.route = route }
                    execute(ticket, run, record, request, route)
                    return
                }
                run.route = route
                intercept(ticket, run, from: 0)
            }
            guard found else {
                finish(
                    ticket,
                    Outcome(
                        status: .unmatched, reason: .unknownRoute, message: "the table has no route '\(request.route)'")
                )
                return
            }
        }
    }

    /// Whether `run` is still the live run of `ticket` (not finished, superseded, dropped or parked).
    func isLive(_ ticket: EntryTicket, _ run: RouteRun) -> Bool {
        !run.isOver && record(ticket)?.run === run
    }

    /// Asks the interceptors from `index` on, in order.
    private func intercept(_ ticket: EntryTicket, _ run: RouteRun, from index: Int) {
        guard let record = record(ticket), let request = run.request, let route = run.route else { return }
        var position = index
        while position < interceptors.count {
            let next = position + 1
            let interceptor = interceptors[position]
            book.enter(ticket, interceptor.isTableGuards ? .guard : .interceptor)
            switch interceptor.decide {
            case .sync(let decide):
                let decision = scoped(ticket, run, depth: record.redirectDepth) { decide(request, route, root) }
                guard isLive(ticket, run) else { return }
                if case .proceed = decision {
                    position = next
                    continue
                }
                decided(ticket, run, decision)
            case .async(let decide):
                let root = self.root
                suspend(ticket, run, depth: record.redirectDepth) {
                    await decide(request, route, root)
                } then: { [self] result in
                    guard case .success(let decision) = result else { return }
                    if case .proceed = decision {
                        intercept(ticket, run, from: next)
                    } else {
                        decided(ticket, run, decision)
                    }
                }
            }
            return
        }
        execute(ticket, run, record, request, route)
    }

    /// Acts on an interceptor's decision other than a plain proceed.
    private func decided(_ ticket: EntryTicket, _ run: RouteRun, _ decision: InterceptDecision<Root>) {
        guard let request = run.request else { return }
        switch decision {
        case .proceed:
            // NB: past the last interceptor: the handler runs.
            intercept(ticket, run, from: interceptors.count)
        case .reject(let reason, let message, let guardName):
            finish(
                ticket,
                Outcome(
                    status: .rejected, reason: reason, route: request.route, params: request.params,
                    message: message, guardName: guardName))
        case .redirect(let redirect, let key, let message, let guardName, let resumeWhen):
            let deferred = Outcome(
                status: .deferred, reason: .guard, route: request.route, params: request.params,
                message: message, guardName: guardName, redirect: redirect.route
            ).carryingLinkFacts(of: request)
            self.redirect(
                ticket, run, to: redirect, parking: Parking(key: key, deferred: deferred, condition: resumeWhen))
        }
    }

    /// Executes the redirect; the entry parks once it reached its destination
    /// (a redirect handler that makes the guard hold at once and calls
    /// ``stateDidChange()`` resumes it right after).
    private func redirect(_ ticket: EntryTicket, _ run: RouteRun, to redirect: RouteRequest, parking: Parking) {
        guard let record = record(ticket), let request = run.request else { return }
        let deferred = parking.deferred
        guard record.redirectDepth < Self.maxRedirectDepth else {
            finish(
                ticket,
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
        // NB: the interceptor built the redirect's request by hand: `Router.route(for:)` looks it up by id.
        guard let target = router.route(for: redirect), let work = work(for: target) else {
            finish(ticket, failed("route \(redirect.route) has no handler to execute it"))
            return
        }
        record.parking = parking
        book.enter(ticket, .redirect)
        // NB: a redirect runs in the entry's arrival scene, which becomes active once it reached its destination.
        let arrival = record.arrivalScene.map { scenes.scenes[scenes.current($0)].id }
        let settle = { [self] (reached: Result<Bool, any Error>) in
            guard isLive(ticket, run) else { return }
            guard case .success(true) = reached else {
                finish(ticket, failed("its handler could not reach route \(redirect.route)"))
                return
            }
            if let arrival, let index = scenes.index(of: arrival) { scenes.activate(index) }
            park(ticket, run, under: parking.key)
        }
        let depth = record.redirectDepth + 1
        let context = RouteContext(
            request: redirect, intentContext: nil, completion: nil, controller: self,
            scope: scope(ticket, run, depth: depth), scene: arrival)
        switch work {
        case .sync(let handler):
            settle(.success(scoped(ticket, run, depth: depth) { handler(redirect, context) }))
        case .async(let handler):
            suspend(ticket, run, depth: depth) {
                try await handler(redirect, context)
            } then: {
                settle($0)
            }
        }
    }

    /// Executes the route's handler (or the built-in navigation, or the
    /// fallback), in the scene the route lands in (a table with scenes),
    /// with the entry's record, request and route as its caller read them.
    private func execute(
        _ ticket: EntryTicket, _ run: RouteRun, _ record: Record, _ request: RouteRequest, _ route: Route
    ) {
        guard let work = work(for: route) else {
            finish(ticket, notReached(request, because: "route \(request.route) has no handler"))
            return
        }
        book.enter(ticket, .handler)
        if let arrival = record.arrivalScene, !land(ticket, run, route: route, request: request, arrival: arrival) {
            return
        }
        runHandler(ticket, run, record, request, work)
    }

    /// Runs the handler of an entry whose landing scene is chosen.
    func runHandler(_ ticket: EntryTicket, _ run: RouteRun) {
        guard let record = record(ticket), let request = run.request, let route = run.route,
            let work = work(for: route)
        else { return }
        runHandler(ticket, run, record, request, work)
    }

    /// Runs `work`, the handler of an entry whose landing scene is chosen.
    ///
    /// NB: its caller hands over what it already read (record, request,
    /// work): each read is a look-up, or a copy of a route or request.
    private func runHandler(
        _ ticket: EntryTicket, _ run: RouteRun, _ record: Record, _ request: RouteRequest, _ work: Work
    ) {
        let probe = CompletionProbe(record.completion)
        switch work {
        case .sync(let handler):
            let reached = callSync(handler, ticket, run, record: record, request: request, probe: probe)
            handled(ticket, run, .success(reached), probe: probe)
        case .async(let handler):
            var context: RouteContext<Root>? = makeContext(
                ticket, run, record: record, request: request, probe: probe)
            suspend(ticket, run, depth: record.redirectDepth) {
                // NB: the context goes once the handler returned, so a completion it did not keep is abandoned.
                defer { context = nil }
                return try await handler(request, context!)
            } then: { [self] result in
                handled(ticket, run, result, probe: probe)
            }
        }
    }

    /// Calls a sync handler; its context is gone when this returns.
    private func callSync(
        _ handler: Handler, _ ticket: EntryTicket, _ run: RouteRun, record: Record, request: RouteRequest,
        probe: CompletionProbe
    ) -> Bool {
        let context = makeContext(ticket, run, record: record, request: request, probe: probe)
        return scoped(ticket, run, depth: record.redirectDepth) { handler(request, context) }
    }

    private func makeContext(
        _ ticket: EntryTicket, _ run: RouteRun, record: Record, request: RouteRequest, probe: CompletionProbe
    ) -> RouteContext<Root> {
        var intentContext: (any Sendable)?
        if case .intent(let intent) = record.entry { intentContext = intent.context }
        return RouteContext(
            request: request, intentContext: intentContext, completion: probe.completion, controller: self,
            scope: scope(ticket, run, depth: record.redirectDepth), scene: run.scene)
    }

    /// Finishes an entry once its handler returned.
    private func handled(
        _ ticket: EntryTicket, _ run: RouteRun, _ result: Result<Bool, any Error>, probe: CompletionProbe
    ) {
        // NB: ``isLive(_:_:)`` with its record kept: one look-up.
        guard !run.isOver, let record = record(ticket), record.run === run, let request = run.request else {
            probe.release()
            return
        }
        switch result {
        case .success(true):
            if let scene = run.scene { landed(in: scene, arrival: run.arrivedIn, opened: run.openedScene) }
            if let action = record.action {
                scoped(ticket, run, depth: record.redirectDepth) { action(root, request) }
                guard isLive(ticket, run) else { return }
            }
            finish(ticket, .routed(request)) { probe.abandonIfUnkept() }
        case .success(false):
            probe.release()
            finish(
                ticket,
                notReached(request, because: "the handler of route \(request.route) could not reach its destination"))
        case .failure(let error):
            probe.release()
            finish(ticket, notReached(request, because: "the handler of route \(request.route) failed: \(error)"))
        }
    }

    private func notReached(_ request: RouteRequest, because message: String) -> Outcome {
        Outcome(
            status: .rejected, reason: .notReached, route: request.route, params: request.params, message: message)
    }

    /// The scope of `run` of entry `ticket`.
    func scope(_ ticket: EntryTicket, _ run: RouteRun, depth: Int) -> ExecutingEntry.Scope {
        ExecutingEntry.Scope(controller: ObjectIdentifier(self), ticket: ticket, run: run, redirectDepth: depth)
    }

    /// Runs `body` as part of `run` of entry `ticket`, so what it opens knows where it comes from.
    private func scoped<T>(_ ticket: EntryTicket, _ run: RouteRun, depth: Int, _ body: () -> T) -> T {
        ExecutingEntry.$scope.withValue(scope(ticket, run, depth: depth)) { body() }
    }

    /// Runs `work` in a task on the main actor, then continues with `next`,
    /// unless the entry finished meanwhile. A task whose entry finished
    /// before it began never calls `work`.
    private func suspend<T>(
        _ ticket: EntryTicket, _ run: RouteRun, depth: Int, _ work: @escaping @MainActor () async throws -> T,
        then next: @escaping @MainActor (Result<T, any Error>) -> Void
    ) {
        let scope = scope(ticket, run, depth: depth)
        run.task = Task { @MainActor [weak self] in
            guard !run.isOver else { return }
            let result: Result<T, any Error>
            do {
                result = .success(try await ExecutingEntry.$scope.withValue(scope) { try await work() })
            } catch {
                result = .failure(error)
            }
            guard let self, self.isLive(ticket, run) else { return }
            run.task = nil
            self.withPump { next(result) }
        }
    }
}

/// The completion a handler's context carries: a forwarder to the entry's
/// own, made per run, so the controller can tell whether the handler kept it.
@MainActor
final class CompletionProbe {
    var completion: Intent.Completion?

    init(_ entry: Intent.Completion?) {
        completion = entry.map { inner in Intent.Completion { inner.complete($0) } }
    }

    /// Cancels as abandoned when the handler returned without keeping or answering it.
    func abandonIfUnkept() {
        guard completion?.isCompleted == false else { return }
        if isKnownUniquelyReferenced(&completion) { completion?.complete(.canceled(.abandoned)) }
        completion = nil
    }

    /// Lets it go without answering: the entry's outcome answers the intent.
    func release() { completion = nil }
}
