/// Reads one line of the event format into an ``IdentifiedEvent``, or an
/// ``EventError`` that says what was wrong and where: the event format's
/// reader, as ``EventEncoder`` beside it is its writer (the Event and result
/// formats article, Events). Every member is looked up by its name in
/// ``EventMember``. `null` for an optional field is the same as its absence;
/// for a required one it is `missing-field`.
///
/// ```swift
/// let decoder = EventDecoder()
/// let event = try decoder.decode(line: #"{"id":"e1","type":"url","url":"demoapp://story/42"}"#)
/// ```
package struct EventDecoder: Sendable {
    /// How deeply a line's arrays and objects may nest: 512. Deeper is
    /// `invalid` / `malformed-json`; ``EntryRecorder`` writes no deeper line.
    static let maximumDepth = 512
    /// The longest line the event format's readers take by default: 1 MiB
    /// (`entryd --max-line-bytes`, `LineReader`, a fixture's `args`); a
    /// longer line is `invalid` / `line-too-long`. ``EntryRecorder`` writes
    /// no longer line, and says so publicly as ``EntryRecorder/maximumLineBytes``.
    static let maximumLineBytes = 1 << 20

    private let parser: JSONParser

    /// A decoder whose JSON nesting limit is `maximumDepth`.
    package init(maximumDepth: Int = maximumDepth) {
        parser = JSONParser(maximumDepth: maximumDepth)
    }

    /// Decodes a line given as UTF-8 bytes (without its line break).
    package func decode(line bytes: UnsafeBufferPointer<UInt8>) throws(EventError) -> IdentifiedEvent {
        let value: JSONValue
        do {
            value = try parser.parse(bytes)
        } catch {
            switch error.kind {
            case .badEncoding: throw EventError(.badEncoding, error.message)
            case .malformed, .tooDeep: throw EventError(.malformedJSON, error.message)
            }
        }
        return try decode(value)
    }

    /// Decodes a line given as text.
    func decode(line: String) throws(EventError) -> IdentifiedEvent {
        var line = line
        // NB: withUTF8 rethrows untyped errors, so the result crosses the closure as a Result.
        let result = line.withUTF8 { bytes in Result { () throws(EventError) in try decode(line: bytes) } }
        return try result.get()
    }

    /// Decodes an event already parsed as JSON.
    func decode(_ value: JSONValue) throws(EventError) -> IdentifiedEvent {
        guard case .object(let object) = value else {
            throw EventError(.notAnObject, "the line is a JSON \(value.kindName), not an object")
        }
        var fields = EventFields(object: object, prefix: "")
        let id = try fields.readID()
        fields.id = id
        let type = try fields.requiredString(EventMember.type)
        if let unrecorded = try fields.string(EventMember.unrecorded) {
            throw Self.notRecorded(type, because: unrecorded, id: id)
        }
        let event: Event
        if let kind = EntryPoint.Kind(rawValue: type) {
            let identity = try fields.string(EventMember.identity)
            let scene = try fields.string(EventMember.scene)
            event = .entry(try Self.entry(kind, fields), identity: identity, scene: scene)
        } else {
            switch type {
            case EventMember.text(EventMember.launchType):
                // NB: a launch carries no identity: its member is ignored, whatever its type.
                let scene = try fields.string(EventMember.scene)
                event = .launch(try Self.launch(fields.requiredObject(EventMember.launch)), scene: scene)
            case EventMember.text(EventMember.stateType):
                event = .state(try Self.flags(fields.requiredObject(EventMember.set)))
            case EventMember.text(EventMember.readyType):
                event = .ready
            case EventMember.text(EventMember.resetType):
                event = .reset
            case EventMember.text(EventMember.coldStartType):
                event = .coldStart
            case EventMember.text(EventMember.sceneType):
                event = .scene(try Self.sceneControl(fields))
            default:
                let types =
                    EntryPoint.Kind.allCases.map(\.rawValue)
                    + [
                        EventMember.launchType, EventMember.stateType, EventMember.readyType, EventMember.resetType,
                        EventMember.sceneType, EventMember.coldStartType,
                    ]
                    .map(EventMember.text)
                throw EventError(
                    .unknownType,
                    "unknown event type '\(type)' (expected \(types.dropLast().joined(separator: ", ")) or \(types.last!))",
                    id: id)
            }
        }
        return IdentifiedEvent(id: id, event: event)
    }

    /// The error of a line ``EntryRecorder`` marked `unrecorded`: the reason
    /// the whole line would have had (`line-too-long`, or `malformed-json`
    /// for nesting too deep), with a sentence saying the recorder left it out.
    static func notRecorded(_ type: String, because reason: String, id: JSONValue?) -> EventError {
        switch reason {
        case Outcome.Reason.lineTooLong.rawValue:
            return EventError(
                .lineTooLong,
                "the recorder did not record this \(type) event: its line would be longer than the \(maximumLineBytes) bytes the event reader takes",
                id: id)
        case Outcome.Reason.malformedJSON.rawValue:
            return EventError(
                .malformedJSON,
                "the recorder did not record this \(type) event: its line would nest deeper than the \(maximumDepth) levels the event reader takes",
                id: id)
        default:
            return EventError(
                .wrongType, "field unrecorded must be \"line-too-long\" or \"malformed-json\", not \"\(reason)\"",
                id: id)
        }
    }
}

