import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// The links an app's resolver was asked about, and whether each call saw
/// its task canceled once its gate opened.
@MainActor
final class ResolverLog {
    var asked: [String] = []
    var canceled: [String] = []
    let finished: AsyncStream<String>
    private let finish: AsyncStream<String>.Continuation

    init() { (finished, finish) = AsyncStream.makeStream(of: String.self) }

    func ask(_ link: String) { asked.append(link) }

    func end(_ link: String, canceled wasCanceled: Bool) {
        if wasCanceled { canceled.append(link) }
        finish.yield(link)
    }
}

/// Issue 39, item 3, the controller's half: an app's asynchronous resolver
/// runs in the entry's own phase, time-boxed, superseded like any running
/// entry, held on a cold start, and asked once per entry.
@MainActor
@Suite("Route controller: resolving links")
struct ControllerLinkResolutionTests {
    nonisolated static let short = "https://example.app.link/abc?utm_source=mail"

    /// NB: a limit no loaded machine reaches, so only the time-limit test depends on one.
    static let patient = Duration.seconds(86_400)

    static func router(fallback: String? = nil) throws -> Router {
        try Router(
            RouteTable(
                schemes: ["app"], domains: ["example.com"],
                guards: [RouteTable.Guard("signedIn", redirect: "login")],
                routes: [
                    Route("item", patterns: ["/item/:n"]),
                    Route("home", patterns: ["/home"]),
                    Route("secure", patterns: ["/secure"], requires: ["signedIn"]),
                    Route("login", exposure: .internal),
                ],
                trackingParameters: ["utm_*"],
                resolve: RouteTable.ResolutionStage(prefixes: ["https://example.app.link/"], fallback: fallback)))
    }

    /// A controller whose handlers append the route to the root's log.
    static func controller(fallback: String? = nil, coldStart: Bool = false) throws -> RouteController<StackRoot> {
        let controller = RouteController(
            root: StackRoot(), router: try router(fallback: fallback), coldStart: coldStart
        ) { root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        controller.handleOthers { request, context in
            context.update { $0.log.append(request.route) }
        }
        return controller
    }

    /// An asynchronous resolver that waits at gate `resolve LINK` and answers from `answers`.
    static func resolver(
        _ gates: Gates, _ log: ResolverLog, _ answers: [String: String]
    ) -> @Sendable (String) async throws -> String? {
        { link in
            await log.ask(link)
            await gates.wait("resolve \(link)")
            await log.end(link, canceled: Task.isCancelled)
            return answers[link]
        }
    }

    @Test("While the resolver runs the entry is running, resolving; then it routes with resolvedFrom and tracking")
    func resolvesThenRoutes() async throws {
        let controller = try Self.controller()
        let gates = Gates()
        let log = ResolverLog()
        controller.resolveLinksAsync(
            timeLimit: Self.patient, with: Self.resolver(gates, log, [Self.short: "app://item/7?utm_campaign=x"]))
        var reports: [RouteController<StackRoot>.Report] = []
        controller.addObserver { reports.append($0) }
        let (ticket, now) = controller.open(.url(URLEntry(Self.short)))
        #expect(now.reason == .inProgress)
        var reached = gates.reached.makeAsyncIterator()
        #expect(await reached.next() == "resolve \(Self.short)")
        #expect(controller.state(of: ticket) == .running(.resolving))
        gates.open("resolve \(Self.short)")
        await controller.idle()
        let outcome = try #require(reports.last?.outcome)
        #expect(outcome.status == .routed)
        #expect(outcome.route == "item")
        #expect(outcome.params == ["n": "7"])
        #expect(outcome.resolvedFrom == Self.short)
        #expect(outcome.trackingParameters == ["utm_source": "mail", "utm_campaign": "x"])
        #expect(
            reports.last?.linkResolution
                == Router.LinkResolution(link: Self.short, resolved: "app://item/7?utm_campaign=x"))
        #expect(controller.root.log == ["item"])
        #expect(log.asked == [Self.short])
    }

    @Test("A newer link supersedes an entry while it resolves: its resolver is canceled and its answer ignored")
    func supersededWhileResolving() async throws {
        let controller = try Self.controller()
        let gates = Gates()
        let log = ResolverLog()
        controller.resolveLinksAsync(
            timeLimit: Self.patient, with: Self.resolver(gates, log, [Self.short: "app://item/7"]))
        var outcomes: [EntryTicket: Outcome] = [:]
        controller.addObserver { outcomes[$0.ticket] = $0.outcome }
        let (first, _) = controller.open(.url(URLEntry(Self.short)))
        var reached = gates.reached.makeAsyncIterator()
        #expect(await reached.next() == "resolve \(Self.short)")
        let (second, _) = controller.open(.url(URLEntry("app://home")))
        await controller.idle()
        #expect(outcomes[first]?.status == .rejected)
        #expect(outcomes[first]?.reason == .superseded)
        #expect(outcomes[first]?.trackingParameters == ["utm_source": "mail"], "every line of the link carries them")
        #expect(outcomes[first]?.resolvedFrom == Self.short)
        #expect(outcomes[second]?.route == "home")
        gates.open("resolve \(Self.short)")
        var finished = log.finished.makeAsyncIterator()
        #expect(await finished.next() == Self.short)
        #expect(log.canceled == [Self.short], "the resolver's task was canceled")
        await controller.idle()
        #expect(controller.root.log == ["home"], "the late answer opened nothing")
    }

