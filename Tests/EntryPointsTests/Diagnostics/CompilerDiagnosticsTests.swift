import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 37, item 13: a refused table's findings as `FILE:LINE:COL: error:`
/// lines, which Xcode's issue navigator and CI annotators point at.
@Suite("Compiler diagnostics")
struct CompilerDiagnosticsTests {
    static let fixtures = Fixture.packageRoot + "/Fixtures/check"

    static func lines(_ table: String, strict: Bool = true) -> [String] {
        let report = CheckReport.check(routesAt: table, strict: strict)
        return CompilerDiagnostics(tablePath: table).text(for: report).split(separator: "\n").map(String.init)
    }

    // Issue 37, item 13: `warning routes[12]: unknown key …` had no location.
    @Test("A misspelt key is an error at the key itself, with its JSON path and code")
    func misspeltKey() {
        let table = Self.fixtures + "/refused-table-with-unknown-key/routes.json"
        #expect(
            Self.lines(table) == [
                table + #":5:67: error: routes[1].params.storyId: unknown type "integer" [table.unknown-type]"#,
                table
                    + #":4:46: error: routes[0]: unknown key "requries" (did you mean "requires"?) [table.unknown-key]"#,
                table
                    + #":6:23: error: routes[2]: unknown key "pattern" (did you mean "patterns"?) [table.unknown-key]"#,
                "refused (strict: warnings refuse the table): 1 error, 2 warnings, 0 notes",
            ])
    }

    // Issue 37, item 13.
    @Test("Only findings that refuse are errors: without a strict check, warnings stay warnings and notes notes")
    func severities() {
        let table = Self.fixtures + "/refused-table-with-unknown-key/routes.json"
        let lines = Self.lines(table, strict: false)
        #expect(lines[0].contains(": error: routes[1].params.storyId"))
        #expect(lines[1].contains(":4:46: warning: routes[0]: unknown key"))
        let noted = Self.lines(Self.fixtures + "/strict-clean-with-note/routes.json")
        #expect(noted.dropLast().allSatisfy { $0.contains(": note: ") }, "\(noted)")
        #expect(!noted.dropLast().isEmpty)
    }

    // Issue 37, item 13.
    @Test("A finding about an association file points into that file, found beside the table")
    func associationFile() {
        let table = Self.fixtures + "/cross-check-file-to-table/routes.json"
        let file = Self.fixtures + "/cross-check-file-to-table/apple-app-site-association.json"
        let lines = Self.lines(table)
        #expect(lines[0].hasPrefix(file + ":12:25: error: apple-app-site-association.json: applinks"))
        #expect(lines[0].hasSuffix("[aasa.unknown-key]"))
        #expect(lines[1].hasPrefix(table + ":8:35: error: routes[2].patterns[0]: "))
        #expect(lines[2].hasPrefix(file + ":10:11: error: "))
    }

    // Issue 37, item 13: the one rule for where an association file is read from.
    @Test("An association file is read beside its table, unless its path is absolute (the doc comment's example)")
    func associationFilePath() {
        #expect(RouteTable.associationFilePath("aasa.json", besideTableAt: "App/routes.json") == "App/aasa.json")
        #expect(RouteTable.associationFilePath("/etc/aasa.json", besideTableAt: "App/routes.json") == "/etc/aasa.json")
        #expect(RouteTable.associationFilePath("aasa.json", besideTableAt: "routes.json") == "aasa.json")
    }

    // Issue 37, item 13.
    @Test("Text that is not JSON is an error where the parser stopped; an unreadable table at its start")
    func brokenFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("routes.json").path
        try Data("{\"routes\": [\n  {\"id\": \"a\",, }\n]}".utf8).write(to: URL(fileURLWithPath: table))
        let lines = Self.lines(table)
        #expect(lines.first?.hasPrefix(table + ":2:14: error: ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("[json.malformed]") == true)
        let absent = folder.appendingPathComponent("absent.json").path
        #expect(Self.lines(absent).first?.hasPrefix(absent + ":1:1: error: ") == true)
    }

    // Issue 37, item 13: the CI-log forgery class (issue 31, item 3).
    @Test("Table text reaches the lines escaped, so a key cannot forge a diagnostic")
    func escaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("routes.json").path
        let text = #"{"routes": [{"id": "a", "patterns": ["/a"], "x\nrouter.swift:1:1: error: forged\u001b[2K": 1}]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: table))
        let lines = Self.lines(table)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines[0].hasPrefix(table + ":1:45: error: routes[0]: unknown key"))
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 })
    }
}
