#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension RouteTable {
    /// Reads a route table from a JSON file, and the association files it
    /// names (relative to the table's folder).
    ///
    /// ```swift
    /// let table = try RouteTable.load(contentsOf: "routes.json", warnings: .report { warnings in
    ///     for warning in warnings { print("warning: \(warning)") }
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - path: The table's file.
    ///   - policy: What to do with the warnings (unknown keys, association
    ///     file warnings): ``WarningPolicy/refuse``, ``WarningPolicy/report(_:)``
    ///     or ``WarningPolicy/ignore``; see ``decode(_:warnings:)``.
    /// - Returns: The table.
    /// - Throws: ``RouteTableError``: a file that cannot be read has code
    ///   ``EntryPointsError/Code/unreadableFile``; text that is not JSON,
    ///   ``EntryPointsError/Code/malformedJSON``; otherwise every problem by
    ///   JSON path, with the warnings in ``RouteTableError/warnings`` (or
    ///   among the errors under ``WarningPolicy/refuse``).
    public static func load(contentsOf path: String, warnings policy: WarningPolicy) throws(RouteTableError)
        -> RouteTable
    {
        try load(contentsOf: path, warnings: policy, parseAssociationFile: nil)
    }

    /// ``load(contentsOf:warnings:)`` with the hook that parses each
    /// association file the table names, given its JSON and its path as the
    /// table writes it; without one, a table naming association files is
    /// refused.
    package static func load(
        contentsOf path: String, warnings policy: WarningPolicy,
        parseAssociationFile: ((_ json: JSONValue, _ file: String) throws(RouteTableError) -> any WebLinkClaims)?
    ) throws(RouteTableError) -> RouteTable {
        let json: JSONValue
        do {
            json = try readJSON(at: path)
        } catch {
            throw RouteTableError([error])
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        guard let parseAssociationFile else { return try decode(json, warnings: policy, loadClaims: nil) }
        return try decode(json, warnings: policy) {
            (host: String, relative: String) throws(EntryPointsError) -> any WebLinkClaims in
            let full = relative.hasPrefix("/") ? relative : (folder.isEmpty ? relative : folder + "/" + relative)
            let value = try readJSON(at: full)
            do throws(RouteTableError) {
                return try parseAssociationFile(value, relative)
            } catch {
                let first = error.errors.first
                throw EntryPointsError(
                    .badAssociationFile, error.errors.map(\.description).joined(separator: "; "),
                    at: first?.location)
            }
        }
    }

    /// The parsed JSON of the file at `path`.
    static func readJSON(at path: String) throws(EntryPointsError) -> JSONValue {
        guard let bytes = readFile(at: path) else {
            throw EntryPointsError(.unreadableFile, "cannot read \(path)", at: path)
        }
        do {
            return try JSONParser().parse(bytes)
        } catch {
            let (line, column) = error.position(in: bytes)
            throw EntryPointsError(
                error.kind == .badEncoding ? .badEncoding : .malformedJSON,
                "\(path) is not valid JSON: \(error.message) (line \(line), column \(column))",
                at: path)
        }
    }
}

/// The bytes of the regular file at `path`, or `nil` when it cannot be read.
///
/// NB: POSIX reads rather than `FileManager`, so the library does not pull
/// all of Foundation into the daemon.
func readFile(at path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return nil
        }
        if count == 0 { return bytes }
        bytes.append(contentsOf: chunk[0..<count])
    }
}
