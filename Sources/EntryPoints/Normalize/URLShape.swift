/// Where the scan of a URL found its parts: what its scheme makes of it and
/// the byte ranges of its host, path, query and fragment.
struct URLShape {
    /// What a URL's scheme makes of it.
    enum Kind: Equatable {
        /// `http` (`isSecure` false) or `https`.
        case web(isSecure: Bool)
        /// One of the app's schemes.
        case custom
        /// Any other scheme: refused once the URL is known to be well formed.
        case other
        /// No scheme: a bare path.
        case path
    }

    /// What the scheme makes of the URL.
    var kind: Kind
    /// The scheme as written, before its `:` (empty for a bare path).
    var scheme: Range<Int>
    /// The host as written (empty when there is none).
    var host: Range<Int>
    /// The path as written, up to `?`, `#` or the end.
    var path: Range<Int>
    /// The query as written, after `?` up to `#`; `nil` with no `?`.
    var query: Range<Int>?
    /// The fragment as written, after `#`; `nil` with no `#`.
    var fragment: Range<Int>?
}
