/// The member names of an event line that both of `entryd`'s readers look
/// for: ``EventDecoder`` (the general path) and the fast path's scanner of
/// `url` events, which compares a key's bytes with them (the Event and result formats article (Events)).
///
/// Written once, as static strings: inlined into the scanner they are
/// constants, so the comparison costs what a hand-written one did, and the
/// decoder reads them as text.
@usableFromInline package enum EventMember {
    /// The member that names the event's kind.
    @inlinable package static var type: StaticString { "type" }
    /// The event's optional id, echoed in its result.
    @inlinable package static var id: StaticString { "id" }
    /// The URL of a `url` event (and of each URL entry of a launch).
    @inlinable package static var url: StaticString { "url" }
    /// The app that opened a URL entry.
    @inlinable package static var sourceApplication: StaticString { "sourceApplication" }
    /// The value of ``type`` for a URL event.
    @inlinable package static var urlType: StaticString { "url" }

    /// `name` as text, for the decoder's lookups.
    static func text(_ name: StaticString) -> String {
        name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `bytes` are exactly `name`, byte for byte.
    @inlinable @inline(__always)
    package static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        // NB: the trip count is the literal's, so the loop unrolls into compares with constants.
        for index in 0..<name.utf8CodeUnitCount where bytes[index] != name.utf8Start[index] { return false }
        return true
    }
}
