import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

@MainActor
@Suite("Entry recorder: a recorded session replays to what the app did", .timeLimit(.minutes(1)))
struct FaithfulReplayTests {
    static let routes = Fixture.packageRoot + "/Fixtures/demo/routes.json"
    /// The recording of ``session()``, a fixture folder without `expected.jsonl`
    /// that `entryd test Fixtures --exact` runs.
    static let folder = Fixture.packageRoot + "/Fixtures/recorded-session"

    /// An app's session from a cold start: held entries with identities, a
    /// duplicate refused while the original is held, a guard that parks
    /// entries until sign-in, async
    /// handlers that finish after the duplicate that arrived behind them,
    /// every kind of entry, and a `reset` that identities survive.
    static func session() async throws -> String {
        let router = try Router(RouteTable.load(contentsOf: routes, warnings: .refuse))
        let controller = RouteController(router: router, coldStart: true)
        let gates = Gates()
        try controller.handleAsync("user") { request, _ in
            await gates.wait("user \(request.params["username"]?.stringValue ?? "?")")
            return true
        }
        var session = ""
        let recorder = EntryRecorder { line in session += line + "\n" }
        recorder.attach(to: controller)
        let push = EntryPoint.notification(
            NotificationResponse(userInfo: ["aps": ["category": "STORY"], "storyId": 42]))
        controller.open(push, identity: "push-42")
        controller.open(push, identity: "push-42")  // the system hands it over twice: refused at once
        controller.open(.url(URLEntry("demoapp://home")), identity: "link-home")
        controller.open(.shortcut(ShortcutItem(type: "com.example.demo.compose", localizedTitle: "Compose")))
        controller.open(.url(URLEntry("demoapp://search?q=swift")))
        controller.markReady()  // the push and compose meet signedIn and are parked
        recorder.recordFlags(["signedIn": true])
        controller.setFlags(["signedIn": true])  // and they resume

        var reached = gates.reached.makeAsyncIterator()
        controller.open(.url(URLEntry("demoapp://u/ada")), identity: "link-ada")
        #expect(await reached.next() == "user ada")
        controller.open(.url(URLEntry("demoapp://u/ada")), identity: "link-ada")  // refused while the first runs
        controller.open(.intent(Intent(url: "/u/bob")))  // queues behind it
        gates.open("user ada")
        #expect(await reached.next() == "user bob")
        gates.open("user bob")
        await controller.idle()

        gates.open("user ada_l")
        for (index, entry) in EntryRecorderTests.entries.enumerated() {
            controller.open(entry, identity: index.isMultiple(of: 3) ? "entry-\(index)" : nil)
            // NB: a link to a user runs the async handler: the next entry would supersede it,
            // which entryd's synchronous handlers cannot replay.
            await controller.idle()
        }
        controller.reset()
        controller.open(push, identity: "push-42")  // identities outlive reset
        controller.open(.url(URLEntry("demoapp://stats/week")))  // premium: refused by its guard
        recorder.flush()
        return session
    }

    // Issue 37, item 9: arrival order, identities, a cold start, and the recorded outcomes as the expectation.
    @Test(
        "A recorded session of every entry kind, with identities, a cold start and async handlers finishing out of order, replays through entryd to exactly what the app did"
    )
    func recordedSessionReplaysExactly() async throws {
        let recorded = try await Self.session()
        let lines = FixtureComparison.lines(Array(recorded.utf8))
        let events = try lines.map { try #require(try JSONParser().parse($0).objectValue) }
        #expect(events.first?["type"] == "coldStart", "a cold start is the first line")
        let types = Set(events.compactMap { $0["type"]?.stringValue })
        #expect(
            types.isSuperset(of: [
                "url", "shortcut", "userActivity", "notification", "intent", "appIntent", "state", "ready", "reset",
            ]))
        // NB: arrival order: the duplicate of the async entry is written after it, though refused first.
        let first = try #require(events.firstIndex { $0["identity"] == "link-ada" })
        #expect(events[first]["outcome"]?.objectValue?["status"] == "routed")
        #expect(events[first + 1]["identity"] == "link-ada")
        #expect(events[first + 1]["outcome"]?.objectValue?["reason"] == "duplicate")
        #expect(events.filter { $0["outcome"]?.objectValue?["reason"] == "duplicate" }.count == 3)

        // The recording is the checked-in fixture folder, which `entryd test Fixtures --exact` replays too.
        let checkedIn = try String(contentsOfFile: Self.folder + "/events.jsonl", encoding: .utf8)
        #expect(
            checkedIn == recorded,
            "Fixtures/recorded-session/events.jsonl is not what the recorder writes today; replace it with:\n\(recorded)"
        )
        #expect(!FileManager.default.fileExists(atPath: Self.folder + "/expected.jsonl"))

