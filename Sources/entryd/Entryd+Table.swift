import EntryPoints
import EntryPointsTooling

extension Entryd {
    /// The route table at `path`, or the built-in demo table, validated as
    /// a whole (what routing would refuse, it refuses); warnings go to the error stream.
    /// - Throws: ``RouteTableError``: refused (65), or unreadable (74).
    static func loadTable(at path: String?, console: Console) throws(RouteTableError) -> RouteTable.Validated {
        guard let path else { return try demoTable() }
        return try RouteTable.loadValidatedWithAssociationFiles(
            contentsOf: path,
            warnings: .report { warnings in
                for warning in warnings { console.warning(warning.description) }
            })
    }

    /// The built-in demo table, parsed from ``DemoTable/json``.
    static func demoTable() throws(RouteTableError) -> RouteTable.Validated {
        let json: JSONValue
        do {
            json = try JSONParser().parse(DemoTable.json)
        } catch {
            // NB: unreachable while the test that pins DemoTable to the file passes.
            throw RouteTableError([EntryPointsError(.malformedJSON, "the built-in demo table: \(error)")])
        }
        // NB: the built-in table loads with no warnings; refusing them keeps it so.
        return try RouteTable.Validated(json: json, warnings: .refuse)
    }
}
