/// A URL's decoded path segments and query items held as ranges of one
/// reusable buffer: what the scan writes for `entryd`'s fast path, which
/// matches and writes results from these bytes without making a string.
///
/// NB: raw memory allocated once per session: a URL is at most
/// ``URLNormalizer/maximumLength`` bytes and decoding never makes text
/// longer, so the sizes are fixed. Its counts skip dynamic exclusivity
/// checks: one owner, no overlapping access.
final class DecodedURL: URLScanSink {
    /// The bytes each buffer must hold room for.
    static let capacity = URLNormalizer.maximumLength + 16

    static var takesCommonShapesOnly: Bool { true }

    /// The scan's byte classes (``URLByteClass/pointer``), read once per session rather than once per URL.
    let classes = URLByteClass.pointer

    /// Decoded segments, then decoded query names and values; the sixteen
    /// bytes of slack past the longest URL let ``ByteSegments`` read any
    /// segment's first sixteen bytes at once. Zeroed, so no read sees
    /// uninitialized memory.
    let decoded: UnsafeMutablePointer<UInt8> = {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: DecodedURL.capacity)
        memory.initialize(repeating: 0, count: DecodedURL.capacity)
        return memory
    }()
    @exclusivity(unchecked) var decodedCount = 0
    /// Start and length of each path segment in `decoded`, alternating.
    let segments = UnsafeMutablePointer<Int32>.allocate(capacity: DecodedURL.capacity)
    @exclusivity(unchecked) var segmentCount = 0
    /// Start and length of each query item's name, then its value, in `decoded`.
    let query = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * DecodedURL.capacity)
    @exclusivity(unchecked) var queryCount = 0

    /// The last web host found on the app's domains, and its length (0: none).
    let lastHost = UnsafeMutablePointer<UInt8>.allocate(capacity: DecodedURL.longestRememberedHost)
    @exclusivity(unchecked) var lastHostCount = 0
    /// The longest host remembered; a longer one is looked up each time.
    static var longestRememberedHost: Int { 64 }

    /// The last two schemes taken (a stream mixes the app's scheme and the web's), each
    /// with its `:`, as the first two little-endian words of its URL masked to its
    /// length (0: none), and what it made of the URL; the latest first.
    @exclusivity(unchecked) var lastSchemes: (Scheme, Scheme) = (Scheme(), Scheme())

    /// A scheme ``lastSchemes`` holds.
    struct Scheme {
        var head0: UInt64 = 0
        var head1: UInt64 = 0
        var length = 0
        var kind = URLShape.Kind.custom
    }

    /// Empty buffers, allocated once.
    init() {}

    deinit {
        lastHost.deallocate()
        decoded.deallocate()
        segments.deallocate()
        query.deallocate()
    }

    func reset() {
        decodedCount = 0
        segmentCount = 0
        queryCount = 0
    }

    func segment(start: Int, length: Int) {
        segments[2 * segmentCount] = Int32(truncatingIfNeeded: start)
        segments[2 * segmentCount + 1] = Int32(truncatingIfNeeded: length)
        segmentCount += 1
    }

    func queryItem(nameStart: Int, nameLength: Int, valueStart: Int, valueLength: Int) {
        let slot = query + 4 * queryCount
        slot[0] = Int32(truncatingIfNeeded: nameStart)
        slot[1] = Int32(truncatingIfNeeded: nameLength)
        slot[2] = Int32(truncatingIfNeeded: valueStart)
        slot[3] = Int32(truncatingIfNeeded: valueLength)
        queryCount += 1
    }

    /// Compares eight bytes at a time, the last word overlapping the one
    /// before; a host shorter than eight bytes is never remembered.
    @inline(__always)
    func acceptedHostEnd(_ url: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = lastHostCount
        let end = start + count
        guard count > 0, end <= url.count, let base = url.baseAddress else { return nil }
        // NB: the authority ends where the scan's own class table says it does.
        if end < url.count && classes[Int(base[end])] & URLByteClass.pathEnd == 0 { return nil }
        let (bytes, last) = (UnsafeRawPointer(base + start), UnsafeRawPointer(lastHost))
        var offset = 0
        while offset < count - 8 {
            guard
                bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == last.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return nil }
            offset += 8
        }
        guard
            bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == last.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        else { return nil }
        return end
    }

    /// Two masked word compares; a URL shorter than sixteen bytes, or a
    /// scheme of sixteen bytes with its `:` or more, is scanned instead.
    @inline(__always)
    func knownScheme(_ url: UnsafeBufferPointer<UInt8>) -> (colon: Int, kind: URLShape.Kind)? {
        guard url.count >= 16, let base = url.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let head0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let head1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        @inline(__always) func matches(_ scheme: Scheme) -> Bool {
            let (mask0, mask1) = ByteTable.headMasks(length: scheme.length)
            return scheme.length > 0 && head0 & mask0 == scheme.head0 && head1 & mask1 == scheme.head1
        }
        if matches(lastSchemes.0) { return (lastSchemes.0.length - 1, lastSchemes.0.kind) }
        if matches(lastSchemes.1) { return (lastSchemes.1.length - 1, lastSchemes.1.kind) }
        return nil
    }

    func took(scheme url: UnsafeBufferPointer<UInt8>, colon: Int, kind: URLShape.Kind) {
        let length = colon + 1
        guard length <= 16, url.count >= 16, let base = url.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let (mask0, mask1) = ByteTable.headMasks(length: length)
        let scheme = Scheme(
            head0: UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & mask0,
            head1: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & mask1,
            length: length, kind: kind)
        lastSchemes = (scheme, lastSchemes.0)
    }

    func accepted(host: UnsafeBufferPointer<UInt8>) {
        guard let base = host.baseAddress, host.count >= 8, host.count <= Self.longestRememberedHost else { return }
        lastHost.update(from: base, count: host.count)
        lastHostCount = host.count
    }

    /// The fast path needs no more than the segments and query items.
    func found(kind: URLShape.Kind, scheme: Range<Int>, host: Range<Int>) {}

    /// The fast path needs no more than the segments and query items.
    func found(path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?) {}

    /// Never called: the scan declines without a message for this sink.
    func refuse(_ rejection: URLRejection) {}

    /// What the buffers hold now, for a URL whose scheme is custom or not.
    @inline(__always)
    func view(isCustomScheme: Bool) -> View {
        View(
            storage: self, decodedCount: Int32(truncatingIfNeeded: decodedCount),
            segmentCount: Int32(truncatingIfNeeded: segmentCount), queryCount: Int32(truncatingIfNeeded: queryCount),
            isCustomScheme: isCustomScheme)
    }

    /// One scanned URL as the fast path reads it: the counts of what the
    /// buffers hold, valid until the next scan into them.
    ///
    /// NB: a value of four words, returned in registers, so that the module
    /// that reads it makes no exclusivity check per access, as it would on
    /// the class's stored counts; its accessors live in the reading module
    /// (`DecodedURLView+Bytes.swift` in the tooling), where they are inlined.
    struct View {
        /// The buffers, which outlive the view: their owner keeps them for a session.
        unowned(unsafe) let storage: DecodedURL
        /// How many decoded bytes the buffers hold: every segment, query name and value.
        let decodedCount: Int32
        /// How many path segments ``DecodedURL/segments`` holds.
        let segmentCount: Int32
        /// How many query items ``DecodedURL/query`` holds.
        let queryCount: Int32
        /// Whether the URL has one of the app's custom schemes (else http/https).
        let isCustomScheme: Bool
    }
}
