import EntryPointsTesting
import Foundation
import Testing

@testable import entryd

/// Issue 37 item 15: the README's usage block once lacked `test`, `generate
/// info-plist`, `--info-plist` and `--entitlements`. It is now the synopsis of
/// `entryd --help`, line for line, so a new flag cannot miss the README.
@Suite("README usage")
struct ReadmeUsageTests {
    /// The synopsis: from `usage: entryd` to the first blank line of the help.
    static func synopsis(of help: String) -> [Substring] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("usage: entryd") }) else { return [] }
        let end = lines[start...].firstIndex(where: \.isEmpty) ?? lines.endIndex
        return Array(lines[start..<end])
    }

    @Test("The README's entryd usage block is the synopsis of entryd --help, line for line")
    func readmeUsageIsTheHelpSynopsis() throws {
        let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
        let opening = "```\nusage: entryd"
        let start = try #require(readme.range(of: opening), "the README has no ``` block starting with usage: entryd")
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let block = readme[readme.index(start.lowerBound, offsetBy: 4)..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
        let synopsis = Self.synopsis(of: Usage.help)
        #expect(synopsis.count >= 8)
        #expect(block == synopsis)
        for word in [
            "entryd test", "generate info-plist", "--info-plist", "--entitlements", "entryd map", "--coverage",
        ] {
            #expect(block.contains { $0.contains(word) }, "the usage block lacks \(word)")
        }
    }
}
