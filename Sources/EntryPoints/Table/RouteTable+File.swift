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
    ///   ``EntryPointsError/Code/unreadableFile`` (a path that is not a regular
    ///   file included), one over ``maximumFileSize``
    ///   ``EntryPointsError/Code/fileTooLarge``; text that is not JSON,
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
    static func load(
        contentsOf path: String, warnings policy: WarningPolicy,
        parseAssociationFile: ((_ json: JSONValue, _ file: String) throws(RouteTableError) -> any WebLinkClaims)?
    ) throws(RouteTableError) -> RouteTable {
        try loadValidated(contentsOf: path, warnings: policy, parseAssociationFile: parseAssociationFile).table
    }

    /// ``load(contentsOf:warnings:parseAssociationFile:)`` with the patterns
    /// validation parsed, for a ``Router`` to compile without parsing them again.
    package static func loadValidated(
        contentsOf path: String, warnings policy: WarningPolicy,
        parseAssociationFile: ((_ json: JSONValue, _ file: String) throws(RouteTableError) -> any WebLinkClaims)?
    ) throws(RouteTableError) -> Validated {
        let json: JSONValue
        do {
            json = try readJSON(at: path)
        } catch {
            throw RouteTableError([error])
        }
        guard let parseAssociationFile else { return try decodeValidated(json, warnings: policy, loadClaims: nil) }
        return try decodeValidated(json, warnings: policy) {
            (host: String, relative: String) throws(EntryPointsError) -> any WebLinkClaims in
            let value = try readJSON(at: associationFilePath(relative, besideTableAt: path))
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

    /// Where the association file that the table at `tablePath` names as
    /// `relative` (in `associationFiles`) is read from: beside the table, or
    /// `relative` itself when absolute.
    ///
    /// ```swift
    /// RouteTable.associationFilePath("aasa.json", besideTableAt: "App/routes.json")  // "App/aasa.json"
    /// ```
    public static func associationFilePath(_ relative: String, besideTableAt tablePath: String) -> String {
        let folder = tablePath.lastIndex(of: "/").map { tablePath[..<$0] } ?? ""
        return relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
    }

    /// The most bytes a route table or an association file may hold: 32 MiB.
    ///
    /// NB: a table of 100,000 routes is about 15 MB; the limit exists so that
    /// a path naming `/dev/zero`, a FIFO or a huge file cannot make the loader
    /// read without end (issue 27, item 7).
    public static let maximumFileSize = 32 << 20

    /// The parsed JSON of the file at `path`.
    /// - Throws: ``EntryPointsError/Code/unreadableFile`` for a path that is
    ///   not a regular file or cannot be read, ``EntryPointsError/Code/fileTooLarge``
    ///   for a file over ``maximumFileSize``, else a JSON error.
    static func readJSON(at path: String) throws(EntryPointsError) -> JSONValue {
        let bytes: [UInt8]
        switch readFile(at: path, limit: maximumFileSize) {
        case .bytes(let read): bytes = read
        case .tooLarge:
            throw EntryPointsError(
                .fileTooLarge,
                "\(path) is larger than \(maximumFileSize) bytes, the limit for a route table or association file",
                at: path)
        case .notRegular:
            throw EntryPointsError(.unreadableFile, "cannot read \(path): not a regular file", at: path)
        case .failed:
            throw EntryPointsError(.unreadableFile, "cannot read \(path)", at: path)
        }
        do {
            return try JSONParser().parse(bytes)
        } catch {
            throw EntryPointsError(parsing: error, in: bytes, file: path)
        }
    }
}

extension EntryPointsError {
    /// The error of a JSON file that does not parse, naming the file, the
    /// problem and its line and column: `routes.json is not valid JSON:
    /// unexpected end of input (line 3, column 1)`, with code
    /// ``Code/badEncoding`` or ``Code/malformedJSON``.
    public init(parsing error: JSONParseError, in bytes: [UInt8], file path: String) {
        let (line, column) = error.position(in: bytes)
        self.init(
            error.kind == .badEncoding ? .badEncoding : .malformedJSON,
            "\(path) is not valid JSON: \(error.message) (line \(line), column \(column))", at: path)
    }
}

/// What reading a file gave.
package enum FileContents: Equatable {
    /// The whole file.
    case bytes([UInt8])
    /// More bytes than the limit.
    case tooLarge
    /// A FIFO, a device, a folder, a socket: anything but a regular file.
    case notRegular
    /// It could not be opened or read.
    case failed
}

/// The bytes of the regular file at `path`, if it holds at most `limit` bytes.
///
/// NB: POSIX reads rather than `FileManager`, so the library does not pull
/// all of Foundation into the daemon. The file is opened without blocking
/// (a FIFO would otherwise wait for a writer), checked with `fstat` to be a
/// regular file no larger than `limit`, and read to at most `limit` + 1
/// bytes, so a file that grows while it is read is still refused.
package func readFile(at path: String, limit: Int) -> FileContents {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failed }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed }
    // NB: S_IFMT and S_IFREG, spelt out: the same values on Linux and Darwin,
    // and Glibc's macros do not import into Swift.
    guard status.st_mode & 0o170000 == 0o100000 else { return .notRegular }
    guard Int(status.st_size) <= limit else { return .tooLarge }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return .failed
        }
        if count == 0 { return .bytes(bytes) }
        guard bytes.count + count <= limit else { return .tooLarge }
        bytes.append(contentsOf: chunk[0..<count])
    }
}
