@testable import EntryPoints
import TestSupport

/// Random events of every kind, with each optional member present or absent
/// at random and strings drawn from the awkward ones: empty, quotes and
/// backslashes, control characters, U+2028, non-ASCII and emoji.
///
/// NB: a member whose value is a free JSON value (`extras`,
/// `ndefMessagePayload`) is never `null` at its top level: the format reads
/// `null` there as absence (the Event and result formats article (Edge
/// cases)), so `null` and `nil` are one event, written as absence.
struct ArbitraryEvents {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Awkward pieces that strings are made of.
    static let pieces = [
        "", "a", "story", "42", " ", "\"", "\\", "/", "\\u0000", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\r", "\u{1F}",
        "\u{7F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "é", "e\u{301}", "日本", "👍🏽", "🇫🇷", "%2F", "&", "=", "?", "#",
        "{}", "[]", ":", ",", "null", "true",
    ]

    /// A string of zero to five awkward pieces.
    mutating func string() -> String {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in random.pick(Self.pieces) }.joined()
    }

    /// `string()` half of the time, else `nil`.
    mutating func optionalString() -> String? {
        random.oneIn(2) ? string() : nil
    }

    /// A JSON value of any type, nested at most `depth` deep.
    mutating func value(depth: Int = 2) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &random) {
        case 0: return .null
        case 1: return .bool(random.oneIn(2))
        case 2: return .number(number())
        case 3, 4: return .string(string())
        case 5: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth - 1) })
        default: return .object(object(depth: depth - 1))
        }
    }

    /// A value that is not `null` at its top level (see the type's note).
    mutating func nonNullValue() -> JSONValue {
        let value = value()
        return value.isNull ? .string(string()) : value
    }

    /// ``nonNullValue()`` half of the time, else absent.
    ///
    /// NB: not `oneIn(2) ? nonNullValue() : nil`: JSONValue is expressible by
    /// `nil`, so that `nil` is `.null`, not absence.
    mutating func optionalValue() -> JSONValue? {
        guard random.oneIn(2) else { return .none }
        return nonNullValue()
    }

    /// An integer, or a literal JSON keeps as written.
    mutating func number() -> JSONNumber {
        if random.oneIn(2) { return JSONNumber(Int.random(in: Int.min...Int.max, using: &random)) }
        return JSONNumber(literal: random.pick(["0", "-0", "1.50", "1e3", "-2.5E-7", "12345678901234567890", "0.1"]))!
    }

    /// An object of zero to three members with awkward keys.
    mutating func object(depth: Int = 1) -> JSONObject {
        var object = JSONObject()
        for _ in 0..<Int.random(in: 0...3, using: &random) { object[string()] = value(depth: depth) }
        return object
    }

    /// `object()` half of the time, else `nil`.
    mutating func optionalObject() -> JSONObject? {
        random.oneIn(2) ? object() : nil
    }

    /// A URL entry; its text need not be a good URL (the format carries any string).
    mutating func urlEntry() -> URLEntry {
        URLEntry(random.oneIn(2) ? "demoapp://story/" + string() : string(), sourceApplication: optionalString())
    }

    mutating func shortcutItem() -> ShortcutItem {
        ShortcutItem(
            type: string(), localizedTitle: optionalString(), localizedSubtitle: optionalString(),
            userInfo: optionalObject())
    }

    /// A user activity; a browsing-web one always has its `webpageURL`, which the format requires.
    mutating func userActivity() -> UserActivity {
        let type = random.oneIn(3) ? UserActivity.browsingWeb : string()
        let webpage = type == UserActivity.browsingWeb ? "https://example.com/" + string() : optionalString()
        return UserActivity(
            activityType: type, webpageURL: webpage, referrerURL: optionalString(), title: optionalString(),
            userInfo: optionalObject(), targetContentIdentifier: optionalString(),
            persistentIdentifier: optionalString(), ndefMessagePayload: optionalValue())
    }

    mutating func notificationResponse() -> NotificationResponse {
        let actions = [NotificationResponse.defaultAction, NotificationResponse.dismissAction, string()]
        return NotificationResponse(
            userInfo: object(), actionIdentifier: random.pick(actions), categoryIdentifier: optionalString(),
            userText: optionalString())
    }

    /// An entry of `kind`.
    mutating func entry(_ kind: EntryPoint.Kind) -> EntryPoint {
        switch kind {
        case .url: return .url(urlEntry())
        case .shortcut: return .shortcut(shortcutItem())
        case .userActivity: return .userActivity(userActivity())
        case .notification: return .notification(notificationResponse())
        case .appIntent: return .appIntent(AppIntentEntry(intentType: string(), parameters: object()))
        case .intent:
            let extras = optionalValue()
            let presentation = random.oneIn(3) ? nil : random.pick(Intent.Presentation.allCases)
            if random.oneIn(2) {
                return .intent(Intent(route: string(), params: object(), extras: extras, presentation: presentation))
            }
            return .intent(Intent(url: string(), extras: extras, presentation: presentation))
        }
    }

    /// A launch carrying none, some or all of its parts.
    mutating func launch() -> Launch {
        Launch(
            urls: (0..<Int.random(in: 0...2, using: &random)).map { _ in urlEntry() },
            userActivities: (0..<Int.random(in: 0...2, using: &random)).map { _ in userActivity() },
            shortcutItem: random.oneIn(2) ? shortcutItem() : nil,
            notification: random.oneIn(2) ? notificationResponse() : nil)
    }

    /// Flags with distinct names, in a random order.
    mutating func flags() -> [(name: String, value: Bool)] {
        var names: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let name = string()
            if !names.contains(name) { names.append(name) }
        }
        return names.map { ($0, random.oneIn(2)) }
    }

    /// A `scene` control event: one of `open` (with or without `kind`), `activate`, `close`.
    mutating func sceneControl() -> SceneControl {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .open(id: string(), kind: optionalString())
        case 1: return .activate(id: string())
        default: return .close(id: string())
        }
    }

    /// An `id`: absent, a string, or a number.
    mutating func id() -> JSONValue? {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return nil
        case 1: return .string(string())
        default: return .number(number())
        }
    }
}
