import EntryPointsTesting
import EntryPointsTooling

/// The package's own fixture folders, found from this file's place.
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
    /// The events.
    var events: [UInt8] { (try? readEvents()) ?? [] }
    /// The flags of `args`, a relative `--resolutions` file named from this folder, as
    /// `entryd test` and Fixtures/README.md take it.
    var arguments: [String] {
        let flags = (try? readArguments()) ?? []
        return flags.enumerated().map { index, flag in
            index > 0 && flags[index - 1] == "--resolutions" && !flag.hasPrefix("/") ? path + "/" + flag : flag
        }
    }

    /// Each difference from expected.jsonl (or a recorded folder's recorded
    /// outcomes) as one message naming the folder and line.
    func differences(from actual: [UInt8]) -> [String] {
        let expected = (try? readExpectation()) ?? []
        return FixtureComparison.differences(expected: expected, actual: actual, strictness: .exact).map {
            "\(name)/expected.jsonl \($0)"
        }
    }
}