    @Test("No answer within the time limit, nil or a throw: the fallback route with resolvedFrom, or unresolved")
    func noResolution() async throws {
        let cases: [(name: String, resolver: @Sendable (String) async throws -> String?)] = [
            ("none", { _ in nil }),
            ("throws", { _ in throw CancellationError() }),
            (
                "time limit",
                { _ in
                    try await Task.sleep(for: .seconds(3600))
                    return "app://item/1"
                }
            ),
        ]
        for (name, resolver) in cases {
            for fallback in [nil, "home"] as [String?] {
                let controller = try Self.controller(fallback: fallback)
                controller.resolveLinksAsync(timeLimit: .milliseconds(20), with: resolver)
                let outcome = await controller.openAndWait(.url(URLEntry(Self.short)))
                #expect(outcome.resolvedFrom == Self.short, "\(name)")
                #expect(outcome.trackingParameters == ["utm_source": "mail"], "\(name)")
                if let fallback {
                    #expect(outcome.status == .routed, "\(name)")
                    #expect(outcome.route == fallback, "\(name)")
                    #expect(outcome.params == [:], "\(name)")
                } else {
                    #expect(outcome.status == .unmatched, "\(name)")
                    #expect(outcome.reason == .unresolved, "\(name)")
                }
            }
        }
    }

    @Test("On a cold start the link is held, resolved when the app is ready, and asked about once")
    func heldThenResolved() async throws {
        let controller = try Self.controller(coldStart: true)
        let log = ResolverLog()
        controller.resolveLinksAsync(timeLimit: Self.patient) { link in
            await log.ask(link)
            return "app://item/3"
        }
        let (ticket, now) = controller.open(.url(URLEntry(Self.short)))
        #expect(now.reason == .notReady)
        #expect(controller.state(of: ticket) == .held)
        #expect(log.asked.isEmpty, "a held entry is not resolved before it runs")
        controller.markReady()
        await controller.idle()
        #expect(controller.root.log == ["item"])
        #expect(log.asked == [Self.short])
    }

    @Test("A parked entry resumed after its guard holds reuses its resolution: the resolver is asked once")
    func resumedEntryResolvedOnce() async throws {
        let controller = try Self.controller()
        let log = ResolverLog()
        controller.resolveLinksAsync(timeLimit: Self.patient) { link in
            await log.ask(link)
            return "app://secure"
        }
        var outcomes: [Outcome] = []
        controller.addObserver { outcomes.append($0.outcome) }
        let deferred = await controller.openAndWait(.url(URLEntry(Self.short)))
        #expect(deferred.status == .deferred)
        #expect(deferred.resolvedFrom == Self.short)
        controller.root.signedIn = true
        controller.stateDidChange()
        await controller.idle()
        #expect(outcomes.last?.route == "secure")
        #expect(outcomes.last?.status == .routed)
        #expect(outcomes.last?.resolvedFrom == Self.short)
        #expect(log.asked == [Self.short])
    }

    @Test("A synchronous resolver answers at once: no resolving phase, the same outcome")
    func synchronousResolver() throws {
        let controller = try Self.controller()
        var asked: [String] = []
        controller.resolveLinks { link in
            asked.append(link)
            return "app://item/9"
        }
        let (_, outcome) = controller.open(.url(URLEntry(Self.short)))
        #expect(outcome.status == .routed)
        #expect(outcome.params == ["n": "9"])
        #expect(outcome.resolvedFrom == Self.short)
        #expect(asked == [Self.short])
    }

    @Test("The recorder keeps each resolution beside the events, and entryd's session replays them alike")
    func recordedResolutionsReplay() async throws {
        let controller = try Self.controller()
        var lines: [String] = []
        var written: [String] = []
        let recorder = EntryRecorder(sink: { lines.append($0) }, resolutionsSink: { written.append($0) })
        recorder.attach(to: controller)
        let short = Self.short
        let gone = "https://example.app.link/gone"
        controller.resolveLinksAsync(timeLimit: Self.patient) { $0 == short ? "app://item/5" : nil }
        let first = await controller.openAndWait(.url(URLEntry(Self.short)))
        let second = await controller.openAndWait(.url(URLEntry(gone)))
        #expect(recorder.resolutions == [Self.short: "app://item/5", gone: nil])
        let file = try #require(written.last)
        let session = EventSession(
            router: try Self.router(),
            options: EventSession.Options(resolutions: try LinkResolutions(json: try JSONParser().parse(file))))
        for (index, line) in lines.enumerated() { session.process(line: line, number: index + 1) }
        let results = FixtureComparison.lines(session.output.bytes).map { try? JSONParser().parse($0).objectValue }
        #expect(results.count == 3, "ready, then the two links")
        for (result, outcome) in zip(results.dropFirst(), [first, second]) {
            #expect(result?["status"]?.stringValue == outcome.status.rawValue)
            #expect(result?["route"]?.stringValue == outcome.route)
            #expect(result?["resolvedFrom"]?.stringValue == outcome.resolvedFrom)
        }
    }
}
