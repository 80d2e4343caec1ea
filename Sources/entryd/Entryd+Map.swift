import EntryPoints
import EntryPointsTooling

extension Entryd {
    /// `entryd map --routes FILE [--fixtures PATH…] [--output FILE]`: the
    /// route map, one self-contained HTML page (``RouteMap``), on standard
    /// output or in `--output`. The status is `check`'s: 0 when the table
    /// passes, 65 when it is refused (the page then shows why), 74 when it
    /// cannot be read (nothing is written). With `--fixtures`, the folders
    /// found as `entryd test` finds them run first, and the page counts the
    /// result lines that routed each route; a search that finds no folder or
    /// cannot read a path ends with `test`'s status and writes nothing.
    /// - Throws: ``EntrydError/unwritableOutput(code:)`` when the page cannot be written.
    static func map(_ options: Options, console: Console) throws(EntrydError) -> ExitStatus {
        var map = RouteMap(routesAt: options.routesPath ?? "")
        // NB: the report goes to standard error too, so a CI log shows why without opening the page.
        if map.report.status != .passed { console.report(map.report.text() + "\n") }
        if map.report.status == .unreadable { return .ioError }
        if let paths = options.fixturePaths {
            let search: FixtureSearch
            do {
                search = try FixtureFolder.search(in: paths)
            } catch {
                console.error(error.message)
                return ExitStatus(for: error)
            }
            // NB: problem paths are escaped by the search.
            for problem in search.problems { console.report("entryd: warning: \(problem.description)\n") }
            map.countFixtures(in: search)
        }
        guard let path = options.outputPath else {
            try console.printChecked(map.html())
            return ExitStatus(for: map.report.status)
        }
        do {
            try map.write(to: path)
        } catch {
            console.error(error.message)
            return .ioError
        }
        return ExitStatus(for: map.report.status)
    }
}
