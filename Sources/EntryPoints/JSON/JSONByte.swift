/// The bytes of JSON's syntax, named.
///
/// NB: a namespace rather than `UInt8` statics, so other parts of the
/// library can name their own bytes without clashing.
package enum JSONByte {
    package static let quotationMark: UInt8 = UInt8(ascii: "\"")
    package static let backslash: UInt8 = UInt8(ascii: "\\")
    package static let slash: UInt8 = UInt8(ascii: "/")
    package static let leftBracket: UInt8 = UInt8(ascii: "[")
    package static let rightBracket: UInt8 = UInt8(ascii: "]")
    package static let leftBrace: UInt8 = UInt8(ascii: "{")
    package static let rightBrace: UInt8 = UInt8(ascii: "}")
    package static let comma: UInt8 = UInt8(ascii: ",")
    package static let colon: UInt8 = UInt8(ascii: ":")
    package static let minus: UInt8 = UInt8(ascii: "-")
    package static let plus: UInt8 = UInt8(ascii: "+")
    package static let period: UInt8 = UInt8(ascii: ".")
    package static let space: UInt8 = UInt8(ascii: " ")
    package static let tab: UInt8 = UInt8(ascii: "\t")
    package static let lineFeed: UInt8 = UInt8(ascii: "\n")
    package static let carriageReturn: UInt8 = UInt8(ascii: "\r")
}
