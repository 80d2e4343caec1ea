/// A named destination and every way to reach it.
///
/// ```swift
/// let story = Route(
///     "story", patterns: ["/story/:storyId", "/s/:storyId"], params: ["storyId": .int],
///     requires: ["signedIn"], tab: "home", stack: ["feed", "story"])
/// ```
public struct Route: Hashable, Sendable {
    /// The route's unique id.
    public var id: String
    /// URL path patterns (see ``Pattern``); empty for routes reached otherwise.
    public var patterns: [String]
    /// Declared type per parameter name; undeclared parameters are strings.
    public var params: [String: ParameterType]
    /// Who may reach the route.
    public var exposure: Exposure
    /// Shortcut item types that open this route.
    public var shortcuts: [String]
    /// User activity types that open this route.
    public var activities: [String]
    /// The App Intent type names that open it (`appIntent`), compared exactly.
    public var appIntents: [String]
    /// Spotlight custom action identifiers that open it (`spotlightAction`): the
    /// `CSActionIdentifier` of a Spotlight item's action (iOS 15+), compared exactly.
    public var spotlightActions: [String]
    /// Notification categories and actions that open this route.
    public var notifications: [NotificationTrigger]
    /// Guards that must all hold, in the order they are checked.
    public var requires: [String]
    /// The tab the route selects (navigation state).
    public var tab: String?
    /// The back stack built on ``tab``; the last screen gets the parameters.
    public var stack: [String]?
    /// A screen presented modally, with the parameters.
    public var present: String?
    /// The type of the value an intent to this route answers with (`result`);
    /// only generated Swift reads it.
    public var result: ResultType?
    /// What executing the route does to its ``tab``'s stack when it already has
    /// screens (`landing`); `nil` when the route declares none, which lands as
    /// ``Landing/replace``. Needs a ``tab``.
    public var landing: Landing?
    /// Which open scene the route lands in (`scene`); `nil` when the route
    /// declares none, which is ``SceneChoice/arrival``. Needs the table's ``RouteTable/scenes``.
    public var scene: SceneChoice?
    /// The kind of scene the route lands in (`sceneKind`), one of the table's
    /// ``RouteTable/scenes``; `nil`: any kind.
    public var sceneKind: String?
    /// Links that must open this route (`examples`); only their shape is
    /// checked at load, and routing never reads them.
    public var examples: [Example]

    /// A route with id `id`; every other part defaults to empty (external, no guards, nothing executed).
    public init(
        _ id: String, patterns: [String] = [], params: [String: ParameterType] = [:],
        exposure: Exposure = .external, shortcuts: [String] = [], activities: [String] = [],
        notifications: [NotificationTrigger] = [], appIntents: [String] = [], spotlightActions: [String] = [],
        requires: [String] = [], tab: String? = nil, stack: [String]? = nil, present: String? = nil,
        result: ResultType? = nil, landing: Landing? = nil, scene: SceneChoice? = nil, sceneKind: String? = nil,
        examples: [Example] = []
    ) {
        self.id = id
        self.patterns = patterns
        self.params = params
        self.exposure = exposure
        self.shortcuts = shortcuts
        self.activities = activities
        self.appIntents = appIntents
        self.spotlightActions = spotlightActions
        self.notifications = notifications
        self.requires = requires
        self.tab = tab
        self.stack = stack
        self.present = present
        self.result = result
        self.landing = landing
        self.scene = scene
        self.sceneKind = sceneKind
        self.examples = examples
    }

    /// The screen that stands for the route: the last entry of its ``stack``,
    /// else its ``present``, else its ``id``.
    ///
    /// An intent's ``Intent/Presentation`` pushes or presents this screen, and a
    /// guard that unwinds on revoke removes it (``RouteTable/screens(unwoundByRevoking:)``).
    public var screen: String {
        stack?.last ?? present ?? id
    }

    /// The declared type of parameter `name` (``ParameterType/string`` when undeclared).
    public func type(of name: String) -> ParameterType {
        params[name] ?? .string
    }
}

extension Route {
    /// Who may reach a route.
    public enum Exposure: String, Hashable, Sendable, CaseIterable, Codable {
        /// Any entry, from outside or inside the app (the default).
        case external
        /// In-app intents only.
        case `internal`
    }

    /// A notification that opens a route: a category, an action, or both.
    public struct NotificationTrigger: Hashable, Sendable {
        /// The notification category (`aps.category` or the response's category).
        public var category: String?
        /// The action identifier the user chose.
        public var action: String?

        /// A trigger on the category, the action, or both.
        public init(category: String? = nil, action: String? = nil) {
            self.category = category
            self.action = action
        }
    }
}

/// The short name the library and its tools use for ``Route/NotificationTrigger``.
typealias NotificationTrigger = Route.NotificationTrigger

extension RouteTable {
    /// A named condition a route may require, where to send the user when it
    /// does not hold, and what becomes of its screens when it stops holding.
    ///
    /// ```swift
    /// RouteTable.Guard("signedIn", redirect: "login", onRevoke: .unwind)
    /// ```
    public struct Guard: Hashable, Sendable {
        /// The priority of the interceptor that checks the table's `requires`
        /// guards (see ``RouteInterceptor``): an app interceptor above it runs
        /// first; the default app priority, 500, runs after it.
        public static let interceptorPriority = 1_000
        /// What the built-in navigation state does with a guard's screens when its flag goes false.
        public enum OnRevoke: String, Hashable, Sendable, CaseIterable, Codable {
            /// The screens stay (the default).
            case keep
            /// The screen of every route that requires the guard is removed, with
            /// every screen above it (see ``NavigationState/unwind(screens:)``).
            case unwind
        }

        /// The guard's name; it holds when the flag of this name is true.
        public var name: String
        /// The route to execute while the entry waits, such as `login`.
        public var redirect: String?
        /// What happens to the guard's screens when its flag goes false (the table's `onRevoke`).
        public var onRevoke: OnRevoke

        /// A guard named `name`, redirecting to `redirect` while it does not hold.
        public init(_ name: String, redirect: String? = nil, onRevoke: OnRevoke = .keep) {
            self.name = name
            self.redirect = redirect
            self.onRevoke = onRevoke
        }
    }
}
