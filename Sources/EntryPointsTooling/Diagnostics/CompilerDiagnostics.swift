import EntryPoints

/// A check report written as a compiler writes diagnostics, so Xcode's issue
/// navigator and CI annotators point at the place in the file:
///
/// ```text
/// /app/Sources/App/routes.json:14:9: error: routes[12]: unknown key "requries" (did you mean "requires"?) [table.unknown-key]
/// /app/Sources/App/aasa.json:9:11: warning: aasa.json: applinks.details[0].components[2]: rule "/offers/*" … [check.claims-unrouted]
/// refused (strict: warnings refuse the table): 0 errors, 1 warning, 0 notes
/// ```
///
/// Each finding is one line, `FILE:LINE:COLUMN: SEVERITY: LOCATION: MESSAGE [CODE]`:
/// - FILE is the table, or the association file a finding's location names
///   (`aasa.json: applinks.details[0]`), found beside the table;
/// - LINE and COLUMN are where ``JSONPositionMap`` puts the finding's JSON
///   path (an unknown key: the key itself), or its nearest ancestor in the
///   file; a file that is not JSON: where the parser stopped;
/// - SEVERITY is `error` for every finding that refuses the table (an error,
///   or a warning under a strict check: the build fails on it), `warning`
///   for other warnings and `note` for notes.
///
/// After the findings comes the report's summary line. Text from the files
/// goes through ``TerminalText/escaped(_:)``, like ``CheckReport/text()``.
/// `entryd generate swift --diagnostics compiler` prints this, and the
/// EntryPointsGenerator plugin asks for it.
public struct CompilerDiagnostics: Sendable {
    /// The route table's file, as the lines name it (give an absolute path
    /// for an IDE to open it).
    public var tablePath: String

    /// Diagnostics about the table at `tablePath`.
    public init(tablePath: String) {
        self.tablePath = tablePath
    }

    /// The report's findings as diagnostic lines, then its summary line,
    /// without a final newline.
    ///
    /// Reads the table, and the association files that findings are about,
    /// once each (within `RouteTable/maximumFileSize`); a file that cannot be
    /// read puts its findings at line 1, column 1.
    public func text(for report: CheckReport) -> String {
        var files = FileCache(tablePath: tablePath)
        var lines: [String] = []
        for finding in report.findings {
            let refuses = finding.severity == .error || (finding.severity == .warning && report.isStrict)
            let severity = refuses ? "error" : finding.severity.rawValue
            let (file, position, location) = files.place(of: finding)
            let prefix = location.map { "\($0): " } ?? ""
            lines.append(
                TerminalText.escaped(
                    "\(file):\(position.line):\(position.column): \(severity): \(prefix)\(finding.message) [\(finding.code)]"
                ))
        }
        return (lines + [report.summary]).joined(separator: "\n")
    }
}

/// The files a report's findings point into, each read and mapped once.
private struct FileCache {
    let tablePath: String
    private var bytes: [String: [UInt8]] = [:]
    private var maps: [String: JSONPositionMap] = [:]
    private var associationFiles: Set<String>?

    init(tablePath: String) {
        self.tablePath = tablePath
    }

    private mutating func contents(of path: String) -> [UInt8] {
        if let known = bytes[path] { return known }
        let read = (try? BoundedFile.read(path, limit: RouteTable.maximumFileSize)) ?? []
        bytes[path] = read
        return read
    }

    private mutating func map(of path: String) -> JSONPositionMap {
        if let known = maps[path] { return known }
        let made = JSONPositionMap(contents(of: path))
        maps[path] = made
        return made
    }

    /// The association files the table names, as it writes them.
    private mutating func namedAssociationFiles() -> Set<String> {
        if let known = associationFiles { return known }
        let json = try? JSONParser().parse(contents(of: tablePath))
        let names = Set((json?["associationFiles"]?.objectValue).map { $0.compactMap(\.value.stringValue) } ?? [])
        associationFiles = names
        return names
    }

    /// The file, position and location text of `finding`.
    mutating func place(of finding: CheckReport.Finding) -> (
        file: String, position: JSONPositionMap.Position, location: String?
    ) {
        let start = JSONPositionMap.Position(line: 1, column: 1)
        guard let location = finding.location, !location.isEmpty else { return (tablePath, start, nil) }
        // NB: a finding about a whole file (unreadable, not JSON) is located at the file's path.
        if let file = fileNamed(location) {
            let bytes = contents(of: file)
            guard finding.code.hasPrefix("json.") else { return (file, start, nil) }
            do {
                _ = try JSONParser().parse(bytes)
            } catch {
                let (line, column) = error.position(in: bytes)
                return (file, .init(line: line, column: column), nil)
            }
            return (file, start, nil)
        }
        if let separator = location.firstRange(of: ": "),
            let file = fileNamed(String(location[..<separator.lowerBound]))
        {
            let path = String(location[separator.upperBound...])
            return (file, map(of: file).nearestPosition(of: path), location)
        }
        return (tablePath, map(of: tablePath).nearestPosition(of: refined(location, for: finding)), location)
    }

    /// The file `name` stands for: the table, or an association file the table names.
    private mutating func fileNamed(_ name: String) -> String? {
        if name == tablePath { return tablePath }
        guard namedAssociationFiles().contains(name) else { return nil }
        return RouteTable.associationFilePath(name, besideTableAt: tablePath)
    }

    /// An unknown key's path: the library puts the finding on the object, and
    /// names the key first in its message (`unknown key "requries" …`).
    private mutating func refined(_ location: String, for finding: CheckReport.Finding) -> String {
        guard finding.code == EntryPointsError.Code.unknownKey.rawValue else { return location }
        let keys = map(of: tablePath).keys(of: location)
        guard
            let key = keys.filter({ finding.message.hasPrefix("unknown key \"\($0)\"") }).max(by: {
                $0.count < $1.count
            })
        else { return location }
        return location + "." + key
    }
}
