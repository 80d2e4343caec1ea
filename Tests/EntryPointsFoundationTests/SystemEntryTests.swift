import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

/// A small app's table: a story reachable by link, Handoff and the web; a
/// compose shortcut; a message notification.
func makeAppRouter() throws -> Router {
    try Router(
        RouteTable(
            schemes: ["demoapp"], domains: ["example.com"], tabs: ["home", "inbox"],
            routes: [
                Route(
                    "story", patterns: ["/story/:storyId"], params: ["storyId": .int],
                    activities: ["com.example.story"], tab: "home", stack: ["feed", "story"]),
                Route("compose", shortcuts: ["com.example.compose"], present: "compose"),
                Route(
                    "thread", patterns: ["/inbox/:threadId"],
                    notifications: [Route.NotificationTrigger(category: "MESSAGE")],
                    tab: "inbox", stack: ["inbox", "thread"]),
                Route(
                    "reply", notifications: [Route.NotificationTrigger(category: "MESSAGE", action: "REPLY")],
                    present: "reply"),
            ]))
}

@Suite("Apple's system types as entries")
@MainActor
struct SystemEntryTests {
    @Test("A user activity converts with Apple's field names; URLs become their absolute strings")
    func userActivity() {
        let activity = UserActivityDouble(activityType: UserActivity.browsingWeb)
        activity.webpageURL = URL(string: "https://example.com/story/7")
        activity.referrerURL = URL(string: "https://news.example.org/")
        activity.title = "Story 7"
        activity.userInfo = ["opened": Date(timeIntervalSince1970: 0), "count": 2]
        activity.targetContentIdentifier = "story-7"
        activity.persistentIdentifier = "p-7"
        let entry = UserActivity(activity)
        #expect(entry.activityType == UserActivity.browsingWeb)
        #expect(entry.webpageURL == "https://example.com/story/7")
        #expect(entry.referrerURL == "https://news.example.org/")
        #expect(entry.title == "Story 7")
        #expect(entry.userInfo == ["count": 2, "opened": "1970-01-01T00:00:00Z"])
        #expect(entry.targetContentIdentifier == "story-7")
        #expect(entry.persistentIdentifier == "p-7")
    }

    @Test("A userInfo value that cannot be converted is reported to the caller and the rest kept")
    func userActivitySkipped() {
        final class Opaque {}
        let activity = UserActivityDouble(activityType: "com.example.story")
        activity.userInfo = ["storyId": 7, "widget": Opaque()]
        var skipped: [PropertyListConversion.Skipped] = []
        let entry = UserActivity(activity) { skipped.append($0) }
        #expect(entry.userInfo == ["storyId": 7])
        #expect(skipped.map(\.path) == ["userInfo.widget"])
    }

