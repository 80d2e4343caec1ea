/// Reads a route table's JSON into a ``RouteTable``, checking the JSON type
/// of every field and collecting every problem instead of stopping at the
/// first.
///
/// The decoder always produces a table. Where a value is broken it keeps a
/// placeholder (an empty route, an empty string in an array) so that later
/// indices, and the paths that name them, stay those of the text; the
/// placeholders are chosen so that ``RouteTable/validationErrors(skippingReferencesTo:)``
/// raises nothing new about them. The table is only trusted when ``errors``
/// is empty.
struct RouteTableDecoder {
    /// Loads one association file: the host and the path as the table writes them.
    ///
    /// NB: kept as a closure that returns a `Result`, not as a typed-throws
    /// function type: storing one of those needs runtime support that only
    /// iOS 18 and macOS 15 have, and the package deploys to iOS 15.
    typealias AssociationFileLoader = (_ host: String, _ path: String) -> Result<any WebLinkClaims, EntryPointsError>

    /// The keys each kind of object defines, in the order the Route tables article lists them.
    enum Keys {
        static let table = [
            "schemes", "domains", "caseSensitive", "tabs", "notificationLinkKeys", "guards", "routes",
            "appID", "associationFiles", "scenes", "passThrough", "trackingParameters", "resolve",
        ]
        static let route = [
            "id", "patterns", "params", "exposure", "shortcut", "activity", "appIntent", "spotlightAction",
            "notification", "requires",
            "tab", "stack", "present", "result", "landing", "scene", "sceneKind", "examples",
        ]
        static let resolve = ["prefixes", "fallback"]
        static let example = ["url", "params"]
        static let guardDefinition = ["redirect", "onRevoke"]
        static let notificationTrigger = ["category", "action"]
        static let parameterType = ["enum", "regex"]
        static let resultType = ["enum", "array"]
    }

    /// Problems that refuse the table, in the order found.
    private(set) var errors: [EntryPointsError] = []
    /// Problems that do not: unknown keys.
    private(set) var warnings: [EntryPointsError] = []
    /// Whole sections that could not be read, so references into them cannot be judged.
    var unreadable: RouteTable.UnreadableParts = []

    private let loadAssociationFile: AssociationFileLoader?

    init(loadAssociationFile: ((_ host: String, _ path: String) throws(EntryPointsError) -> any WebLinkClaims)?) {
        if let load = loadAssociationFile {
            self.loadAssociationFile = { host, path in
                do throws(EntryPointsError) {
                    return .success(try load(host, path))
                } catch {
                    return .failure(error)
                }
            }
        } else {
            self.loadAssociationFile = nil
        }
    }

    /// Decodes `json`, recording every problem in ``errors`` and ``warnings``.
    mutating func decode(_ json: JSONValue) -> RouteTable {
        var table = RouteTable(routes: [])
        guard let root = object(json, at: .root) else { return table }
        warnAboutUnknownKeys(in: root, known: Keys.table, at: .root)

        if let value = Self.member("schemes", of: root) {
            table.schemes = strings(value, at: JSONPath.Pending.root.appending("schemes")) ?? []
        }
        if let value = Self.member("domains", of: root) {
            table.domains = strings(value, at: JSONPath.Pending.root.appending("domains")) ?? []
        }
        if let value = Self.member("caseSensitive", of: root) {
            table.caseSensitive = bool(value, at: JSONPath.Pending.root.appending("caseSensitive")) ?? false
        }
        if let value = Self.member("tabs", of: root) {
            if let tabs = strings(value, at: JSONPath.Pending.root.appending("tabs")) {
                table.tabs = tabs
            } else {
                table.tabs = []
                unreadable.insert(.tabs)
            }
        }
        if let value = Self.member("notificationLinkKeys", of: root) {
            let path = JSONPath.root.appending("notificationLinkKeys")
            table.notificationLinkKeys =
                strings(value, at: JSONPath.Pending(path)) ?? RouteTable.defaultNotificationLinkKeys
        }
        if let value = Self.member("guards", of: root) {
            table.guards = decodeGuards(value, at: JSONPath.root.appending("guards"))
        }
        table.routes = decodeRoutes(Self.member("routes", of: root), at: JSONPath.root.appending("routes"))
        if let value = Self.member("appID", of: root) {
            // NB: a broken appID becomes "" (not nil) so validation blames the
            // appID itself rather than reporting it missing as well.
            table.appID = string(value, at: JSONPath.Pending.root.appending("appID")) ?? ""
        }
        if let value = Self.member("associationFiles", of: root) {
            let path = JSONPath.root.appending("associationFiles")
            table.associationFiles = decodeAssociationFiles(value, at: path, appIDGiven: table.appID != nil)
        }
        decodeEntryRules(of: root, into: &table)
        return table
    }

