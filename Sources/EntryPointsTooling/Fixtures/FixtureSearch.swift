import EntryPoints

/// What ``FixtureFolder/search(in:)`` found below some paths: the fixture
/// folders to run, and what stood in the way.
public struct FixtureSearch: Sendable {
    /// A folder the search could not run or did not follow, and why.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The folder's path for people: through ``TerminalText/escaped(bytes:)``,
        /// so a name that is not UTF-8 shows its bytes (`caf\x{E9}`).
        public var path: String
        /// What is wrong, and what to do.
        public var message: String
        /// Whether it fails the run: a folder that may hold fixtures could
        /// not be run. A symbolic link that leads outside the given paths is
        /// only a note.
        public var failsRun: Bool

        /// A problem with the folder at `path` (already escaped for people).
        public init(path: String, message: String, failsRun: Bool) {
            self.path = path
            self.message = message
            self.failsRun = failsRun
        }

        /// `path: message`.
        public var description: String { "\(path): \(message)" }
    }

    /// The fixture folders, for each path in the order given, each path's
    /// folders in the byte order of their names.
    public var folders: [FixtureFolder] = []
    /// What could not be searched or run, in the order met.
    public var problems: [Problem] = []
    /// How many real folders the search opened: each at most once.
    var foldersVisited = 0
}

extension FixtureFolder {
    /// Every fixture folder at or below `paths`, and each folder that could
    /// not be searched or run.
    ///
    /// A path that holds `events.jsonl` is a fixture folder itself; any other
    /// folder is searched for fixture folders below it, names compared and
    /// sorted as bytes (folders whose names start with `.` are skipped, and
    /// the search stops ``maximumDepth`` levels down). Hostile trees stay
    /// bounded:
    /// - **Every real folder once.** A folder is known by its device and
    ///   inode, so a folder reached again (through a symbolic link to `.`, a
    ///   loop, or two paths that overlap) is neither searched nor run again.
    /// - **Never outside the paths.** A symbolic link is followed only when
    ///   the folder it leads to lies within one of `paths`; one that leads
    ///   elsewhere (`/proc/self`, another project) is a note, not followed.
    /// - **Nothing skipped in silence.** A folder whose name is not UTF-8
    ///   (its fixtures could not be named or reported) and one that cannot
    ///   be listed are problems that fail the run.
    ///
    /// - Throws: `EntryPointsError`: `io.unreadable-file` for a path that
    ///   is not a folder, `fixture.not-found` for one that holds no fixture
    ///   folder and no problem.
    public static func search(in paths: [String]) throws(EntryPointsError) -> FixtureSearch {
        var walk = FixtureWalk(roots: paths.compactMap(FileStatus.realPath))
        for path in paths {
            guard let status = FileStatus(path), status.kind == .folder else {
                throw EntryPointsError(.unreadableFile, "\(path) is not a folder", at: path)
            }
            let root = FixtureFolder(path: path).path
            guard walk.visit(root, name: nil, depth: 0) else {
                throw EntryPointsError(
                    .fixtureNotFound, "\(path) holds no fixture folder (a folder with events.jsonl)", at: path)
            }
        }
        return walk.search
    }
}

/// The depth-first walk behind ``FixtureFolder/search(in:)``.
struct FixtureWalk {
    /// The given paths, resolved: links are followed only into these.
    let roots: [[UInt8]]
    /// What was found so far.
    var search = FixtureSearch()
    /// Each folder opened, and whether it held a fixture folder or a
    /// problem that fails the run (`false` while it is being searched).
    var visited: [FileStatus.Identity: Bool] = [:]

    /// Searches the folder at `path`, found under `name`; returns whether
    /// it is or holds a fixture folder, or a problem that fails the run.
    mutating func visit(_ path: String, name: String?, depth: Int) -> Bool {
        guard let status = FileStatus(path), status.kind == .folder else { return false }
        // NB: a folder reached again returns what it held, so a second path
        // over the same tree still "holds" its fixtures, which run once.
        if let held = visited[status.identity] { return held }
        visited[status.identity] = false
        search.foldersVisited += 1
        if FileStatus.exists(path + "/events.jsonl") {
            search.folders.append(FixtureFolder(path: path, name: name))
            visited[status.identity] = true
            return true
        }
        guard depth < FixtureFolder.maximumDepth else { return false }
        guard let names = FileStatus.names(in: path) else {
            search.problems.append(
                FixtureSearch.Problem(
                    path: TerminalText.escaped(path), message: "cannot be listed, so no fixture in it can run",
                    failsRun: true))
            visited[status.identity] = true
            return true
        }
        var held = false
        for bytes in names where bytes.first != UInt8(ascii: ".") {
            let parent = path == "/" ? "" : path
            guard let text = String(validating: bytes, as: UTF8.self) else {
                // NB: such a path cannot be a String, so it is examined as bytes.
                if Self.isFolder(Array(parent.utf8) + [UInt8(ascii: "/")] + bytes) {
                    search.problems.append(
                        FixtureSearch.Problem(
                            path: TerminalText.escaped(bytes: Array(parent.utf8) + [UInt8(ascii: "/")] + bytes),
                            message: "the folder's name is not UTF-8, so its fixtures cannot run; rename it",
                            failsRun: true))
                    held = true
                }
                continue
            }
            let child = parent + "/" + text
            guard let entry = FileStatus(child, followingLinks: false) else { continue }
            if entry.kind == .symbolicLink {
                guard let target = FileStatus(child), target.kind == .folder else { continue }
                guard let real = FileStatus.realPath(child), isWithinRoots(real) else {
                    search.problems.append(
                        FixtureSearch.Problem(
                            path: TerminalText.escaped(child),
                            message:
                                "a symbolic link to a folder outside the given paths, not followed (give that folder as a PATH to run it)",
                            failsRun: false))
                    continue
                }
            } else if entry.kind != .folder {
                continue
            }
            if visit(child, name: name.map { $0 + "/" + text } ?? text, depth: depth + 1) { held = true }
        }
        visited[status.identity] = held
        return held
    }

    /// Whether the resolved path `real` is one of the roots or lies below one.
    func isWithinRoots(_ real: [UInt8]) -> Bool {
        roots.contains { root in
            guard real.starts(with: root) else { return false }
            return real.count == root.count || root == [UInt8(ascii: "/")] || real[root.count] == UInt8(ascii: "/")
        }
    }

    /// Whether the path `bytes` (any bytes but NUL) names a folder, links followed.
    static func isFolder(_ bytes: [UInt8]) -> Bool {
        guard !bytes.contains(0) else { return false }
        let path = bytes + [0]
        return path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { FileStatus(cString: $0.baseAddress!)?.kind == .folder }
        }
    }
}
