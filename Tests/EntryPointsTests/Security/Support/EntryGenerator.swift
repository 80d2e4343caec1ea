@testable import EntryPoints
import TestSupport

/// Builds external entries of every kind that try to reach a table's routes,
/// internal ones included: URLs from the table's own patterns, and
/// shortcuts, activities and notifications whose payloads carry such URLs.
struct EntryGenerator {
    var urls: URLGenerator
    let table: RouteTable

    init(seed: UInt64, table: RouteTable) {
        urls = URLGenerator(random: SplitMix64(seed: seed))
        self.table = table
    }

    /// A path built from a route's pattern; internal routes half of the time.
    mutating func routePath() -> String {
        let internalRoutes = table.routes.filter { $0.exposure == .internal && !$0.patterns.isEmpty }
        let externalRoutes = table.routes.filter { $0.exposure == .external && !$0.patterns.isEmpty }
        let route =
            urls.random.oneIn(2) && !internalRoutes.isEmpty
            ? urls.random.pick(internalRoutes) : urls.random.pick(externalRoutes)
        return urls.path(for: urls.random.pick(route.patterns), params: route.params)
    }

    /// A URL (custom scheme, web, or disguised) around ``routePath()``.
    mutating func routeURL(webOnly: Bool = false) -> String {
        let path = routePath()
        if webOnly { return "https://" + urls.random.pick(["example.com", "www.example.com", "EXAMPLE.COM"]) + path }
        return urls.url(path: path)
    }

    /// An external entry of `kind` (every kind but intent).
    mutating func entry(_ kind: EntryPoint.Kind) -> EntryPoint {
        switch kind {
        case .url, .intent:
            return .url(URLEntry(routeURL()))
        case .shortcut:
            let types = table.routes.flatMap(\.shortcuts) + ["com.example.qa", "debug", "flags", "com.example.unknown"]
            var info = params()
            if urls.random.oneIn(2) { info["url"] = .string(routeURL()) }
            return .shortcut(ShortcutItem(type: urls.random.pick(types), userInfo: urls.random.oneIn(6) ? nil : info))
        case .userActivity:
            return .userActivity(activity())
        case .notification:
            return .notification(notification())
        case .appIntent:
            let types = table.routes.flatMap(\.appIntents) + ["OpenUnknownIntent"]
            return .appIntent(AppIntentEntry(intentType: urls.random.pick(types), parameters: params()))
        }
    }

    private mutating func activity() -> UserActivity {
        switch Int.random(in: 0..<4, using: &urls.random) {
        case 0:
            return UserActivity(
                activityType: UserActivity.browsingWeb, webpageURL: routeURL(webOnly: !urls.random.oneIn(4)))
        case 1:
            let identifier = urls.random.oneIn(2) ? routeURL() : routePath()
            return UserActivity(
                activityType: UserActivity.spotlightItem,
                userInfo: [UserActivity.spotlightIdentifierKey: .string(identifier)])
        case 2:
            let types = table.routes.flatMap(\.activities) + ["com.example.qa.session"]
            return UserActivity(activityType: urls.random.pick(types), userInfo: params())
        default:
            return UserActivity(
                activityType: "com.example.unknown", webpageURL: routeURL(webOnly: true), userInfo: params())
        }
    }

    private mutating func notification() -> NotificationResponse {
        var payload = params()
        var aps: JSONObject = ["alert": "hello"]
        let categories = table.routes.flatMap(\.notifications).compactMap(\.category) + ["DEBUG", "OTHER"]
        if urls.random.oneIn(2) { aps["category"] = .string(urls.random.pick(categories)) }
        payload["aps"] = .object(aps)
        if !urls.random.oneIn(4) {
            // NB: the link goes where one of the table's link keys (pointer or key) will find it.
            let key = LinkKey(urls.random.pick(table.notificationLinkKeys))
            var value = JSONValue.string(routeURL())
            for token in key.tokens.reversed() { value = .object([token: value]) }
            if case .object(let wrapper) = value, let first = wrapper.members.first {
                payload[first.key] = first.value
            }
        }
        let actions =
            table.routes.flatMap(\.notifications).compactMap(\.action) + [
                NotificationResponse.defaultAction, NotificationResponse.defaultAction,
                NotificationResponse.dismissAction,
            ]
        return NotificationResponse(
            userInfo: payload, actionIdentifier: urls.random.pick(actions),
            categoryIdentifier: urls.random.oneIn(3) ? urls.random.pick(categories) : nil,
            userText: urls.random.oneIn(4) ? "hi" : nil)
    }

    /// Parameters the demo routes declare, with fitting values most of the time.
    private mutating func params() -> JSONObject {
        var params = JSONObject()
        let names = ["storyId", "threadId", "flag", "section", "query", "code", "username", "videoId"]
        for _ in 0..<Int.random(in: 0...3, using: &urls.random) {
            let name = urls.random.pick(names)
            params[name] =
                urls.random.oneIn(3)
                ? .number(JSONNumber(Int.random(in: 0...99, using: &urls.random))) : .string(urls.value(for: .string))
        }
        if urls.random.oneIn(3) { params["threadId"] = "3F2504E0-4F89-11D3-9A0C-0305E82C3301" }
        return params
    }
}
