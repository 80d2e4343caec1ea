import EntryPoints
import EntryPointsTooling

extension Entryd {
    /// `entryd check --routes FILE [--json] [--strict]`: the library's report
    /// on the table, on standard output; the status follows its verdict, and
    /// with `--strict` warnings refuse the table (65) as errors do.
    /// - Throws: ``EntrydError/unwritableOutput(code:)`` when the report cannot be written.
    static func check(_ options: Options, console: Console) throws(EntrydError) -> ExitStatus {
        let report = CheckReport.check(
            routesAt: options.routesPath ?? "", infoPlist: options.infoPlistPath,
            entitlements: options.entitlementsPath, strict: options.strict)
        var text = options.json ? report.json().prettyText : report.text()
        if !text.hasSuffix("\n") { text += "\n" }
        try console.printChecked(text)
        return ExitStatus(for: report.status)
    }

    /// `entryd aasa --routes FILE`: an apple-app-site-association file that
    /// claims the table's external web routes for its `appID`.
    /// - Throws: ``RouteTableError`` for a refused or unreadable table;
    ///   ``EntrydError/missingAppID(path:)`` for a table without `appID`;
    ///   ``EntrydError/unwritableOutput(code:)`` when the file cannot be written.
    static func aasa(_ options: Options, console: Console) throws -> ExitStatus {
        let path = options.routesPath ?? ""
        // NB: validated, so what routing would refuse is refused here.
        let table = try loadTable(at: path, console: console).table
        guard table.appID != nil else { throw EntrydError.missingAppID(path: path) }
        try console.printChecked(AssociationFile.generate(for: table).prettyText + "\n")
        return .success
    }
}
