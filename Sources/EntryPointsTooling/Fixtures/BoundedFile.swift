import EntryPoints
import Foundation

/// Reads a file that comes from outside (a fixture's files, a property list)
/// with the bounds a route table gets: it must be a regular file, and no
/// larger than a stated limit, so a FIFO, a device or a huge file can
/// neither hang nor exhaust the tool.
enum BoundedFile {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// - Throws: `EntryPointsError` with code `io.unreadable-file` when the
    ///   path is missing, not a regular file or unreadable, and
    ///   `io.file-too-large` when it holds more than `limit` bytes.
    static func read(_ path: String, limit: Int) throws(EntryPointsError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw EntryPointsError(.unreadableFile, "cannot read \(path): no such file", at: path)
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw EntryPointsError(.unreadableFile, "cannot read \(path): not a regular file", at: path)
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw EntryPointsError(
                .fileTooLarge, "\(path) has \(size) bytes, more than the limit of \(limit)", at: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw EntryPointsError(.unreadableFile, "cannot read \(path)", at: path)
        }
        defer { try? handle.close() }
        // NB: read one byte past the limit, so a file that grew after the size check is still refused.
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw EntryPointsError(.unreadableFile, "cannot read \(path): \(error.localizedDescription)", at: path)
        }
        guard data.count <= limit else {
            throw EntryPointsError(.fileTooLarge, "\(path) is larger than the limit of \(limit) bytes", at: path)
        }
        return [UInt8](data)
    }
}
