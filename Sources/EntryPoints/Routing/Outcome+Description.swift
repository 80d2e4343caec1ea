extension Outcome: CustomStringConvertible {
    /// The outcome as JSON members named and ordered as on a result line (the Event and result formats article
    /// (Results)): `status`, `reason`, `route`, `params`, `tracking`, `resolvedFrom`, `scene`, `from`,
    /// `opened`, `guard`, `redirect`, `message`.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        for member in ResultMember.allCases {
            if let value = jsonValue(of: member) { object[member.text] = value }
        }
        return .object(object)
    }

    /// What this outcome writes as `member` of a result line; `nil` when it
    /// has none, or when the member is the line's rather than the outcome's
    /// (`line`, `id`, `entry`, `part`, `resumed`, `state`).
    func jsonValue(of member: ResultMember) -> JSONValue? {
        switch member {
        case .status: .string(status.rawValue)
        case .reason: reason.map { .string($0.rawValue) }
        case .route: route.map(JSONValue.string)
        // NB: `params` goes with `route` even when empty, so a consumer never tests for the key.
        case .params: route == nil ? nil : .object(params ?? [:])
        case .tracking: trackingParameters.map(JSONValue.object)
        case .resolvedFrom: resolvedFrom.map(JSONValue.string)
        case .scene: scene.map(JSONValue.string)
        case .from: forwardedFrom.map(JSONValue.string)
        case .opened: openedScene ? .bool(true) : nil
        case .guard: guardName.map(JSONValue.string)
        case .redirect: redirect.map(JSONValue.string)
        case .message: message.map(JSONValue.string)
        case .line, .id, .entry, .part, .resumed, .state: nil
        }
    }

    /// Compact JSON: `{"status":"routed","route":"story","params":{"storyId":42}}`.
    public var description: String { jsonValue.jsonText }
}

extension RouteRequest: CustomStringConvertible {
    /// The request as JSON: `route`, `params`, `origin`, `kind`, and `pattern`,
    /// `extras` and `presentation` when present, `landing` when not `replace`.
    public var jsonValue: JSONValue {
        var object: JSONObject = [
            "route": .string(route), "params": .object(params), "origin": .string(origin.rawValue),
            "kind": .string(kind.rawValue),
        ]
        if let pattern { object["pattern"] = .string(pattern) }
        if let extras { object["extras"] = extras }
        if let presentation { object["presentation"] = .string(presentation.rawValue) }
        if landing != .replace { object["landing"] = .string(landing.rawValue) }
        return .object(object)
    }

    /// Compact JSON: `{"route":"story","params":{"storyId":42},"origin":"external","kind":"url",…}`.
    public var description: String { jsonValue.jsonText }
}
