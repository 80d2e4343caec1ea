/// Why a URL cannot be routed: a stable reason code and one sentence that
/// names exactly what was wrong and where.
///
/// ```swift
/// URLNormalizer(schemes: ["demoapp"], domains: []).normalize("demoapp://story/%zz")
/// // .failure(malformed-url: malformed percent escape '%zz' in path segment 2)
/// ```
struct URLRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// One of ``Outcome/Reason/urlTooLong``, ``Outcome/Reason/malformedURL``,
    /// ``Outcome/Reason/passThrough``, ``Outcome/Reason/schemeNotAllowed`` or
    /// ``Outcome/Reason/domainNotAssociated``; or ``Outcome/Reason/unresolved``
    /// for an external URL under a `resolve` prefix, which the router then
    /// hands to the app's resolver.
    var reason: Outcome.Reason
    /// One human sentence, e.g. `host 'evil.com' is not one of the app's domains`.
    var message: String
    /// The tracking parameters removed from the URL's query before it was
    /// refused: none when it did not parse (too long, malformed).
    var tracking: [QueryItem] = []

    /// The status of an outcome for this rejection: a link passed through
    /// or not resolved is `unmatched`, every other `rejected`.
    var status: Outcome.Status {
        reason == .passThrough || reason == .unresolved ? .unmatched : .rejected
    }

    /// A rejection for `reason`, explained by `message`.
    init(_ reason: Outcome.Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// `reason: message`.
    var description: String { "\(reason): \(message)" }

    /// A ``Outcome/Reason/malformedURL`` rejection.
    static func malformed(_ message: String) -> URLRejection {
        URLRejection(.malformedURL, message)
    }

    /// A ``Outcome/Reason/malformedURL`` rejection for a decoding `failure`
    /// in `bytes` (the component that was decoded), found in `place`
    /// (`path segment 2`, `the host`, `the value of query item 'ref'`).
    static func malformed(
        _ failure: PercentDecoding.Failure, in bytes: UnsafeBufferPointer<UInt8>, place: String
    ) -> URLRejection {
        switch failure {
        case .malformedEscape(let range):
            malformed("malformed percent escape '\(quote(bytes, range))' in \(place)")
        case .invalidUTF8(let range):
            malformed("percent-encoded bytes '\(quote(bytes, range))' in \(place) are not valid UTF-8")
        }
    }

    private static func quote(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
