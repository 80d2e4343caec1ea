import EntryPoints

extension EntryPointsError.Code {
    // Why `entryd generate swift` refuses a table that `check --strict` passes.

    /// A route id, parameter name or enum value with no letter or digit, so no Swift name.
    public static let generateUnusableName = Self(rawValue: "generate.unusable-name")
    /// Two table names that become one Swift name (`story-view` and `storyView`,
    /// or `3d` and `3d-route` through their leading digit), a parameter named
    /// like a member every typed route has (`routeParameters`), or a route
    /// whose type would hide a library type in the app's module (`typed` → `TypedRoute`).
    public static let generateNameCollision = Self(rawValue: "generate.name-collision")
}
