import EntryPoints
import Foundation
import Testing

/// Issue 30, point 6: every Swift block of the DocC articles compiles and runs. A block is
/// shown after `<!-- snippet: PATH#REGION -->` and must equal, line for line, the region
/// between `// region: REGION` and `// end region` of that file under `Tests/` (dedented;
/// the block's `import` lines must be among the file's). A package-manifest fragment is
/// marked `<!-- manifest -->` and every product it names must exist; a block that needs
/// UIKit, SwiftUI or App Intents says `<!-- not compiled: needs … -->`.
@Suite("DocC article snippets")
struct ArticleSnippetTests {
    struct Block: CustomStringConvertible {
        let article: String
        let line: Int
        let marker: String
        let code: [String]
        var description: String { "\(article):\(line)" }
    }

    /// The ```swift blocks of every DocC article in the package, each with the line before its fence.
    static func swiftBlocks() throws -> [Block] {
        let sources = Fixture.packageRoot + "/Sources"
        var blocks: [Block] = []
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: sources).sorted()
        for module in catalogs {
            let folder = sources + "/" + module
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".docc") {
                let path = folder + "/" + catalog
                for article in try FileManager.default.contentsOfDirectory(atPath: path).sorted()
                where article.hasSuffix(".md") {
                    let text = try String(contentsOfFile: path + "/" + article, encoding: .utf8)
                    blocks += Self.blocks(in: text, article: "\(module)/\(catalog)/\(article)")
                }
            }
        }
        return blocks
    }

    static func blocks(in text: String, article: String) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```swift" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count && lines[end] != "```" { end += 1 }
            blocks.append(
                Block(
                    article: article, line: index + 1, marker: index > 0 ? lines[index - 1] : "",
                    code: Array(lines[(index + 1)..<end])))
            index = end + 1
        }
        return blocks
    }

    /// The lines of `// region: name` … `// end region` in `file`, dedented.
    static func region(_ name: String, in file: String) -> [String]? {
        let lines = file.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// region: \(name)" }),
            let end = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// end region" })
        else { return nil }
        let body = Array(lines[(start + 1)..<end])
        let indent =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    @Test("Every Swift block of every article is a compiled region, a checked manifest, or says why not")
    func everyBlockIsCompiledOrExcused() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count >= 5)
        let manifest = try String(contentsOfFile: Fixture.packageRoot + "/Package.swift", encoding: .utf8)
        for block in blocks {
            if block.marker.hasPrefix("<!-- not compiled: needs ") && block.marker.hasSuffix(" -->") { continue }
            if block.marker == "<!-- manifest -->" {
                let products = block.code.joined().components(separatedBy: ".product(name: \"").dropFirst()
                    .compactMap { $0.split(separator: "\"").first.map(String.init) }
                #expect(!products.isEmpty, "\(block): a manifest block names no product")
                for product in products {
                    #expect(manifest.contains(".library(name: \"\(product)\""), "\(block): no product \(product)")
                }
                let plugins = block.code.joined().components(separatedBy: ".plugin(name: \"").dropFirst()
                    .compactMap { $0.split(separator: "\"").first.map(String.init) }
                for plugin in plugins {
                    #expect(manifest.contains(".plugin(name: \"\(plugin)\""), "\(block): no plugin \(plugin)")
                }
                continue
            }
            let prefix = "<!-- snippet: "
            guard block.marker.hasPrefix(prefix), block.marker.hasSuffix(" -->") else {
                Issue.record("\(block): a Swift block with neither a snippet, manifest nor not-compiled marker")
                continue
            }
            let reference = block.marker.dropFirst(prefix.count).dropLast(" -->".count).split(separator: "#")
            guard reference.count == 2 else {
                Issue.record("\(block): the marker must name PATH#REGION")
                continue
            }
            let file = try String(contentsOfFile: Fixture.packageRoot + "/" + reference[0], encoding: .utf8)
            let fileLines = Set(file.components(separatedBy: "\n"))
            let imports = block.code.filter { $0.hasPrefix("import ") }
            for line in imports {
                #expect(fileLines.contains(line), "\(block): \(reference[0]) lacks \(line)")
            }
            var code = block.code.filter { !$0.hasPrefix("import ") }
            while code.first == "" { code.removeFirst() }
            let region = Self.region(String(reference[1]), in: file)
            #expect(region == code, "\(block) differs from \(reference[0]) region \(reference[1])")
        }
    }

    /// The Getting Started article's JSON table, as the article shows it.
    static func gettingStartedTable() throws -> String {
        let article = try String(
            contentsOfFile: Fixture.packageRoot + "/Sources/EntryPoints/EntryPoints.docc/GettingStarted.md",
            encoding: .utf8)
        let start = try #require(article.range(of: "```json\n"))
        let end = try #require(article.range(of: "\n```", range: start.upperBound..<article.endIndex))
        return String(article[start.upperBound..<end.lowerBound])
    }

    @Test("Getting Started's blocks run on its own table and give what its comments say")
    func gettingStartedRuns() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "getting-started-\(UUID().uuidString).json"
        ).path
        try Self.gettingStartedTable().write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (table, router) = try gettingStartedLoad(path: path)
        #expect(try gettingStartedResolve(router: router) == ["story 42"])
        #expect(try gettingStartedLink(router: router) == "https://example.com/story/42")
        let state = gettingStartedExecute(table: table, router: router)
        #expect(state.tab == "home")
        #expect(state.stacks["home"] == [Screen("feed"), Screen("story", params: ["storyId": 42])])
    }

    @Test("Intents with results' first block builds an intent by route id and one by path")
    func intentsWithResultsRuns() {
        let (pick, byURL) = intentsWithResultsIntents()
        #expect(pick.target == .route("pickContact"))
        #expect(pick.params == ["multiple": false])
        #expect(byURL.target == .url("/story/42"))
    }

    @Test("Testing your app's entry points: the recorder writes what the controller receives, the landing check runs")
    @MainActor
    func testingArticleRuns() throws {
        let table = try RouteTable.load(
            contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse)
        let controller = RouteController(router: try Router(table), coldStart: false)
        let (recorder, session) = recordSession(controller)
        controller.open(.url(URLEntry("demoapp://stroy/42")), identity: "link-1")
        #expect(
            session() == #"""
                {"type":"ready","outcome":{"status":"ok"}}
                {"type":"url","id":1,"identity":"link-1","url":"demoapp://stroy/42","outcome":{"status":"unmatched","reason":"no-route"}}

                """#)
        _ = recorder
        expectStoryLanding(on: table)
    }
}
