import EntryPoints

extension EntryPointsError.Code {
    // Findings of `entryd check --info-plist FILE --entitlements FILE`
    // (``DeclarationCheck``): warnings, which `--strict` makes refuse the table.

    /// A table scheme that no `CFBundleURLTypes` entry of the Info.plist declares.
    public static let checkSchemeNotDeclared = Self(rawValue: "check.scheme-not-declared")
    /// A scheme the Info.plist declares that the table does not list.
    public static let checkSchemeUnused = Self(rawValue: "check.scheme-unused")
    /// A table domain without an `applinks:` entry in the entitlements.
    public static let checkDomainNotDeclared = Self(rawValue: "check.domain-not-declared")
    /// An `applinks:` domain of the entitlements that the table's domains do not cover.
    public static let checkDomainUnrouted = Self(rawValue: "check.domain-unrouted")
    /// A routed activity type missing from the Info.plist's `NSUserActivityTypes`.
    public static let checkActivityNotDeclared = Self(rawValue: "check.activity-not-declared")
    /// An activity type of `NSUserActivityTypes` that no route lists.
    public static let checkActivityUnrouted = Self(rawValue: "check.activity-unrouted")
    /// A static `UIApplicationShortcutItems` type that no route handles.
    public static let checkShortcutUnrouted = Self(rawValue: "check.shortcut-unrouted")
    /// A declared value that holds a build setting (`$(…)`), so it could not be compared (a note).
    public static let checkUnexpandedVariable = Self(rawValue: "check.unexpanded-variable")
}
