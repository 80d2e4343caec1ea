import EntryPoints

/// What each cell of the route map says, in words for people who do not
/// read route tables. Every string returned here is HTML: table strings in
/// it went through ``HTMLEscaping``, by ``RouteMap/code(_:)`` or ``RouteMap/text(_:)``.
extension RouteMap {
    /// A table string as code: `<code>…</code>`, escaped.
    static func code(_ text: String) -> String { "<code>" + HTMLEscaping.escape(text) + "</code>" }

    /// A table string as text, escaped.
    static func text(_ text: String) -> String { HTMLEscaping.escape(text) }

    /// Items as an HTML list, or a dash for none.
    static func list(_ items: [String]) -> String {
        items.isEmpty ? "<span class=\"none\">—</span>" : "<ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
    }

    /// Who may open the route.
    static func exposure(of route: Route) -> String {
        switch route.exposure {
        case .external: "<span class=\"external\">anyone</span><small>links, notifications, other apps</small>"
        case .internal: "<span class=\"internal\">the app only</span><small>in-app intents, never links</small>"
        }
    }

    /// The shortcut, activity, notification, App Intent and Spotlight action
    /// names that open `route`, and the guards that show it while they fail.
    static func entries(of route: Route, in table: RouteTable) -> [String] {
        var items: [String] = []
        items += route.shortcuts.map { "home-screen shortcut " + code($0) }
        items += route.activities.map { "user activity " + code($0) }
        items += route.notifications.map { trigger in
            var parts: [String] = []
            if let action = trigger.action { parts.append("action " + code(action)) }
            if let category = trigger.category { parts.append("category " + code(category)) }
            return "notification " + parts.joined(separator: ", ")
        }
        items += route.appIntents.map { "App Intent " + code($0) }
        items += route.spotlightActions.map { "Spotlight action " + code($0) }
        items += table.guards.filter { $0.redirect == route.id }.map {
            "shown while guard " + code($0.name) + " does not hold"
        }
        return items
    }

    /// Each guard `route` requires, and what happens to an entry when it does not hold.
    static func requirements(of route: Route, in table: RouteTable) -> [String] {
        route.requires.map { name in
            guard let redirect = table.guardDefinition(named: name)?.redirect else {
                return code(name) + " <small>else the entry is refused</small>"
            }
            return code(name) + " <small>else it shows " + code(redirect) + " and opens once it holds</small>"
        }
    }

    /// What the route does to its tab when the tab already has screens.
    static func landing(of route: Route) -> String {
        guard route.tab != nil else { return "<span class=\"none\">—</span>" }
        switch route.landing ?? .replace {
        case .replace:
            return "replace <small>the tab shows exactly this route's screens</small>"
        case .push:
            return "push <small>its screen goes on top of what the tab shows</small>"
        case .reuse:
            return "reuse <small>back to the tab's open " + code(route.screen) + " screen, if any</small>"
        }
    }

    /// Which window the route lands in; a dash for an app of one window.
    static func scene(of route: Route, in table: RouteTable) -> String {
        guard table.scenes != nil else { return "<span class=\"none\">—</span>" }
        let kind = route.sceneKind.map { " of kind " + code($0) } ?? ""
        switch route.scene ?? .arrival {
        case .arrival: return "arrival <small>the window it arrived in" + kind + "</small>"
        case .showing: return "showing <small>a window already showing it, else the one it arrived in</small>"
        case .new: return "new <small>a new window" + kind + "</small>"
        }
    }

    /// The screens the route shows, in words: `the home tab, showing feed › story`.
    static func destination(of route: Route) -> String {
        var parts: [String] = []
        if let tab = route.tab {
            if let stack = route.stack, !stack.isEmpty {
                parts.append("the " + code(tab) + " tab, showing " + stack.map(code).joined(separator: " › "))
            } else {
                parts.append("the " + code(tab) + " tab, with no screens pushed")
            }
        }
        if let present = route.present { parts.append("presents " + code(present) + " on top") }
        guard !parts.isEmpty else { return "<small>no screen of its own: the app's handler decides</small>" }
        return parts.joined(separator: ", then ")
    }
}
