import EntryPoints
import Foundation

extension RouteTable {
    /// Reads a route table from a file URL, such as one from
    /// `Bundle.main.url(forResource: "routes", withExtension: "json")`.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "routes", withExtension: "json")!
    /// let table = try RouteTable.load(contentsOf: url, warnings: .refuse)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The table's file; it must be a `file:` URL.
    ///   - warnings: What to do with the table's warnings (see ``RouteTable/WarningPolicy``).
    /// - Throws: ``RouteTableError``; a URL that is not a file URL, or a file
    ///   that cannot be read, has code ``EntryPointsError/Code/unreadableFile``.
    public static func load(contentsOf url: URL, warnings policy: WarningPolicy) throws(RouteTableError)
        -> RouteTable
    {
        guard url.isFileURL else {
            throw RouteTableError([
                EntryPointsError(
                    .unreadableFile, "\(url.absoluteString) is not a file URL; load the table from a file",
                    at: url.absoluteString)
            ])
        }
        return try load(contentsOf: url.path, warnings: policy)
    }
}