// MARK: - One decoder per kind of entry, shared by the events and the parts of a launch

extension EventDecoder {
    /// The entry of kind `kind` from an event's fields.
    static func entry(_ kind: EntryPoint.Kind, _ fields: EventFields) throws(EventError) -> EntryPoint {
        switch kind {
        case .url:
            return .url(try urlEntry(fields))
        case .shortcut:
            return .shortcut(try shortcutItem(fields.requiredObject(EventMember.shortcutItem)))
        case .userActivity:
            return .userActivity(try userActivity(fields.requiredObject(EventMember.userActivity)))
        case .notification:
            return .notification(try notificationResponse(fields.requiredObject(EventMember.notification)))
        case .appIntent:
            let intent = try fields.requiredObject(EventMember.appIntent)
            return .appIntent(
                AppIntentEntry(
                    intentType: try intent.requiredString(EventMember.intentType),
                    parameters: try intent.object(EventMember.parameters) ?? [:]))
        case .intent:
            return .intent(try intent(fields))
        }
    }

    /// An intent from an event's fields: `route` and `params`, or `url`; `extras`, `presentation`.
    static func intent(_ fields: EventFields) throws(EventError) -> Intent {
        let extras = fields.value(EventMember.extras)
        var intent: Intent
        if let route = try fields.string(EventMember.route) {
            intent = Intent(route: route, params: try fields.object(EventMember.params) ?? [:], extras: extras)
        } else if let url = try fields.string(EventMember.url) {
            intent = Intent(url: url, extras: extras)
        } else {
            let route = EventMember.text(EventMember.route)
            let url = EventMember.text(EventMember.url)
            throw EventError(.missingField, "an intent needs field \(route) or field \(url)", id: fields.id)
        }
        intent.presentation = try fields.presentation(EventMember.presentation)
        return intent
    }

    /// What a `scene` event asks: exactly one of `open` (with an optional
    /// `kind`), `activate` and `close`, each a string; anything else is `wrong-type`.
    static func sceneControl(_ fields: EventFields) throws(EventError) -> SceneControl {
        let kind = try fields.string(EventMember.kind)
        let open = try fields.string(EventMember.open)
        let activate = try fields.string(EventMember.activate)
        let close = try fields.string(EventMember.close)
        switch (open, activate, close) {
        case (let id?, nil, nil): return .open(id: id, kind: kind)
        case (nil, let id?, nil): return .activate(id: id)
        case (nil, nil, let id?): return .close(id: id)
        default:
            throw EventError(
                .wrongType, "a scene event needs exactly one of fields open, activate and close", id: fields.id)
        }
    }

