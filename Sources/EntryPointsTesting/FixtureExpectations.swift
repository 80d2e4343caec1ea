import EntryPoints
import EntryPointsTooling

/// One call that runs fixture folders and turns each difference into a
/// test failure, for whichever test framework the test target uses.
///
/// The framework-neutral part: every problem as a message and the place it
/// is about (a fixture's `expected.jsonl` and line when there is one).
@MainActor
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
    /// ``Failure`` per difference (every difference, not only the first)
    /// and per fixture that could not run; empty when all pass.
    ///
    /// - Parameters:
    ///   - paths: Fixture folders or folders of them (see `FixtureFolder.discover(in:)`).
    ///   - runner: How to run them (the default table for folders without
    ///     `routes.json`; whether table warnings fail).
    public static func failures(at paths: [String], runner: FixtureRunner = FixtureRunner()) -> [Failure] {
        let folders: [FixtureFolder]
        do {
            folders = try FixtureFolder.discover(in: paths)
        } catch {
            return [Failure(message: error.description, filePath: error.location)]
        }
        var failures: [Failure] = []
        for folder in folders {
            let result = runner.run(folder)
            if let error = result.error {
                failures.append(Failure(message: "\(folder.name): \(error)", filePath: folder.path))
            }
            for difference in result.differences {
                failures.append(
                    Failure(
                        message: "\(folder.name)/expected.jsonl \(difference)", filePath: folder.expectedPath,
                        line: difference.line))
            }
        }
        return failures
    }
}
