import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 28, item 4: a declared parameter spelt apart from the capture it
/// was meant for is a `check` warning, so `--strict` refuses it.
@Suite("Check: unsupplied parameters")
struct CheckUnsuppliedParameterTests {
    private func report(_ route: JSONValue) throws -> CheckReport {
        try checkTable(["routes": [route]])
    }

    // Issue 28, item 4.
    @Test("ID beside :id, story_id beside :storyId and stroyId beside :storyId are warned about")
    func nearMisses() throws {
        for (declared, captured) in [("ID", "id"), ("story_id", "storyId"), ("stroyId", "storyId")] {
            let report = try report([
                "id": "story", "patterns": [.string("/story/:\(captured)")], "params": [declared: "int"],
            ])
            #expect(report.summaries == ["check.unsupplied-parameter routes[0].params.\(declared)"])
            #expect(report.findings.first?.message.contains("did you mean \"\(captured)\"?") == true)
            #expect(report.findings.first?.severity == .warning)
        }
    }

    // Issue 28, item 4.
    @Test("Query-only parameters and routes with no pattern are not warned about")
    func legitimate() throws {
        #expect(
            try report(["id": "list", "patterns": ["/list/:id"], "params": ["page": "int", "id": "int"]]).findings
                .isEmpty)
        #expect(
            try report(["id": "a", "patterns": ["/a/:p1"], "params": ["q1": "int"]]).findings.isEmpty,
            "short names differ on purpose")
        let shortcut: JSONValue = ["id": "s", "shortcut": "com.demo.s", "params": ["ID": "int"]]
        #expect(try report(shortcut).summaries.isEmpty)
    }

    // Issue 28, item 4.
    @Test("A strict check refuses the table for it")
    func strictRefuses() throws {
        let table = try RouteTable.decode(
            ["routes": [["id": "story", "patterns": ["/story/:id"], "params": ["ID": "int"]]]], warnings: .refuse)
        #expect(CheckReport.check(table).status == .passed)
        #expect(CheckReport.check(table, strict: true).status == .refused)
    }
}
