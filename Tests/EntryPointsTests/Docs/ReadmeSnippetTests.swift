import EntryPoints
import EntryPointsTesting
import EntryPointsTooling
import Foundation
import Testing

/// Issue 22: every Swift snippet in the README is compiled by this test target exactly
/// as written. A snippet is a whole file under `Tests/EntryPointsTests/Docs/Snippets/`,
/// shown in the README after `<!-- snippet: PATH -->`; a snippet that needs UIKit,
/// SwiftUI or App Intents is marked `<!-- not compiled: REASON -->` instead.
@Suite("README snippets")
struct ReadmeSnippetTests {
    struct Block {
        let marker: String
        let code: String
    }

    /// The README's ```swift blocks, each with the line just before its fence
    /// (found by the one fence reader the DocC articles' test uses too).
    static func swiftBlocks() throws -> [Block] {
        let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
        return ArticleSnippetTests.blocks(in: readme, article: "README.md").map {
            Block(marker: $0.marker, code: $0.code.joined(separator: "\n") + "\n")
        }
    }

    @Test("Every Swift block of the README is a compiled snippet, verbatim, or says why it is not compiled")
    func everyBlockIsCompiledOrExcused() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count >= 4)
        var compiled = 0
        for block in blocks {
            if block.marker.hasPrefix("<!-- not compiled: needs ") && block.marker.hasSuffix(" -->") { continue }
            let prefix = "<!-- snippet: "
            guard block.marker.hasPrefix(prefix), block.marker.hasSuffix(" -->") else {
                Issue.record("a README Swift block has neither a snippet nor a not-compiled marker: \(block.code)")
                continue
            }
            let path = String(block.marker.dropFirst(prefix.count).dropLast(" -->".count))
            let file = try String(contentsOfFile: Fixture.packageRoot + "/" + path, encoding: .utf8)
            #expect(file == block.code, "README block differs from \(path)")
            compiled += 1
        }
        #expect(compiled >= 2)
    }

    struct CannedStories: StoryAPI {
        func title(ofStory id: Int) async throws -> String { "Story \(id)" }
    }

    static let table = """
        {"schemes": ["demoapp"], "tabs": ["home"],
         "guards": {"signedIn": {"redirect": "login"}},
         "routes": [
           {"id": "story", "patterns": ["/story/:storyId"], "params": {"storyId": "int"}, "requires": ["signedIn"]},
           {"id": "login", "exposure": "internal"}
         ]}
        """

    @Test("The library snippets run: held until ready, parked behind login, resumed, then an awaited intent")
    @MainActor
    func snippetsRun() async throws {
        var log: [String] = []
        let controller = try makeController(tableJSON: Self.table, api: CannedStories()) { log.append($0) }
        let outcome = await openEntries(controller)
        #expect(outcome.status == .routed)
        #expect(outcome.route == "story")
        #expect(controller.root.modal == "login")
        #expect(controller.root.path == ["feed", "Story 7"])
        #expect(log.count >= 4)
    }

    @Test("A table with a misspelt key is refused by the snippet's warning policy, naming the key")
    @MainActor
    func misspeltKeyRefused() throws {
        let misspelt = #"{"routes": [{"id": "story", "requries": ["signedIn"]}]}"#
        let error = #expect(throws: RouteTableError.self) {
            try makeController(tableJSON: misspelt, api: CannedStories()) { _ in }
        }
        #expect(error?.description.contains("requries") == true)
    }

    // Issue 28: the README's main example uses the typed routes generated from its table.
    @Test("The snippets' generated routes are exactly what the generator writes for the snippets' table")
    func generatedRoutesAreCurrent() throws {
        let table = try RouteTable(json: JSONParser().parse(Self.table), warnings: .refuse)
        let generated = try SwiftGenerator().generate(table)
        let checkedIn = try String(
            contentsOfFile: Fixture.packageRoot + "/Tests/EntryPointsTests/Docs/Snippets/LibraryRoutes.generated.swift",
            encoding: .utf8)
        #expect(checkedIn == generated, "regenerate with: entryd generate swift --routes <the table above>")
    }
}
