extension Outcome: CustomStringConvertible {
    /// The outcome as JSON members named as on a result line (the Event and result formats article (Results)):
    /// `status`, `reason`, `route`, `params`, `guard`, `redirect`, `message`.
    public var jsonValue: JSONValue {
        var object: JSONObject = ["status": .string(status.rawValue)]
        if let reason { object["reason"] = .string(reason.rawValue) }
        if let route {
            object["route"] = .string(route)
            object["params"] = .object(params ?? [:])
        }
        if let guardName { object["guard"] = .string(guardName) }
        if let redirect { object["redirect"] = .string(redirect) }
        if let message { object["message"] = .string(message) }
        return .object(object)
    }

    /// Compact JSON: `{"status":"routed","route":"story","params":{"storyId":42}}`.
    public var description: String { jsonValue.jsonText }
}

extension RouteRequest: CustomStringConvertible {
    /// The request as JSON: `route`, `params`, `origin`, `kind`, and `pattern`,
    /// `extras` and `presentation` when present.
    public var jsonValue: JSONValue {
        var object: JSONObject = [
            "route": .string(route), "params": .object(params), "origin": .string(origin.rawValue),
            "kind": .string(kind.rawValue),
        ]
        if let pattern { object["pattern"] = .string(pattern) }
        if let extras { object["extras"] = extras }
        if let presentation { object["presentation"] = .string(presentation.rawValue) }
        return .object(object)
    }

    /// Compact JSON: `{"route":"story","params":{"storyId":42},"origin":"external","kind":"url",…}`.
    public var description: String { jsonValue.jsonText }
}
