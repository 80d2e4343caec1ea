import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

// The recorder writes where each entry arrived and what the app did with its
// scenes, so a recording of a windowed app replays through entryd to what the
// app did (the Testing your routes with entryd article, "Recording").
@MainActor
@Suite("Entry recorder: scenes")
struct SceneRecordingTests {
    static let table = """
        {
          "schemes": ["app"], "tabs": ["home"], "scenes": ["main", "compose"],
          "guards": { "signedIn": { "redirect": "login" } },
          "routes": [
            { "id": "feed", "patterns": ["/feed"], "tab": "home", "stack": ["feed"] },
            { "id": "story", "patterns": ["/story/:id"], "params": { "id": "int" },
              "tab": "home", "stack": ["feed", "story"], "scene": "showing" },
            { "id": "compose", "patterns": ["/compose"], "present": "compose", "scene": "new", "sceneKind": "compose" },
            { "id": "inbox", "patterns": ["/inbox"], "requires": ["signedIn"], "tab": "home", "stack": ["inbox"] },
            { "id": "login", "exposure": "internal", "present": "login" }
          ]
        }
        """

    @Test(
        "A windowed session (scenes connected, activated and closed, refusals, entries delivered to each, a new window, a parked entry) replays through entryd exactly"
    )
    func windowedSessionReplaysExactly() throws {
        let folder = NSTemporaryDirectory() + "recorded-scenes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.table.utf8).write(to: URL(fileURLWithPath: folder + "/routes.json"))
        let router = try Router(RouteTable.load(contentsOf: folder + "/routes.json", warnings: .refuse))
        let controller = RouteController(router: router, coldStart: false)
        var session = ""
        let recorder = EntryRecorder { line in session += line + "\n" }
        recorder.attach(to: controller)

        controller.connect("A")
        controller.connect("B")
        controller.connect("B")  // refused: open already
        controller.connect("C", kind: "sidebar")  // refused: not a kind of the table
        controller.open(.url(URLEntry("app://story/42")), deliveredTo: "B")
        controller.open(.url(URLEntry("app://feed")), deliveredTo: "A")
        let push = EntryPoint.notification(NotificationResponse(userInfo: ["aps": [:], "url": "app://story/42"]))
        controller.open(push, deliveredTo: "A", identity: "push-1")  // lands in B, where story 42 shows
        controller.open(push, deliveredTo: "B", identity: "push-1")  // the same push: refused
        controller.activate("A")
        controller.activate("Z")  // refused: not open
        controller.open(.url(URLEntry("app://compose")), deliveredTo: "A")  // a new window, auto-1
        controller.open(.url(URLEntry("app://inbox")), deliveredTo: "B")  // parked; sign-in shows in B
        controller.disconnect("B")
        controller.disconnect("Z")  // refused: not open
        recorder.recordFlags(["signedIn": true])
        controller.setFlags(["signedIn": true])  // the inbox resumes in the active scene
        controller.open(.url(URLEntry("app://feed")), deliveredTo: "B")  // closed: arrives in the active scene
        recorder.flush()

        let lines = FixtureComparison.lines(Array(session.utf8))
        let events = try lines.map { try #require(try JSONParser().parse($0).objectValue) }
        #expect(events.filter { $0["type"] == "scene" }.count == 8, "the scene opened for compose is entryd's to open")
        #expect(events.contains { $0["type"] == "scene" && $0["outcome"]?.objectValue?["reason"] == "bad-scene" })
        #expect(events.filter { $0["scene"] != nil && $0["type"] != "scene" }.count == 7)
        #expect(events.contains { $0["outcome"]?.objectValue?["opened"] == true })

        try Data(session.utf8).write(to: URL(fileURLWithPath: folder + "/events.jsonl"))
        let result = FixtureRunner(strictness: .exact).run(FixtureFolder(path: folder))
        #expect(result.passed, "\(result.report)\n\(session)")
    }
}