    @Test("A shortcut item converts, its NSSecureCoding userInfo included")
    func shortcutItem() {
        let item = ShortcutItemDouble(
            type: "com.example.compose", localizedTitle: "Compose", localizedSubtitle: "to Ada",
            userInfo: ["to": NSString(string: "ada")])
        let entry = ShortcutItem(item)
        #expect(
            entry
                == ShortcutItem(
                    type: "com.example.compose", localizedTitle: "Compose",
                    localizedSubtitle: "to Ada", userInfo: ["to": "ada"]))
    }

    @Test("A notification response reads the payload through notification.request.content")
    func notificationResponse() {
        let content = NotificationContentDouble(
            userInfo: [
                "aps": ["alert": "Hi", "category": "MESSAGE"], "threadId": "t1", "sent": Date(timeIntervalSince1970: 0),
            ])
        let entry = NotificationResponse(NotificationResponseDouble(content: content))
        #expect(entry.actionIdentifier == NotificationResponse.defaultAction)
        #expect(entry.categoryIdentifier == nil)  // empty in the content: aps.category is used
        #expect(entry.effectiveCategory == "MESSAGE")
        #expect(entry.userInfo["threadId"] == "t1")
        #expect(entry.userInfo["sent"] == "1970-01-01T00:00:00Z")
        #expect(entry.userText == nil)
    }

    @Test("A text-input response carries the typed text and its category")
    func textInputResponse() {
        let content = NotificationContentDouble(userInfo: ["threadId": "t1"], categoryIdentifier: "MESSAGE")
        let response = TextInputNotificationResponseDouble(
            actionIdentifier: "REPLY", content: content, userText: "On my way")
        let entry = NotificationResponse(response)
        #expect(entry.actionIdentifier == "REPLY")
        #expect(entry.categoryIdentifier == "MESSAGE")
        #expect(entry.userText == "On my way")
    }

    @Test("A URL entry from a Foundation URL keeps its absolute string and source application")
    func urlEntry() {
        let entry = URLEntry(URL(string: "demoapp://story/42?ref=mail")!, sourceApplication: "com.apple.mobilesafari")
        #expect(entry == URLEntry("demoapp://story/42?ref=mail", sourceApplication: "com.apple.mobilesafari"))
    }

    @Test("Connection options become a launch in the format's order: URLs, activities, shortcut, notification")
    func connectionOptionsOrder() {
        let options = ConnectionOptionsDouble()
        options.urlContexts = [
            OpenURLContextDouble("demoapp://story/2"),
            OpenURLContextDouble("demoapp://story/1", sourceApplication: "com.x"),
        ]
        let first = UserActivityDouble(activityType: "com.example.story")
        first.userInfo = ["storyId": 3]
        options.userActivities = [first]
        options.shortcutItem = ShortcutItemDouble(type: "com.example.compose", localizedTitle: "Compose", userInfo: nil)
        options.notificationResponse = NotificationResponseDouble(
            content: NotificationContentDouble(userInfo: ["threadId": "t9"], categoryIdentifier: "MESSAGE"))
        let launch = Launch(options)
        #expect(
            launch.urls == [URLEntry("demoapp://story/1", sourceApplication: "com.x"), URLEntry("demoapp://story/2")])
        #expect(launch.entries.map(\.kind) == [.url, .url, .userActivity, .shortcut, .notification])
        #expect(!launch.isEmpty)
        #expect(Launch(ConnectionOptionsDouble()).isEmpty)
    }

    @Test("A controller opens connection options in one call, held until the app is ready, then in order")
    func controllerOpensConnectionOptions() throws {
        let router = try makeAppRouter()
        let controller = RouteController(router: router)  // cold start: not ready yet
        let options = ConnectionOptionsDouble()
        options.urlContexts = [OpenURLContextDouble("demoapp://story/42")]
        options.shortcutItem = ShortcutItemDouble(type: "com.example.compose", localizedTitle: "Compose", userInfo: nil)
        let opened = controller.open(options)
        #expect(opened.map(\.outcome.reason) == [.notReady, .notReady])
        var resumed: [String?] = []
        controller.addObserver { report in if report.isResumed { resumed.append(report.outcome.route) } }
        controller.markReady()
        #expect(resumed == ["story", "compose"])
        #expect(controller.root.tab == "home")
        #expect(controller.root.stacks["home"]?.last?.params == ["storyId": 42])
        #expect(controller.root.modal.map(\.name) == ["compose"])
    }

    @Test("A controller opens each system object in one call")
    func controllerOpensSystemObjects() throws {
        let controller = RouteController(router: try makeAppRouter(), coldStart: false)
        let activity = UserActivityDouble(activityType: "com.example.story")
        activity.userInfo = ["storyId": NSNumber(value: 7)]
        #expect(controller.open(activity).outcome.route == "story")
        #expect(controller.open(URL(string: "demoapp://inbox/t2")!).outcome.route == "thread")
        let item = ShortcutItemDouble(type: "com.example.compose", localizedTitle: "Compose", userInfo: nil)
        #expect(controller.open(item).outcome.route == "compose")
        let reply = TextInputNotificationResponseDouble(
            actionIdentifier: "REPLY",
            content: NotificationContentDouble(userInfo: ["threadId": "t2"], categoryIdentifier: "MESSAGE"),
            userText: "ok")
        let outcome = controller.open(reply).outcome
        #expect(outcome.route == "reply")
        #expect(outcome.params == ["threadId": "t2", "userText": "ok"])
    }
}
