import EntryPoints

extension RouteTable {
    /// The association files the table names, parsed, by host.
    public var loadedAssociationFiles: [String: AssociationFile] {
        associationFiles.compactMapValues { $0 as? AssociationFile }
    }

    /// Reads a route table from a JSON file, and the association files it
    /// names (relative to the table's folder), so that the router checks
    /// each external web URL against its host's file (reason `not-claimed`).
    ///
    /// ```swift
    /// let table = try RouteTable.loadWithAssociationFiles(contentsOf: "routes.json", warnings: .refuse)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The table's file.
    ///   - warnings: What to do with the warnings, the association files'
    ///     after the table's; see `RouteTable/decode(_:warnings:)`.
    /// - Returns: The table.
    /// - Throws: `RouteTableError`, as `RouteTable/load(contentsOf:warnings:)`;
    ///   a file that is not a valid association file has code
    ///   `EntryPointsError/Code/badAssociationFile` at `associationFiles.<host>`.
    public static func loadWithAssociationFiles(contentsOf path: String, warnings policy: WarningPolicy)
        throws(RouteTableError) -> RouteTable
    {
        try loadValidatedWithAssociationFiles(contentsOf: path, warnings: policy).table
    }

    /// ``loadWithAssociationFiles(contentsOf:warnings:)`` with the patterns
    /// validation parsed, for a `Router` to compile without parsing them again.
    package static func loadValidatedWithAssociationFiles(contentsOf path: String, warnings policy: WarningPolicy)
        throws(RouteTableError) -> RouteTable.Validated
    {
        try loadValidated(contentsOf: path, warnings: policy) {
            (json: JSONValue, file: String) throws(RouteTableError) in
            try AssociationFile(parsing: json, file: file)
        }
    }

    /// Reads a route table from its JSON, as `RouteTable/decode(_:warnings:)`,
    /// loading the association files it names with `loadAssociationFile`.
    ///
    /// - Parameters:
    ///   - json: The table's JSON, already parsed.
    ///   - warnings: What to do with the warnings (no default, on purpose).
    ///   - loadAssociationFile: Reads the association file that
    ///     `associationFiles` names for `host`, at `path` as the table writes
    ///     it. An error it throws is reported at `associationFiles.<host>`
    ///     with its code kept. Without a loader, a table that names
    ///     association files is refused.
    /// - Returns: The table.
    /// - Throws: `RouteTableError` holding every problem, by JSON path.
    public static func decode(
        _ json: JSONValue, warnings policy: WarningPolicy,
        loadAssociationFile: ((_ host: String, _ path: String) throws(EntryPointsError) -> AssociationFile)?
    ) throws(RouteTableError) -> RouteTable {
        guard let loadAssociationFile else { return try decode(json, warnings: policy) }
        return try decode(json, warnings: policy) {
            (host: String, path: String) throws(EntryPointsError) -> any WebLinkClaims in
            try loadAssociationFile(host, path)
        }
    }

    /// Reads a route table from its JSON, as `decode(_:warnings:loadAssociationFile:)`.
    public init(
        json: JSONValue, warnings policy: WarningPolicy,
        loadAssociationFile: ((_ host: String, _ path: String) throws(EntryPointsError) -> AssociationFile)?
    ) throws(RouteTableError) {
        self = try Self.decode(json, warnings: policy, loadAssociationFile: loadAssociationFile)
    }
}
