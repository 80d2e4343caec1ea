import EntryPoints
import Foundation

extension URLEntry {
    /// The entry for a URL the system asked the app to open
    /// (`scene(_:openURLContexts:)`, `onOpenURL`).
    ///
    /// The URL is kept as its `absoluteString`, which EntryPoints parses
    /// itself, byte by byte.
    public init(_ url: URL, sourceApplication: String? = nil) {
        self.init(url.absoluteString, sourceApplication: sourceApplication)
    }
}
