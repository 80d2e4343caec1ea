// NB: `catch let error as RouteTableError` after a `do` whose only throwing
// call throws `RouteTableError` crashes swiftc 6.3.1 in SILGenCleanup
// ("Found outside of lifetime use?!", an ownership verifier failure on the
// cast's argument); the plain typed `catch` in the example below is the same check.
// Reproduce: `swiftc -emit-sil` a function `throws -> [String]` holding
// `do { _ = try RouteTable(json: json, warnings: .refuse) }
//  catch let error as RouteTableError { return error.errors.map(\.description) }`.

/// The one error type of EntryPoints: a stable code, a human message, and
/// where the problem is.
///
/// Codes never change once released; match on ``code``, show ``message``.
///
/// ```swift
/// do {
///     _ = try RouteTable(json: json, warnings: .refuse)
/// } catch {
///     // `error` is a RouteTableError: the initializer throws that type alone.
///     print(error.errors.map(\.description))
///     // ["routes[3].params.storyId: unknown type \"integer\""]
/// }
/// ```
public struct EntryPointsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, machine-readable error code such as `table.unknown-type`.
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
    }

    /// What kind of problem this is.
    public var code: Code
    /// One sentence that names the broken rule.
    public var message: String
    /// Where: a JSON path (`routes[3].params.storyId`), a byte offset, or a
    /// pattern position; `nil` when the whole input is at fault.
    public var location: String?

    /// An error with `code`, a `message` naming the broken rule, and where it is.
    public init(_ code: Code, _ message: String, at location: String? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// `location: message`, or the message alone when there is no location.
    public var description: String {
        if let location, !location.isEmpty { return "\(location): \(message)" }
        return message
    }
}

extension EntryPointsError.Code {
    // JSON text.
    /// The input is not valid JSON.
    public static let malformedJSON = Self(rawValue: "json.malformed")
    /// The input is not valid UTF-8.
    public static let badEncoding = Self(rawValue: "json.bad-encoding")
    /// The input nests arrays and objects deeper than the limit.
    public static let nestingTooDeep = Self(rawValue: "json.nesting-too-deep")

    // Route tables.
    /// A required field of the route table is absent.
    public static let missingField = Self(rawValue: "table.missing-field")
    /// A field of the route table has the wrong JSON type.
    public static let wrongType = Self(rawValue: "table.wrong-type")
    /// A field's value is not one of those allowed.
    public static let invalidValue = Self(rawValue: "table.invalid-value")
    /// Two routes share an id.
    public static let duplicateID = Self(rawValue: "table.duplicate-id")
    /// A parameter type is unknown or malformed.
    public static let unknownType = Self(rawValue: "table.unknown-type")
    /// A pattern does not follow the pattern grammar.
    public static let badPattern = Self(rawValue: "table.bad-pattern")
    /// A route names a guard the table does not define.
    public static let unknownGuard = Self(rawValue: "table.unknown-guard")
    /// A guard or redirect names a route the table does not define.
    public static let unknownRoute = Self(rawValue: "table.unknown-route")
    /// A route names a tab that is not in `tabs`.
    public static let unknownTab = Self(rawValue: "table.unknown-tab")
    /// A route has a `stack` but no `tab`.
    public static let stackWithoutTab = Self(rawValue: "table.stack-without-tab")
    /// A route has a `landing` but no `tab` to land on.
    public static let landingWithoutTab = Self(rawValue: "table.landing-without-tab")
    /// A route has a `scene` or `sceneKind`, but the table lists no `scenes`.
    public static let sceneWithoutScenes = Self(rawValue: "table.scene-without-scenes")
    /// A route's `sceneKind` is not in `scenes`.
    public static let unknownSceneKind = Self(rawValue: "table.unknown-scene-kind")
    /// A route declares or captures a parameter that `trackingParameters`
    /// covers, so it could never receive it.
    public static let trackingParameterUsed = Self(rawValue: "table.tracking-parameter-used")
    /// `schemes` lists a web scheme or a malformed one.
    public static let badScheme = Self(rawValue: "table.bad-scheme")
    /// `domains` lists a malformed host.
    public static let badDomain = Self(rawValue: "table.bad-domain")
    /// A key the table format does not define (a likely misspelling).
    public static let unknownKey = Self(rawValue: "table.unknown-key")
    /// An association file is named but `appID` is missing.
    public static let missingAppID = Self(rawValue: "table.missing-app-id")
    /// A file the table names cannot be read.
    public static let unreadableFile = Self(rawValue: "io.unreadable-file")
    /// A route table or association file is larger than
    /// ``RouteTable/maximumFileSize`` (entryd exits 65).
    public static let fileTooLarge = Self(rawValue: "io.file-too-large")
    /// An apple-app-site-association file is not valid.
    public static let badAssociationFile = Self(rawValue: "aasa.invalid")

    // Parameters.
    /// A request's parameters cannot be decoded into the requested type.
    public static let parameterDecoding = Self(rawValue: "parameters.decoding")
    /// A link cannot be built for a route: no pattern or missing parameters.
    public static let cannotBuildLink = Self(rawValue: "link.cannot-build")
}

/// A route table was refused: every problem found, each with its JSON path.
public struct RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// All problems, in the order of the table's text.
    public var errors: [EntryPointsError]
    /// What the table also warned about (unknown keys, association file
    /// warnings), in the order of its text, so they are not hidden behind the
    /// errors. Empty when the ``RouteTable/WarningPolicy/refuse`` policy made
    /// them ``errors``.
    public var warnings: [EntryPointsError]

    /// A refusal for `errors`, with the `warnings` the table also had.
    public init(_ errors: [EntryPointsError], warnings: [EntryPointsError] = []) {
        self.errors = errors
        self.warnings = warnings
    }

    /// `route table refused (2 errors):` and one indented line per error,
    /// then one per warning, marked as such.
    public var description: String {
        "route table refused (\(errors.count) error\(errors.count == 1 ? "" : "s")):\n"
            + (errors.map { "  \($0)" } + warnings.map { "  warning: \($0)" }).joined(separator: "\n")
    }
}
