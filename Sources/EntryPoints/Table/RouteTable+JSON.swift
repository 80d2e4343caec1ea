extension RouteTable {
    /// Reads a route table from its JSON and checks it as a whole, returning
    /// the table with the warnings about keys it does not know.
    ///
    /// Every field's JSON type is checked, then every rule of ``validate()``;
    /// reading goes on after a problem, so the error lists them all, in the
    /// order of the table's text, each named by its JSON path:
    ///
    /// ```swift
    /// do {
    ///     let (table, warnings) = try RouteTable.decode(json)
    /// } catch {
    ///     error.errors.map(\.description)
    ///     // ["routes[2].patterns[1]: expected a string, found number",
    ///     //  "routes[3].params.storyId: unknown type \"integer\""]
    /// }
    /// ```
    ///
    /// A key the format does not define is not an error, since the format may
    /// grow; it becomes a warning with code ``EntryPointsError/Code/unknownKey``
    /// that suggests a known key within two edits:
    /// `routes[1]: unknown key "pattern" (did you mean "patterns"?)`.
    ///
    /// - Parameters:
    ///   - json: The table's JSON, already parsed.
    ///   - loadAssociationFile: Reads the association file that
    ///     `associationFiles` names for `host`, at `path` as the table writes
    ///     it (relative to the table's folder). An error it throws is reported
    ///     at `associationFiles.<host>` with its code kept. Without a loader, a
    ///     table that names association files is refused.
    /// - Returns: The table, and warnings about unknown keys in reading order.
    /// - Throws: ``RouteTableError`` holding every problem: codes such as
    ///   ``EntryPointsError/Code/missingField``, ``EntryPointsError/Code/wrongType``,
    ///   ``EntryPointsError/Code/invalidValue``, ``EntryPointsError/Code/unknownType``,
    ///   ``EntryPointsError/Code/missingAppID``, ``EntryPointsError/Code/unreadableFile``,
    ///   the loader's own codes, and those of ``validate()``.
    public static func decode(
        _ json: JSONValue,
        loadAssociationFile: ((_ host: String, _ path: String) throws(EntryPointsError) -> AssociationFile)? = nil
    ) throws(RouteTableError) -> (table: RouteTable, warnings: [EntryPointsError]) {
        var decoder = RouteTableDecoder(loadAssociationFile: loadAssociationFile)
        var table = decoder.decode(json)
        let structural = decoder.errors
        // NB: a rule broken where decoding already found a problem (or inside
        // it) is a consequence of that problem or of its placeholder, so it
        // is not reported twice.
        var parsed: [[Pattern]] = []
        let semantic = table.validationErrors(
            skippingReferencesTo: decoder.unreadable, checkingPatterns: true, parsed: &parsed
        ).filter { error in
            !structural.contains { JSONPath.location(error.location, isAtOrInside: $0.location) }
        }
        let errors = structural + semantic
        // NB: reading order is only worked out when there is something to
        // sort, so a valid table costs no walk of its whole text.
        guard errors.isEmpty else { throw RouteTableError(DocumentOrder(json).sorted(errors)) }
        // NB: the router compiles these as they are instead of validating and parsing again.
        table.validated = ValidatedPatterns(patterns: parsed)
        return (table, decoder.warnings.isEmpty ? [] : DocumentOrder(json).sorted(decoder.warnings))
    }

    /// Reads a route table from its JSON, refusing it unless it is valid as a
    /// whole; see ``decode(_:loadAssociationFile:)``, which also returns warnings.
    ///
    /// - Parameters:
    ///   - json: The table's JSON, already parsed.
    ///   - loadAssociationFile: Reads the association file named for a host.
    /// - Throws: ``RouteTableError`` holding every problem, by JSON path.
    public init(
        json: JSONValue,
        loadAssociationFile: ((_ host: String, _ path: String) throws(EntryPointsError) -> AssociationFile)? = nil
    ) throws(RouteTableError) {
        self = try Self.decode(json, loadAssociationFile: loadAssociationFile).table
    }
}
