extension NavigationState {
    /// The state as JSON: `tab`, `stacks` (in `tabs` order), `modal`, `flags` (in the order first set).
    public var jsonValue: JSONValue {
        var stacksObject = JSONObject()
        for tab in tabs { stacksObject[tab] = Self.jsonValue(of: stacks[tab] ?? []) }
        var flagsObject = JSONObject()
        for name in flagOrder { flagsObject[name] = .bool(flags[name]!) }
        return [
            "tab": .string(tab), "stacks": .object(stacksObject), "modal": Self.jsonValue(of: modal),
            "flags": .object(flagsObject),
        ]
    }

    /// A stack or the modal list as a JSON array.
    ///
    /// NB: one out-of-line copy for the stacks and the modal list, code every app links.
    @inline(never)
    private static func jsonValue(of screens: [Screen]) -> JSONValue {
        .array(screens.map(\.jsonValue))
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

/// The `Codable` form is the state's compact JSON text (the Event and result formats article (Navigation state))
/// as one string, so a state saved with any encoder (`JSONEncoder`, a
/// property list, `SceneStorage`) restores exactly equal: keyed containers
/// keep no member order, and tabs, flags and parameters are all ordered.
/// Decoding also accepts the state as a plain JSON structure (written by
/// hand), in whatever member order the decoder yields.
extension NavigationState: Codable {
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        let json: JSONValue
        if let text = value.stringValue {
            guard let parsed = try? JSONParser().parse(Array(text.utf8)) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath, debugDescription: "not the JSON text of a navigation state"))
            }
            json = parsed
        } else {
            json = value
        }
        guard let state = NavigationState(json: json) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a navigation state"))
        }
        self = state
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsonValue.jsonText)
    }
}