    // MARK: - Sections

    private mutating func decodeGuards(_ value: JSONValue, at path: JSONPath) -> [RouteTable.Guard] {
        guard let object = object(value, at: JSONPath.Pending(path)) else {
            unreadable.insert(.guards)
            return []
        }
        return object.map { member in
            let guardPath = path.appending(member.key)
            var definition = RouteTable.Guard(member.key)
            guard let body = self.object(member.value, at: JSONPath.Pending(guardPath)) else { return definition }
            warnAboutUnknownKeys(in: body, known: Keys.guardDefinition, at: guardPath)
            if let redirect = Self.member("redirect", of: body) {
                definition.redirect = string(redirect, at: JSONPath.Pending(guardPath.appending("redirect")))
            }
            if let onRevoke = Self.member("onRevoke", of: body) {
                definition.onRevoke = decodeOnRevoke(onRevoke, at: guardPath.appending("onRevoke"))
            }
            return definition
        }
    }

    private mutating func decodeOnRevoke(_ value: JSONValue, at path: JSONPath) -> RouteTable.Guard.OnRevoke {
        word(value, among: RouteTable.Guard.OnRevoke.allCases.map(\.rawValue), at: path).flatMap(
            RouteTable.Guard.OnRevoke.init)
            ?? .keep
    }

    private mutating func decodeRoutes(_ value: JSONValue?, at path: JSONPath) -> [Route] {
        guard let value else {
            fail(.missingField, "missing required key \"routes\"", at: path)
            unreadable.insert(.routes)
            return []
        }
        guard case .array(let elements) = value else {
            fail(.wrongType, Self.mismatch(expected: "an array of routes", found: value), at: path)
            unreadable.insert(.routes)
            return []
        }
        return elements.enumerated().map { decodeRoute($0.element, at: path.appending($0.offset)) }
    }

    private mutating func decodeAssociationFiles(
        _ value: JSONValue, at path: JSONPath, appIDGiven: Bool
    ) -> [String: any WebLinkClaims] {
        guard let object = object(value, at: JSONPath.Pending(path)) else { return [:] }
        if !object.isEmpty, !appIDGiven {
            fail(.missingAppID, "association files need \"appID\", the app they must name", at: path)
        }
        if !object.isEmpty, loadAssociationFile == nil {
            let count = object.count == 1 ? "1 association file" : "\(object.count) association files"
            fail(.unreadableFile, "cannot load the table's \(count) from here: no file loader was given", at: path)
        }
        var files: [String: any WebLinkClaims] = [:]
        for member in object {
            let hostPath = path.appending(member.key)
            guard let file = string(member.value, at: JSONPath.Pending(hostPath)), let loadAssociationFile else {
                continue
            }
            switch loadAssociationFile(member.key, file) {
            case .success(let loaded):
                files[member.key] = loaded
            case .failure(let error):
                let place = error.location.map { " at \($0)" } ?? ""
                fail(error.code, "\(file)\(place): \(error.message)", at: hostPath)
            }
        }
        return files
    }

    // MARK: - Recording problems

    mutating func fail(_ code: EntryPointsError.Code, _ message: String, at path: JSONPath) {
        errors.append(EntryPointsError(code, message, at: path.location))
    }

    /// Warns about each key of `object` that `known` lacks, suggesting a close known key.
    mutating func warnAboutUnknownKeys(in object: JSONObject, known: [String], at path: JSONPath) {
        for key in object.keys where !known.contains(key) {
            let message = "unknown key \"\(key)\"" + Suggestion.hint(for: key, among: known)
            warnings.append(EntryPointsError(.unknownKey, message, at: path.location))
        }
    }
}
