import Testing
@testable import EntryPoints

@Suite("Routing each kind of entry")
struct EntryRoutingTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["demoapp"], domains: ["example.com"],
                notificationLinkKeys: ["/custom/u", "url"],
                routes: [
                    Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
                    Route("compose", patterns: ["/compose"], shortcuts: ["com.demo.compose", "com.demo.new"]),
                    Route(
                        "thread", patterns: ["/inbox/:threadId"],
                        notifications: [NotificationTrigger(category: "MESSAGE")]),
                    Route("reply", notifications: [NotificationTrigger(category: "MESSAGE", action: "REPLY")]),
                    Route("like", notifications: [NotificationTrigger(action: "LIKE")]),
                    Route("order", params: ["orderId": .uuid], activities: ["com.demo.order"]),
                    Route("debug", patterns: ["/debug"], exposure: .internal),
                ]))
    }

    func notification(
        _ payload: JSONObject, action: String = NotificationResponse.defaultAction, category: String? = nil,
        text: String? = nil
    ) -> Resolution {
        router.resolve(
            .notification(
                NotificationResponse(
                    userInfo: payload, actionIdentifier: action, categoryIdentifier: category, userText: text)))
    }

    @Test("A shortcut reaches the route that lists its type, with userInfo as parameters")
    func shortcutByType() {
        let request = router.resolve(.shortcut(ShortcutItem(type: "com.demo.new", userInfo: ["to": "ada"]))).request
        #expect(request?.route == "compose")
        #expect(request?.params == ["to": "ada"])
        #expect(request?.kind == .shortcut)
    }

    @Test("A shortcut no route lists routes its userInfo.url")
    func shortcutFallsBackToURL() {
        #expect(
            router.resolve(.shortcut(ShortcutItem(type: "x", userInfo: ["url": "demoapp://story/3"]))).request?.params
                == ["storyId": 3])
    }

    @Test("A shortcut nothing takes is unmatched")
    func shortcutUnmatched() {
        #expect(router.resolve(.shortcut(ShortcutItem(type: "x"))).outcome.reason == .noRoute)
    }

    @Test("A browsing-web activity routes its webpageURL as a universal link")
    func browsingWeb() {
        let activity = UserActivity(activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/story/9")
        #expect(router.resolve(.userActivity(activity)).request?.route == "story")
    }

    @Test("A browsing-web activity whose webpageURL is not http(s) is scheme-not-allowed")
    func browsingWebCustomScheme() {
        let activity = UserActivity(activityType: UserActivity.browsingWeb, webpageURL: "demoapp://story/9")
        #expect(router.resolve(.userActivity(activity)).outcome.reason == .schemeNotAllowed)
    }

    @Test("A browsing-web activity without webpageURL is invalid / missing-field")
    func browsingWebWithoutURL() {
        let outcome = router.resolve(.userActivity(UserActivity(activityType: UserActivity.browsingWeb))).outcome
        #expect(outcome.status == .invalid)
        #expect(outcome.reason == .missingField)
    }

    @Test(
        "A Spotlight identifier routes as a URL with a scheme or as a path with a leading slash",
        arguments: ["demoapp://story/5", "/story/5"])
    func spotlight(identifier: String) {
        let activity = UserActivity(
            activityType: UserActivity.spotlightItem,
            userInfo: [UserActivity.spotlightIdentifierKey: .string(identifier)])
        #expect(router.resolve(.userActivity(activity)).request?.params == ["storyId": 5])
    }

    @Test("A Spotlight identifier that is neither URL nor path is unmatched")
    func spotlightOther() {
        let activity = UserActivity(
            activityType: UserActivity.spotlightItem, userInfo: [UserActivity.spotlightIdentifierKey: "story-5"])
        #expect(router.resolve(.userActivity(activity)).outcome.reason == .noRoute)
    }

    @Test("A custom activity type routes to the route that lists it, checking declared types")
    func customActivity() {
        let good = UserActivity(
            activityType: "com.demo.order", userInfo: ["orderId": "3F2504E0-4F89-11D3-9A0C-0305E82C3301"])
        #expect(
            router.resolve(.userActivity(good)).request?.params == ["orderId": "3f2504e0-4f89-11d3-9a0c-0305e82c3301"])
        let bad = UserActivity(activityType: "com.demo.order", userInfo: ["orderId": 7])
        #expect(router.resolve(.userActivity(bad)).outcome.reason == .badParameter)
    }

    @Test("An unknown activity type falls back to its webpageURL")
    func activityFallsBack() {
        let activity = UserActivity(activityType: "com.other", webpageURL: "https://example.com/story/1")
        #expect(router.resolve(.userActivity(activity)).request?.route == "story")
    }

    @Test("The dismiss action is unmatched with reason dismissed, before anything else")
    func dismissed() {
        #expect(
            notification(["url": "demoapp://story/1"], action: NotificationResponse.dismissAction).outcome.reason
                == .dismissed)
    }

    @Test("A route naming the action and category wins; userText becomes a parameter; aps is dropped")
    func actionAndCategory() {
        let request = notification(["aps": ["category": "MESSAGE"], "threadId": "t1"], action: "REPLY", text: "hi")
            .request
        #expect(request?.route == "reply")
        #expect(request?.params == ["threadId": "t1", "userText": "hi"])
    }

    @Test("A route naming only the action takes it in any category")
    func actionOnly() {
        #expect(notification(["aps": ["category": "POST"]], action: "LIKE").request?.route == "like")
    }

    @Test("The default action follows the first link key that finds a string, before the category")
    func linkKeys() {
        let payload: JSONObject = [
            "aps": ["category": "MESSAGE"], "custom": ["u": "demoapp://story/8"], "url": "demoapp://compose",
            "threadId": "t",
        ]
        #expect(notification(payload).request?.route == "story")
    }

    @Test("A link's result is final, even a rejection; the category route is not tried")
    func linkResultIsFinal() {
        let payload: JSONObject = ["aps": ["category": "MESSAGE"], "url": "demoapp://debug", "threadId": "t"]
        #expect(notification(payload).outcome.reason == .notExposed)
    }

    @Test("Without a link, the category's route takes it, with payload parameters")
    func category() {
        let request = notification(["aps": ["category": "MESSAGE"], "threadId": "t2"]).request
        #expect(request?.route == "thread")
        #expect(request?.params == ["threadId": "t2"])
    }

    @Test("categoryIdentifier overrides aps.category")
    func categoryIdentifierWins() {
        #expect(
            notification(["aps": ["category": "OTHER"], "threadId": "t"], category: "MESSAGE").request?.route
                == "thread")
    }

    @Test("A category route missing a captured parameter is missing-parameter")
    func missingParameter() {
        let outcome = notification(["aps": ["category": "MESSAGE"]]).outcome
        #expect(outcome.reason == .missingParameter)
        #expect(outcome.route == "thread")
    }

    @Test("A notification nothing takes is unmatched")
    func notificationUnmatched() {
        #expect(notification(["aps": ["alert": "hi"]]).outcome.reason == .noRoute)
    }

    @Test("An intent reaches a route by id, with typed parameters, and may reach internal routes")
    func intentByID() {
        #expect(
            router.resolve(.intent(Intent(route: "story", params: ["storyId": "12"]))).request?.params == [
                "storyId": 12
            ])
        #expect(router.resolve(.intent(Intent(route: "debug"))).request?.origin == .internal)
    }

    @Test("An intent to an unknown id is unmatched / unknown-route")
    func intentUnknown() {
        #expect(router.resolve(.intent(Intent(route: "nope"))).outcome.reason == .unknownRoute)
    }

    @Test("An intent without a captured parameter is missing-parameter")
    func intentMissing() {
        #expect(router.resolve(.intent(Intent(route: "story"))).outcome.reason == .missingParameter)
    }

    @Test("An intent carries its extras through untouched")
    func intentExtras() {
        let extras: JSONValue = ["draft": ["subject": "x", "n": 1.50]]
        #expect(router.resolve(.intent(Intent(route: "debug", extras: extras))).request?.extras == extras)
    }

    @Test("An external URL to an internal route is not-exposed, naming the route")
    func notExposed() {
        let outcome = router.open("demoapp://debug")
        #expect(outcome.outcome.reason == .notExposed)
        #expect(outcome.outcome.route == "debug")
    }

    @Test("Undeclared payload values keep their JSON type")
    func undeclaredKeepType() {
        let request = router.resolve(
            .shortcut(ShortcutItem(type: "com.demo.compose", userInfo: ["n": 2, "flag": true, "list": [1]]))
        ).request
        #expect(request?.params == ["n": 2, "flag": true, "list": [1]])
    }
}
