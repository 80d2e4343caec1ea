import EntryPoints

/// What an app declares to the system about its ways in, read from its
/// Info.plist and entitlements: the URL schemes, the `applinks:` domains,
/// the user activity types and the static home-screen shortcut items.
///
/// Each value keeps where it was declared (`Info.plist:
/// CFBundleURLTypes[0].CFBundleURLSchemes[1]`), so a finding can name both
/// places. ``DeclarationCheck`` holds them against a route table.
public struct AppDeclarations: Sendable {
    /// One declared value and where it is.
    public struct Declared: Hashable, Sendable {
        /// The value (a scheme, a host, an activity type, a shortcut type).
        public var value: String
        /// The file and the key path: `Info.plist: NSUserActivityTypes[2]`.
        public var location: String

        /// A value declared at `location`.
        public init(_ value: String, at location: String) {
            self.value = value
            self.location = location
        }
    }

    /// The largest property list read: 4 MiB, far above any real Info.plist.
    public static let maximumFileBytes = 4 << 20

    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`.
    public var urlSchemes: [Declared] = []
    /// `NSUserActivityTypes[*]`.
    public var activityTypes: [Declared] = []
    /// `UIApplicationShortcutItems[*].UIApplicationShortcutItemType`, with
    /// whether the item's user info carries a `url` string (which routing
    /// falls back to when no route lists the type).
    public var shortcutTypes: [(item: Declared, hasURL: Bool)] = []
    /// The hosts of `com.apple.developer.associated-domains` entries of the
    /// `applinks:` service, with `?mode=developer` (or any mode) removed.
    public var appLinkDomains: [Declared] = []
    /// The Info.plist read, if any (its checks run only then).
    public var infoPlistPath: String?
    /// The entitlements file read, if any (its checks run only then).
    public var entitlementsPath: String?

    /// Nothing declared, nothing read.
    public init() {}

    /// Reads the Info.plist at `path` (XML or binary) into these declarations.
    /// - Throws: `EntryPointsError`: `io.unreadable-file`, `io.file-too-large`,
    ///   `plist.invalid`, `plist.too-many-objects`.
    public mutating func readInfoPlist(at path: String) throws(EntryPointsError) {
        let root = try Self.dictionary(at: path)
        infoPlistPath = path
        let file = path
        for (typeIndex, type) in (root["CFBundleURLTypes"]?.arrayValue ?? []).enumerated() {
            let schemes = type.dictionaryValue?["CFBundleURLSchemes"]?.arrayValue ?? []
            for (index, scheme) in schemes.enumerated() {
                guard let scheme = scheme.stringValue else { continue }
                urlSchemes.append(
                    Declared(scheme, at: "\(file): CFBundleURLTypes[\(typeIndex)].CFBundleURLSchemes[\(index)]"))
            }
        }
        for (index, type) in (root["NSUserActivityTypes"]?.arrayValue ?? []).enumerated() {
            guard let type = type.stringValue else { continue }
            activityTypes.append(Declared(type, at: "\(file): NSUserActivityTypes[\(index)]"))
        }
        for (index, item) in (root["UIApplicationShortcutItems"]?.arrayValue ?? []).enumerated() {
            guard let item = item.dictionaryValue, let type = item["UIApplicationShortcutItemType"]?.stringValue
            else { continue }
            let userInfo = item["UIApplicationShortcutItemUserInfo"]?.dictionaryValue
            shortcutTypes.append(
                (
                    Declared(type, at: "\(file): UIApplicationShortcutItems[\(index)].UIApplicationShortcutItemType"),
                    userInfo?["url"]?.stringValue != nil
                ))
        }
    }

    /// Reads the entitlements file at `path` (XML or binary) into these declarations.
    /// - Throws: `EntryPointsError`: `io.unreadable-file`, `io.file-too-large`,
    ///   `plist.invalid`, `plist.too-many-objects`.
    public mutating func readEntitlements(at path: String) throws(EntryPointsError) {
        let root = try Self.dictionary(at: path)
        entitlementsPath = path
        let file = path
        let key = "com.apple.developer.associated-domains"
        for (index, entry) in (root[key]?.arrayValue ?? []).enumerated() {
            guard let entry = entry.stringValue, entry.hasPrefix("applinks:") else { continue }
            var host = Substring(entry.dropFirst("applinks:".count))
            // NB: `?mode=developer` (or `managed`) changes how the device fetches the file, not the host.
            if let query = host.firstIndex(of: "?") { host = host[..<query] }
            appLinkDomains.append(Declared(String(host), at: "\(file): \(key)[\(index)]"))
        }
    }

    /// The dictionary at the root of the property list at `path`, read
    /// within the bounds of ``PropertyList`` (objects, nesting, no entities).
    static func dictionary(at path: String) throws(EntryPointsError) -> [String: PropertyList] {
        let bytes = try BoundedFile.read(path, limit: maximumFileBytes)
        let value: PropertyList
        do {
            value = try PropertyList.read(bytes)
        } catch {
            throw EntryPointsError(
                error.tooManyObjects ? .propertyListTooManyObjects : .invalidPropertyList,
                "\(path) is not a property list (XML or binary) this check reads: \(error.message)", at: path)
        }
        guard let dictionary = value.dictionaryValue else {
            throw EntryPointsError(.invalidPropertyList, "\(path) has no dictionary at its root", at: path)
        }
        return dictionary
    }
}
