import EntryPoints
import Foundation

extension RouteController {
    /// ``RouteController/resolveLinksAsync(timeLimit:with:)`` with Foundation
    /// URLs: `resolver` gets the link as a `URL` and returns the real one, or
    /// `nil` for none (a link Foundation cannot parse has none).
    ///
    /// ```swift
    /// controller.resolveLinksAsync(withURLResolver: { url in
    ///     try await shortLinks.expand(url)     // a vendor's API, or your own redirect endpoint
    /// })
    /// ```
    public func resolveLinksAsync(
        timeLimit: Duration = defaultLinkTimeLimit,
        withURLResolver resolver: @escaping @Sendable (URL) async throws -> URL?
    ) {
        resolveLinksAsync(timeLimit: timeLimit) { link in
            guard let url = URL(string: link) else { return nil }
            return try await resolver(url)?.absoluteString
        }
    }
}
