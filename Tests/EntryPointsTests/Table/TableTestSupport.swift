@testable import EntryPoints
@testable import EntryPointsTooling

/// The problems decoding `json` refuses the table for; empty when it is accepted.
func decodingErrors(
    _ json: JSONValue,
    loadAssociationFile: ((_ host: String, _ path: String) throws(EntryPointsError) -> AssociationFile)? = nil
) -> [EntryPointsError] {
    do {
        // NB: warnings are the subject of their own tests; here only errors count.
        _ = try RouteTable.decode(json, warnings: .ignore, loadAssociationFile: loadAssociationFile)
        return []
    } catch {
        return error.errors
    }
}

/// `location: message` of each problem decoding `json` finds.
func decodingProblems(_ json: JSONValue) -> [String] {
    decodingErrors(json).map(\.description)
}

/// The warnings of a table that decodes; fails the test when it does not.
func decodingWarnings(_ json: JSONValue) throws -> [String] {
    var warnings: [EntryPointsError] = []
    _ = try RouteTable.decode(json, warnings: .report { warnings = $0 })
    return warnings.map(\.description)
}

/// A table of the routes given, each a JSON object, and nothing else.
func tableJSON(_ routes: JSONValue...) -> JSONValue {
    ["routes": .array(routes)]
}

/// A stand-in for a loaded association file.
///
/// NB: the one place tests build an ``AssociationFile``; its interface belongs
/// to the association work, and this table code treats it as opaque.
func sampleAssociationFile(_ marker: String = "sample") throws -> AssociationFile {
    try AssociationFile(parsing: ["applinks": ["details": []], "marker": .string(marker)], file: marker)
}
