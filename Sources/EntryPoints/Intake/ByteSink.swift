/// Something bytes can be appended to: a `[UInt8]`, or an ``OutputBuffer``.
///
/// The JSON writer is generic over it, so the general path (arrays) and the
/// fast path (the output buffer) escape strings with one implementation.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteSink {
    /// Appends an ASCII literal.
    mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

extension Array: ByteSink where Element == UInt8 {}
