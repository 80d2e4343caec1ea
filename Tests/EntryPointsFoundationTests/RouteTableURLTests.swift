import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

/// Issue 20.1: a table loads from the URL `Bundle.main.url(forResource:withExtension:)` gives.
@Suite("Route tables from a file URL")
struct RouteTableURLTests {
    /// The demo table's file URL, found from this file's path.
    var demoTable: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/demo/routes.json")
    }

    @Test("A file URL loads the same table as its path")
    func fileURL() throws {
        let fromURL = try RouteTable.load(contentsOf: demoTable, warnings: .refuse)
        let fromPath = try RouteTable.load(contentsOf: demoTable.path, warnings: .refuse)
        #expect(fromURL == fromPath)
        #expect(fromURL.routes.contains { $0.id == "story" })
    }

    @Test("A URL that is not a file URL is refused as unreadable, naming the URL")
    func webURL() throws {
        let url = try #require(URL(string: "https://example.com/routes.json"))
        let error = #expect(throws: RouteTableError.self) { try RouteTable.load(contentsOf: url, warnings: .refuse) }
        #expect(error?.errors.map(\.code) == [.unreadableFile])
        #expect(error?.errors.first?.location == "https://example.com/routes.json")
    }

    @Test("A missing file is unreadable, as with a path")
    func missingFile() throws {
        let url = demoTable.deletingLastPathComponent().appendingPathComponent("no-such-table.json")
        let error = #expect(throws: RouteTableError.self) { try RouteTable.load(contentsOf: url, warnings: .refuse) }
        #expect(error?.errors.map(\.code) == [.unreadableFile])
    }
}
