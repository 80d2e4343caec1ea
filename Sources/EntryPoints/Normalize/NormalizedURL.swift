/// A URL (or bare path) taken apart for routing: where it came from, its
/// decoded path segments and query items, and its raw parts as written.
///
/// ```swift
/// let normalizer = URLNormalizer(schemes: ["demoapp"], domains: ["example.com"])
/// let url = try normalizer.normalize("https://example.com/story/a%2Fb?ref=mail+app").get()
/// url.segments                 // ["story", "a/b"]
/// url.query                    // [ref=mail app]
/// url.rawPath                  // "/story/a%2Fb"
/// ```
package struct NormalizedURL: Hashable, Sendable {
    /// Where the path came from.
    enum Form: Hashable, Sendable {
        /// One of the app's custom schemes (lowercased, e.g. `demoapp`); the
        /// URL's host, if any, is the first segment.
        case customScheme(scheme: String)
        /// An `http` or `https` URL (`scheme` lowercased) on one of the app's
        /// domains. `host` is ASCII-lowercased, without userinfo or port;
        /// `domain` is the `domains` entry that matched, e.g. `*.example.com`.
        case web(scheme: String, host: String, domain: String)
        /// A bare path such as `/story/42?ref=x` (in-app intents, Spotlight).
        case path
    }

    /// Where the path came from.
    var form: Form
    /// The path's segments, each percent-decoded once; empty segments are dropped.
    var segments: [String]
    /// The query items in order, decoded (`+` is a space); repeated names repeat.
    var query: [QueryItem]
    /// The items of an external URL's query that the table's
    /// `trackingParameters` cover, removed from ``query``, in order.
    var tracking: [QueryItem] = []
    /// The path as written, in percent-encoded form (raw spaces and non-ASCII
    /// characters appear as their UTF-8 escapes), for association-file
    /// matching. A web URL with no path has `/`. For a custom scheme it is
    /// the part after the host, which routing does not use. Empty, like the
    /// other raw parts (`nil`), from a normalizer that keeps none
    /// (``URLNormalizer/keepsRawParts``: a router whose table names no association files).
    package var rawPath: String
    /// The query as written, without `?`, percent-encoded like ``rawPath``;
    /// `nil` when the URL has no `?`.
    package var rawQuery: String?
    /// The fragment as written, without `#`, percent-encoded like ``rawPath``;
    /// `nil` when the URL has no `#`. Routing ignores it.
    package var rawFragment: String?

    /// A normalized URL made of these parts.
    init(
        form: Form, segments: [String], query: [QueryItem] = [],
        rawPath: String, rawQuery: String? = nil, rawFragment: String? = nil
    ) {
        self.form = form
        self.segments = segments
        self.query = query
        self.rawPath = rawPath
        self.rawQuery = rawQuery
        self.rawFragment = rawFragment
    }

    /// Whether the first segment compares case-insensitively: true for a
    /// custom-scheme URL, whose first segment is usually its host (iOS may
    /// lowercase hosts), whether written `demoapp://X/1` or `demoapp:/X/1`.
    var firstSegmentIsCaseInsensitive: Bool {
        if case .customScheme = form { return true }
        return false
    }
}
