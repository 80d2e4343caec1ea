extension RouteTable {
    /// Reads a route table from its JSON and checks it as a whole; `warnings`
    /// says what becomes of the keys it does not know.
    ///
    /// Every field's JSON type is checked, then every rule of ``validate()``;
    /// reading goes on after a problem, so the error lists them all, in the
    /// order of the table's text, each named by its JSON path:
    ///
    /// ```swift
    /// do {
    ///     let table = try RouteTable.decode(json, warnings: .report { warnings in show(warnings) })
    /// } catch {
    ///     error.errors.map(\.description)
    ///     // ["routes[2].patterns[1]: expected a string, found number",
    ///     //  "routes[3].params.storyId: unknown type \"integer\""]
    ///     error.warnings.map(\.description)
    ///     // ["routes[4]: unknown key \"requries\" (did you mean \"requires\"?)"]
    /// }
    /// ```
    ///
    /// A key the format does not define is not an error, since the format may
    /// grow; it is a warning with code ``EntryPointsError/Code/unknownKey``
    /// that suggests a known key within two edits:
    /// `routes[1]: unknown key "pattern" (did you mean "patterns"?)`. The
    /// association files' own warnings follow the table's.
    ///
    /// - Parameters:
    ///   - json: The table's JSON, already parsed.
    ///   - policy: What to do with the warnings: ``WarningPolicy/refuse``
    ///     them, ``WarningPolicy/report(_:)`` them to a handler, or
    ///     ``WarningPolicy/ignore`` them. There is no default, so none are
    ///     dropped by accident.
    ///
    ///   A table that names association files is refused here: the core
    ///   cannot read them. `EntryPointsTooling` decodes such tables, loading
    ///   the files.
    /// - Returns: The table.
    /// - Throws: ``RouteTableError`` holding every problem (and, apart, the
    ///   warnings): codes such as
    ///   ``EntryPointsError/Code/missingField``, ``EntryPointsError/Code/wrongType``,
    ///   ``EntryPointsError/Code/invalidValue``, ``EntryPointsError/Code/unknownType``,
    ///   ``EntryPointsError/Code/missingAppID``, ``EntryPointsError/Code/unreadableFile``,
    ///   the loader's own codes, and those of ``validate()``; under
    ///   ``WarningPolicy/refuse``, the warnings' codes too.
    public static func decode(_ json: JSONValue, warnings policy: WarningPolicy) throws(RouteTableError) -> RouteTable {
        try decode(json, warnings: policy, loadClaims: nil)
    }

    /// ``decode(_:warnings:)`` with the hook that loads the association file
    /// `associationFiles` names for `host`, at `path` as the table writes it.
    /// An error it throws is reported at `associationFiles.<host>` with its
    /// code kept. Without a loader, a table that names association files is
    /// refused.
    package static func decode(
        _ json: JSONValue, warnings policy: WarningPolicy,
        loadClaims: ((_ host: String, _ path: String) throws(EntryPointsError) -> any WebLinkClaims)?
    ) throws(RouteTableError) -> RouteTable {
        try decodeValidated(json, warnings: policy, loadClaims: loadClaims).table
    }

    /// ``decode(_:warnings:loadClaims:)`` with the patterns validation
    /// parsed, for a ``Router`` to compile without parsing them again.
    static func decodeValidated(
        _ json: JSONValue, warnings policy: WarningPolicy,
        loadClaims: ((_ host: String, _ path: String) throws(EntryPointsError) -> any WebLinkClaims)?
    ) throws(RouteTableError) -> Validated {
        var decoder = RouteTableDecoder(loadAssociationFile: loadClaims)
        var table = decoder.decode(json)
        let structural = decoder.errors
        // NB: a rule broken where decoding already found a problem (or inside
        // it) is a consequence of that problem or of its placeholder, so it
        // is not reported twice.
        var parsed: [[Pattern]] = []
        var lookups = 0
        let semantic = JSONPath.errors(
            table.validationErrors(skippingReferencesTo: decoder.unreadable, checkingPatterns: true, parsed: &parsed),
            outside: structural, lookups: &lookups)
        let associationWarnings = table.associationFiles.keys.ascending.flatMap { table.associationFiles[$0]!.warnings }
        table = try policy.settle(
            table, errors: structural + semantic, warnings: decoder.warnings, associationWarnings: associationWarnings,
            readingOrder: { DocumentOrder(json).sorted($0) })
        return Validated(checked: table, patterns: parsed)
    }

    /// Reads a route table from its JSON, refusing it unless it is valid as a
    /// whole; see ``decode(_:warnings:)``.
    ///
    /// - Parameters:
    ///   - json: The table's JSON, already parsed.
    ///   - policy: What to do with the warnings (no default, on purpose).
    /// - Throws: ``RouteTableError`` holding every problem, by JSON path.
    public init(json: JSONValue, warnings policy: WarningPolicy) throws(RouteTableError) {
        self = try Self.decode(json, warnings: policy)
    }
}
