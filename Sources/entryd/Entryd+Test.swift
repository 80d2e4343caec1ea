import EntryPoints
import EntryPointsTooling

extension ExitStatus {
    /// 1: `entryd test` found a fixture whose output differs (or that cannot run).
    static let fixturesDiffer = ExitStatus(rawValue: 1)
}

extension Entryd {
    /// The folder `entryd test` runs when given no PATH, as in the package's own layout.
    static let defaultFixturePath = "Fixtures"
    /// How many differences of each failed fixture are kept for the JUnit
    /// report once its line is printed (the rest are counted), so a run of
    /// many failing folders holds little per folder.
    static let junitDifferencesKept = 10

    /// `entryd test [PATH...] [--routes FILE] [--junit FILE] [--record] [--exact] [--coverage]`:
    /// runs every fixture folder at or below the paths through the library's
    /// session, comparing each output line as it is written; prints each
    /// failing folder's first difference as it finishes, each folder the
    /// search could not run, and a summary line; exits 0 when all pass, 1
    /// when any differs or could not run. A folder without routes.json uses
    /// the table of `--routes`, else the built-in demo table. With
    /// `--record` it rewrites each folder's expected.jsonl from the output
    /// instead (0 when all were recorded). With `--coverage`, after the
    /// summary, one line per route table used names the routes no result
    /// line routed (``RouteCoverage``); the status does not change.
    static func test(_ options: Options, console: Console) throws -> ExitStatus {
        let paths = options.testPaths.isEmpty ? [defaultFixturePath] : options.testPaths
        let search: FixtureSearch
        do {
            search = try FixtureFolder.search(in: paths)
        } catch {
            console.error(error.message)
            return ExitStatus(for: error)
        }
        // NB: `--routes` names the app's one table for folders without their own routes.json.
        var runner = FixtureRunner(
            defaultTable: try loadTable(at: options.routesPath, console: console).table,
            defaultTablePath: options.routesPath, strictness: options.exact ? .exact : .contract)
        runner.countsRoutes = options.coverage
        // NB: problem paths are escaped by the search; messages are the tooling's own.
        for problem in search.problems {
            console.print((problem.failsRun ? "FAIL " : "note: ") + problem.description + "\n")
        }
        if options.record { return record(search, runner: runner, console: console) }
        var results: [FixtureResult] = []
        var coverage = RouteCoverage()
        for folder in search.folders {
            var result = runner.run(folder)
            // NB: folded in at once, so no result keeps its table's route ids.
            coverage.add(result)
            result.routeTally = nil
            if !result.passed { console.print(result.report) }
            guard options.junitPath != nil else {
                result.differences = []
                results.append(result)
                continue
            }
            result.differences = Array(result.differences.prefix(junitDifferencesKept))
            results.append(result)
        }
        console.print(FixtureRunner.summary(of: results, problems: search.problems) + "\n")
        if options.coverage {
            for line in coverage.lines { console.print(TerminalText.escaped(line) + "\n") }
        }
        if let path = options.junitPath {
            do {
                try JUnitReport(results: results, problems: search.problems).write(to: path)
            } catch {
                console.error(error.message)
                return .ioError
            }
        }
        let failed = results.contains { !$0.passed } || search.problems.contains(where: \.failsRun)
        return failed ? .fixturesDiffer : .success
    }

    /// `entryd test --record`: writes each folder's expected.jsonl from its output.
    private static func record(_ search: FixtureSearch, runner: FixtureRunner, console: Console) -> ExitStatus {
        var recorded = 0
        for folder in search.folders {
            let name = TerminalText.escaped(folder.name)
            do {
                let count = try runner.record(folder)
                recorded += 1
                console.print("recorded \(name) (\(count) line\(count == 1 ? "" : "s"))\n")
            } catch {
                let path = TerminalText.escaped(folder.path)
                console.print("FAIL \(name) (\(path))\n  \(TerminalText.escaped(error.message))\n")
            }
        }
        let count = search.folders.count
        let failed = count - recorded + search.problems.filter(\.failsRun).count
        console.print("\(count) fixture\(count == 1 ? "" : "s"): \(recorded) recorded, \(failed) failed\n")
        return failed == 0 ? .success : .fixturesDiffer
    }
}
