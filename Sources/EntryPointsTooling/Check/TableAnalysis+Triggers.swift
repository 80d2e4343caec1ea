import EntryPoints

extension TableAnalysis {
    /// Shortcut types, activity types, App Intent types, Spotlight actions and notification triggers that an
    /// earlier route already lists (only the first is used), and those that
    /// lead to internal routes (external entries are refused), in table order.
    ///
    /// - Complexity: O(*g*) for *g* triggers: each is looked up once in the
    ///   dictionary of first listings built with the analysis.
    func triggerFindings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated() {
            for (number, type) in route.shortcuts.enumerated() {
                let path = Self.triggerPath(routeIndex, "shortcut", number, of: route.shortcuts.count)
                findings += check("shortcut type \"\(type)\"", owner: shortcutOwner[type], routeIndex, at: path)
            }
            for (number, type) in route.activities.enumerated() {
                let path = Self.triggerPath(routeIndex, "activity", number, of: route.activities.count)
                findings += check("activity type \"\(type)\"", owner: activityOwner[type], routeIndex, at: path)
            }
            for (number, type) in route.appIntents.enumerated() {
                let path = Self.triggerPath(routeIndex, "appIntent", number, of: route.appIntents.count)
                findings += check("App Intent type \"\(type)\"", owner: appIntentOwner[type], routeIndex, at: path)
            }
            for (number, action) in route.spotlightActions.enumerated() {
                let path = Self.triggerPath(routeIndex, "spotlightAction", number, of: route.spotlightActions.count)
                let owner = spotlightActionOwner[action]
                findings += check("Spotlight action \"\(action)\"", owner: owner, routeIndex, at: path)
            }
            for (number, trigger) in route.notifications.enumerated() where trigger != Route.NotificationTrigger() {
                let path = Self.triggerPath(routeIndex, "notification", number, of: route.notifications.count)
                let owner = notificationOwner[trigger]
                findings += check("notification trigger \(Self.describe(trigger))", owner: owner, routeIndex, at: path)
            }
        }
        return findings
    }

    /// The finding about one trigger of route `routeIndex`, whose first listing is in route `owner`.
    private func check(_ trigger: String, owner: Int?, _ routeIndex: Int, at path: String) -> [CheckReport.Finding] {
        guard let owner else { return [] }
        if owner != routeIndex {
            let message =
                "\(trigger) is already listed by \(routeName(owner)) (\(Self.routePath(owner))), "
                + "which is used; this listing never is"
            return [.init(severity: .warning, code: .checkDuplicateTrigger, location: path, message: message)]
        }
        guard table.routes[routeIndex].exposure == .internal else { return [] }
        let message =
            "\(routeName(routeIndex)) is internal, so entries from outside by \(trigger) are refused "
            + "(not-exposed); make the route external or drop the \(trigger.prefix { $0 != " " })"
        return [.init(severity: .warning, code: .checkInternalTrigger, location: path, message: message)]
    }

    /// `category "MESSAGE", action "REPLY"`.
    static func describe(_ trigger: Route.NotificationTrigger) -> String {
        var parts: [String] = []
        if let category = trigger.category { parts.append("category \"\(category)\"") }
        if let action = trigger.action { parts.append("action \"\(action)\"") }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}
