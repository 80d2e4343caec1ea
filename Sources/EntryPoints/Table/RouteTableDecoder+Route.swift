/// Reading one route: its id, patterns, parameter types, triggers and navigation.
extension RouteTableDecoder {
    /// The simple parameter types, by the name the table writes.
    static let namedParameterTypes: [(name: String, type: ParameterType)] = [
        ("string", .string), ("int", .int), ("number", .number), ("bool", .bool), ("uuid", .uuid),
    ]

    /// The route at `path`; a value that is not an object gives an empty
    /// placeholder route, so the routes after it keep their indices.
    mutating func decodeRoute(_ value: JSONValue, at path: JSONPath) -> Route {
        var route = Route("")
        let pending = JSONPath.Pending(path)
        guard let object = object(value, at: pending) else { return route }
        warnAboutUnknownKeys(in: object, known: Keys.route, at: path)

        if let id = Self.member("id", of: object) {
            route.id = string(id, at: pending.appending("id")) ?? ""
        } else {
            fail(.missingField, "missing required key \"id\"", at: path.appending("id"))
        }
        if let value = Self.member("patterns", of: object) {
            route.patterns = strings(value, at: pending.appending("patterns")) ?? []
        }
        if let value = Self.member("params", of: object) {
            route.params = decodeParameters(value, at: pending.appending("params"))
        }
        if let value = Self.member("exposure", of: object) {
            route.exposure = decodeExposure(value, at: pending.appending("exposure"))
        }
        if let value = Self.member("shortcut", of: object) {
            route.shortcuts = stringOrStrings(value, at: pending.appending("shortcut"))
        }
        if let value = Self.member("activity", of: object) {
            route.activities = stringOrStrings(value, at: pending.appending("activity"))
        }
        if let value = Self.member("appIntent", of: object) {
            route.appIntents = stringOrStrings(value, at: pending.appending("appIntent"))
        }
        if let value = Self.member("spotlightAction", of: object) {
            route.spotlightActions = stringOrStrings(value, at: pending.appending("spotlightAction"))
        }
        if let value = Self.member("notification", of: object) {
            route.notifications = decodeNotifications(value, at: pending.appending("notification"))
        }
        if let value = Self.member("requires", of: object) {
            route.requires = strings(value, at: pending.appending("requires")) ?? []
        }
        if let value = Self.member("tab", of: object) {
            // NB: a broken tab becomes "" (not nil) so that a `stack` beside it
            // is not also reported as having no tab.
            route.tab = string(value, at: pending.appending("tab")) ?? ""
        }
        if let value = Self.member("stack", of: object) {
            route.stack = strings(value, at: pending.appending("stack"))
        }
        if let value = Self.member("present", of: object) {
            route.present = string(value, at: pending.appending("present"))
        }
        if let value = Self.member("result", of: object) {
            route.result = decodeResultType(value, at: pending.appending("result"))
        }
        decodeEntryRules(of: object, into: &route, at: path)
        return route
    }

    private mutating func decodeExposure(_ value: JSONValue, at path: JSONPath.Pending) -> Route.Exposure {
        word(value, among: Route.Exposure.allCases.map(\.rawValue), at: path.written).flatMap(Route.Exposure.init)
            ?? .external
    }

    // MARK: - Parameters

    private mutating func decodeParameters(_ value: JSONValue, at path: JSONPath.Pending) -> [String:
        ParameterType]
    {
        guard let object = object(value, at: path) else { return [:] }
        var parameters: [String: ParameterType] = [:]
        for member in object where !member.value.isNull {
            if let type = decodeParameterType(member.value, at: path.appending(member.key)) {
                parameters[member.key] = type
            }
        }
        return parameters
    }

