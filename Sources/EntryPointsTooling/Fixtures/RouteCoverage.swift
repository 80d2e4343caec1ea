import EntryPoints

/// Which routes of each route table the fixtures reach: for every table a
/// run used, how many result lines routed each route (`entryd test
/// --coverage`, and the `covered` column of `entryd map`).
///
/// ```swift
/// var runner = FixtureRunner()
/// runner.countsRoutes = true
/// var coverage = RouteCoverage()
/// for folder in try FixtureFolder.discover(in: ["Fixtures"]) { coverage.add(runner.run(folder)) }
/// coverage.lines   // ["coverage Fixtures/demo/routes.json: 22 of 24 routes routed; not routed: like, flags", …]
/// ```
///
/// A *routed* line is a result line whose `status` is `routed` (a resumed
/// line too), counted for its `route`. Tables are told apart by file, so
/// folders that name one file by two paths, or by a link, share one count;
/// a table that came from no file (`entryd`'s built-in demo table) is one table.
public struct RouteCoverage: Sendable {
    /// One table's count.
    public struct Table: Sendable {
        /// The table's file as the first folder that used it named it;
        /// `nil` for a table that came from no file.
        public var file: String?
        /// The table's route ids, in table order.
        public var routes: [String]
        /// Route id → how many result lines routed it; a route no line routed is absent.
        public var routedLines: [String: Int]

        /// The routes no result line routed, in table order.
        public var notRouted: [String] { routes.filter { routedLines[$0] == nil } }

        /// `coverage FILE: N of M routes routed; not routed: id, id` (`none`
        /// when every route was); the file is `(built-in demo table)` when
        /// there is none. Not escaped: a terminal report escapes it.
        public var line: String {
            let missing = notRouted
            let routed = routes.count - missing.count
            let list = missing.isEmpty ? "none" : missing.joined(separator: ", ")
            return "coverage \(file ?? "(built-in demo table)"): \(routed) of \(routes.count) routes routed; "
                + "not routed: \(list)"
        }
    }

    /// What one fixture's run routed, against the table it ran on
    /// (``FixtureResult/routeTally``).
    public struct Tally: Sendable {
        /// The table's file; `nil` for a table that came from no file.
        public var file: String?
        /// The table's route ids, in table order.
        public var routes: [String]
        /// Route id → how many result lines routed it.
        public var routedLines: [String: Int] = [:]

        /// An empty count for the table of `routes`, read from `file`.
        public init(file: String?, routes: [String]) {
            self.file = file
            self.routes = routes
        }

        /// Counts one result line, if it is a routed one.
        mutating func count(line: ArraySlice<UInt8>) {
            // NB: parsed whole, not scanned for `"status":"routed"`: an `id` or
            // a state's flag may spell those bytes too.
            let parsed = line.withUnsafeBufferPointer { try? JSONParser().parse($0) }
            guard let object = parsed?.objectValue,
                object[ResultMember.status.text]?.stringValue == Outcome.Status.routed.rawValue,
                let route = object[ResultMember.route.text]?.stringValue
            else { return }
            routedLines[route, default: 0] += 1
        }
    }

    /// The tables, in the order a run first used them.
    public private(set) var tables: [Table] = []
    /// Where each table is in ``tables``, by what identifies its file.
    private var positions: [TableKey: Int] = [:]

    /// An empty coverage.
    public init() {}

    /// Adds what `result` routed, if its runner counted routes (``FixtureRunner/countsRoutes``).
    public mutating func add(_ result: FixtureResult) {
        if let tally = result.routeTally { add(tally) }
    }

    /// Adds one fixture's count to its table's.
    public mutating func add(_ tally: Tally) {
        let key = TableKey(tally.file)
        guard let position = positions[key] else {
            positions[key] = tables.count
            tables.append(Table(file: tally.file, routes: tally.routes, routedLines: tally.routedLines))
            return
        }
        tables[position].routedLines.merge(tally.routedLines, uniquingKeysWith: +)
    }

    /// The count of the table in `file` (`nil`: the table that came from no
    /// file), if a run used it; files compare as adding a tally compares them.
    public func table(file: String?) -> Table? {
        positions[TableKey(file)].map { tables[$0] }
    }

    /// One ``Table/line`` per table, in order.
    public var lines: [String] { tables.map(\.line) }

    /// What tells two tables apart: their file's device and inode, or the
    /// path when it cannot be read.
    private enum TableKey: Hashable {
        case file(FileStatus.Identity)
        case path(String)
        case noFile

        init(_ file: String?) {
            guard let file else {
                self = .noFile
                return
            }
            self = FileStatus(file).map { .file($0.identity) } ?? .path(file)
        }
    }
}
