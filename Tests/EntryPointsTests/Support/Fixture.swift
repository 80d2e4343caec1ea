import EntryPointsTesting
import Foundation
@testable import EntryPoints
@testable import EntryPointsTooling

/// The package's own fixture folders, found from this file's place, and
/// what the library's tests do with one: run it through the engine, and
/// regenerate its expectations on purpose.
typealias Fixture = FixtureFolder

extension FixtureFolder {
    /// The package's root, found by walking up from this file to Package.swift.
    static let packageRoot = FixtureFolder.packageFolder(above: #filePath) ?? "."
    /// Every folder of Fixtures/ with events.jsonl, sorted by name.
    static let all = (try? FixtureFolder.discover(in: [packageRoot + "/Fixtures"])) ?? []
    /// The demo folder, whose table is entryd's built-in one.
    static var demo: FixtureFolder {
        all.first { $0.name == "demo" } ?? FixtureFolder(path: packageRoot + "/Fixtures/demo")
    }

    /// The non-blank lines of `bytes`.
    static func lines(_ bytes: [UInt8]) -> [String] { FixtureComparison.lines(bytes) }

    /// The events.
    var events: [UInt8] { (try? readEvents()) ?? [] }

    /// Session options and line limit from `args`.
    var options: (session: EventSession.Options, maximumLineBytes: Int) {
        let settings = (try? settings()) ?? Settings()
        return (settings.session, settings.maximumLineBytes)
    }

    /// Runs the events through the library, as entryd does, and returns the output.
    @MainActor
    func runThroughLibrary() throws -> [UInt8] {
        try FixtureRunner(refusesTableWarnings: true, strictness: .exact).output(of: self)
    }

    /// Whether the run should rewrite expected files (`ENTRYPOINTS_REGENERATE_FIXTURES=1`); never set in CI.
    static var regenerating: Bool {
        ProcessInfo.processInfo.environment["ENTRYPOINTS_REGENERATE_FIXTURES"] == "1"
    }

    /// Rewrites expected.jsonl from `actual`, keeping `"message":"*"` where the old line had it.
    func regenerate(from actual: [UInt8]) throws {
        try record(output: actual)
    }
}
