import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

@MainActor
@Suite("Entry recorder")
struct EntryRecorderTests {
    static let routes = Fixture.packageRoot + "/Fixtures/demo/routes.json"

    /// One entry of every kind, with outcomes of every status the library gives.
    static let entries: [EntryPoint] = [
        .url(URLEntry("demoapp://home", sourceApplication: "com.apple.mobilesafari")),
        .url(URLEntry("demoapp://story/42?ref=mail")),  // parked under signedIn, resumed later
        .url(URLEntry("https://example.com/nowhere")),
        .url(URLEntry("ftp://example.com/home")),
        .url(URLEntry("demoapp://debug")),
        .shortcut(ShortcutItem(type: "com.example.demo.compose", localizedTitle: "Compose")),
        .shortcut(ShortcutItem(type: "com.example.demo.other", userInfo: ["url": "demoapp://search?page=2"])),
        // NB: an App Clip tag's payload is a parameter, so the replay compares it too.
        .userActivity(
            UserActivity(
                activityType: "com.example.demo.settings", userInfo: ["section": "privacy"],
                ndefMessagePayload: ["records": ["tag-7"]])),
        .userActivity(
            UserActivity(activityType: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://www.example.com/u/ada_l")),
        .userActivity(UserActivity(activityType: "com.example.demo.story", userInfo: ["storyId": "abc"])),
        .notification(NotificationResponse(userInfo: ["aps": ["category": "MESSAGE"], "threadId": "x"])),
        .notification(NotificationResponse(userInfo: ["aps": [:], "gcm.app_link": "demoapp://docs/a/b"])),
        .notification(
            NotificationResponse(userInfo: ["aps": [:]], actionIdentifier: NotificationResponse.dismissAction)),
        .intent(Intent(route: "debug")),
        .intent(Intent(route: "flags", params: ["flag": "beta"], presentation: .present)),
        .intent(Intent(url: "/help/billing/7")),
        .intent(Intent(route: "nope")),
        .appIntent(AppIntentEntry(intentType: "OpenStoryIntent", parameters: ["storyId": 7])),
        .appIntent(AppIntentEntry(intentType: "UnknownIntent")),
    ]

    /// Opens every entry on a controller with a recorder attached, signing in half way.
    func record() throws -> [String] {
        let router = try Router(RouteTable.load(contentsOf: Self.routes, warnings: .refuse))
        let controller = RouteController(router: router, coldStart: false)
        var lines: [String] = []
        let recorder = EntryRecorder { lines.append($0) }
        recorder.attach(to: controller)
        for (index, entry) in Self.entries.enumerated() {
            if index == 10 {
                recorder.recordFlags(["signedIn": true])
                controller.setFlags(["signedIn": true])
            }
            controller.open(entry)
        }
        return lines
    }

    // Issue 29, item 4: entries of every kind recorded by the library and replayed by entryd's session.
    @Test("Entries of every kind, recorded by the library and replayed by entryd's session, get the same outcomes")
    func roundTrip() throws {
        let recorded = try record()
        #expect(recorded.count == Self.entries.count + 2, "one line per entry, plus ready and the state event")
        let kinds = Set(recorded.compactMap { try? JSONParser().parse($0).objectValue?["type"]?.stringValue })
        #expect(kinds == ["url", "shortcut", "userActivity", "notification", "intent", "appIntent", "state", "ready"])
        let router = try Router(RouteTable.load(contentsOf: Self.routes, warnings: .refuse))
        let session = EventSession(router: router)
        for (index, line) in recorded.enumerated() { session.process(line: line, number: index + 1) }
        let results = FixtureComparison.lines(session.output.bytes).compactMap {
            try? JSONParser().parse($0).objectValue
        }
        var statuses: Set<String> = []
        for (index, line) in recorded.enumerated() {
            let event = try #require(try JSONParser().parse(line).objectValue)
            guard let outcome = event["outcome"]?.objectValue else { continue }
            let result = try #require(
                results.first { $0["line"] == .number(JSONNumber(index + 1)) && $0["resumed"] == nil })
            #expect(result["id"] == event["id"], "entryd echoes the recorded ticket")
            for key in ["status", "reason", "route", "params", "guard", "redirect"] {
                #expect(result[key] == outcome[key], "line \(index + 1) \(key): \(line) replayed as \(result)")
            }
            statuses.insert(outcome["status"]?.stringValue ?? "")
        }
        #expect(statuses == ["ok", "routed", "unmatched", "rejected", "deferred"])
    }

    // Issue 29, item 4: a recorded session becomes a fixture that passes.
    @Test("A recorded session, recorded into a fixture, passes the fixture runner")
    func recordedSessionBecomesAFixture() throws {
        let folder = NSTemporaryDirectory() + "entry-recorder-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Self.routes, toPath: folder + "/routes.json")
        try Data((try record().joined(separator: "\n") + "\n").utf8).write(
            to: URL(fileURLWithPath: folder + "/events.jsonl"))
        let fixture = FixtureFolder(path: folder)
        let runner = FixtureRunner()
        try fixture.record(output: runner.output(of: fixture))
        let result = runner.run(fixture)
        #expect(result.passed, "\(result.report)")
        #expect(
            FixtureComparison.lines(try fixture.readExpected()).count == Self.entries.count + 3,
            "with ready, the state event and the resumed line")
    }

