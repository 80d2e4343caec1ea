/// The version of EntryPoints and of the `entryd` tool built with it.
///
/// Defined once here so every front end reports the same string:
/// `entryd --version` prints `entryd 0.2.0`. It lives in the tooling, the
/// one module that prints it, so the core an app links needs no `package`
/// declaration for it.
public enum EntryPointsVersion {
    /// The current release, as `major.minor.patch`.
    public static let current = "0.2.0"
}
