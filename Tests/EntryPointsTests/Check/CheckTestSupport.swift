import EntryPointsTesting
import Foundation

@testable import EntryPoints
@testable import EntryPointsTooling

/// The report of `entryd check [--strict]` on `Fixtures/check/<name>/routes.json`.
func checkFixture(_ name: String, strict: Bool = false) -> CheckReport {
    CheckReport.check(routesAt: Fixture.packageRoot + "/Fixtures/check/\(name)/routes.json", strict: strict)
}

/// The report on a table given as JSON, decoded without association files.
func checkTable(_ json: JSONValue) throws -> CheckReport {
    var warnings: [EntryPointsError] = []
    let table = try RouteTable.decode(json, warnings: .report { warnings = $0 })
    return CheckReport.check(table, warnings: warnings)
}

/// An association file parsed from JSON, named `aasa.json` in locations.
func associationFile(_ json: JSONValue) throws -> AssociationFile {
    try AssociationFile(parsing: json, file: "aasa.json")
}

/// The app ID every check test uses.
let checkAppID = "ABCDE12345.com.example.app"

extension CheckReport {
    /// `code location` of each finding, to compare in one line.
    var summaries: [String] {
        findings.map { "\($0.code) \($0.location ?? "-")" }
    }

    /// The findings with `code`.
    func findings(_ code: EntryPointsError.Code) -> [Finding] {
        findings.filter { $0.code == code.rawValue }
    }
}
