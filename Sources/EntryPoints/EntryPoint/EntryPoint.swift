/// One way into the app: a URL, a home-screen shortcut, a user activity, a
/// notification response, or an in-app intent.
///
/// Every kind is routed through the same stages (normalize, match, admit,
/// execute), so an app handles all of them in one place:
///
/// ```swift
/// controller.open(.url(URLEntry("demoapp://story/42")))
/// controller.open(.shortcut(ShortcutItem(type: "com.demo.compose")))
/// controller.open(.intent(Intent(route: "debug")))
/// ```
public enum EntryPoint: Sendable {
    /// A URL the system asked the app to open (custom scheme or universal link).
    case url(URLEntry)
    /// A home-screen quick action.
    case shortcut(ShortcutItem)
    /// A user activity: Handoff, Spotlight, a universal link from the browser.
    case userActivity(UserActivity)
    /// The user's response to a notification.
    case notification(NotificationResponse)
    /// A call from inside the app; the only kind that may reach internal routes.
    case intent(Intent)
    /// An App Intent that opens the app (Siri, Shortcuts, a widget or control
    /// button, Spotlight); external, since anyone can run a shortcut.
    case appIntent(AppIntentEntry)

    /// The kinds of entry, named as in the event format's `type`.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// ``EntryPoint/url(_:)``.
        case url
        /// ``EntryPoint/shortcut(_:)``.
        case shortcut
        /// ``EntryPoint/userActivity(_:)``.
        case userActivity
        /// ``EntryPoint/notification(_:)``.
        case notification
        /// ``EntryPoint/intent(_:)``.
        case intent
        /// ``EntryPoint/appIntent(_:)``.
        case appIntent
    }

    /// This entry's kind.
    public var kind: Kind {
        switch self {
        case .url: .url
        case .shortcut: .shortcut
        case .userActivity: .userActivity
        case .notification: .notification
        case .intent: .intent
        case .appIntent: .appIntent
        }
    }

    /// Where the entry comes from: every kind but ``intent(_:)`` is external.
    public var origin: Origin {
        switch self {
        case .intent: .internal
        case .url, .shortcut, .userActivity, .notification, .appIntent: .external
        }
    }
}

extension EntryPoint {
    /// Where an entry comes from, which decides what it may reach.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// From outside the app (the system, another app, the web): may reach
        /// external routes only.
        case external
        /// From the app's own code: may reach every route.
        case `internal`
    }
}
