/// The bytes of JSON's syntax, named.
///
/// NB: a namespace rather than `UInt8` statics, so other parts of the
/// library can name their own bytes without clashing.
@usableFromInline enum JSONByte {
    @inlinable static var quotationMark: UInt8 { UInt8(ascii: "\"") }
    @inlinable static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable static var leftBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable static var rightBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable static var leftBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable static var rightBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable static var minus: UInt8 { UInt8(ascii: "-") }
    @inlinable static var plus: UInt8 { UInt8(ascii: "+") }
    @inlinable static var period: UInt8 { UInt8(ascii: ".") }
    @inlinable static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
}
