@testable import EntryPoints

extension URLNormalizer {
    /// The demo table's schemes and domains.
    static let demo = URLNormalizer(schemes: ["demoapp"], domains: ["example.com", "*.example.com"])
}

extension Result where Success == NormalizedURL, Failure == URLRejection {
    /// The normalized URL, or `nil` when it was rejected.
    var normalized: NormalizedURL? {
        if case .success(let url) = self { return url }
        return nil
    }

    /// The rejection, or `nil` when the URL was accepted.
    var rejection: URLRejection? {
        if case .failure(let rejection) = self { return rejection }
        return nil
    }
}
