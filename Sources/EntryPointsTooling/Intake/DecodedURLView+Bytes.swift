import EntryPoints

// NB: in the module that reads the view, so that the fast path inlines them.
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
