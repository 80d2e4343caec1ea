import EntryPoints

extension AssociationFile {
    /// An `apple-app-site-association` file (components format) that claims
    /// the table's external web routes for `RouteTable/appID`, and excludes
    /// its internal ones.
    ///
    /// ```swift
    /// let table = RouteTable(routes: [
    ///     Route("story", patterns: ["/story/:storyId"]),
    ///     Route("debug", patterns: ["/debug"], exposure: .internal),
    /// ], appID: "ABCDE12345.com.example.app")
    /// AssociationFile.generate(for: table)
    /// // {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"],
    /// //   "defaults": {"caseSensitive": false},
    /// //   "components": [
    /// //     {"/": "/debug", "exclude": true, "comment": "debug (internal): /debug"},
    /// //     {"/": "/story/?*", "comment": "story: /story/:storyId"}]}]}}
    /// ```
    ///
    /// Each variant of each pattern (optional groups expanded, see
    /// `Pattern/variants`) becomes one rule: literal segments are kept,
    /// percent-encoded as a URL writes them, and each `:param` and catch-all
    /// becomes `?*`. A parameter never captures an empty segment, so `?*` (one
    /// or more characters) is closer than `*`, and it keeps exclusions exact
    /// under the trailing-slash rule, where `/a/*/*` would also match `/a/b`.
    ///
    /// Patterns of the association format cannot say "one segment": `*` and
    /// `?` cross `/`, so the generated `/story/?*` claims `/story/42/comments`
    /// too, a URL that `/story/:storyId` does not route. The file claims every
    /// URL of every external route, but may claim more.
    ///
    /// Rules come most specific first, in the table's precedence order
    /// (literal, then typed parameter, then parameter, then catch-all, longer
    /// before shorter); an internal route's `exclude` rule moves before any
    /// wider rule that would claim its URLs, and after any rule it would
    /// otherwise take URLs from. The order is deterministic. When the table is
    /// not `RouteTable/caseSensitive`, the entry's `defaults` say so.
    ///
    /// - Returns: the file's JSON; `appIDs` is empty when the table has no `appID`.
    public static func generate(for table: RouteTable) -> JSONValue {
        let rules = GeneratedAssociationRule.rules(for: table)
        var entry = JSONObject()
        entry["appIDs"] = .array(table.appID.map { [.string($0)] } ?? [])
        if !table.caseSensitive { entry["defaults"] = ["caseSensitive": false] }
        entry["components"] = .array(rules.map(\.json))
        return ["applinks": ["details": [.object(entry)]]]
    }
}
