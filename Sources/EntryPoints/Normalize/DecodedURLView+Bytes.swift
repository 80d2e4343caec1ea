// NB: beside the scan's answer (`Router.answer(commonURL:into:)`), which reads them.
extension DecodedURL.View {
    /// The decoded bytes: every segment, query name and value.
    var decodedBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage.decoded, count: Int(decodedCount))
    }

    /// The segments, for the trie search.
    var byteSegments: ByteSegments {
        ByteSegments(
            bytes: decodedBytes, bounds: UnsafeBufferPointer(start: storage.segments, count: 2 * Int(segmentCount)))
    }

    /// Start and length of query item `item`'s name, then its value, in the decoded bytes.
    @inline(__always)
    func queryBounds(_ item: Int) -> UnsafePointer<Int32> {
        UnsafePointer(storage.query + 4 * item)
    }

    /// The bytes at `start` of `length` in the decoded bytes.
    @inline(__always)
    func bytes(_ start: Int32, _ length: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage.decoded + Int(start), count: Int(length))
    }
}

extension DecodedURL.View {
    /// Whether two query items have the same name (the general path then makes an array of their values).
    var repeatsQueryName: Bool {
        for item in 1..<max(Int(queryCount), 1) {
            let bounds = queryBounds(item)
            let name = bytes(bounds[0], bounds[1])
            for earlier in 0..<item where Router.same(bytes(queryBounds(earlier)[0], queryBounds(earlier)[1]), name) {
                return true
            }
        }
        return false
    }
}
