/// A URL the app was asked to open, as `UIApplication` or `UIOpenURLContext`
/// hands it over: the URL and the app that sent it.
///
/// The URL is kept as text: EntryPoints parses it itself, byte by byte, so
/// that what matches is exactly what was sent (Foundation's `URL` may
/// re-encode or refuse some inputs).
public struct URLEntry: Hashable, Sendable {
    /// The URL as received, for example `demoapp://story/42?ref=mail`.
    public var url: String
    /// The bundle identifier of the app that asked to open the URL, if known.
    public var sourceApplication: String?

    /// An entry for `url`, opened by the app `sourceApplication` when known.
    public init(_ url: String, sourceApplication: String? = nil) {
        self.url = url
        self.sourceApplication = sourceApplication
    }
}
