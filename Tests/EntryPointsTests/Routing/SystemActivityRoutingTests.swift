import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 20.4: the system activities apps meet today (Spotlight search continuation and
/// custom actions, Live Activities, App Clips and NFC tags) reach routes through the table.
@Suite("System user activities")
struct SystemActivityRoutingTests {
    func router() throws -> Router {
        try makeRouter(
            [
                Route("search", patterns: ["/search"], activities: [UserActivity.spotlightQueryContinuation]),
                Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
                Route("reply", spotlightActions: ["reply"], present: "reply"),
                Route("replyAgain", spotlightActions: ["reply"], present: "reply"),
                Route("delivery", activities: [UserActivity.liveActivity], present: "delivery"),
                Route("table", patterns: ["/table/:tableId"]),
            ])
    }

    func request(_ activity: UserActivity) throws -> RouteRequest? {
        try router().resolve(.userActivity(activity)).request
    }

    @Test("A continued Spotlight search reaches the route listing its type, the query a parameter")
    func queryContinuation() throws {
        let request = try request(
            UserActivity(
                activityType: UserActivity.spotlightQueryContinuation,
                userInfo: [UserActivity.spotlightQueryKey: "ana"]))
        #expect(request?.route == "search")
        #expect(request?.params == [UserActivity.spotlightQueryKey: "ana"])
    }

    @Test("A Spotlight custom action opens the first route listing it, with the userInfo as parameters")
    func spotlightAction() throws {
        let userInfo: JSONObject = [
            UserActivity.spotlightIdentifierKey: "/story/7", UserActivity.spotlightActionKey: "reply",
        ]
        let request = try request(UserActivity(activityType: UserActivity.spotlightItem, userInfo: userInfo))
        #expect(request?.route == "reply")
        #expect(request?.params == userInfo)
        #expect(request?.origin == .external)
    }

    @Test("A Spotlight custom action no route lists opens the item it was chosen on")
    func unlistedSpotlightAction() throws {
        let request = try request(
            UserActivity(
                activityType: UserActivity.spotlightItem,
                userInfo: [UserActivity.spotlightIdentifierKey: "/story/7", UserActivity.spotlightActionKey: "share"]))
        #expect(request?.route == "story")
        #expect(request?.params == ["storyId": 7])
    }

    @Test("A Live Activity without widgetURL reaches the route listing NSUserActivityTypeLiveActivity")
    func liveActivity() throws {
        let request = try request(UserActivity(activityType: UserActivity.liveActivity))
        #expect(request?.route == "delivery")
        #expect(request?.params == [:])
    }

    @Test("An App Clip invocation is a browsing-web activity routed as a universal link")
    func appClip() throws {
        let request = try request(
            UserActivity(activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/table/12?ref=qr"))
        #expect(request?.route == "table")
        #expect(request?.params == ["tableId": "12", "ref": "qr"])
    }

    @Test("An NFC tag's message becomes parameter ndefMessagePayload, unless the URL gave one of that name")
    func nfcTag() throws {
        let message: JSONValue = [["typeNameFormat": 1, "payload": "BGV4"]]
        let tagged = try request(
            UserActivity(
                activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/table/12",
                ndefMessagePayload: message))
        #expect(tagged?.params == ["tableId": "12", "ndefMessagePayload": message])
        let named = try request(
            UserActivity(
                activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/table/12?ndefMessagePayload=x",
                ndefMessagePayload: message))
        #expect(named?.params["ndefMessagePayload"] == "x")
    }

    @Test("An NFC tag on a URL that is refused adds nothing: the URL's own result stands")
    func nfcTagRefused() throws {
        let resolution = try router().resolve(
            .userActivity(
                UserActivity(
                    activityType: UserActivity.browsingWeb, webpageURL: "https://other.example.net/table/12",
                    ndefMessagePayload: [])))
        #expect(resolution.outcome.reason == .domainNotAssociated)
    }

    @Test("check reports a Spotlight action that an earlier route already lists")
    func duplicateSpotlightAction() throws {
        let report = CheckReport.check(try router().table)
        let finding = report.findings.first { $0.location == "routes[3].spotlightAction" }
        #expect(finding?.code == "check.duplicate-trigger")
        #expect(finding?.message.contains("Spotlight action \"reply\"") == true)
    }

    @Test("The table's spotlightAction is a string or an array of strings, and anything else is refused by path")
    func tableKey() throws {
        let table = try RouteTable.decode(
            ["routes": [["id": "a", "spotlightAction": "reply"], ["id": "b", "spotlightAction": ["x", "y"]]]],
            warnings: .refuse)
        #expect(table.routes.map(\.spotlightActions) == [["reply"], ["x", "y"]])
        let error = #expect(throws: RouteTableError.self) {
            try RouteTable.decode(["routes": [["id": "a", "spotlightAction": 5]]], warnings: .ignore)
        }
        #expect(error?.errors.first?.location == "routes[0].spotlightAction")
    }
}
