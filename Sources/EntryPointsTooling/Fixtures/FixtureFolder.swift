import EntryPoints
import Foundation

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
    public var hasOwnRoutes: Bool { FileManager.default.fileExists(atPath: routesPath) }
    /// Whether the folder has `expected.jsonl`.
    public var hasExpectation: Bool { FileManager.default.fileExists(atPath: expectedPath) }

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
            throw EntryPointsError(
                .fixtureNoExpectation,
                "\(name) has no expected.jsonl; record one with `entryd test --record \(path)`", at: expectedPath)
        }
        return try BoundedFile.read(expectedPath, limit: Self.maximumFileBytes)
    }

    /// The flags of `args`, split on white space; none when the file is absent.
    /// - Throws: `EntryPointsError` when the file cannot be read.
    public func readArguments() throws(EntryPointsError) -> [String] {
        guard FileManager.default.fileExists(atPath: argumentsPath) else { return [] }
        let bytes = try BoundedFile.read(argumentsPath, limit: 4_096)
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The folder holding `Package.swift` at or above the folder of
    /// `filePath`, so a test can find its fixtures from `#filePath`.
    public static func packageFolder(above filePath: String) -> String? {
        var folder = filePath
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if FileManager.default.fileExists(atPath: (folder.isEmpty ? "" : folder) + "/Package.swift") {
                return folder.isEmpty ? "/" : folder
            }
        }
        return nil
    }

    /// Every fixture folder at or below `paths`, in the order given, each
    /// path's folders sorted by name.
    ///
    /// A path that holds `events.jsonl` is a fixture folder itself; any other
    /// folder is searched for fixture folders below it (folders whose names
    /// start with `.` are skipped, and the search stops ``maximumDepth``
    /// levels down). A folder found twice is listed once.
    ///
    /// - Throws: `EntryPointsError`: `io.unreadable-file` for a path that
    ///   is not a folder, `fixture.not-found` for one that holds no fixture.
    public static func discover(in paths: [String]) throws(EntryPointsError) -> [FixtureFolder] {
        var found: [FixtureFolder] = []
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw EntryPointsError(.unreadableFile, "\(path) is not a folder", at: path)
            }
            let root = FixtureFolder(path: path)
            var here: [FixtureFolder] = []
            collect(root.path, relative: nil, depth: 0, into: &here)
            guard !here.isEmpty else {
                throw EntryPointsError(
                    .fixtureNotFound, "\(path) holds no fixture folder (a folder with events.jsonl)", at: path)
            }
            for folder in here where seen.insert(folder.path).inserted { found.append(folder) }
        }
        return found
    }

    private static func collect(_ path: String, relative: String?, depth: Int, into found: inout [FixtureFolder]) {
        if FileManager.default.fileExists(atPath: path + "/events.jsonl") {
            found.append(FixtureFolder(path: path, name: relative))
            return
        }
        guard depth < maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = path == "/" ? "/" + name : path + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            collect(child, relative: relative.map { $0 + "/" + name } ?? name, depth: depth + 1, into: &found)
        }
    }
}
