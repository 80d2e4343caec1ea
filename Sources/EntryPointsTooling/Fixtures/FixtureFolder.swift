import EntryPoints

/// One fixture: a folder holding a route table (`routes.json`), the events
/// to run (`events.jsonl`), the result lines they must give
/// (`expected.jsonl`), and optionally `args`, one line of `entryd` flags.
///
/// The layout is the one of the package's own `Fixtures/` folder; `entryd
/// test` and the `EntryPointsTesting` library run such folders and compare
/// the output under the rules of ``FixtureComparison``.
///
/// ```swift
/// let folders = try FixtureFolder.discover(in: ["Fixtures"])
/// let result = FixtureRunner().run(folders[0])
/// result.passed   // true when every line matches
/// ```
///
/// Two folders are equal when their paths and names are the same bytes:
/// `café` composed and decomposed are two folders, as they are on disk.
public struct FixtureFolder: Hashable, Sendable, CustomStringConvertible {
    /// The largest events or expected file a fixture may have: 64 MiB.
    public static let maximumFileBytes = 64 << 20
    /// How deep ``discover(in:)`` looks below a path for fixture folders.
    public static let maximumDepth = 8

    /// The folder's name, or its path below the discovered root
    /// (`guards/park-and-resume`) when it was found deeper.
    public var name: String
    /// The folder's path.
    public var path: String

    /// A fixture in the folder at `path`, named `name` (by default the folder's last component).
    public init(path: String, name: String? = nil) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        self.name = name ?? String(trimmed.split(separator: "/").last ?? Substring(trimmed))
    }

    /// The fixture's name.
    public var description: String { name }

    /// Whether both have the same path and name, byte for byte.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path.utf8.elementsEqual(rhs.path.utf8) && lhs.name.utf8.elementsEqual(rhs.name.utf8)
    }

    /// Hashes the path's and the name's bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path.utf8.count)
        for byte in path.utf8 { hasher.combine(byte) }
        for byte in name.utf8 { hasher.combine(byte) }
    }
    /// `routes.json` in the folder (it may be absent: see ``hasOwnRoutes``).
    public var routesPath: String { path + "/routes.json" }
    /// `events.jsonl` in the folder.
    public var eventsPath: String { path + "/events.jsonl" }
    /// `expected.jsonl` in the folder.
    public var expectedPath: String { path + "/expected.jsonl" }
    /// `args` in the folder.
    public var argumentsPath: String { path + "/args" }
    /// Whether the folder has its own `routes.json`; without one, the runner
    /// uses its default table (`entryd`'s built-in demo table).
    public var hasOwnRoutes: Bool { FileStatus.exists(routesPath) }
    /// Whether the folder has `expected.jsonl`.
    public var hasExpectation: Bool { FileStatus.exists(expectedPath) }

    /// The events, read with the bounds of ``maximumFileBytes``.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`, `io.file-too-large`).
    public func readEvents() throws(EntryPointsError) -> [UInt8] {
        try BoundedFile.read(eventsPath, limit: Self.maximumFileBytes)
    }

    /// The expected result lines, read with the bounds of ``maximumFileBytes``.
    /// - Throws: `EntryPointsError`: `fixture.no-expected` when the file is
    ///   absent, else as ``readEvents()``.
    public func readExpected() throws(EntryPointsError) -> [UInt8] {
        guard hasExpectation else {
            throw EntryPointsError(.fixtureNoExpectation, "\(name) has no expected.jsonl", at: expectedPath)
        }
        return try BoundedFile.read(expectedPath, limit: Self.maximumFileBytes)
    }

    /// The flags of `args`, split on white space; none when the file is absent.
    /// - Throws: `EntryPointsError` when the file cannot be read.
    public func readArguments() throws(EntryPointsError) -> [String] {
        guard FileStatus.exists(argumentsPath) else { return [] }
        let bytes = try BoundedFile.read(argumentsPath, limit: 4_096)
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The folder holding `Package.swift` at or above the folder of
    /// `filePath`, so a test can find its fixtures from `#filePath`.
    public static func packageFolder(above filePath: String) -> String? {
        var folder = filePath
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if FileStatus.exists(folder + "/Package.swift") {
                return folder.isEmpty ? "/" : folder
            }
        }
        return nil
    }

    /// Every fixture folder at or below `paths`, as ``search(in:)`` finds
    /// them, when nothing stood in the way.
    ///
    /// - Throws: `EntryPointsError`: as ``search(in:)``, and
    ///   `fixture.unreadable-folder` for the first of its problems that fails
    ///   a run (a folder whose name is not UTF-8, or that cannot be listed).
    public static func discover(in paths: [String]) throws(EntryPointsError) -> [FixtureFolder] {
        let search = try search(in: paths)
        if let problem = search.problems.first(where: \.failsRun) {
            throw EntryPointsError(.fixtureUnreadableFolder, problem.message, at: problem.path)
        }
        return search.folders
    }
}
