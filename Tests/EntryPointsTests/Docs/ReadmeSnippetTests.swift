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

    /// The table the README's adoption section shows as `routes.json`, which
    /// the snippets' generated routes (`LibraryRoutes.generated.swift`) come from.
    static var table: String {
        get throws {
            let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
            let heading = "The table, in `Sources/AppRoutes/routes.json`:\n\n```json\n"
            let start = try #require(readme.range(of: heading), "the README shows no routes.json")
            let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
            return String(readme[start.upperBound..<end.lowerBound])
        }
    }

    @Test("The README's table passes check --strict: no warning, and every example opens its route")
    func readmeTablePassesStrictCheck() throws {
        let table = try RouteTable(json: JSONParser().parse(Self.table), warnings: .refuse)
        let report = CheckReport.check(table, strict: true)
        #expect(report.status == .passed, "\(report.findings)")
        #expect(report.count(of: .warning) == 0, "\(report.findings)")
        #expect(report.count(of: .error) == 0, "\(report.findings)")
    }

    @Test("The README's manifest is the example app's, with the package from its URL instead of a path")
    func readmeManifestIsTheExamplesManifest() throws {
        let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```swift\n// swift-tools-version"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let shown = readme[readme.index(start.lowerBound, offsetBy: 9)..<end.lowerBound]
        let example = try String(
            contentsOfFile: Fixture.packageRoot + "/Examples/TypedRoutesApp/Package.swift", encoding: .utf8)
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = [lines[0]] + lines.dropFirst().filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let expected = kept.joined(separator: "\n").replacingOccurrences(
            of: #"dependencies: [.package(name: "EntryPoints", path: "../..")],"#,
            with:
                #"dependencies: [.package(url: "https://github.com/<owner>/EntryPoints.git", from: "\#(EntryPointsVersion.current)")],"#
        )
        #expect(String(shown) + "\n" == expected)
    }

    @Test("The library snippets run: held until ready, parked behind login, resumed, then an awaited intent")
    @MainActor
    func snippetsRun() async throws {
        var log: [String] = []
        let controller = try makeController(tableJSON: try Self.table, api: CannedStories()) { log.append($0) }
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
        let table = try RouteTable(json: JSONParser().parse(try Self.table), warnings: .refuse)
        let generated = try SwiftGenerator().generate(table)
        let checkedIn = try String(
            contentsOfFile: Fixture.packageRoot + "/Tests/EntryPointsTests/Docs/Snippets/LibraryRoutes.generated.swift",
            encoding: .utf8)
        #expect(checkedIn == generated, "regenerate with: entryd generate swift --routes <the table above>")
    }
}
