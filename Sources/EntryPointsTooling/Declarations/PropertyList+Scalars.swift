extension PropertyList.XMLReader {
    /// Seconds from 2001-01-01T00:00:00Z (the property list epoch) to
    /// `text`, written `YYYY-MM-DDTHH:MM:SSZ` as property lists write dates;
    /// `nil` for any other form.
    static func referenceSeconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        // NB: days from 1970-01-01 by Howard Hinnant's days_from_civil, so no calendar is needed.
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let unix = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Double(unix - 978_307_200)
    }

    /// The bytes `text` encodes in base64 (white space already removed,
    /// padding optional); `nil` when it holds another character.
    static func base64(_ text: String) -> [UInt8]? {
        var data: [UInt8] = []
        data.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var padding = false
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                padding = true
                continue
            default: return nil
            }
            guard !padding else { return nil }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                data.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return data
    }
}
