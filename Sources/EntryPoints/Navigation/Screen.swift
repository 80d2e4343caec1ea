/// One screen in a stack or the modal list: a name and its parameters.
public struct Screen: Hashable, Sendable {
    /// The screen's name, as the route table's `stack` or `present` writes it.
    public var name: String
    /// The route's parameters; `nil` for a screen that has none.
    public var params: JSONObject?

    /// A screen; empty parameters are stored as none.
    public init(_ name: String, params: JSONObject? = nil) {
        self.name = name
        self.params = (params?.isEmpty ?? true) ? nil : params
    }

    /// Whether both have the same name and parameters.
    ///
    /// NB: kept out of line; inlined into `[Screen] ==` it cost kilobytes.
    @inline(never)
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.name == rhs.name && lhs.params == rhs.params
    }

    /// `{"screen":"story","params":{…}}`, with no `params` key when there are none.
    ///
    /// NB: kept out of line; inlined into the navigation state's JSON form it was copied per list.
    public var jsonValue: JSONValue {
        jsonObject
    }

    @inline(never)
    private var jsonObject: JSONValue {
        var object: JSONObject = ["screen": .string(name)]
        if let params { object["params"] = .object(params) }
        return .object(object)
    }

    /// A screen from its JSON form.
    public init?(json: JSONValue) {
        guard let object = json.objectValue, let name = object["screen"]?.stringValue else { return nil }
        let params = object["params"]?.objectValue
        if object["params"] != nil && params == nil { return nil }
        self.init(name, params: params)
    }
}
