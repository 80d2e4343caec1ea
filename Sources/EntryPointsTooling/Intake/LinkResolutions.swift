import EntryPoints

/// Recorded answers for links under a table's `resolve` prefixes: what
/// `entryd --resolutions FILE` reads, and what `EntryRecorder` writes beside
/// the events of a bug report, so a replay resolves exactly as the app did.
///
/// The file is one JSON object: each key a link exactly as the events write
/// it, each value the URL it resolved to, or `null` for no resolution (the
/// same as a link the file does not name):
///
/// ```json
/// {"https://example.app.link/abc": "https://example.com/story/42",
///  "https://example.app.link/gone": null}
/// ```
public struct LinkResolutions: Hashable, Sendable {
    /// Each link with a resolution → the URL it resolved to.
    public var answers: [String: String]

    /// Resolutions from `answers`.
    public init(_ answers: [String: String] = [:]) {
        self.answers = answers
    }

    /// Resolutions from the JSON object of the file format.
    /// - Throws: `EntryPointsError` with code `resolutions.invalid` when
    ///   `json` is not an object, or a value is neither a string nor `null`,
    ///   naming the key; `file` prefixes the message.
    public init(json: JSONValue, file: String = "the resolutions") throws(EntryPointsError) {
        guard case .object(let object) = json else {
            throw EntryPointsError(
                .invalidResolutions,
                "\(file) is a JSON \(json.kindName), not an object of links to URL strings or null")
        }
        var answers: [String: String] = [:]
        for member in object {
            switch member.value {
            case .string(let url): answers[member.key] = url
            case .null: continue
            default:
                throw EntryPointsError(
                    .invalidResolutions,
                    "\(file): the resolution of \"\(member.key)\" is a JSON \(member.value.kindName), not a URL string or null"
                )
            }
        }
        self.init(answers)
    }

    /// The resolutions in the file at `path`, read with a route table's
    /// bounds (a regular file of at most `RouteTable.maximumFileSize` bytes).
    /// - Throws: `EntryPointsError`: `io.unreadable-file` (entryd exits 74)
    ///   when it is not a regular file or cannot be read; `io.file-too-large`,
    ///   a JSON error or `resolutions.invalid` (65) otherwise.
    public static func load(contentsOf path: String) throws(EntryPointsError) -> LinkResolutions {
        let bytes = try BoundedFile.read(path, limit: RouteTable.maximumFileSize)
        let json: JSONValue
        do {
            json = try JSONParser().parse(bytes)
        } catch {
            throw EntryPointsError(parsing: error, in: bytes, file: path)
        }
        return try LinkResolutions(json: json, file: path)
    }

    /// The resolution of `link`, or `nil` for none.
    public func resolution(of link: String) -> String? {
        answers[link]
    }
}

extension EntryPointsError.Code {
    /// A resolutions file (`entryd --resolutions`) that is not a JSON object
    /// whose values are URL strings or `null`.
    public static let invalidResolutions = Self(rawValue: "resolutions.invalid")
}
