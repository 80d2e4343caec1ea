import EntryPoints

/// A route table compiled for checking: its patterns in a trie, and which
/// route each way in (pattern variant, shortcut, activity, notification)
/// actually leads to.
///
/// NB: built leniently, unlike `Router`: patterns and types that do not
/// compile are left out (their errors are reported by validation), so a
/// refused table still gets its conflicts and reachability checked.
struct TableAnalysis {
    let table: RouteTable
    let trie: PatternTrie
    /// For each terminal of `trie`, the terminal that wins its shape: the first listed.
    let winner: [Int32]
    /// The route each shortcut type opens: the first that lists it.
    let shortcutOwner: [String: Int]
    /// The route each activity type opens: the first that lists it.
    let activityOwner: [String: Int]
    /// The route each App Intent type opens: the first that lists it.
    let appIntentOwner: [String: Int]
    /// The route each notification trigger opens: the first that lists it.
    let notificationOwner: [Route.NotificationTrigger: Int]
    /// Spotlight action identifier → the first route listing it.
    let spotlightActionOwner: [String: Int]

    init(_ table: RouteTable) {
        self.table = table
        var builder = PatternTrie.Builder(for: table)
        var notifications: [Route.NotificationTrigger: Int] = [:]
        for (routeIndex, route) in table.routes.enumerated() {
            for (patternIndex, text) in route.patterns.enumerated() {
                guard let pattern = try? Pattern(text) else { continue }
                try? builder.insert(pattern, patternIndex: patternIndex, route: route, routeIndex: routeIndex)
            }
            for trigger in route.notifications
            where notifications[trigger] == nil && trigger != Route.NotificationTrigger() {
                notifications[trigger] = routeIndex
            }
        }
        let trie = builder.finish()
        self.trie = trie
        self.winner = trie.winners
        self.shortcutOwner = table.firstListing(of: \.shortcuts)
        self.activityOwner = table.firstListing(of: \.activities)
        self.appIntentOwner = table.firstListing(of: \.appIntents)
        self.spotlightActionOwner = table.firstListing(of: \.spotlightActions)
        self.notificationOwner = notifications
    }

    // MARK: - Naming things

    /// `routes[3]`.
    static func routePath(_ routeIndex: Int) -> String { "routes[\(routeIndex)]" }

    /// `routes[3].patterns[1]`.
    static func patternPath(of terminal: PatternTrie.Terminal) -> String {
        "routes[\(terminal.route)].patterns[\(terminal.patternIndex)]"
    }

    /// `route story`.
    func routeName(_ routeIndex: Int) -> String { "route \(table.routes[routeIndex].id)" }

    /// `pattern "/u/:name(/:tab)" (variant /u/:name/:tab)`, the variant only when it differs from the text.
    static func patternName(of terminal: PatternTrie.Terminal) -> String {
        let variant = terminal.variant.description
        let written = terminal.pattern.hasPrefix("/") ? terminal.pattern : "/" + terminal.pattern
        return variant == written
            ? "pattern \"\(terminal.pattern)\"" : "pattern \"\(terminal.pattern)\" (variant \(variant))"
    }

    /// The path of trigger `number` of `key` (`shortcut`, `activity`,
    /// `notification`) in route `routeIndex`: `routes[2].shortcut` when the
    /// route lists one (the JSON may be a string or a one-element array),
    /// `routes[2].shortcut[1]` otherwise.
    static func triggerPath(_ routeIndex: Int, _ key: String, _ number: Int, of count: Int) -> String {
        count == 1 ? "routes[\(routeIndex)].\(key)" : "routes[\(routeIndex)].\(key)[\(number)]"
    }

    // MARK: - Patterns

    /// Conflicts (identical shapes in different routes) and duplicate
    /// patterns (identical shapes within one route), in table order.
    ///
    /// - Complexity: O(*t*) for *t* pattern variants: the trie already groups
    ///   identical shapes, so each variant is compared with its shape's winner only.
    func patternFindings() -> [CheckReport.Finding] {
        var findings: [CheckReport.Finding] = []
        for (index, terminal) in trie.terminals.enumerated() where winner[index] != Int32(index) {
            let first = trie.terminals[Int(winner[index])]
            let location = Self.patternPath(of: terminal)
            if first.route != terminal.route {
                let message =
                    "\(Self.patternName(of: terminal)) of \(routeName(terminal.route)) has the same shape as "
                    + "\(Self.patternName(of: first)) of \(routeName(first.route)) at \(Self.patternPath(of: first)), "
                    + "which is listed first and wins"
                findings.append(.init(severity: .warning, code: .checkConflict, location: location, message: message))
            } else if first.patternIndex != terminal.patternIndex {
                let message =
                    "\(Self.patternName(of: terminal)) has the same shape as \(Self.patternName(of: first)) "
                    + "at \(Self.patternPath(of: first)) of the same route, so it never matches"
                findings.append(
                    .init(severity: .note, code: .checkDuplicatePattern, location: location, message: message))
            }
        }
        return findings
    }

    // MARK: - Reachability

    /// External routes that only in-app intents can reach, in table order.
    ///
    /// - Complexity: O(*r* + *t* + *g*) for *r* routes, *t* pattern variants
    ///   and *g* triggers (shortcuts, activities, notifications…): one
    ///   dictionary lookup per way in.
    func reachabilityFindings() -> [CheckReport.Finding] {
        var terminalsByRoute: [Int: [Int]] = [:]
        for (index, terminal) in trie.terminals.enumerated() {
            terminalsByRoute[terminal.route, default: []].append(index)
        }
        var findings: [CheckReport.Finding] = []
        for (routeIndex, route) in table.routes.enumerated() where route.exposure == .external {
            let terminals = terminalsByRoute[routeIndex] ?? []
            // NB: routes whose patterns all fail to parse are refused already.
            if terminals.isEmpty && !route.patterns.isEmpty { continue }
            var takers: [Int] = terminals.map { trie.terminals[Int(winner[$0])].route }
            takers += route.shortcuts.compactMap { shortcutOwner[$0] }
            takers += route.activities.compactMap { activityOwner[$0] }
            takers += route.appIntents.compactMap { appIntentOwner[$0] }
            takers += route.spotlightActions.compactMap { spotlightActionOwner[$0] }
            takers += route.notifications.compactMap { notificationOwner[$0] }
            let advice = "only in-app intents can reach it; mark it internal or give it a way in"
            if takers.isEmpty {
                let message =
                    "\(routeName(routeIndex)) has no pattern, shortcut, activity, App Intent or notification: \(advice)"
                findings.append(
                    .init(
                        severity: .warning, code: .checkUnreachable, location: Self.routePath(routeIndex),
                        message: message))
            } else if !takers.contains(routeIndex) {
                var seen = Set<Int>()
                let names = takers.filter { seen.insert($0).inserted }.sorted().map { routeName($0) }
                let message =
                    "every way into \(routeName(routeIndex)) is taken by a route listed earlier "
                    + "(\(names.joined(separator: ", "))): \(advice)"
                findings.append(
                    .init(
                        severity: .warning, code: .checkShadowedRoute, location: Self.routePath(routeIndex),
                        message: message))
            }
        }
        return findings
    }
}

extension CheckReport.Finding {
    /// A finding with one of the `check.` codes.
    init(severity: CheckReport.Severity, code: EntryPointsError.Code, location: String?, message: String) {
        self.init(severity: severity, code: code.rawValue, location: location, message: message)
    }
}