        let folder = try Self.temporaryFolder(events: recorded)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = FixtureRunner(strictness: .exact).run(FixtureFolder(path: folder))
        #expect(result.passed, "\(result.report)")
        let expected = try #require(
            try FixtureFolder.recordedOutcomes(of: Array(recorded.utf8), maximumLineBytes: 1 << 20))
        #expect(result.outputLines == FixtureComparison.lines(expected).count)
        #expect(result.outputLines > lines.count, "resumed and dropped lines come besides the events' own")
    }

    // Issue 37, item 9: the expectation is the recording, so a replay that differs from it fails.
    @Test("A recorded folder whose recorded outcome differs from the replay fails at that line")
    func alteredRecordingFails() async throws {
        let recorded = try await Self.session()
        let altered = recorded.replacingOccurrences(
            of: #""identity":"link-ada","url":"demoapp://u/ada","outcome":{"status":"routed""#,
            with: #""identity":"link-ada","url":"demoapp://u/ada","outcome":{"status":"unmatched""#)
        try #require(altered != recorded)
        let folder = try Self.temporaryFolder(events: altered)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = FixtureRunner().run(FixtureFolder(path: folder))
        #expect(!result.passed)
        #expect(result.differenceCount == 1, "\(result.report)")
    }

    // Issue 37, item 9: a folder that is neither a recording nor has expected.jsonl still says how to record one.
    @Test("A folder of hand-written events without expected.jsonl still fails with the hint to record it")
    func handWrittenEventsNeedAnExpectation() throws {
        let folder = try Self.temporaryFolder(events: #"{"type":"url","url":"demoapp://home"}"# + "\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = FixtureRunner().run(FixtureFolder(path: folder))
        #expect(result.error?.contains("has no expected.jsonl; record one with `entryd test --record") == true)
    }

    @Test("A recording with a line that lost its outcome or later outcomes is refused, naming the line")
    func brokenRecordingIsNamed() throws {
        let lost = [
            #"{"type":"coldStart","outcome":{"status":"ok"}}"#,
            #"{"type":"url","id":1,"url":"demoapp://home"}"#,
        ].joined(separator: "\n")
        #expect(
            throws: FixtureRunError(
                "events.jsonl is a recording that cannot be its own expectation: line 2 has no recorded outcome")
        ) {
            try FixtureFolder.recordedOutcomes(of: Array(lost.utf8), maximumLineBytes: 1 << 20)
        }
        let folder = try Self.temporaryFolder(
            events: #"{"type":"ready","outcome":{"status":"ok"},"causedUnrecorded":2}"# + "\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = FixtureRunner().run(FixtureFolder(path: folder))
        #expect(result.error?.contains("line 1 lost 2 later outcomes") == true, "\(result.error ?? "")")
        #expect(result.error?.contains("events.jsonl") == true)
    }

    /// A folder holding the demo table and `events`, without `expected.jsonl`.
    static func temporaryFolder(events: String) throws -> String {
        let folder = NSTemporaryDirectory() + "recorded-session-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: routes, toPath: folder + "/routes.json")
        try Data(events.utf8).write(to: URL(fileURLWithPath: folder + "/events.jsonl"))
        return folder
    }
}
