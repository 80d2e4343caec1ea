/// Something bytes can be appended to: a `[UInt8]`, or an ``OutputBuffer``.
///
/// The JSON writer is generic over it, so the general path (arrays) and the
/// fast path (the output buffer) escape strings with one implementation.
@usableFromInline package protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteSink {
    /// Appends an ASCII literal.
    package mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the decimal digits of `value`.
    package mutating func append(decimal value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            append(decimal: -value)
            return
        }
        if value < 10 {
            append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { raw in
            while rest > 0 {
                raw[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { append(raw[index]) }
        }
    }
}

extension Array: ByteSink where Element == UInt8 {}
