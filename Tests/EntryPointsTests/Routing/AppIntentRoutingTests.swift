import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 20.4: App Intents reach the same routes as links (the Route tables article, 2 and 7).
@Suite("App Intents")
struct AppIntentRoutingTests {
    func appRouter() throws -> Router {
        try makeRouter([
            Route(
                "story", patterns: ["/story/:storyId"], params: ["storyId": .int],
                appIntents: ["OpenStoryIntent"], tab: "main", stack: ["story"]),
            Route("storyToo", appIntents: ["OpenStoryIntent", "OtherIntent"], present: "x"),
            Route("debug", exposure: .internal, appIntents: ["DebugIntent"], present: "debug"),
        ])
    }

    @Test("The first route listing an intent type wins, and its parameters are typed as a payload's")
    func firstListedWins() throws {
        let resolution = try appRouter().resolve(
            .appIntent(AppIntentEntry(intentType: "OpenStoryIntent", parameters: ["storyId": "42"])))
        guard case .routed(let request) = resolution else {
            Issue.record("not routed: \(resolution)")
            return
        }
        #expect(request.route == "story")
        #expect(request.params == ["storyId": 42])
        #expect(request.origin == .external)
        #expect(request.kind == .appIntent)
    }

    @Test("Intent types compare exactly; none listed is unmatched with no-route")
    func exactTypes() throws {
        let resolution = try appRouter().resolve(.appIntent(AppIntentEntry(intentType: "openstoryintent")))
        guard case .failed(let outcome) = resolution else {
            Issue.record("routed: \(resolution)")
            return
        }
        #expect(outcome.status == .unmatched)
        #expect(outcome.reason == .noRoute)
    }

    @Test("An App Intent is external: an internal route refuses it with not-exposed")
    func external() throws {
        let resolution = try appRouter().resolve(.appIntent(AppIntentEntry(intentType: "DebugIntent")))
        guard case .failed(let outcome) = resolution else {
            Issue.record("routed: \(resolution)")
            return
        }
        #expect(outcome.reason == .notExposed)
        #expect(EntryPoint.appIntent(AppIntentEntry(intentType: "DebugIntent")).origin == .external)
    }

    @Test("An entry made from an intent's type is named as Swift spells the type, without its module")
    func typeName() {
        struct OpenStoryIntent {}
        #expect(AppIntentEntry(OpenStoryIntent.self).intentType == "OpenStoryIntent")
    }

    @Test("The table's appIntent is a string or an array of strings")
    func tableKey() throws {
        let table = try RouteTable.decode(
            [
                "routes": [
                    ["id": "a", "appIntent": "OneIntent"],
                    ["id": "b", "appIntent": ["TwoIntent", "ThreeIntent"]],
                ]
            ], warnings: .refuse)
        #expect(table.routes.map(\.appIntents) == [["OneIntent"], ["TwoIntent", "ThreeIntent"]])
        #expect(throws: RouteTableError.self) {
            try RouteTable.decode(["routes": [["id": "a", "appIntent": 5]]], warnings: .ignore)
        }
    }

    @Test("check reports an intent type a later route lists again, naming the route that wins")
    func checkReportsDuplicates() throws {
        let report = try checkTable([
            "routes": [
                ["id": "story", "appIntent": "OpenStoryIntent", "present": "story"],
                ["id": "again", "appIntent": ["OpenStoryIntent"], "present": "again"],
            ]
        ])
        #expect(report.summaries.contains("check.duplicate-trigger routes[1].appIntent"))
    }
}

/// Issue 20.3: a cold launch carries several entries, opened in the format's order.
@Suite("Launch")
struct LaunchTests {
    @Test("Entries come out in the order urls, userActivities, shortcutItem, notification")
    func order() {
        let launch = Launch(
            urls: [URLEntry("app://a"), URLEntry("app://b")],
            userActivities: [UserActivity(activityType: "t")], shortcutItem: ShortcutItem(type: "s"),
            notification: NotificationResponse(userInfo: [:]))
        #expect(launch.entries.map(\.kind) == [.url, .url, .userActivity, .shortcut, .notification])
        #expect(Launch().isEmpty && Launch().entries.isEmpty)
    }

    @Test("entryd's launch event is checked whole: one invalid line naming the first malformed part by path")
    func decoderNamesPath() throws {
        let decoder = EventDecoder()
        let error = #expect(throws: EventError.self) {
            try decoder.decode(
                line: #"{"type":"launch","launch":{"urls":[{"url":"a:b"},{"url":3}],"notification":{}}}"#)
        }
        #expect(error?.reason == .wrongType)
        #expect(error?.message == "field launch.urls[1].url must be a string, not a number")
    }
}
