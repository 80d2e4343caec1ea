/// What the one scan of a URL's bytes reports to: decoded path segments and
/// query items, as ranges of the sink's decoding buffer.
///
/// Two sinks exist. ``NormalizedURL/Parts`` takes every URL and turns what
/// it receives into strings (the general path, whose rejections name what
/// was wrong and where). ``DecodedURL`` keeps the bytes where they were
/// decoded and takes only the common shapes of URL (the daemon's fast path):
/// at anything else the scan declines, without building a message, and the
/// general path decides.
protocol URLScanSink: AnyObject {
    /// Whether the scan declines (returns `nil`) where it would otherwise
    /// reject the URL, or meet something only the general path reads:
    /// non-ASCII bytes, userinfo, ports, IP literals or escapes in a host,
    /// raw spaces, a scheme other than the app's and the web's.
    static var takesCommonShapesOnly: Bool { get }

    /// Where decoded bytes go: room for the URL's length plus sixteen bytes.
    var decoded: UnsafeMutablePointer<UInt8> { get }
    /// How many bytes of ``decoded`` are in use; the scan decodes after them.
    var decodedCount: Int { get set }
    /// How many path segments the sink holds: messages number a segment after them.
    var segmentCount: Int { get }

    /// A path segment, decoded and checked, at `start` of `length` in ``decoded``.
    func segment(start: Int, length: Int)

    /// A query item whose name is not empty, decoded, in ``decoded``.
    func queryItem(nameStart: Int, nameLength: Int, valueStart: Int, valueLength: Int)

    /// What the scheme makes of a URL the scan took, and where its scheme
    /// and host are (after ``found(path:query:fragment:)``).
    func found(kind: URLShape.Kind, scheme: Range<Int>, host: Range<Int>)

    /// Where the path, query and fragment are, once the scan has taken them.
    func found(path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?)

    /// Where the authority of `url` from `start` ends (at `/`, `?`, `#` or the
    /// URL's end), when it is, byte for byte, the last host this sink was told
    /// was on the app's domains (``accepted(host:)``): a sink of common shapes then
    /// neither scans the authority nor looks its domain up. The same bytes give
    /// the same host and the same answer, so this is a memo, not a second rule.
    func acceptedHostEnd(_ url: UnsafeBufferPointer<UInt8>, from start: Int) -> Int?

    /// Tells the sink that `host` is on the app's domains.
    func accepted(host: UnsafeBufferPointer<UInt8>)

    /// Where the scheme of `url` ends and what it makes of the URL, when
    /// `url` starts with the same bytes, `:` included, as the last URL whose
    /// scheme this sink was told (``took(scheme:colon:kind:)``); a memo, as ``acceptedHostEnd(_:from:)`` is.
    func knownScheme(_ url: UnsafeBufferPointer<UInt8>) -> (colon: Int, kind: URLShape.Kind)?

    /// Tells the sink that `url`'s scheme ends at `colon` and makes `kind`.
    func took(scheme url: UnsafeBufferPointer<UInt8>, colon: Int, kind: URLShape.Kind)

    /// Why the scan did not take the URL: the first check that failed.
    /// Only a sink that takes every URL is told: for one of common shapes
    /// the scan declines without building a message.
    func refuse(_ rejection: URLRejection)
}
