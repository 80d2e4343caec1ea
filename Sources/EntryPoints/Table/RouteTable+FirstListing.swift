extension RouteTable {
    /// Each trigger (a shortcut type, an activity type, an App Intent type, a
    /// Spotlight action) mapped to the first route that lists it: the one
    /// routing uses, and the one `check` names when a later route lists it again.
    ///
    /// - Complexity: O(*n*), where *n* is the number of listings.
    package func firstListing(of triggers: (Route) -> [String]) -> [String: Int] {
        var owners: [String: Int] = [:]
        for (index, route) in routes.enumerated() {
            for trigger in triggers(route) where owners[trigger] == nil { owners[trigger] = index }
        }
        return owners
    }
}
