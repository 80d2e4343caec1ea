extension QueryItem {
    /// `&`, which separates the items of a query.
    @inlinable package static var separator: UInt8 { UInt8(ascii: "&") }

    /// Whether decoding an item may change `byte`: `%` starts an escape and
    /// `+` is a space. The fast path's byte classes are built from it.
    package static func isDecoded(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
    }

    /// The name and the value of the item at `bytes[range]`: the name ends
    /// at the first `=`, the value is the rest (empty when there is no `=`).
    /// The one statement of the rule; the fast path's parse calls it too.
    @inlinable @inline(__always)
    package static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> (name: Range<Int>, value: Range<Int>) {
        var equals = range.upperBound
        for index in range where bytes[index] == UInt8(ascii: "=") {
            equals = index
            break
        }
        // NB: unchecked: `equals` lies in the range or is its end, so both bounds are ordered.
        let valueStart = equals < range.upperBound ? equals + 1 : equals
        return (
            Range(uncheckedBounds: (range.lowerBound, equals)), Range(uncheckedBounds: (valueStart, range.upperBound))
        )
    }

    /// The items of the query at `bytes[range]` (after `?`, before `#`), in order.
    ///
    /// Items are split on `&`; an item splits at its first `=` (no `=` means
    /// the value `""`); `+` decodes to a space, then escapes are decoded once.
    /// Empty items (`&&`) and items whose name is empty (`=x`) are ignored,
    /// but their escapes must still be well formed: a malformed escape
    /// anywhere in the query makes the URL malformed.
    ///
    /// - Throws: a ``Outcome/Reason/malformedURL`` rejection for a malformed
    ///   escape or one that decodes to invalid UTF-8.
    /// - Complexity: O(*n*) in the length of the query.
    static func items(
        in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) throws(URLRejection) -> [QueryItem] {
        var items: [QueryItem] = []
        var ampersands = 0
        for index in range where bytes[index] == separator { ampersands += 1 }
        items.reserveCapacity(ampersands + 1)
        var number = 0
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != separator { end += 1 }
            if end > start {
                number += 1
                if let item = try item(in: bytes, start..<end, number: number) { items.append(item) }
            }
            start = end + 1
        }
        return items
    }

    /// The item at `bytes[range]` (non-empty), or `nil` when its name is empty.
    private static func item(
        in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, number: Int
    ) throws(URLRejection) -> QueryItem? {
        let (nameRange, valueRange) = split(bytes, range)
        let name = try decode(bytes, nameRange) { "the name of query item \(number)" }
        let value = try decode(bytes, valueRange) {
            name.isEmpty ? "the value of query item \(number)" : "the value of query item \(number) ('\(name)')"
        }
        return name.isEmpty ? nil : QueryItem(name: name, value: value)
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, place: () -> String
    ) throws(URLRejection) -> String {
        let part = UnsafeBufferPointer(rebasing: bytes[range])
        do throws(PercentDecoding.Failure) {
            return try PercentDecoding.decodeStrictly(bytes: part, plusAsSpace: true)
        } catch {
            throw .malformed(error, in: part, place: place())
        }
    }
}
