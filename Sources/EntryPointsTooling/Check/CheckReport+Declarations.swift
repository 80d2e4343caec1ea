import EntryPoints

extension CheckReport {
    /// Loads and checks the table at `path` as ``check(routesAt:strict:)``
    /// does, then holds it against the app's Info.plist and entitlements
    /// (``DeclarationCheck``), either of which may be `nil`.
    ///
    /// A property list that cannot be read makes the status
    /// `Status/unreadable`; one that is not a property list with a
    /// dictionary at its root (or is too large) is an error that refuses
    /// the check. The declarations are checked only when the table has no errors.
    ///
    /// - Parameters:
    ///   - path: The route table's file.
    ///   - infoPlist: The app's Info.plist (XML or binary), or `nil`.
    ///   - entitlements: The app's entitlements file (XML or binary), or `nil`.
    ///   - strict: Whether warnings refuse the table too.
    public static func check(routesAt path: String, infoPlist: String?, entitlements: String?, strict: Bool = false)
        -> CheckReport
    {
        let report = check(routesAt: path, strict: strict)
        guard infoPlist != nil || entitlements != nil else { return report }
        var findings = report.findings
        var declarations = AppDeclarations()
        var unreadable = report.status == .unreadable
        do throws(EntryPointsError) {
            if let infoPlist { try declarations.readInfoPlist(at: infoPlist) }
        } catch {
            unreadable = unreadable || error.code == .unreadableFile
            findings.append(Finding(error, severity: .error))
        }
        do throws(EntryPointsError) {
            if let entitlements { try declarations.readEntitlements(at: entitlements) }
        } catch {
            unreadable = unreadable || error.code == .unreadableFile
            findings.append(Finding(error, severity: .error))
        }
        if report.count(of: .error) == 0, report.status != .unreadable,
            let table = try? RouteTable.loadWithAssociationFiles(contentsOf: path, warnings: .ignore)
        {
            findings += DeclarationCheck(table: table, declarations: declarations).findings()
        }
        if unreadable { return CheckReport(status: .unreadable, findings: findings, strict: strict) }
        return CheckReport(findings: findings, strict: strict)
    }
}
