import EntryPoints
import Foundation

extension RouteController {
    /// Opens a URL the system asked the app to open (`onOpenURL`,
    /// `scene(_:openURLContexts:)`).
    @discardableResult
    public func open(_ url: URL, sourceApplication: String? = nil) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.url(URLEntry(url, sourceApplication: sourceApplication)))
    }

    /// Opens a continued user activity (`scene(_:continue:)`, `onContinueUserActivity`).
    @discardableResult
    public func open(_ activity: some UserActivityRepresentable) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.userActivity(UserActivity(activity)))
    }

    /// Opens a home-screen quick action (`windowScene(_:performActionFor:completionHandler:)`).
    @discardableResult
    public func open(_ item: some ShortcutItemRepresentable) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.shortcut(ShortcutItem(item)))
    }

    /// Opens the user's response to a notification
    /// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`).
    @discardableResult
    public func open(_ response: some NotificationResponseRepresentable) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.notification(NotificationResponse(response)))
    }

    /// Opens everything a scene was connected with at cold launch
    /// (`scene(_:willConnectTo:options:)`), in the order of ``Launch/entries``.
    @discardableResult
    public func open(_ options: some SceneConnectionOptionsRepresentable) -> [(ticket: EntryTicket, outcome: Outcome)] {
        open(Launch(options))
    }
}
