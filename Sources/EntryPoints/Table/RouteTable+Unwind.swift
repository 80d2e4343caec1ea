extension RouteTable {
    /// The routes whose screens go when guard `guardName` is revoked: every
    /// route that requires it, in table order, when the guard unwinds on
    /// revoke (`"onRevoke": "unwind"`); none when it keeps them, or when the
    /// table defines no such guard.
    ///
    /// - Complexity: O(*n*) in the number of routes; a revocation is rare, so
    ///   nothing is precomputed for it.
    public func routes(unwoundByRevoking guardName: String) -> [Route] {
        guard guardDefinition(named: guardName)?.onRevoke == .unwind else { return [] }
        return routes.filter { $0.requires.contains(guardName) }
    }

    /// The screens, by name, that revoking guard `guardName` removes: the
    /// ``Route/screen`` of each of ``routes(unwoundByRevoking:)``.
    ///
    /// Screens are matched by name, so a screen of one of these names goes
    /// even where an unguarded route put it.
    public func screens(unwoundByRevoking guardName: String) -> Set<String> {
        Set(routes(unwoundByRevoking: guardName).map(\.screen))
    }
}
