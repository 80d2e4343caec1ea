/// Writes events of the event format (the Event and result formats article
/// (Events)) as JSON objects: the format's writer, as ``EventDecoder``
/// beside it is its reader, and what ``EventDecoder`` reads back to an
/// equal event. Every member is named by ``EventMember``, and each kind of
/// entry is written by one function, mirroring the decoder's.
///
/// `nil` members are left out (the decoder reads absence and `null` alike);
/// an intent's `context` and `onResult` are not data and are left out too.
///
/// ```swift
/// let object = EventEncoder.object(for: IdentifiedEvent(id: "e1", event: .ready))
/// // {"type":"ready","id":"e1"}
/// ```
package enum EventEncoder {
    /// `event` as one object: `type`, then `id` when it has one, then an
    /// entry's `identity` and `scene` (a launch's `scene`), then the members of its kind.
    package static func object(for event: IdentifiedEvent) -> JSONObject {
        var object: JSONObject = [EventMember.text(EventMember.type): .string(event.event.type)]
        object[member: EventMember.id] = event.id
        switch event.event {
        case .entry(let entry, let identity, let scene):
            object[member: EventMember.identity] = identity.map(JSONValue.string)
            object[member: EventMember.scene] = scene.map(JSONValue.string)
            appendMembers(of: entry, to: &object)
        case .launch(let launch, let scene):
            object[member: EventMember.scene] = scene.map(JSONValue.string)
            object[member: EventMember.launch] = .object(self.launch(launch))
        case .state(let flags):
            object[member: EventMember.set] = .object(JSONObject(flags.map { ($0.name, JSONValue.bool($0.value)) }))
        case .ready, .reset, .coldStart:
            break
        case .scene(let control):
            switch control {
            case .open(let id, let kind):
                object[member: EventMember.open] = .string(id)
                object[member: EventMember.kind] = kind.map(JSONValue.string)
            case .activate(let id):
                object[member: EventMember.activate] = .string(id)
            case .close(let id):
                object[member: EventMember.close] = .string(id)
            }
        }
        return object
    }

    /// `entry` as the object of an event: `type` (its kind), then the members of its kind.
    static func object(for entry: EntryPoint) -> JSONObject {
        var object: JSONObject = [EventMember.text(EventMember.type): .string(entry.kind.rawValue)]
        appendMembers(of: entry, to: &object)
        return object
    }

    /// The members of `entry`'s kind, after its `type`.
    static func appendMembers(of entry: EntryPoint, to event: inout JSONObject) {
        switch entry {
        case .url(let entry):
            for member in urlEntry(entry).members { event[member.key] = member.value }
        case .shortcut(let item):
            event[member: EventMember.shortcutItem] = .object(shortcutItem(item))
        case .userActivity(let activity):
            event[member: EventMember.userActivity] = .object(userActivity(activity))
        case .notification(let response):
            event[member: EventMember.notification] = .object(notificationResponse(response))
        case .appIntent(let intent):
            var object = JSONObject()
            object[member: EventMember.intentType] = .string(intent.intentType)
            object[member: EventMember.parameters] = .object(intent.parameters)
            event[member: EventMember.appIntent] = .object(object)
        case .intent(let intent):
            switch intent.target {
            case .route(let route):
                event[member: EventMember.route] = .string(route)
                event[member: EventMember.params] = .object(intent.params)
            case .url(let url):
                event[member: EventMember.url] = .string(url)
            }
            event[member: EventMember.extras] = intent.extras
            event[member: EventMember.presentation] = intent.presentation.map { .string($0.rawValue) }
        }
    }

    // MARK: - One encoder per kind of entry, shared by the events and the parts of a launch

    // NB: each part encoder is kept out of line, as the decoder's are: inlined,
    // each was copied into `appendMembers` and again into `launch`.

    /// `url` and `sourceApplication`.
    @inline(never)
    static func urlEntry(_ entry: URLEntry) -> JSONObject {
        var object = JSONObject()
        object[member: EventMember.url] = .string(entry.url)
        object[member: EventMember.sourceApplication] = entry.sourceApplication.map(JSONValue.string)
        return object
    }

    /// `type`, `localizedTitle`, `localizedSubtitle`, `userInfo`.
    @inline(never)
    static func shortcutItem(_ item: ShortcutItem) -> JSONObject {
        var object = JSONObject()
        object[member: EventMember.itemType] = .string(item.type)
        object[member: EventMember.localizedTitle] = item.localizedTitle.map(JSONValue.string)
        object[member: EventMember.localizedSubtitle] = item.localizedSubtitle.map(JSONValue.string)
        object[member: EventMember.userInfo] = item.userInfo.map(JSONValue.object)
        return object
    }

    /// `activityType` and the optional members of `NSUserActivity`.
    @inline(never)
    static func userActivity(_ activity: UserActivity) -> JSONObject {
        var object = JSONObject()
        object[member: EventMember.activityType] = .string(activity.activityType)
        object[member: EventMember.webpageURL] = activity.webpageURL.map(JSONValue.string)
        object[member: EventMember.referrerURL] = activity.referrerURL.map(JSONValue.string)
        object[member: EventMember.title] = activity.title.map(JSONValue.string)
        object[member: EventMember.userInfo] = activity.userInfo.map(JSONValue.object)
        object[member: EventMember.targetContentIdentifier] = activity.targetContentIdentifier.map(JSONValue.string)
        object[member: EventMember.persistentIdentifier] = activity.persistentIdentifier.map(JSONValue.string)
        // NB: an App Clip's NFC payload is data too; without it a recorded tag could not be replayed.
        object[member: EventMember.ndefMessagePayload] = activity.ndefMessagePayload
        return object
    }

    /// `userInfo`, `actionIdentifier`, `categoryIdentifier`, `userText`.
    @inline(never)
    static func notificationResponse(_ response: NotificationResponse) -> JSONObject {
        var object = JSONObject()
        object[member: EventMember.userInfo] = .object(response.userInfo)
        object[member: EventMember.actionIdentifier] = .string(response.actionIdentifier)
        object[member: EventMember.categoryIdentifier] = response.categoryIdentifier.map(JSONValue.string)
        object[member: EventMember.userText] = response.userText.map(JSONValue.string)
        return object
    }

    /// `urls`, `userActivities`, `shortcutItem`, `notification`, each left out when the launch has none.
    static func launch(_ launch: Launch) -> JSONObject {
        var object = JSONObject()
        if !launch.urls.isEmpty {
            object[member: EventMember.urls] = .array(launch.urls.map { .object(urlEntry($0)) })
        }
        if !launch.userActivities.isEmpty {
            object[member: EventMember.userActivities] = .array(launch.userActivities.map { .object(userActivity($0)) })
        }
        object[member: EventMember.shortcutItem] = launch.shortcutItem.map { .object(shortcutItem($0)) }
        object[member: EventMember.notification] = launch.notification.map { .object(notificationResponse($0)) }
        return object
    }
}

extension EntryPoint {
    /// The entry as an event of the event format (the Event and result formats article (Events)), which
    /// the event decoder reads back to an equal entry. An intent's `context`
    /// and `onResult` are not data and are left out.
    public var event: JSONObject { EventEncoder.object(for: self) }
}

extension JSONObject {
    /// The member named `name` (one of ``EventMember``'s); assigning `nil` leaves it out.
    ///
    /// NB: assigning is kept out of line: the object's setter, inlined at each
    /// of the encoder's fifty members, was kilobytes of every app's code.
    fileprivate subscript(member name: StaticString) -> JSONValue? {
        get { self[EventMember.text(name)] }
        @inline(never) set { self[EventMember.text(name)] = newValue }
    }
}
