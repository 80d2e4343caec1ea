import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints

/// Every input a fuzzer ever crashed on or broke a property with is kept in
/// Fuzz/regressions/ (`url-*` for the URL target, `event-*` for the event
/// target) and replayed here through the very property the fuzzer checks.
@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    static let folder = Fixture.packageRoot + "/Fuzz/regressions"

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("url-") || $0.hasPrefix("event-") }.sorted()
    }()

    @Test("Every kept fuzzer input still keeps its target's property", arguments: files)
    @MainActor
    func replay(name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name).map { [UInt8]($0) })
        let problems = bytes.withUnsafeBufferPointer { input in
            name.hasPrefix("url-")
                ? InputProperties.urlProblems(input, router: DemoTable.router)
                : InputProperties.eventProblems(input, router: DemoTable.router, maximumLineBytes: 2048)
        }
        #expect(problems.isEmpty, "\(name): \(problems)")
    }

    @Test("The regression folder exists, so that replays cannot silently vanish")
    func folderExists() {
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: Self.folder, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
