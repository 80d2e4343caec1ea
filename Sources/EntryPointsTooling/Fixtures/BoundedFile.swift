import EntryPoints

/// Reads a file that comes from outside (a fixture's files, a property list)
/// with the bounds a route table gets: it must be a regular file, and no
/// larger than a stated limit, so a FIFO, a device or a huge file can
/// neither hang nor exhaust the tool.
///
/// NB: one rule for every bounded read: the core's `readFile(at:limit:)`,
/// which route tables and association files go through too.
enum BoundedFile {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// - Throws: `EntryPointsError` with code `io.unreadable-file` when the
    ///   path is missing, not a regular file or unreadable, and
    ///   `io.file-too-large` when it holds more than `limit` bytes.
    static func read(_ path: String, limit: Int) throws(EntryPointsError) -> [UInt8] {
        switch readFile(at: path, limit: limit) {
        case .bytes(let bytes): return bytes
        case .tooLarge:
            throw EntryPointsError(.fileTooLarge, "\(path) is larger than the limit of \(limit) bytes", at: path)
        case .notRegular:
            throw EntryPointsError(.unreadableFile, "cannot read \(path): not a regular file", at: path)
        case .failed:
            throw EntryPointsError(.unreadableFile, "cannot read \(path)", at: path)
        }
    }
}
