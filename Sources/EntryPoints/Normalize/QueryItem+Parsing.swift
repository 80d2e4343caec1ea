extension QueryItem {
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
        for index in range where bytes[index] == UInt8(ascii: "&") { ampersands += 1 }
        items.reserveCapacity(ampersands + 1)
        var number = 0
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != UInt8(ascii: "&") { end += 1 }
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
        var equals = range.upperBound
        for index in range where bytes[index] == UInt8(ascii: "=") {
            equals = index
            break
        }
        let name = try decode(bytes, range.lowerBound..<equals) { "the name of query item \(number)" }
        let valueRange = equals < range.upperBound ? (equals + 1)..<range.upperBound : equals..<equals
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
