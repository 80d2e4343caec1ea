/// The version of EntryPoints and of the `entryd` tool built with it.
///
/// Defined once here so every front end reports the same string:
/// `entryd --version` prints `entryd 0.1.0`.
package enum EntryPointsVersion {
    /// The current release, as `major.minor.patch`.
    package static let current = "0.2.0"
}