    /// The flags of a `state` event's `set`, in order; each must be a boolean.
    static func flags(_ set: EventFields) throws(EventError) -> [(name: String, value: Bool)] {
        var flags: [(name: String, value: Bool)] = []
        for member in set.object {
            guard case .bool(let flag) = member.value else {
                throw set.wrongType(member.key, expected: "a boolean", found: member.value)
            }
            flags.append((member.key, flag))
        }
        return flags
    }

    // NB: each part decoder is kept out of line: inlined, each was copied into
    // `entry` and again into `launch`, code every app links for restoring entries.
    /// A URL entry from an object with `url` and `sourceApplication`.
    @inline(never)
    static func urlEntry(_ fields: EventFields) throws(EventError) -> URLEntry {
        URLEntry(
            try fields.requiredString(EventMember.url),
            sourceApplication: try fields.string(EventMember.sourceApplication))
    }

    /// A shortcut item from its object (`type`, `localizedTitle`, `localizedSubtitle`, `userInfo`).
    @inline(never)
    static func shortcutItem(_ item: EventFields) throws(EventError) -> ShortcutItem {
        ShortcutItem(
            type: try item.requiredString(EventMember.itemType),
            localizedTitle: try item.string(EventMember.localizedTitle),
            localizedSubtitle: try item.string(EventMember.localizedSubtitle),
            userInfo: try item.object(EventMember.userInfo))
    }

    /// A user activity from its object; a browsing-web activity needs `webpageURL`.
    @inline(never)
    static func userActivity(_ activity: EventFields) throws(EventError) -> UserActivity {
        let activityType = try activity.requiredString(EventMember.activityType)
        let webpageURL = try activity.string(EventMember.webpageURL)
        if activityType == UserActivity.browsingWeb && webpageURL == nil {
            throw activity.missing(
                EventMember.text(EventMember.webpageURL), because: "a browsing-web activity needs it")
        }
        return UserActivity(
            activityType: activityType, webpageURL: webpageURL,
            referrerURL: try activity.string(EventMember.referrerURL), title: try activity.string(EventMember.title),
            userInfo: try activity.object(EventMember.userInfo),
            targetContentIdentifier: try activity.string(EventMember.targetContentIdentifier),
            persistentIdentifier: try activity.string(EventMember.persistentIdentifier),
            ndefMessagePayload: activity.value(EventMember.ndefMessagePayload))
    }

    /// A notification response from its object (`userInfo` required).
    @inline(never)
    static func notificationResponse(_ response: EventFields) throws(EventError) -> NotificationResponse {
        NotificationResponse(
            userInfo: try response.requiredObject(EventMember.userInfo).object,
            actionIdentifier: try response.string(EventMember.actionIdentifier) ?? NotificationResponse.defaultAction,
            categoryIdentifier: try response.string(EventMember.categoryIdentifier),
            userText: try response.string(EventMember.userText))
    }

    /// A launch from its object, checked whole: the first malformed part, in
    /// the order `urls`, `userActivities`, `shortcutItem`, `notification`,
    /// makes the event invalid, named by its path (`launch.urls[1].url`).
    static func launch(_ launch: EventFields) throws(EventError) -> Launch {
        var result = Launch()
        for part in try launch.objects(EventMember.urls) { result.urls.append(try urlEntry(part)) }
        for part in try launch.objects(EventMember.userActivities) {
            result.userActivities.append(try userActivity(part))
        }
        if try launch.object(EventMember.shortcutItem) != nil {
            result.shortcutItem = try shortcutItem(launch.requiredObject(EventMember.shortcutItem))
        }
        if try launch.object(EventMember.notification) != nil {
            result.notification = try notificationResponse(launch.requiredObject(EventMember.notification))
        }
        return result
    }
}

