import EntryPoints

/// Reads the common shape of a `url` event straight from its bytes:
/// `{"id":…,"type":"url","url":"…"}` in any key order and spacing, with
/// extra scalar members and `\/` escapes — without building a JSON tree.
///
/// It declines (returns `nil`) whenever the general decoder might decide
/// otherwise: anything not ASCII, nested values, escapes other than `\/`,
/// `\\` and `\"`, a missing or non-string field, a `type` other than `url`,
/// an `identity` or a `scene` (they need the controller),
/// a member name given twice (the Event and result formats article (Edge cases): the line is then invalid,
/// and the general parser says which name), or anything malformed. The general path then produces the result, so the
/// scanner never needs an error message of its own.
struct FastURLEventScanner {
    /// Where the `id` is: its bytes (a string's contents, or a number's literal).
    var idRange: Range<Int>? = nil
    /// Whether the id is a JSON string (else a number).
    var idIsString = false
    /// The `url` value's bytes: in the line when it had no escape, else in `unescaped`.
    var urlRange: Range<Int> = 0..<0
    var urlIsUnescaped = false
    /// Scratch for a `url` value with escapes, decoded (``longestURL`` bytes).
    let unescaped: UnsafeMutablePointer<UInt8>

    /// The longest `url` value with escapes the scanner decodes; a longer one is declined.
    ///
    /// NB: only the size of ``unescaped``, not a rule: the general path decides a longer URL.
    static var longestURL: Int { 8192 }

    init(unescaped: UnsafeMutablePointer<UInt8>) {
        self.unescaped = unescaped
    }

    /// The `url` value's bytes.
    func url(in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        urlIsUnescaped
            ? UnsafeBufferPointer(start: unescaped, count: urlRange.count)
            : UnsafeBufferPointer(rebasing: line[urlRange])
    }

