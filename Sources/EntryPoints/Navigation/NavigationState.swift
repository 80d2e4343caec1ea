/// The built-in root: tabs, a stack per tab, a modal list, and flags.
///
/// Plain data, so it prints as JSON and compares in tests:
///
/// ```json
/// {"tab":"home","stacks":{"home":[{"screen":"feed"},{"screen":"story","params":{"storyId":42}}],
///  "search":[],"inbox":[],"profile":[]},"modal":[],"flags":{"signedIn":true}}
/// ```
///
/// A route's declarative `tab`, `stack` and `present` execute on it with no
/// code (see ``apply(_:params:presentation:)``); a guard that unwinds on
/// revoke takes its screens away (``setFlags(_:table:)``).
public struct NavigationState: Hashable, Sendable {
    /// The root tabs, in order.
    public let tabs: [String]
    /// The selected tab.
    public var tab: String
    /// The back stack of each tab.
    public var stacks: [String: [Screen]]
    /// Modally presented screens, bottom first.
    public var modal: [Screen]
    /// Flags such as `signedIn`; a guard holds when its flag is `true`.
    /// Set them with ``setFlag(_:to:)``, which keeps the order they were first set in.
    public private(set) var flags: [String: Bool]
    /// Flag names in the order they were first set (the JSON form's order).
    public private(set) var flagOrder: [String] = []

    /// The initial state: the first tab selected, stacks empty, no modal, no flags.
    public init(tabs: [String]) {
        let tabs = tabs.isEmpty ? ["main"] : tabs
        self.tabs = tabs
        self.tab = tabs[0]
        self.stacks = Dictionary(uniqueKeysWithValues: tabs.map { ($0, []) })
        self.modal = []
        self.flags = [:]
    }

    /// Sets flag `name`; a new flag goes after those already set.
    public mutating func setFlag(_ name: String, to value: Bool) {
        if flags.updateValue(value, forKey: name) == nil { flagOrder.append(name) }
    }

    /// Whether the flag `name` is set to `true`.
    public func flag(_ name: String) -> Bool {
        flags[name] == true
    }

    /// Executes a route, as the table declares it or as an intent's
    /// `presentation` asks.
    ///
    /// Without `presentation`: the tab part first (dismiss every modal,
    /// select the tab, then land on its stack as the route's
    /// ``Route/landing`` says, ``Route/landingEdit(on:params:screen:)``:
    /// by default its back stack is built, the last screen with the
    /// parameters), then the presented screen (unless the same screen with
    /// equal parameters is already on top). A route with neither leaves the
    /// state as it was.
    ///
    /// With `presentation`, the route's ``Route/screen`` replaces its own
    /// `tab`/`stack`/`present` and its landing:
    /// - ``Intent/Presentation/push``: dismiss every modal, then push the screen with
    ///   the parameters onto the selected tab's stack (the tab does not
    ///   change), unless the same screen with equal parameters is on top.
    ///   The modals go in every case, including that one.
    /// - ``Intent/Presentation/present``: present the screen as a `present` route does.
    ///
    /// Applying the same route twice in a row leaves the state as applying it once.
    public mutating func apply(_ route: Route, params: JSONObject, presentation: Intent.Presentation? = nil) {
        switch presentation {
        case .push?:
            modal.removeAll()
            let screen = Screen(route.screen, params: params)
            if stacks[tab]?.last != screen { stacks[tab, default: []].append(screen) }
        case .present?:
            present(Screen(route.screen, params: params))
        case nil:
            if let tab = route.tab {
                modal.removeAll()
                self.tab = tab
                // NB: the landing rule has one home, shared with custom roots.
                let stack = stacks[tab] ?? []
                stacks[tab] = route.landingEdit(count: stack.count, params: params) { stack[$0] }.applied(to: stack)
            }
            if let present = route.present { self.present(Screen(present, params: params)) }
        }
    }

    /// Puts `screen` on top of `modal`, unless it is already there.
    private mutating func present(_ screen: Screen) {
        if modal.last != screen { modal.append(screen) }
    }
}