/// Typed access to an event object's fields, with messages that name the field's path.
///
/// NB: its readers are kept out of line: inlined, each was copied into every
/// part decoder, code every app links for restoring entries.
struct EventFields {
    let object: JSONObject
    let prefix: String
    var id: JSONValue?

    init(object: JSONObject, prefix: String, id: JSONValue? = nil) {
        self.object = object
        self.prefix = prefix
        self.id = id
    }

    func name(_ key: String) -> String { prefix + key }

    @inline(never)
    func missing(_ key: String, because reason: String? = nil) -> EventError {
        EventError(.missingField, "field \(name(key)) is missing" + (reason.map { " (\($0))" } ?? ""), id: id)
    }

    @inline(never)
    func wrongType(_ key: String, expected: String, found: JSONValue) -> EventError {
        EventError(.wrongType, "field \(name(key)) must be \(expected), not a \(found.kindName)", id: id)
    }

    /// The `id`: a string or a number, when present.
    func readID() throws(EventError) -> JSONValue? {
        guard let value = object[EventMember.text(EventMember.id)], !value.isNull else { return nil }
        switch value {
        case .string, .number: return value
        default: throw EventError(.wrongType, "field id must be a string or a number, not a \(value.kindName)")
        }
    }

    /// The value of `key` whatever its JSON type, passed through untouched; `null` is absence.
    @inline(never)
    func value(_ member: StaticString) -> JSONValue? {
        // NB: not `flatMap { $0.isNull ? nil : $0 }`: JSONValue is expressible by
        // `nil`, so that closure turns null into `.null` instead of absence.
        guard let value = object[EventMember.text(member)], !value.isNull else { return nil }
        return value
    }

    @inline(never)
    func string(_ member: StaticString) throws(EventError) -> String? {
        let key = EventMember.text(member)
        guard let value = object[key], !value.isNull else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, expected: "a string", found: value) }
        return text
    }

    /// A `Presentation`: `"push"` or `"present"`; any other value is `wrong-type`.
    func presentation(_ member: StaticString) throws(EventError) -> Intent.Presentation? {
        let key = EventMember.text(member)
        guard let value = object[key], !value.isNull else { return nil }
        let expected = Intent.Presentation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard case .string(let text) = value else { throw wrongType(key, expected: expected, found: value) }
        guard let presentation = Intent.Presentation(rawValue: text) else {
            let found = JSONValueDecoder.describe(value)
            throw EventError(.wrongType, "field \(name(key)) must be \(expected), not \(found)", id: id)
        }
        return presentation
    }

    @inline(never)
    func requiredString(_ member: StaticString) throws(EventError) -> String {
        guard let text = try string(member) else { throw missing(EventMember.text(member)) }
        return text
    }

    @inline(never)
    func object(_ member: StaticString) throws(EventError) -> JSONObject? {
        let key = EventMember.text(member)
        guard let value = object[key], !value.isNull else { return nil }
        guard case .object(let members) = value else { throw wrongType(key, expected: "an object", found: value) }
        return members
    }

    @inline(never)
    func requiredObject(_ member: StaticString) throws(EventError) -> EventFields {
        let key = EventMember.text(member)
        guard let members = try object(member) else { throw missing(key) }
        return EventFields(object: members, prefix: name(key) + ".", id: id)
    }

    /// The elements of the array `key` (absent or `null`: none), each an
    /// object, with paths `key[0].`, `key[1].`, …
    func objects(_ member: StaticString) throws(EventError) -> [EventFields] {
        let key = EventMember.text(member)
        guard let value = object[key], !value.isNull else { return [] }
        guard case .array(let elements) = value else { throw wrongType(key, expected: "an array", found: value) }
        var fields: [EventFields] = []
        fields.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = "\(key)[\(index)]"
            guard case .object(let members) = element else {
                throw wrongType(path, expected: "an object", found: element)
            }
            fields.append(EventFields(object: members, prefix: name(path) + ".", id: id))
        }
        return fields
    }
}
