import EntryPoints

/// The one-character predefined substitution variables: `$(alpha)`,
/// `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)` and `$(xdigit)`.
enum AssociationCharacterClass: String, Hashable, Sendable, CaseIterable {
    /// `A`–`Z` and `a`–`z`.
    case alpha
    /// `A`–`Z`.
    case upper
    /// `a`–`z`.
    case lower
    /// `A`–`Z`, `a`–`z` and `0`–`9`.
    case alnum
    /// `0`–`9`.
    case digit
    /// `0`–`9`, `A`–`F` and `a`–`f`.
    case xdigit

    /// Whether `character` belongs to the class. With `foldingCase`, case is
    /// ignored, so `$(upper)` and `$(lower)` both accept any ASCII letter.
    func contains(_ character: Character, foldingCase: Bool) -> Bool {
        guard let byte = character.asciiValue else { return false }
        let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        switch self {
        case .alpha: return isUpper || isLower
        case .upper: return isUpper || (foldingCase && isLower)
        case .lower: return isLower || (foldingCase && isUpper)
        case .alnum: return isUpper || isLower || isDigit
        case .digit: return isDigit
        case .xdigit:
            let lowered = byte | 0x20
            return isDigit || (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "f"))
        }
    }
}
