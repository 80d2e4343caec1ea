/// The bytes of JSON's syntax, named.
///
/// NB: a namespace rather than `UInt8` statics, so other parts of the
/// library can name their own bytes without clashing.
enum JSONByte {
    static let quotationMark: UInt8 = UInt8(ascii: "\"")
    static let backslash: UInt8 = UInt8(ascii: "\\")
    static let slash: UInt8 = UInt8(ascii: "/")
    static let leftBracket: UInt8 = UInt8(ascii: "[")
    static let rightBracket: UInt8 = UInt8(ascii: "]")
    static let leftBrace: UInt8 = UInt8(ascii: "{")
    static let rightBrace: UInt8 = UInt8(ascii: "}")
    static let comma: UInt8 = UInt8(ascii: ",")
    static let colon: UInt8 = UInt8(ascii: ":")
    static let minus: UInt8 = UInt8(ascii: "-")
    static let plus: UInt8 = UInt8(ascii: "+")
    static let period: UInt8 = UInt8(ascii: ".")
    static let space: UInt8 = UInt8(ascii: " ")
    static let tab: UInt8 = UInt8(ascii: "\t")
    static let lineFeed: UInt8 = UInt8(ascii: "\n")
    static let carriageReturn: UInt8 = UInt8(ascii: "\r")
}