    /// A declared type: a name (`"int"`), `{ "enum": [...] }` or `{ "regex": "..." }`.
    ///
    /// Whether an enum is empty or a regex compiles is left to validation,
    /// which judges tables built in code the same way.
    private mutating func decodeParameterType(_ value: JSONValue, at path: JSONPath.Pending)
        -> ParameterType?
    {
        switch value {
        case .string(let name):
            if let known = Self.namedParameterTypes.first(where: { $0.name == name }) { return known.type }
            let hint = Suggestion.hint(for: name, among: Self.namedParameterTypes.map(\.name))
            fail(.unknownType, "unknown type \"\(name)\"\(hint)", at: path.written)
            return nil
        case .object(let object):
            warnAboutUnknownKeys(in: object, known: Keys.parameterType, at: path.written)
            switch (Self.member("enum", of: object), Self.member("regex", of: object)) {
            case (let values?, nil):
                let errorsBefore = errors.count
                guard let values = strings(values, at: path.appending("enum")), errors.count == errorsBefore
                else { return nil }
                return .enumeration(values)
            case (nil, let pattern?):
                return string(pattern, at: path.appending("regex")).map(ParameterType.regex)
            case (nil, nil):
                fail(.unknownType, "a type object needs \"enum\" or \"regex\"", at: path.written)
                return nil
            case (.some, .some):
                fail(.unknownType, "a type object has \"enum\" or \"regex\", not both", at: path.written)
                return nil
            }
        default:
            let message = Self.mismatch(expected: "a type name or an object", found: value)
            fail(.wrongType, message, at: path.written)
            return nil
        }
    }

    /// A result type: a name (`"int"`), `{ "enum": [...] }` or `{ "array": TYPE }`.
    private mutating func decodeResultType(_ value: JSONValue, at path: JSONPath.Pending)
        -> ResultType?
    {
        switch value {
        case .string(let name):
            if let known = ResultType.names.first(where: { $0.name == name }) { return known.type }
            let hint = Suggestion.hint(for: name, among: ResultType.names.map(\.name))
            fail(.unknownType, "unknown result type \"\(name)\"\(hint)", at: path.written)
            return nil
        case .object(let object):
            warnAboutUnknownKeys(in: object, known: Keys.resultType, at: path.written)
            switch (Self.member("enum", of: object), Self.member("array", of: object)) {
            case (let values?, nil):
                let errorsBefore = errors.count
                guard let values = strings(values, at: path.appending("enum")), errors.count == errorsBefore
                else { return nil }
                return .enumeration(values)
            case (nil, let element?):
                return decodeResultType(element, at: path.appending("array")).map(ResultType.array)
            case (nil, nil):
                fail(.unknownType, "a result type object needs \"enum\" or \"array\"", at: path.written)
                return nil
            case (.some, .some):
                fail(.unknownType, "a result type object has \"enum\" or \"array\", not both", at: path.written)
                return nil
            }
        default:
            fail(.wrongType, Self.mismatch(expected: "a type name or an object", found: value), at: path.written)
            return nil
        }
    }

    // MARK: - Notifications

    private mutating func decodeNotifications(_ value: JSONValue, at path: JSONPath.Pending)
        -> [NotificationTrigger]
    {
        switch value {
        case .object:
            return [decodeNotificationTrigger(value, at: path)]
        case .array(let elements):
            return elements.enumerated().map { decodeNotificationTrigger($0.element, at: path.appending($0.offset)) }
        default:
            let message = Self.mismatch(expected: "an object or an array of objects", found: value)
            fail(.wrongType, message, at: path.written)
            return []
        }
    }

    /// One trigger; a broken field becomes `""` so validation does not also
    /// report the trigger as naming nothing.
    private mutating func decodeNotificationTrigger(_ value: JSONValue, at path: JSONPath.Pending)
        -> NotificationTrigger
    {
        var trigger = NotificationTrigger(category: "")
        guard let object = object(value, at: path) else { return trigger }
        warnAboutUnknownKeys(in: object, known: Keys.notificationTrigger, at: path.written)
        let category = Self.member("category", of: object)
        let action = Self.member("action", of: object)
        if category == nil, action == nil {
            fail(.missingField, "a notification trigger needs \"category\", \"action\" or both", at: path.written)
            return trigger
        }
        trigger.category = category.map { string($0, at: path.appending("category")) ?? "" }
        trigger.action = action.map { string($0, at: path.appending("action")) ?? "" }
        return trigger
    }
}
