/// The member names of the event format (the Event and result formats
/// article (Events)), and the values of `type` that are not an entry's kind
/// (``EntryPoint/Kind`` names those): the one home of the event format's
/// spelling. ``EventDecoder`` reads events by these names, ``EventEncoder``
/// writes them with these names, and the fast path's scanner of `url`
/// events compares a key's bytes with them.
///
/// Written once, as static strings: inlined into the scanner they are
/// constants, so the comparison costs what a hand-written one did, and the
/// decoder and the encoder read them as text.
@usableFromInline package enum EventMember {
    /// The member that names the event's kind.
    @inlinable package static var type: StaticString { "type" }
    /// The event's optional id, echoed in its result.
    @inlinable package static var id: StaticString { "id" }
    /// The URL of a `url` event (and of each URL entry of a launch), or an intent's URL.
    @inlinable package static var url: StaticString { "url" }
    /// The app that opened a URL entry.
    @inlinable package static var sourceApplication: StaticString { "sourceApplication" }
    /// The value of ``type`` for a URL event.
    @inlinable package static var urlType: StaticString { "url" }
    /// What makes two deliveries of an entry the same entry (exactly once).
    @usableFromInline static var identity: StaticString { "identity" }
    /// The scene an entry was delivered to (its arrival scene).
    @usableFromInline static var scene: StaticString { "scene" }

    /// Whether `bytes` name a member that says how an entry was delivered
    /// (``identity``, ``scene``): a line that carries one needs the
    /// controller, so the fast path declines it.
    @inlinable @inline(__always)
    package static func isDeliveryMember(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        matches(bytes, identity) || matches(bytes, scene)
    }

    // MARK: Entries other than URLs

    /// The object of a `shortcut` event (and a launch's shortcut item).
    static var shortcutItem: StaticString { "shortcutItem" }
    /// A shortcut item's type string: a member of ``shortcutItem``, spelled as the event's own ``type``.
    static var itemType: StaticString { "type" }
    /// A shortcut item's title.
    static var localizedTitle: StaticString { "localizedTitle" }
    /// A shortcut item's subtitle.
    static var localizedSubtitle: StaticString { "localizedSubtitle" }
    /// The extra data of a shortcut item, a user activity or a notification.
    static var userInfo: StaticString { "userInfo" }
    /// The object of a `userActivity` event.
    static var userActivity: StaticString { "userActivity" }
    /// A user activity's type.
    static var activityType: StaticString { "activityType" }
    /// A user activity's web page.
    static var webpageURL: StaticString { "webpageURL" }
    /// The page that referred to a user activity's web page.
    static var referrerURL: StaticString { "referrerURL" }
    /// A user activity's title.
    static var title: StaticString { "title" }
    /// A user activity's scene-picking identifier.
    static var targetContentIdentifier: StaticString { "targetContentIdentifier" }
    /// A user activity's deletion identifier.
    static var persistentIdentifier: StaticString { "persistentIdentifier" }
    /// A user activity's NFC payload.
    static var ndefMessagePayload: StaticString { "ndefMessagePayload" }
    /// The object of a `notification` event (and a launch's notification response).
    static var notification: StaticString { "notification" }
    /// The action a notification's user chose.
    static var actionIdentifier: StaticString { "actionIdentifier" }
    /// A notification's category.
    static var categoryIdentifier: StaticString { "categoryIdentifier" }
    /// The text a notification's user typed.
    static var userText: StaticString { "userText" }
    /// The object of an `appIntent` event.
    static var appIntent: StaticString { "appIntent" }
    /// An App Intent's type name.
    static var intentType: StaticString { "intentType" }
    /// An App Intent's parameters.
    static var parameters: StaticString { "parameters" }
    /// An intent's route id.
    static var route: StaticString { "route" }
    /// An intent's parameters, with ``route``.
    static var params: StaticString { "params" }
    /// An intent's pass-through JSON.
    static var extras: StaticString { "extras" }
    /// How an intent asks to be shown.
    static var presentation: StaticString { "presentation" }

    // MARK: Launches and control events

    /// The object of a `launch` event.
    static var launch: StaticString { "launch" }
    /// A launch's URL entries.
    static var urls: StaticString { "urls" }
    /// A launch's user activities.
    static var userActivities: StaticString { "userActivities" }
    /// The flags a `state` event sets.
    static var set: StaticString { "set" }
    /// The outcome an ``EntryRecorder`` line carries besides its event; `entryd` ignores it.
    static var outcome: StaticString { "outcome" }
    /// The later outcomes of earlier entries that an ``EntryRecorder`` line's
    /// event caused (resumed, dropped); `entryd` ignores it.
    static var caused: StaticString { "caused" }
    /// How many caused outcomes an ``EntryRecorder`` line could not hold
    /// within the reader's limits; `entryd` ignores it.
    static var causedUnrecorded: StaticString { "causedUnrecorded" }
    /// Marks an ``EntryRecorder`` line whose event could not be written within
    /// the reader's limits: the reason the whole line would have had.
    static var unrecorded: StaticString { "unrecorded" }
    /// The value of ``type`` for a launch.
    static var launchType: StaticString { "launch" }
    /// The value of ``type`` that sets flags.
    static var stateType: StaticString { "state" }
    /// The value of ``type`` that marks the app ready.
    static var readyType: StaticString { "ready" }
    /// The value of ``type`` that resets the controller.
    static var resetType: StaticString { "reset" }
    /// The value of ``type`` that opens, activates or closes a scene.
    static var sceneType: StaticString { "scene" }
    /// The value of ``type`` that starts the app again, cold (as `--cold-start`).
    static var coldStartType: StaticString { "coldStart" }
    /// The scene a `scene` event opens.
    static var open: StaticString { "open" }
    /// The kind of scene a `scene` event opens.
    static var kind: StaticString { "kind" }
    /// The scene a `scene` event makes active.
    static var activate: StaticString { "activate" }
    /// The scene a `scene` event closes.
    static var close: StaticString { "close" }

    /// `name` as text, for the decoder's lookups and the encoder's members.
    static func text(_ name: StaticString) -> String {
        name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `bytes` are exactly `name`, byte for byte.
    @inlinable @inline(__always)
    package static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        // NB: the trip count is the literal's, so the loop unrolls into compares with constants.
        for index in 0..<name.utf8CodeUnitCount where bytes[index] != name.utf8Start[index] { return false }
        return true
    }
}