    /// Scans `line`; `false` means "decline".
    ///
    /// NB: a line with any byte from 0x80 on is declined without a pass of its
    /// own: strings stop at such a byte and then fail their closing check, and
    /// anywhere else it is not the punctuation, space or literal expected.
    mutating func scan(_ line: UnsafeBufferPointer<UInt8>, usual: UsualEvent) -> Bool {
        idRange = nil
        var sawType = false
        var sawURL = false
        var sawID = false
        var sawSourceApplication = false
        var others = OtherKeys()
        var index = 0
        let count = line.count
        // NB: the usual line is read in three steps; whatever follows its
        // `url` (more members, space) goes on in the loop below, as if the
        // loop had read those three members itself.
        var afterValue = usualPrefix(line, usual, &index)
        if afterValue {
            if index + 1 == count && line[index] == UInt8(ascii: "}") { return true }
            sawID = true
            sawType = true
            sawURL = true
        } else {
            idRange = nil
            index = 0
            Self.skipSpace(line, &index)
            guard index < count, line[index] == UInt8(ascii: "{") else { return false }
            index += 1
        }
        while true {
            if afterValue {
                afterValue = false
            } else {
                guard
                    member(
                        line, &index, sawType: &sawType, sawURL: &sawURL, sawID: &sawID,
                        sawSourceApplication: &sawSourceApplication, others: &others)
                else { return false }
            }
            Self.skipSpace(line, &index)
            guard index < count else { return false }
            if line[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard line[index] == UInt8(ascii: "}") else { return false }
            index += 1
            break
        }
        Self.skipSpace(line, &index)
        return index == count && sawType && sawURL
    }

    /// Reads `{"id":"…","type":"url","url":"…"` from the line's start, the
    /// members in their usual order with no space (``UsualEvent``), leaving
    /// `index` after the url's closing quote; `false` (and `index` anywhere)
    /// when the line does not start so, and the member loop reads it all.
    @inline(__always)
    private mutating func usualPrefix(_ line: UnsafeBufferPointer<UInt8>, _ usual: UsualEvent, _ index: inout Int)
        -> Bool
    {
        let count = line.count
        guard count >= 8 + usual.middleCount else { return false }
        let base = UnsafeRawPointer(line.baseAddress.unsafelyUnwrapped)
        guard UInt64(littleEndian: base.loadUnaligned(as: UInt64.self)) & usual.openingMask == usual.opening
        else { return false }
        let start = usual.openingCount
        index = JSONScan.endOfPrintableStringContent(in: line, from: start)
        // NB: the id's closing quote starts the middle, which ends with the url's opening quote.
        guard index + usual.middleCount < count, usual.isMiddle(at: base + index) else { return false }
        idRange = start..<index
        idIsString = true
        index += usual.middleCount - 1
        return urlString(line, &index)
    }

    /// Reads one member (`"key":value`) at `index`, leaving `index` after the value; `false` means "decline".
    @inline(__always)
    private mutating func member(
        _ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, sawType: inout Bool, sawURL: inout Bool,
        sawID: inout Bool, sawSourceApplication: inout Bool, others: inout OtherKeys
    ) -> Bool {
        let count = line.count
        do {
            Self.skipSpace(line, &index)
            guard index < count, line[index] == UInt8(ascii: "\"") else { return false }
            index += 1
            let keyStart = index
            var keyEnd = index
            var known: Field?
            // NB: the three names of the common event, with their closing quote and colon,
            // are one masked word compare each; any other key is read in full.
            if index + 8 <= count, let key = Self.knownKey(line, at: index) {
                known = key.field
                index = key.end
            } else {
                index = JSONScan.endOfASCIIStringContent(in: line, from: index)
                guard index < count, line[index] == UInt8(ascii: "\"") else { return false }
                keyEnd = index
                index += 1
                Self.skipSpace(line, &index)
                guard index < count, line[index] == UInt8(ascii: ":") else { return false }
                index += 1
            }
            Self.skipSpace(line, &index)
            guard index < count else { return false }
            switch known ?? Self.field(UnsafeBufferPointer(rebasing: line[keyStart..<keyEnd])) {
            case .type:
                guard !sawType else { return false }
                if index + 8 <= count, Self.isQuoted(line, at: index, EventMember.urlType) {
                    index += EventMember.urlType.utf8CodeUnitCount + 2
                } else {
                    guard let range = plainString(line, &index),
                        EventMember.matches(UnsafeBufferPointer(rebasing: line[range]), EventMember.urlType)
                    else { return false }
                }
                sawType = true
            case .url:
                guard !sawURL, urlString(line, &index) else { return false }
                sawURL = true
            case .id:
                guard !sawID else { return false }
                sawID = true
                if line[index] == UInt8(ascii: "\"") {
                    // NB: DEL is valid JSON but the writer escapes it: `plainString` stops at it, so an
                    // id holding one is left to the general path.
                    guard let range = plainString(line, &index) else { return false }
                    idRange = range
                    idIsString = true
                } else if Self.isNull(line, index) {
                    index += 4
                    idRange = nil
                } else {
                    guard let range = number(line, &index) else { return false }
                    idRange = range
                    idIsString = false
                }
            case .sourceApplication:
                guard !sawSourceApplication else { return false }
                sawSourceApplication = true
                if Self.isNull(line, index) {
                    index += 4
                } else {
                    guard plainString(line, &index) != nil else { return false }
                }
            case .delivery:
                // NB: `identity` and `scene` need the controller (exactly once, scenes).
                return false
            case .other:
                guard others.insert(keyStart..<keyEnd, in: line), skipScalar(line, &index) else {
                    return false
                }
            }
            return true
        }
    }

    /// The member whose key, closing quote and colon start at `index` (eight bytes may be read
    /// there), when it is `id`, `type` or `url` written with no space before the colon; and where
    /// its value may start.
    @inline(__always)
    private static func knownKey(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> (field: Field, end: Int)? {
        let word = UInt64(
            littleEndian: UnsafeRawPointer(line.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self))
        if word & keyMask(EventMember.id) == keyWord(EventMember.id) {
            return (.id, index + EventMember.id.utf8CodeUnitCount + 2)
        }
        if word & keyMask(EventMember.type) == keyWord(EventMember.type) {
            return (.type, index + EventMember.type.utf8CodeUnitCount + 2)
        }
        if word & keyMask(EventMember.url) == keyWord(EventMember.url) {
            return (.url, index + EventMember.url.utf8CodeUnitCount + 2)
        }
        return nil
    }

    /// Whether `"name"` (at most six bytes) is at `index`, where eight bytes may be read.
    @inline(__always)
    private static func isQuoted(_ line: UnsafeBufferPointer<UInt8>, at index: Int, _ name: StaticString) -> Bool {
        let word = UInt64(
            littleEndian: UnsafeRawPointer(line.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self))
        let length = name.utf8CodeUnitCount + 2
        let mask = UInt64.max &>> UInt64(truncatingIfNeeded: 64 - 8 * length)
        let quote = UInt64(UInt8(ascii: "\""))
        let quoted = quote | UInt64(word32(name)) &<< 8 | quote &<< UInt64(truncatingIfNeeded: 8 * (length - 1))
        return word & mask == quoted
    }

    /// `name":` (a name of at most six bytes) as a little-endian word, and the mask of its bytes.
    ///
    /// NB: always inlined on a literal, so both fold into constants.
    @inline(__always)
    private static func keyWord(_ name: StaticString) -> UInt64 {
        let length = name.utf8CodeUnitCount
        return UInt64(word32(name)) | UInt64(UInt8(ascii: "\"")) &<< UInt64(truncatingIfNeeded: 8 * length)
            | UInt64(UInt8(ascii: ":")) &<< UInt64(truncatingIfNeeded: 8 * length + 8)
    }

    @inline(__always)
    private static func keyMask(_ name: StaticString) -> UInt64 {
        UInt64.max &>> UInt64(truncatingIfNeeded: 64 - 8 * (name.utf8CodeUnitCount + 2))
    }

    /// `name` (at most four bytes) as a little-endian word.
    @inline(__always)
    private static func word32(_ name: StaticString) -> UInt32 { word(name) }

    /// Moves `index` past JSON white space.
    @inline(__always)
    private static func skipSpace(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < line.count {
            let byte = line[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
            index += 1
        }
    }

    private enum Field { case type, url, id, sourceApplication, delivery, other }

    /// The member `key` names, by the names the general decoder reads (`EventMember`).
    private static func field(_ key: UnsafeBufferPointer<UInt8>) -> Field {
        if matches(key, EventMember.id) { return .id }
        if matches(key, EventMember.type) { return .type }
        if matches(key, EventMember.url) { return .url }
        if EventMember.matches(key, EventMember.sourceApplication) { return .sourceApplication }
        if EventMember.isDeliveryMember(key) { return .delivery }
        return .other
    }

    /// Whether `key` is `name` (one to four bytes), compared as one word
    /// with a constant: both the mask and the name's word fold at compile time.
    ///
    /// NB: loading four bytes from the key stays inside the line: `scan`
    /// calls ``field(_:)`` only once the key's closing quote, the colon and
    /// the value's first byte are known to follow it.
    @inline(__always)
    private static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard key.count == name.utf8CodeUnitCount else { return false }
        let mask = UInt32.max &>> UInt32(truncatingIfNeeded: 32 - 8 * name.utf8CodeUnitCount)
        let raw = UnsafeRawPointer(key.baseAddress.unsafelyUnwrapped).loadUnaligned(as: UInt32.self)
        return UInt32(littleEndian: raw) & mask == word(name)
    }

    /// `name` (one to four bytes) as a little-endian word.
    ///
    /// NB: always inlined on a literal, so the loop folds into a constant.
    @inline(__always)
    private static func word(_ name: StaticString) -> UInt32 {
        var word: UInt32 = 0
        for index in 0..<name.utf8CodeUnitCount {
            word |= UInt32(name.utf8Start[index]) &<< UInt32(truncatingIfNeeded: 8 * index)
        }
        return word
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount
            && (0..<bytes.count).allSatisfy { bytes[$0] == literal.utf8Start[$0] }
    }

    private static func isNull(_ line: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        index + 4 <= line.count && line[index] == UInt8(ascii: "n") && line[index + 1] == UInt8(ascii: "u")
            && line[index + 2] == UInt8(ascii: "l") && line[index + 3] == UInt8(ascii: "l")
    }

    /// A string with no escape and only printable ASCII (no DEL): the range of its contents.
    private func plainString(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Range<Int>? {
        guard line[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        index = JSONScan.endOfPrintableStringContent(in: line, from: start)
        guard index < line.count, line[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        return start..<(index - 1)
    }

    /// The `url` string: printable ASCII, with `\/`, `\\` and `\"` decoded into `unescaped`.
    private mutating func urlString(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        guard line[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        let start = index
        var escaped = false
        while true {
            index = JSONScan.endOfASCIIStringContent(in: line, from: index, long: true)
            guard index < line.count else { return false }
            let byte = line[index]
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), index + 1 < line.count else { return false }
            let next = line[index + 1]
            guard next == UInt8(ascii: "/") || next == UInt8(ascii: "\\") || next == UInt8(ascii: "\"") else {
                return false
            }
            escaped = true
            index += 2
        }
        let end = index
        index += 1
        urlIsUnescaped = escaped
        guard escaped else {
            urlRange = start..<end
            return true
        }
        // NB: a longer URL goes to the general path, which applies the format's own limit.
        guard end - start <= Self.longestURL else { return false }
        var position = start
        var written = 0
        while position < end {
            if line[position] == UInt8(ascii: "\\") { position += 1 }
            unescaped[written] = line[position]
            written += 1
            position += 1
        }
        urlRange = 0..<written
        return true
    }

    /// A JSON number, by the grammar: the range of its literal.
    private func number(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Range<Int>? {
        let start = index
        while index < line.count {
            let byte = line[index]
            guard
                byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                    || byte | 0x20 == UInt8(ascii: "e") || byte &- UInt8(ascii: "0") < 10
            else { break }
            index += 1
        }
        let range = start..<index
        guard !range.isEmpty, JSONNumber.isValidLiteral(UnsafeBufferPointer(rebasing: line[range])) else { return nil }
        return range
    }

    /// Skips a string without escapes, a number, `true`, `false` or `null`.
    private func skipScalar(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        switch line[index] {
        case UInt8(ascii: "\""):
            return plainString(line, &index) != nil
        case UInt8(ascii: "t"):
            guard index + 4 <= line.count, Self.equals(UnsafeBufferPointer(rebasing: line[index..<index + 4]), "true")
            else { return false }
            index += 4
            return true
        case UInt8(ascii: "f"):
            guard index + 5 <= line.count, Self.equals(UnsafeBufferPointer(rebasing: line[index..<index + 5]), "false")
            else { return false }
            index += 5
            return true
        case UInt8(ascii: "n"):
            guard Self.isNull(line, index) else { return false }
            index += 4
            return true
        default:
            return number(line, &index) != nil
        }
    }
}

extension FastURLEventScanner {
    /// The names of the members the scanner skips, to notice one given twice.
    ///
    /// NB: a few fixed slots, no allocation: an event with more unknown
    /// members than that is declined, and the general path decides it.
    struct OtherKeys {
        private var starts: (Int, Int, Int, Int) = (0, 0, 0, 0)
        private var lengths: (Int, Int, Int, Int) = (0, 0, 0, 0)
        private var count = 0

        /// Records `range` of `line` (a name without escapes); `false` when it was seen already or the slots are full.
        mutating func insert(_ range: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> Bool {
            let name = UnsafeBufferPointer(rebasing: line[range])
            for slot in 0..<count {
                let (start, length) = self[slot]
                if length == name.count, line[start..<(start + length)].elementsEqual(name) {
                    return false
                }
            }
            switch count {
            case 0: (starts.0, lengths.0) = (range.lowerBound, range.count)
            case 1: (starts.1, lengths.1) = (range.lowerBound, range.count)
            case 2: (starts.2, lengths.2) = (range.lowerBound, range.count)
            case 3: (starts.3, lengths.3) = (range.lowerBound, range.count)
            default: return false
            }
            count += 1
            return true
        }

        private subscript(slot: Int) -> (Int, Int) {
            switch slot {
            case 0: (starts.0, lengths.0)
            case 1: (starts.1, lengths.1)
            case 2: (starts.2, lengths.2)
            default: (starts.3, lengths.3)
            }
        }
    }
}
