#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What `stat(2)` says of a path: its kind, and the device and inode that
/// make it one real file whatever links name it.
///
/// NB: POSIX calls rather than `FileManager`, so the tooling does not bring
/// all of Foundation into `entryd`; and names stay bytes, so two names that
/// are equal only as Unicode text (`café` composed and decomposed) stay two.
struct FileStatus: Hashable, Sendable {
    /// The kinds the fixture tools tell apart.
    enum Kind: Hashable, Sendable {
        case folder, regular, symbolicLink, other
    }

    /// A real file: the device it lives on and its inode there.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The kind.
    var kind: Kind
    /// The device and inode.
    var identity: Identity

    /// The status of `path` (of the link itself when `followingLinks` is
    /// false), or `nil` when it does not exist or cannot be examined.
    init?(_ path: String, followingLinks: Bool = true) {
        guard let found = path.withCString({ Self.read($0, followingLinks: followingLinks) }) else { return nil }
        self = found
    }

    /// The status of the path `cString` (any bytes, so a name that is not UTF-8 too), links followed.
    init?(cString: UnsafePointer<CChar>) {
        guard let found = Self.read(cString, followingLinks: true) else { return nil }
        self = found
    }

    private init(kind: Kind, identity: Identity) {
        self.kind = kind
        self.identity = identity
    }

    private static func read(_ path: UnsafePointer<CChar>, followingLinks: Bool) -> FileStatus? {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { return nil }
        // NB: S_IFMT and its kinds, spelt out: the same values on Linux and
        // Darwin, and Glibc's macros do not import into Swift.
        let kind: Kind
        switch status.st_mode & 0o170000 {
        case 0o040000: kind = .folder
        case 0o100000: kind = .regular
        case 0o120000: kind = .symbolicLink
        default: kind = .other
        }
        return FileStatus(
            kind: kind,
            identity: Identity(
                device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino)))
    }

    /// Whether anything exists at `path` (a link is followed).
    static func exists(_ path: String) -> Bool { FileStatus(path) != nil }

    /// The names in the folder at `path` as bytes, `.` and `..` left out, in
    /// byte order; `nil` when it cannot be listed.
    static func names(in path: String) -> [[UInt8]]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The path with every link, `.` and `..` resolved (`realpath(3)`), as
    /// bytes; `nil` when it does not exist.
    static func realPath(_ path: String) -> [UInt8]? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }
}
