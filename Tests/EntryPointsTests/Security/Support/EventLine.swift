@testable import EntryPoints

/// Writes an external entry as the event line entryd would read for it.
enum EventLine {
    static func json(for entry: EntryPoint, id: Int) -> JSONObject {
        var event: JSONObject = ["id": .number(JSONNumber(id)), "type": .string(entry.kind.rawValue)]
        switch entry {
        case .url(let url):
            event["url"] = .string(url.url)
        case .shortcut(let item):
            var object: JSONObject = ["type": .string(item.type)]
            if let info = item.userInfo { object["userInfo"] = .object(info) }
            event["shortcutItem"] = .object(object)
        case .userActivity(let activity):
            var object: JSONObject = ["activityType": .string(activity.activityType)]
            if let url = activity.webpageURL { object["webpageURL"] = .string(url) }
            if let info = activity.userInfo { object["userInfo"] = .object(info) }
            event["userActivity"] = .object(object)
        case .notification(let response):
            var object: JSONObject = [
                "userInfo": .object(response.userInfo), "actionIdentifier": .string(response.actionIdentifier),
            ]
            if let category = response.categoryIdentifier { object["categoryIdentifier"] = .string(category) }
            if let text = response.userText { object["userText"] = .string(text) }
            event["notification"] = .object(object)
        case .appIntent(let intent):
            event["appIntent"] = ["intentType": .string(intent.intentType), "parameters": .object(intent.parameters)]
        case .intent(let intent):
            switch intent.target {
            case .route(let route):
                event["route"] = .string(route)
                event["params"] = .object(intent.params)
            case .url(let url):
                event["url"] = .string(url)
            }
        }
        return event
    }

    /// The line's bytes, newline included.
    static func bytes(for entry: EntryPoint, id: Int) -> [UInt8] {
        var buffer: [UInt8] = []
        json(for: entry, id: id).write(to: &buffer)
        buffer.append(UInt8(ascii: "\n"))
        return buffer
    }
}
