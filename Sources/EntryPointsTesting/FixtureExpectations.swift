import EntryPoints
import EntryPointsTooling

/// The runner of fixture folders, so a test target that imports
/// `EntryPointsTesting` alone can name it (`FixtureRunner(defaultTable:)`,
/// `FixtureRunner(strictness: .exact)`).
public typealias FixtureRunner = EntryPointsTooling.FixtureRunner
/// A fixture folder, so a test target that imports `EntryPointsTesting`
/// alone can name one.
public typealias FixtureFolder = EntryPointsTooling.FixtureFolder
/// Which routes of each table the fixtures route, so a test target that
/// imports `EntryPointsTesting` alone can read the figure `entryd test --coverage` prints.
public typealias RouteCoverage = EntryPointsTooling.RouteCoverage

/// One call that runs fixture folders and turns each difference into a
/// test failure, for whichever test framework the test target uses.
///
/// The framework-neutral part: every problem as a message and the place it
/// is about (a fixture's `expected.jsonl` and line when there is one).
///
/// Relative fixture paths are read from the folder of the test file that
/// names them (its `#filePath`), not from the working directory, which
/// differs between `swift test`, Xcode and CI runners.
public enum FixtureExpectations {
    /// One failure to report.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The fixture's name, the file and line, and the difference with its keys marked.
        public var message: String
        /// The file the failure is about (`expected.jsonl`, or the folder), if any.
        public var filePath: String?
        /// The line in ``filePath``, if any.
        public var line: Int?

        /// A failure saying `message` about `filePath` at `line`.
        public init(message: String, filePath: String? = nil, line: Int? = nil) {
            self.message = message
            self.filePath = filePath
            self.line = line
        }

        /// The message.
        public var description: String { message }
    }

    /// Runs every fixture folder at or below `paths` and returns one
    /// ``Failure`` per difference (every difference kept, not only the
    /// first), per fixture that could not run, and per folder the search
    /// could not run (a name that is not UTF-8); empty when all pass.
    ///
    /// With `requiringEveryRoute`, also one failure per route table whose
    /// routes some fixture never routed, saying what `entryd test --coverage`
    /// prints for it (`coverage routes.json: 2 of 3 routes routed; not
    /// routed: settings`), about the table's file: opt in, and a route
    /// added without a fixture fails the app's tests.
    ///
    /// - Parameters:
    ///   - paths: Fixture folders or folders of them (see `FixtureFolder.search(in:)`);
    ///     a relative path is read from the folder of `filePath`.
    ///   - runner: How to run them (the default table for folders without
    ///     `routes.json`; whether table warnings fail).
    ///   - requiringEveryRoute: Whether a route no fixture routed is a failure.
    ///   - filePath: The file relative paths start from: by default the calling file.
    @MainActor
    public static func failures(
        at paths: [String], runner: FixtureRunner = FixtureRunner(), requiringEveryRoute: Bool = false,
        relativeTo filePath: String = #filePath
    ) -> [Failure] {
        var runner = runner
        runner.countsRoutes = runner.countsRoutes || requiringEveryRoute
        let search: FixtureSearch
        do {
            search = try FixtureFolder.search(in: resolve(paths, relativeTo: filePath))
        } catch {
            return [Failure(message: error.description, filePath: error.location)]
        }
        var failures = search.problems.filter(\.failsRun).map { Failure(message: $0.description, filePath: $0.path) }
        var coverage = RouteCoverage()
        for folder in search.folders {
            let result = runner.run(folder)
            coverage.add(result)
            if let error = result.error {
                failures.append(Failure(message: "\(folder.name): \(error)", filePath: folder.path))
            }
            for difference in result.differences {
                failures.append(
                    Failure(
                        message: "\(folder.name)/expected.jsonl \(difference)", filePath: folder.expectedPath,
                        line: difference.line))
            }
            let more = result.differenceCount - result.differences.count
            if more > 0 {
                failures.append(
                    Failure(
                        message: "\(folder.name)/expected.jsonl: \(more) more difference\(more == 1 ? "" : "s")",
                        filePath: folder.expectedPath))
            }
        }
        guard requiringEveryRoute else { return failures }
        for table in coverage.tables where !table.notRouted.isEmpty {
            failures.append(Failure(message: table.line, filePath: table.file))
        }
        return failures
    }

    /// `paths`, each relative one read from the folder of `filePath`:
    /// `["../EntryFixtures"]` from `/app/Tests/AppTests/EntryTests.swift`
    /// is `["/app/Tests/AppTests/../EntryFixtures"]`.
    public static func resolve(_ paths: [String], relativeTo filePath: String) -> [String] {
        let folder = filePath.lastIndex(of: "/").map { String(filePath[..<$0]) } ?? "."
        return paths.map { $0.hasPrefix("/") ? $0 : (folder.isEmpty ? "" : folder) + "/" + $0 }
    }
}
