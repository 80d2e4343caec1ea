import Foundation
import Testing
@testable import EntryPoints

// Issue 20, point 6: held and parked entries survive the app being ended.
@MainActor
@Suite("Route controller: saved entries")
struct SavedEntriesTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["app"], tabs: ["home", "inbox"],
                guards: [RouteTable.Guard("signedIn", redirect: "login")],
                routes: [
                    Route("thread", patterns: ["/thread/:id"], requires: ["signedIn"], tab: "inbox", stack: ["thread"]),
                    Route("login", exposure: .internal, present: "login"),
                    Route("help", patterns: ["/help"], shortcuts: ["help"], present: "help"),
                ]))
    }

    @Test("Every kind of entry round-trips through its event form")
    func eventRoundTrip() throws {
        let entries: [EntryPoint] = [
            .url(URLEntry("app://help", sourceApplication: "com.apple.mobilesafari")),
            .shortcut(ShortcutItem(type: "help", localizedTitle: "Help", userInfo: ["a": 1])),
            .userActivity(UserActivity(activityType: "x", webpageURL: "https://e.com/", userInfo: ["k": "v"])),
            .notification(NotificationResponse(userInfo: ["aps": ["category": "C"]], userText: "hi")),
            .appIntent(AppIntentEntry(intentType: "OpenHelp", parameters: ["n": 2])),
            .intent(Intent(route: "thread", params: ["id": "7"], extras: ["e": true], presentation: .present)),
            .intent(Intent(url: "/help")),
        ]
        for entry in entries {
            let text = entry.event.jsonText
            let decoded = try EventDecoder().decode(line: text)
            guard case .entry(let back, _, _) = decoded.event else {
                Issue.record("not an entry: \(text)")
                continue
            }
            #expect(back.event == entry.event)
        }
    }

    @Test("A rebuilt controller resumes what was held and parked, through JSONEncoder")
    func rebuiltControllerResumes() throws {
        let before = RouteController(router: router, coldStart: false)
        before.open(.url(URLEntry("app://thread/7")))
        let cold = RouteController(router: router)
        cold.open(.url(URLEntry("app://help")))
        var saved = before.savedEntries
        saved.entries = cold.savedEntries.entries + saved.entries
        #expect(saved.entries.map(\.parkedUnder) == [nil, "signedIn"])
        let data = try JSONEncoder().encode(saved)

        let after = RouteController(router: router)
        let restored = try after.restore(
            JSONDecoder().decode(RouteController<NavigationState>.SavedEntries.self, from: data))
        #expect(restored.count == 2)
        #expect(after.heldCount == 1)
        #expect(after.parkedEntries.map(\.key) == ["signedIn"])
        after.markReady()
        #expect(after.root.modal == [Screen("help")])
        let resumed = after.setFlags(["signedIn": true])
        #expect(resumed.map(\.outcome.route) == ["thread"])
        #expect(after.root.tab == "inbox")
    }

    @Test("A saved entry that is not an entry event is refused by its path")
    func badSavedEntry() {
        let controller = RouteController(router: router)
        let saved = RouteController<NavigationState>.SavedEntries(entries: [
            .init(event: #"{"type":"url","url":"app://help"}"#), .init(event: #"{"type":"ready"}"#),
        ])
        let error = #expect(throws: EntryPointsError.self) { try controller.restore(saved) }
        #expect(error?.code == .badSavedEntry)
        #expect(error?.location == "entries[1].event")
        #expect(controller.heldCount == 0)
    }
}
