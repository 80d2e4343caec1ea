import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// What the recorder's sink received, behind the library's lock (the sink is `@Sendable`).
final class RecordedLines: Sendable {
    private let lock = Lock()
    nonisolated(unsafe) private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

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
        let lines = RecordedLines()
        let recorder = EntryRecorder { lines.append($0) }
        recorder.attach(to: controller)
        for (index, entry) in Self.entries.enumerated() {
            if index == 10 {
                recorder.recordFlags(["signedIn": true])
                controller.setFlags(["signedIn": true])
            }
            controller.open(entry)
        }
        return lines.all
    }

    // Issue 29, item 4: entries of every kind recorded by the library and replayed by entryd's session.
    @Test("Entries of every kind, recorded by the library and replayed by entryd's session, get the same outcomes")
    func roundTrip() throws {
        let recorded = try record()
        #expect(recorded.count == Self.entries.count + 1, "one line per entry, plus the state event")
        let kinds = Set(recorded.compactMap { try? JSONParser().parse($0).objectValue?["type"]?.stringValue })
        #expect(kinds == ["url", "shortcut", "userActivity", "notification", "intent", "appIntent", "state"])
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
        #expect(statuses == ["routed", "unmatched", "rejected", "deferred"])
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
            FixtureComparison.lines(try fixture.readExpected()).count == Self.entries.count + 2, "with the resumed line"
        )
    }

    @Test("A held entry is written once, with its deferred outcome, however it ends")
    func heldEntryWrittenOnce() throws {
        let router = try Router(RouteTable.load(contentsOf: Self.routes, warnings: .refuse))
        let controller = RouteController(router: router, coldStart: true, maxHeld: 1)
        let lines = RecordedLines()
        EntryRecorder { lines.append($0) }.attach(to: controller)
        controller.open(.url(URLEntry("demoapp://home")))
        controller.open(.url(URLEntry("demoapp://me")))  // drops the first held entry
        controller.markReady()  // the second runs, meets the guard, and is parked
        controller.setFlags(["signedIn": true])  // and resumes
        #expect(lines.all.count == 2, "\(lines.all)")
        #expect(lines.all.allSatisfy { $0.contains(#""outcome":{"status":"deferred","reason":"not-ready"}"#) })
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
