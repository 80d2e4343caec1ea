extension RouteTable {
    /// Whether two tables declare the same things: every part listed in
    /// ``init(schemes:domains:caseSensitive:tabs:notificationLinkKeys:guards:routes:appID:)``
    /// and the association files.
    ///
    /// The parsed patterns a decoded table carries for ``Router/init(_:)``
    /// are derived from its routes, so they are not compared: a decoded
    /// table equals the same table built in code.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        // NB: a new stored part must be added here and in `hash(into:)`.
        lhs.schemes == rhs.schemes && lhs.domains == rhs.domains && lhs.caseSensitive == rhs.caseSensitive
            && lhs.tabs == rhs.tabs && lhs.notificationLinkKeys == rhs.notificationLinkKeys
            && lhs.guards == rhs.guards && lhs.routes == rhs.routes && lhs.appID == rhs.appID
            && lhs.claims == rhs.claims
    }

    /// Hashes the parts ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(schemes)
        hasher.combine(domains)
        hasher.combine(caseSensitive)
        hasher.combine(tabs)
        hasher.combine(notificationLinkKeys)
        hasher.combine(guards)
        hasher.combine(routes)
        hasher.combine(appID)
        hasher.combine(claims)
    }
}
