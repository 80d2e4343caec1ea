import Foundation
import Testing

// Issue 41, item 1: `package` is how the tooling reaches the core, and every
// such declaration is surface another module may lean on. This round caps
// them at 100 across the package's sources; the count is the one
// `scripts/package-declarations` prints, by the same rule.
@Suite("Package declarations")
struct PackageDeclarationsTests {
    /// A declaration with the `package` modifier: the modifier, then any other
    /// modifiers, then the keyword that declares.
    static let declaration =
        #"\bpackage\s+(?:(?:static|final|mutating|nonmutating|override|convenience|required|lazy|indirect|private\(set\)|internal\(set\))\s+)*(?:func|var|let|init|struct|enum|class|protocol|typealias|subscript|actor)\b"#

    /// Every `package` declaration under Sources/, as `file:line`.
    static func declarations() throws -> [String] {
        let sources = Fixture.packageRoot + "/Sources"
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
        let pattern = try Regex(declaration)
        var found: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if line.contains(pattern) { found.append("\(file):\(number + 1)") }
            }
        }
        return found
    }

    @Test("At most 100 declarations are package across the sources")
    func atMostOneHundred() throws {
        let found = try Self.declarations()
        #expect(found.count > 0, "the scan found no package declaration at all: is Sources/ where it looks?")
        #expect(found.count <= 100, "\(found.count) package declarations:\n\(found.joined(separator: "\n"))")
    }
}
