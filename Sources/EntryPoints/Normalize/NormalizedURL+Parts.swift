extension NormalizedURL {
    /// The general path's sink for the URL scan: each decoded segment and
    /// query item becomes a string as soon as it is found, so its bytes in
    /// the decoding buffer are reused by the next. A class, as the fast sink
    /// is, so the scan reaches both through a plain reference.
    final class Parts: URLScanSink {
        static var takesCommonShapesOnly: Bool { false }

        /// The general path checks a host's domain after the scan, not in it: never asked.
        func acceptedHostEnd(_ url: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? { nil }

        /// Never told: see ``acceptedHostEnd(_:from:)``.
        func accepted(host: UnsafeBufferPointer<UInt8>) {}

        /// The general path scans every scheme: never asked.
        func knownScheme(_ url: UnsafeBufferPointer<UInt8>) -> (colon: Int, kind: URLShape.Kind)? { nil }

        /// Never told: see ``knownScheme(_:)``.
        func took(scheme url: UnsafeBufferPointer<UInt8>, colon: Int, kind: URLShape.Kind) {}

        let decoded: UnsafeMutablePointer<UInt8>
        var decodedCount = 0

        init(decoded: UnsafeMutablePointer<UInt8>) {
            self.decoded = decoded
        }
        /// The decoded segments, in order.
        var segments: [String] = []
        var segmentCount: Int { segments.count }
        /// The query items whose name is not empty, in order.
        var query: [QueryItem] = []
        /// Where the parts of the URL are, once it is taken.
        var shape = URLShape(kind: .path, scheme: 0..<0, host: 0..<0, path: 0..<0)
        /// Why the URL was not taken.
        var rejection: URLRejection?

        /// Runs `body` with empty parts whose buffer has room for a URL of `capacity` bytes.
        static func collect<Value>(
            capacity: Int, _ body: (Parts) throws(URLRejection) -> Value
        ) throws(URLRejection) -> Value {
            // NB: decoding never lengthens text; the slack is the fast sink's, kept for one rule of room.
            let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 16)
            defer { memory.deallocate() }
            return try body(Parts(decoded: memory))
        }

        func segment(start: Int, length: Int) {
            segments.append(text(start, length))
            decodedCount = start
        }

        func queryItem(nameStart: Int, nameLength: Int, valueStart: Int, valueLength: Int) {
            query.append(QueryItem(name: text(nameStart, nameLength), value: text(valueStart, valueLength)))
            decodedCount = nameStart
        }

        func found(kind: URLShape.Kind, scheme: Range<Int>, host: Range<Int>) {
            shape.kind = kind
            shape.scheme = scheme
            shape.host = host
        }

        func found(path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?) {
            shape.path = path
            shape.query = query
            shape.fragment = fragment
        }

        func refuse(_ rejection: URLRejection) {
            self.rejection = rejection
        }

        /// The rejection, once the scan has not taken the URL.
        var failure: URLRejection {
            // NB: the scan returns nil only after refusing; the fallback is never seen.
            rejection ?? .malformed("the URL could not be read")
        }

        private func text(_ start: Int, _ length: Int) -> String {
            String(decoding: UnsafeBufferPointer(start: decoded + start, count: length), as: UTF8.self)
        }
    }
}
