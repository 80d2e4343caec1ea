import EntryPoints
import EntryPointsTooling

extension Entryd {
    /// `entryd generate info-plist --routes FILE`: the Info.plist and
    /// entitlements fragments that declare the table's schemes, activity
    /// types and `applinks:` domains.
    /// - Throws: ``RouteTableError`` for a refused or unreadable table.
    static func generateInfoPlist(_ options: Options, console: Console) throws -> ExitStatus {
        // NB: validated, so what routing would refuse is refused here, as `aasa` does.
        let table = try loadTable(at: options.routesPath, console: console).table
        console.print(InfoPlistFragments.text(for: table))
        return .success
    }
}
