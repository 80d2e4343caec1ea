extension EntryPoint {
    /// The entry as an event of the event format (the Event and result formats article (Events)), which
    /// the event decoder reads back to an equal entry. An intent's `context`
    /// and `onResult` are not data and are left out.
    public var event: JSONObject {
        var event: JSONObject = ["type": .string(kind.rawValue)]
        switch self {
        case .url(let entry):
            event["url"] = .string(entry.url)
            event["sourceApplication"] = entry.sourceApplication.map(JSONValue.string)
        case .shortcut(let item):
            var object: JSONObject = ["type": .string(item.type)]
            object["localizedTitle"] = item.localizedTitle.map(JSONValue.string)
            object["localizedSubtitle"] = item.localizedSubtitle.map(JSONValue.string)
            object["userInfo"] = item.userInfo.map(JSONValue.object)
            event["shortcutItem"] = .object(object)
        case .userActivity(let activity):
            var object: JSONObject = ["activityType": .string(activity.activityType)]
            object["webpageURL"] = activity.webpageURL.map(JSONValue.string)
            object["referrerURL"] = activity.referrerURL.map(JSONValue.string)
            object["title"] = activity.title.map(JSONValue.string)
            object["userInfo"] = activity.userInfo.map(JSONValue.object)
            object["targetContentIdentifier"] = activity.targetContentIdentifier.map(JSONValue.string)
            object["persistentIdentifier"] = activity.persistentIdentifier.map(JSONValue.string)
            // NB: an App Clip's NFC payload is data too; without it a recorded tag could not be replayed.
            object["ndefMessagePayload"] = activity.ndefMessagePayload
            event["userActivity"] = .object(object)
        case .notification(let response):
            var object: JSONObject = [
                "userInfo": .object(response.userInfo), "actionIdentifier": .string(response.actionIdentifier),
            ]
            object["categoryIdentifier"] = response.categoryIdentifier.map(JSONValue.string)
            object["userText"] = response.userText.map(JSONValue.string)
            event["notification"] = .object(object)
        case .appIntent(let intent):
            event["appIntent"] = .object([
                "intentType": .string(intent.intentType), "parameters": .object(intent.parameters),
            ])
        case .intent(let intent):
            switch intent.target {
            case .route(let route):
                event["route"] = .string(route)
                event["params"] = .object(intent.params)
            case .url(let url):
                event["url"] = .string(url)
            }
            event["extras"] = intent.extras
            event["presentation"] = intent.presentation.map { .string($0.rawValue) }
        }
        return event
    }
}
