/// Told a URL's decoded path segments as soon as the normalizer has them,
/// before it parses the query and builds the rest of the URL.
///
/// The router's trie is one: in a table larger than the caches it starts
/// loading the lines its search will read, so that their memory latency
/// overlaps the rest of normalization instead of following it
/// (``PatternTrie/pathDecoded(_:)``).
///
/// NB: a generic parameter, not a closure: a closure that captured the trie
/// copied it, retaining each of its arrays, on every URL.
protocol PathObserver {
    /// The path's segments, decoded. A URL may still be rejected after this
    /// call (its scheme, its host, its query), so an observer must not take
    /// the segments for a normalized URL.
    func pathDecoded(_ segments: [String])
}

/// The observer that does nothing, for callers that only normalize.
struct NoPathObserver: PathObserver {
    @inline(__always)
    func pathDecoded(_ segments: [String]) {}
}
