import EntryPoints

extension EntryPointsError.Code {
    // Association files. Errors use `badAssociationFile`; these codes are
    // for warnings: the file loads, but iOS may read it differently than its
    // author meant.

    /// A key that the association format does not define, such as a
    /// misspelt `compnents`; iOS ignores it, so the rules it holds are lost.
    public static let associationUnknownKey = Self(rawValue: "aasa.unknown-key")
    /// A key that iOS ignores where it stands, such as `paths` next to
    /// `components`, a `comment` that is not a string, or a `?` dictionary
    /// with a value that is not a string (iOS ignores the whole dictionary).
    public static let associationIgnoredKey = Self(rawValue: "aasa.ignored-key")
    /// A `details` entry that names no app, so none of its rules apply.
    public static let associationNoApp = Self(rawValue: "aasa.no-app")
    /// A pattern that iOS reads differently than it looks, such as a `?`
    /// meant as a query separator or raw non-ASCII text compared with a
    /// percent-encoded URL.
    public static let associationSuspiciousPattern = Self(rawValue: "aasa.suspicious-pattern")
    /// A substitution variable that has no values or that replaces a
    /// predefined one.
    public static let associationSuspiciousVariable = Self(rawValue: "aasa.suspicious-variable")
}
