import EntryPoints
import EntryPointsTooling

extension ExitStatus {
    /// 1: `entryd test` found a fixture whose output differs (or that cannot run).
    static let fixturesDiffer = ExitStatus(rawValue: 1)
}

extension Entryd {
    /// The folder `entryd test` runs when given no PATH, as in the package's own layout.
    static let defaultFixturePath = "Fixtures"

    /// `entryd test [PATH...] [--routes FILE] [--junit FILE] [--record]`: runs every fixture
    /// folder at or below the paths through the library's session, prints
    /// each failing folder's first difference and a summary line, and exits
    /// 0 when all pass, 1 when any differs. A folder without routes.json uses
    /// the table of `--routes`, else the built-in demo table. With `--record` it rewrites each
    /// folder's expected.jsonl from the output instead (0 when all were recorded).
    static func test(_ options: Options, console: Console) throws -> ExitStatus {
        let paths = options.testPaths.isEmpty ? [defaultFixturePath] : options.testPaths
        let folders: [FixtureFolder]
        do {
            folders = try FixtureFolder.discover(in: paths)
        } catch {
            console.error(error.message)
            return ExitStatus(for: error)
        }
        // NB: `--routes` names the app's one table for folders without their own routes.json.
        let runner = FixtureRunner(
            defaultTable: try loadTable(at: options.routesPath, console: console).table,
            strictness: options.exact ? .exact : .contract)
        if options.record { return record(folders, runner: runner, console: console) }
        let results = folders.map { runner.run($0) }
        for result in results where !result.passed { console.print(result.report) }
        console.print(FixtureRunner.summary(of: results) + "\n")
        if let path = options.junitPath {
            do {
                try JUnitReport(results: results).write(to: path)
            } catch {
                console.error(error.message)
                return .ioError
            }
        }
        return results.allSatisfy(\.passed) ? .success : .fixturesDiffer
    }

    /// `entryd test --record`: writes each folder's expected.jsonl from its output.
    private static func record(_ folders: [FixtureFolder], runner: FixtureRunner, console: Console) -> ExitStatus {
        var failed = 0
        for folder in folders {
            do {
                let output = try runner.output(of: folder)
                try folder.record(output: output)
                let count = FixtureComparison.lines(output).count
                console.print("recorded \(folder.name) (\(count) line\(count == 1 ? "" : "s"))\n")
            } catch let error as FixtureRunError {
                failed += 1
                console.print("FAIL \(folder.name) (\(folder.path))\n  \(error.message)\n")
            } catch {
                failed += 1
                console.print("FAIL \(folder.name) (\(folder.path))\n  \(error)\n")
            }
        }
        console.print("\(folders.count) fixtures: \(folders.count - failed) recorded, \(failed) failed\n")
        return failed == 0 ? .success : .fixturesDiffer
    }
}
