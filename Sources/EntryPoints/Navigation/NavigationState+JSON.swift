extension NavigationState {
    /// The state as JSON: `tab`, `stacks` (in `tabs` order), `modal`, `flags` (in the order first set).
    public var jsonValue: JSONValue {
        var stacksObject = JSONObject()
        for tab in tabs { stacksObject[tab] = .array((stacks[tab] ?? []).map(\.jsonValue)) }
        var flagsObject = JSONObject()
        for name in flagOrder { flagsObject[name] = .bool(flags[name]!) }
        return [
            "tab": .string(tab), "stacks": .object(stacksObject), "modal": .array(modal.map(\.jsonValue)),
            "flags": .object(flagsObject),
        ]
    }

    /// A state from its JSON form; `nil` when the shape is not the navigation state's.
    public init?(json: JSONValue) {
        guard let object = json.objectValue, let tab = object["tab"]?.stringValue,
            let stacksObject = object["stacks"]?.objectValue
        else { return nil }
        self.init(tabs: stacksObject.keys)
        self.tab = tab
        for member in stacksObject {
            guard let screens = member.value.arrayValue else { return nil }
            var stack: [Screen] = []
            for screen in screens {
                guard let parsed = Screen(json: screen) else { return nil }
                stack.append(parsed)
            }
            stacks[member.key] = stack
        }
        for screen in object["modal"]?.arrayValue ?? [] {
            guard let parsed = Screen(json: screen) else { return nil }
            modal.append(parsed)
        }
        for member in object["flags"]?.objectValue ?? [:] {
            guard let value = member.value.boolValue else { return nil }
            setFlag(member.key, to: value)
        }
    }
}

extension NavigationState: Codable {
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard let state = NavigationState(json: value) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a navigation state"))
        }
        self = state
    }

    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}