    // Issue 37, item 9: later outcomes go on the line of the event that caused them, in entryd's order.
    @Test(
        "A held entry is written once, with its deferred outcome; its drop, resumption and parking go on the lines that caused them"
    )
    func heldEntryWrittenOnce() throws {
        let router = try Router(RouteTable.load(contentsOf: Self.routes, warnings: .refuse))
        let controller = RouteController(router: router, coldStart: true, maxHeld: 1)
        var lines: [String] = []
        let recorder = EntryRecorder { lines.append($0) }
        recorder.attach(to: controller)
        controller.open(.url(URLEntry("demoapp://home")))
        controller.open(.url(URLEntry("demoapp://me")))  // drops the first held entry
        controller.markReady()  // the second runs, meets the guard, and is parked
        recorder.recordFlags(["signedIn": true])
        controller.setFlags(["signedIn": true])  // and resumes
        #expect(
            lines == [
                #"{"type":"coldStart","outcome":{"status":"ok"}}"#,
                #"{"type":"url","id":1,"url":"demoapp://home","outcome":{"status":"deferred","reason":"not-ready"}}"#,
                #"{"type":"url","id":2,"url":"demoapp://me","outcome":{"status":"deferred","reason":"not-ready"},"caused":[{"id":1,"outcome":{"status":"rejected","reason":"dropped"}}]}"#,
                #"{"type":"ready","outcome":{"status":"ok"},"caused":[{"id":2,"resumed":true,"outcome":{"status":"deferred","reason":"guard","route":"profile","params":{},"guard":"signedIn","redirect":"login"}}]}"#,
                #"{"type":"state","set":{"signedIn":true},"outcome":{"status":"ok"},"caused":[{"id":2,"resumed":true,"outcome":{"status":"routed","route":"profile","params":{}}}]}"#,
            ])
        // NB: the cap is the app's setting, which the folder's args gives entryd.
        let folder = try FaithfulReplayTests.temporaryFolder(events: lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("--max-held 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/args"))
        let result = FixtureRunner(strictness: .exact).run(FixtureFolder(path: folder))
        #expect(result.passed, "\(result.report)")
        #expect(result.outputLines == 8)
    }

    // Issue 37, item 9: an async handler's entry holds the lines after it, and flush writes what waits.
    @Test(
        "Lines come in arrival order while an async handler runs, and flush writes an entry still running as in progress"
    )
    func arrivalOrderAndFlush() async throws {
        let router = try Router(RouteTable.load(contentsOf: Self.routes, warnings: .refuse))
        let controller = RouteController(router: router, coldStart: false)
        let gates = Gates()
        try controller.handleAsync("user") { _, _ in
            await gates.wait("user")
            return true
        }
        var lines: [String] = []
        let recorder = EntryRecorder { lines.append($0) }
        recorder.attach(to: controller)
        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("demoapp://u/ada")), identity: "a")
        #expect(await reached.next() == "user")
        controller.open(.url(URLEntry("demoapp://u/ada")), identity: "a")
        #expect(lines.count == 1, "the duplicate waits behind the entry that arrived first: \(lines)")
        recorder.flush()
        #expect(lines.count == 3)
        #expect(lines[1].hasSuffix(#""outcome":{"status":"deferred","reason":"in-progress"}}"#), "\(lines[1])")
        #expect(lines[2].hasSuffix(#""outcome":{"status":"rejected","reason":"duplicate"}}"#), "\(lines[2])")
        gates.open("user")
        await controller.idle()
        #expect(lines.count == 3, "what reports after a flush is not recorded")
    }

    // Issue 37, item 8: a payload nested 600 deep and 1.1 MB of extras are routed, but no line past the reader's limits is written.
    @Test(
        "An entry whose line would pass the reader's nesting or length limit is written as an unrecorded marker that replays as invalid, saying why"
    )
    func linesPastTheReadersLimitsAreMarked() throws {
        let router = try Router(RouteTable.load(contentsOf: Self.routes, warnings: .refuse))
        let controller = RouteController(router: router, coldStart: false)
        var lines: [String] = []
        EntryRecorder { lines.append($0) }.attach(to: controller)
        var deep = JSONValue.string("x")
        for _ in 0..<600 { deep = .array([deep]) }
        controller.open(
            .notification(
                NotificationResponse(userInfo: ["aps": [:], "gcm.app_link": "demoapp://home", "deep": deep])),
            identity: "deep")
        controller.open(.intent(Intent(route: "debug", extras: .string(String(repeating: "x", count: 1_100_000)))))
        controller.open(.url(URLEntry("demoapp://home")))
        try #require(lines.count == 4)
        #expect(lines.allSatisfy { $0.utf8.count <= LineReader.defaultMaximumLineBytes })
        #expect(
            lines[1]
                == #"{"type":"notification","id":1,"identity":"deep","unrecorded":"malformed-json","outcome":{"status":"routed","route":"home"}}"#
        )
        #expect(
            lines[2]
                == #"{"type":"intent","id":2,"unrecorded":"line-too-long","outcome":{"status":"routed","route":"debug"}}"#
        )
        let deepError = try #require(throws: EventError.self) { try EventDecoder().decode(line: lines[1]) }
        #expect(deepError.reason == .malformedJSON)
        #expect(deepError.message.contains("the recorder did not record this notification event"))
        #expect(deepError.message.contains("512"))
        let longError = try #require(throws: EventError.self) { try EventDecoder().decode(line: lines[2]) }
        #expect(longError.reason == .lineTooLong)
        #expect(longError.message.contains("the recorder did not record this intent event"))

        // The replay of the recording says so, line by line, and the folder passes as its own expectation.
        let folder = try FaithfulReplayTests.temporaryFolder(events: lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = FixtureFolder(path: folder)
        let output = FixtureComparison.lines(try FixtureRunner().output(of: fixture))
        #expect(
            output[1].hasPrefix(
                #"{"line":2,"id":1,"status":"invalid","reason":"malformed-json","message":"the recorder did not record"#
            ))
        #expect(
            output[2].hasPrefix(
                #"{"line":3,"id":2,"status":"invalid","reason":"line-too-long","message":"the recorder did not record"#)
        )
        let result = FixtureRunner(strictness: .exact).run(fixture)
        #expect(result.passed, "\(result.report)")
    }

    // Issue 37, item 8: `unrecorded` is the recorder's; another value is a wrong type, not a silent pass.
    @Test("An unrecorded member with a value the recorder never writes is invalid, naming the member")
    func unknownUnrecordedValue() throws {
        let error = try #require(throws: EventError.self) {
            try EventDecoder().decode(line: #"{"type":"url","url":"demoapp://home","unrecorded":"yes"}"#)
        }
        #expect(error.reason == .wrongType)
        #expect(error.message.contains("unrecorded"))
    }

    // Issue 29, item 4: the recorder writes entries with the one event encoder, which must keep every field.
    @Test("An App Clip activity's ndefMessagePayload survives the event form the recorder writes")
    func ndefPayloadRecorded() throws {
        let activity = UserActivity(activityType: "com.example.clip", ndefMessagePayload: ["records": ["tag-7"]])
        let line = EntryRecorder.line(
            for: .userActivity(activity), ticket: EntryTicket(rawValue: 1), outcome: Outcome(status: .routed))
        let decoded = try EventDecoder().decode(line: line)
        guard case .entry(.userActivity(let back), _, _) = decoded.event else {
            Issue.record("not a user activity: \(line)")
            return
        }
        #expect(back.ndefMessagePayload == ["records": ["tag-7"]])
    }

    // Issue 38 (the formats' section 8): the recorded outcome names and orders its members as a result line.
    @Test("A recorded outcome carries tracking, resolvedFrom, scene, from and opened in the result line's order")
    func sectionEightMembersRecorded() throws {
        let outcome = Outcome(
            status: .routed, route: "story", params: ["storyId": 42], trackingParameters: ["utm_source": "mail"],
            resolvedFrom: "https://example.app.link/a", scene: "auto-1", forwardedFrom: "1", openedScene: true)
        let line = EntryRecorder.line(
            for: .url(URLEntry("demoapp://story/42")), ticket: EntryTicket(rawValue: 3), outcome: outcome)
        let recorded = try #require(try JSONParser().parse(line).objectValue?["outcome"]?.objectValue)
        #expect(
            recorded.keys == ["status", "route", "params", "tracking", "resolvedFrom", "scene", "from", "opened"])
        #expect(recorded["opened"] == true)
        #expect(recorded["tracking"] == .object(["utm_source": "mail"]))
    }
}
