// NB: interim interface, replaced by the apple-app-site-association work (issue 8).

/// A parsed `apple-app-site-association` file.
public struct AssociationFile: Hashable, Sendable {
    /// The file's JSON.
    public var json: JSONValue

    public init(parsing json: JSONValue, file: String) throws(RouteTableError) {
        self.json = json
    }

    /// Whether the file claims `url` for `appID`.
    public func evaluate(_ url: AssociationURL, appID: String) -> AssociationVerdict {
        .notMatched
    }
}

/// The parts of a web URL that association rules look at, as written (percent-encoded).
public struct AssociationURL: Hashable, Sendable {
    public var path: String
    public var query: String?
    public var fragment: String?

    public init(path: String, query: String? = nil, fragment: String? = nil) {
        self.path = path
        self.query = query
        self.fragment = fragment
    }
}

/// What an association file says about one URL.
public enum AssociationVerdict: Hashable, Sendable {
    /// A rule claims the URL; `rule` is its JSON path, e.g. `applinks.details[0].components[2]`.
    case claimed(rule: String)
    /// An `exclude` rule matched first.
    case excluded(rule: String)
    /// No rule for the app matches.
    case notMatched
}
