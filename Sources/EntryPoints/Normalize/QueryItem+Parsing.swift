extension QueryItem {
    /// `&`, which separates the items of a query.
    static var separator: UInt8 { UInt8(ascii: "&") }

    /// Whether decoding an item may change `byte`: `%` starts an escape and
    /// `+` is a space. The scan's byte classes are built from it.
    static func isDecoded(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
    }

    /// The name and the value of the item at `bytes[range]`: the name ends
    /// at the first `=`, the value is the rest (empty when there is no `=`).
    /// The one statement of the rule, which the URL scan calls.
    @inline(__always)
    static func split(
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
}
