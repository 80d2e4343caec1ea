#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import EntryPoints

/// A file the fixture tools write (a JUnit report, a recorded
/// `expected.jsonl`), through a buffer, with POSIX calls (no Foundation).
///
/// Two ways, each for its reason:
/// - ``init(writingThrough:)`` opens the path as it is and truncates it, so
///   a symbolic link keeps pointing where it did and its target gets the
///   bytes (`--junit /dev/stdout` in a container writes to the pipe), as
///   `entryd generate --output` does;
/// - ``init(replacing:)`` writes a temporary file beside the target (a
///   link's target, the link itself left as it is) and renames it over the
///   target in ``finish()``, so a run that fails halfway leaves the old file.
struct OutputFile {
    private let path: String
    private let descriptor: Int32
    /// The temporary file's path and the target it replaces, when replacing.
    private let replacement: (temporary: String, target: String)?
    private var buffer: [UInt8] = []

    /// Opens `path` for writing, links followed, truncating what it held.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) naming the path and the reason.
    init(writingThrough path: String) throws(EntryPointsError) {
        self.path = path
        self.replacement = nil
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
    }

    /// Opens a temporary file beside `path`'s target, to replace it on ``finish()``.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) naming the path and the reason.
    init(replacing path: String) throws(EntryPointsError) {
        self.path = path
        // NB: a link is resolved first, so the rename replaces its target, not the link.
        let target = FileStatus.realPath(path).map { String(decoding: $0, as: UTF8.self) } ?? path
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(folder.isEmpty ? "" : folder)/.\(name).entryd-\(getpid())"
        replacement = (temporary, target)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
    }

    /// Appends `bytes`, writing them when the buffer holds 64 KiB.
    mutating func append(_ bytes: some Sequence<UInt8>) throws(EntryPointsError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes what the buffer holds.
    mutating func flush() throws(EntryPointsError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.failure(path)
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the rest and closes the file; a replacement is renamed over its target.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`); a replacement that
    ///   failed is removed, and the target keeps what it held.
    mutating func finish() throws(EntryPointsError) {
        do {
            try flush()
        } catch {
            abandon()
            throw error
        }
        let closed = close(descriptor)
        guard let replacement else {
            guard closed == 0 else { throw Self.failure(path) }
            return
        }
        guard closed == 0, rename(replacement.temporary, replacement.target) == 0 else {
            let failure = Self.failure(path)
            unlink(replacement.temporary)
            throw failure
        }
    }

    /// Closes the file without writing the rest; a replacement is removed.
    func abandon() {
        _ = close(descriptor)
        if let replacement { unlink(replacement.temporary) }
    }

    /// The error of the last failed call, naming `path`.
    private static func failure(_ path: String) -> EntryPointsError {
        let reason = String(cString: strerror(errno))
        return EntryPointsError(.unreadableFile, "cannot write \(path): \(reason)", at: path)
    }
}
