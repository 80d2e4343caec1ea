import EntryPoints
import Foundation

extension RouteController {
    /// Opens a URL the system asked the app to open (`onOpenURL`,
    /// `scene(_:openURLContexts:)`); `policy` as in ``RouteController/open(_:policy:identity:action:)``.
    @discardableResult
    public func open(_ url: URL, sourceApplication: String? = nil, policy: Policy? = nil) -> (
        ticket: EntryTicket, outcome: Outcome
    ) {
        open(.url(URLEntry(url, sourceApplication: sourceApplication)), policy: policy)
    }

    /// Opens a continued user activity (`scene(_:continue:)`, `onContinueUserActivity`).
    @discardableResult
    public func open(_ activity: some UserActivityRepresentable, policy: Policy? = nil) -> (
        ticket: EntryTicket, outcome: Outcome
    ) {
        open(.userActivity(UserActivity(activity)), policy: policy)
    }

    /// Opens a home-screen quick action (`windowScene(_:performActionFor:completionHandler:)`).
    @discardableResult
    public func open(_ item: some ShortcutItemRepresentable, policy: Policy? = nil) -> (
        ticket: EntryTicket, outcome: Outcome
    ) {
        open(.shortcut(ShortcutItem(item)), policy: policy)
    }

    /// Opens the user's response to a notification
    /// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`).
    @discardableResult
    public func open(_ response: some NotificationResponseRepresentable, policy: Policy? = nil) -> (
        ticket: EntryTicket, outcome: Outcome
    ) {
        open(.notification(NotificationResponse(response)), policy: policy)
    }

    /// Opens everything a scene was connected with at cold launch
    /// (`scene(_:willConnectTo:options:)`), in the order of ``Launch/entries``.
    @discardableResult
    public func open(_ options: some SceneConnectionOptionsRepresentable) -> [(ticket: EntryTicket, outcome: Outcome)] {
        open(Launch(options))
    }
}
