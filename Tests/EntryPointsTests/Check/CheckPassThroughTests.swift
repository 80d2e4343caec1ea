import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 39, item 1: `check` warns when a pass-through entry takes a route's
/// links, and the declarations check accepts a scheme the table passes through.
@Suite("Check: pass-through")
struct CheckPassThroughTests {
    static let table: JSONValue = [
        "schemes": ["demoapp"], "domains": ["example.com", "*.example.com"],
        "passThrough": ["https://example.com/auth/*", "demoapp://oauth", "https://login.example.com", "fb1:"],
        "routes": [
            ["id": "auth", "patterns": ["/auth/:step"], "examples": ["https://example.com/auth/x"]],
            ["id": "oauth", "patterns": ["/oauth(/*rest)"]],
            ["id": "login", "patterns": ["/login"]],
            ["id": "hidden", "patterns": ["/auth/z"], "exposure": "internal", "examples": ["/auth/z"]],
            ["id": "story", "patterns": ["/story/:id"], "examples": ["https://example.com/story/1"]],
        ],
    ]

    @Test("An external route's example or pattern link that an entry covers is warned about, by place")
    func covered() throws {
        let report = try checkTable(Self.table)
        #expect(
            report.findings(.checkPassThroughCoversRoute).map { $0.location ?? "" } == [
                "routes[0].examples[0]", "routes[0].patterns[0]", "routes[1].patterns[0]",
            ], "not routes[2] or [4]: a whole subdomain passed through is another host's, not the app's")
        let first = report.findings(.checkPassThroughCoversRoute).first
        #expect(first?.severity == .warning)
        #expect(first?.message.contains("\"https://example.com/auth/x\"") == true)
        #expect(first?.message.contains("passThrough[0]") == true, "\(first?.message ?? "")")
        #expect(report.status == .passed)
        #expect(
            CheckReport.check(try RouteTable.decode(Self.table, warnings: .refuse), strict: true).status == .refused)
    }

    @Test("A table whose entries cover no route's link has no such finding")
    func uncovered() throws {
        let report = try checkTable([
            "schemes": ["demoapp"], "passThrough": ["fb1:", "demoapp://sdk"],
            "routes": [["id": "story", "patterns": ["/story/:id"], "examples": ["demoapp://story/1"]]],
        ])
        #expect(report.findings(.checkPassThroughCoversRoute).isEmpty)
    }

    @Test("A declared scheme a SCHEME: entry covers is not unused; one a host-narrowed entry covers still is")
    func declaredSchemes() throws {
        var table = try RouteTable.decode(Self.table, warnings: .refuse)
        table.passThrough.append(try RouteTable.PassThrough(parsing: "com.googleusercontent.apps.1://oauth2redirect"))
        var declarations = AppDeclarations()
        declarations.infoPlistPath = "Info.plist"
        declarations.urlSchemes = [
            .init("demoapp", at: "Info.plist: CFBundleURLTypes[0].CFBundleURLSchemes[0]"),
            .init("FB1", at: "Info.plist: CFBundleURLTypes[1].CFBundleURLSchemes[0]"),
            .init("com.googleusercontent.apps.1", at: "Info.plist: CFBundleURLTypes[2].CFBundleURLSchemes[0]"),
        ]
        let findings = DeclarationCheck(table: table, declarations: declarations).findings()
        #expect(findings.map(\.code) == ["check.scheme-unused"])
        #expect(findings.first?.location == "Info.plist: CFBundleURLTypes[2].CFBundleURLSchemes[0]")
        #expect(findings.first?.message.contains("passThrough") == true)
    }
}
