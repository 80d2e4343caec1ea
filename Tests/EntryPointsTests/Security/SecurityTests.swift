import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// What an outside caller can and cannot reach, and how hostile input is
/// refused. Each test pins one behaviour; the exposure tests are properties
/// over thousands of generated entries of every kind.
@Suite("Security")
struct SecurityTests {
    let router = DemoTable.router

    // MARK: - Exposure

    @Test(
        "No external entry of any kind is routed to an internal route",
        arguments: [EntryPoint.Kind.url, .shortcut, .userActivity, .notification])
    func noExternalEntryReachesInternalRoute(kind: EntryPoint.Kind) {
        var generator = EntryGenerator(seed: 0xE7 &+ UInt64(kind.rawValue.utf8.count), table: DemoTable.table)
        var routed = 0
        var refusedAsInternal = 0
        for _ in 0..<1_500 {
            let entry = generator.entry(kind)
            let resolution = router.resolve(entry)
            if case .routed(let request) = resolution {
                routed += 1
                #expect(!DemoTable.internalRoutes.contains(request.route), "\(entry) reached \(request.route)")
            }
            if resolution.outcome.reason == .notExposed { refusedAsInternal += 1 }
        }
        // NB: without both counts, a generator that never got near an internal
        // (or any) route would make this test pass without testing anything.
        #expect(routed > 50, "only \(routed) entries routed")
        #expect(refusedAsInternal > 50, "only \(refusedAsInternal) entries found an internal route")
    }

    @Test("Through entryd's engine, no routed or resumed result of an external entry names an internal route")
    @MainActor
    func sessionNeverRoutesExternalEntryInternally() {
        var generator = EntryGenerator(seed: 0x5E55, table: DemoTable.table)
        var stream: [UInt8] = []
        let kinds: [EntryPoint.Kind] = [.url, .shortcut, .userActivity, .notification]
        for id in 1...2_000 {
            if generator.urls.random.oneIn(15) {
                let flags =
                    #"{"signedIn":\#(generator.urls.random.oneIn(2)),"premium":\#(generator.urls.random.oneIn(2))}"#
                stream += Array(#"{"type":"state","set":\#(flags)}"#.utf8) + [UInt8(ascii: "\n")]
            }
            stream += EventLine.bytes(for: generator.entry(generator.urls.random.pick(kinds)), id: id)
        }
        let session = EventSession(router: router)
        var reader = LineReader()
        reader.feed(stream) { line in
            if case .complete(let number, let bytes) = line { session.process(line: bytes, number: number) }
        }
        var routed = 0
        for checked in ResultShape.check(output: session.output.bytes) {
            #expect(checked.problems.isEmpty, "\(checked.problems)")
            guard let result = checked.object, result["status"] == "routed" else { continue }
            routed += 1
            let route = result["route"]?.stringValue ?? ""
            #expect(!DemoTable.internalRoutes.contains(route), "\(result.jsonText)")
        }
        #expect(routed > 100)
    }

    @Test("Intents reach the internal routes that external entries cannot")
    func intentsReachInternalRoutes() {
        #expect(router.resolve(.intent(Intent(route: "debug"))).request?.route == "debug")
        #expect(router.resolve(.intent(Intent(route: "flags", params: ["flag": "darkMode"]))).request?.route == "flags")
        #expect(router.resolve(.intent(Intent(url: "/debug/flags/x"))).request?.route == "flags")
        #expect(router.resolve(.intent(Intent(url: "demoapp://debug"))).request?.route == "debug")
        #expect(router.resolve(.intent(Intent(url: "https://example.com/debug/flags"))).request?.route == "flags")
        #expect(router.open("demoapp://debug").outcome.reason == .notExposed)
    }

    @Test("Every generated URL refused as not exposed reaches that same route as an intent")
    func refusedURLsRouteAsIntents() {
        var generator = EntryGenerator(seed: 0x1A7E, table: DemoTable.table)
        var checked = 0
        for _ in 0..<1_000 {
            let url = generator.routeURL()
            let external = router.open(url).outcome
            guard external.reason == .notExposed else { continue }
            checked += 1
            #expect(router.resolve(.intent(Intent(url: url))).request?.route == external.route, "\(url)")
        }
        #expect(checked > 100)
    }

    @Test("Shortcut, activity and notification mappings to an internal route are refused, intents are not")
    func mappingsToInternalRouteRefused() throws {
        let router = try makeRouter([
            Route(
                "qa", patterns: ["/qa"], exposure: .internal, shortcuts: ["com.example.qa"],
                activities: ["com.example.qa"],
                notifications: [NotificationTrigger(category: "QA"), NotificationTrigger(action: "QA_OPEN")])
        ])
        let entries: [EntryPoint] = [
            .shortcut(ShortcutItem(type: "com.example.qa")),
            .userActivity(UserActivity(activityType: "com.example.qa")),
            .notification(NotificationResponse(userInfo: ["aps": ["category": "QA"]])),
            .notification(NotificationResponse(userInfo: [:], actionIdentifier: "QA_OPEN")),
            .notification(NotificationResponse(userInfo: ["url": "demoapp://qa"])),
            .userActivity(
                UserActivity(
                    activityType: UserActivity.spotlightItem, userInfo: [UserActivity.spotlightIdentifierKey: "/qa"])),
            .userActivity(UserActivity(activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/qa")),
        ]
        for entry in entries {
            let outcome = router.resolve(entry).outcome
            #expect(outcome.status == .rejected && outcome.reason == .notExposed, "\(entry.kind): \(outcome)")
        }
        #expect(router.resolve(.intent(Intent(route: "qa"))).request?.route == "qa")
    }
}
