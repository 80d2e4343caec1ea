import EntryPoints

/// Where each member and element of a JSON text sits: the line and column
/// of every JSON path that findings name (`routes[12].requries`), so a
/// finding can point into the file as a compiler does,
/// `routes.json:14:9: error: …` (``CompilerDiagnostics``).
///
/// ```swift
/// let map = JSONPositionMap(Array("{\"routes\": [{\"id\": \"a\",\n  \"requries\": []}]}".utf8))
/// map.position(of: "routes[0].requries")   // 2:3, the key's opening quote
/// map.position(of: "routes[0]")            // 1:13, the object's `{`
/// map.position(of: "routes[0].tab")        // nil: the text has no such member
/// map.nearestPosition(of: "routes[0].tab") // 1:13, where routes[0] is
/// ```
///
/// Paths are spelt as the library's findings spell them: keys after a dot
/// as they are written once decoded (`params.storyId`, and
/// `associationFiles.example.com` for a key holding dots), indices in
/// brackets (`patterns[0]`), the document itself as the empty path. A member
/// is at its key's opening quote, an element at its first character.
/// Positions count as `JSONParseError.position(in:)` counts: lines end at
/// `\n`, columns count characters (UTF-8 sequences), both from 1.
///
/// The map is built by one pass over the text and answers each lookup in
/// constant time. Text that is not JSON gives the map of what comes before
/// the first fault; a key given twice in one object keeps its first place.
public struct JSONPositionMap: Sendable {
    /// A 1-based line and column.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column in characters, from 1.
        public var column: Int

        /// A position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `LINE:COLUMN`.
        public var description: String { "\(line):\(column)" }
    }

    private var positions: [String: Position]
    private var memberKeys: [String: [String]]

    /// The map of the JSON text in `bytes`.
    /// - Complexity: O(*n*) in the text's length.
    public init(_ bytes: some Collection<UInt8>) {
        var scanner = JSONPositionScanner(Array(bytes))
        scanner.scan()
        positions = scanner.positions
        memberKeys = scanner.memberKeys
    }

    /// Where the member or element at `path` starts, or `nil` when the text has none there.
    public func position(of path: String) -> Position? {
        positions[path]
    }

    /// Where `path` starts or, when the text has nothing there (a missing
    /// key), where its nearest ancestor that is there starts; the document's
    /// start at worst.
    public func nearestPosition(of path: String) -> Position {
        var current = path
        while true {
            if let position = positions[current] { return position }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            current = String(current[..<cut])
        }
        return positions[""] ?? Position(line: 1, column: 1)
    }

    /// The keys of the object at `path`, in the text's order (empty for anything else).
    public func keys(of path: String) -> [String] {
        memberKeys[path] ?? []
    }
}
