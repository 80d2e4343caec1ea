import TestSupport

/// Turns a valid event line into a broken or hostile one, the way a fuzzer
/// would, but deterministically from a ``SplitMix64``.
struct LineMutator {
    /// The kinds of damage, each chosen with equal odds.
    enum Mutation: CaseIterable {
        case flipByte, insertBytes, deleteRange, truncate, duplicateKey, hugeNumber, deepNesting
        case invalidUTF8, insertToken, splice, repeatRange
    }

    /// Fragments that steer mutations towards the decoder's decisions.
    static let tokens: [String] = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u0000", "\\ud800", "\\uDFFF", "null", "true", "false",
        #""type":"url","#, #""type":"intent","#, #""route":"debug","#, #""url":"demoapp://debug","#,
        #""id":{},"#, #""url":null,"#, "1e999999", "-0.0e-0", "\u{FEFF}", "\r", "\t",
        "demoapp://debug/flags", "https://example.com@evil.com/", "%2e%2e", "%2F", "%00", "%FF",
    ]

    /// Byte sequences that are not valid UTF-8.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xC3],
        [0xF0, 0x9F, 0x98],
    ]

    var random: SplitMix64

    /// `line` with one to three mutations applied; `others` supplies splices.
    mutating func mutate(_ line: [UInt8], others: [[UInt8]]) -> [UInt8] {
        var line = line
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            line = apply(random.pick(Mutation.allCases), to: line, others: others)
        }
        return line
    }

    private mutating func position(in line: [UInt8]) -> Int {
        Int.random(in: 0...line.count, using: &random)
    }

    private mutating func apply(_ mutation: Mutation, to line: [UInt8], others: [[UInt8]]) -> [UInt8] {
        var line = line
        switch mutation {
        case .flipByte:
            guard !line.isEmpty else { return [UInt8.random(in: 0...255, using: &random)] }
            let index = Int.random(in: 0..<line.count, using: &random)
            line[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
        case .insertBytes:
            let count = Int.random(in: 1...8, using: &random)
            line.insert(
                contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position(in: line))
        case .deleteRange:
            let start = position(in: line)
            let end = min(line.count, start + Int.random(in: 0...16, using: &random))
            line.removeSubrange(start..<end)
        case .truncate:
            line = Array(line.prefix(position(in: line)))
        case .duplicateKey:
            // A second member with a key the event already has: the last value wins.
            let key = random.pick(["type", "url", "id", "route", "params", "userInfo", "set", "notification"])
            let value = random.pick([#""url""#, #""intent""#, "null", "42", "{}", "[]", #""demoapp://debug""#])
            if let brace = line.firstIndex(of: UInt8(ascii: "{")) {
                line.insert(contentsOf: Array("\"\(key)\":\(value),".utf8), at: brace + 1)
            }
        case .hugeNumber:
            let digits = String(repeating: "9", count: Int.random(in: 20...400, using: &random))
            let number = random.pick([
                digits, "-" + digits, "1e" + digits, "0." + digits + "e-" + digits, digits + ".5",
            ])
            line.insert(contentsOf: Array(number.utf8), at: position(in: line))
        case .deepNesting:
            let depth = random.pick([100, 511, 512, 513, 2_000, 20_000])
            let open = random.pick(["[", "{\"a\":"])
            let closed = random.oneIn(2)
            var nested = Array(String(repeating: open, count: depth).utf8)
            if closed { nested += Array(String(repeating: open == "[" ? "]" : "}", count: depth).utf8) }
            line.insert(contentsOf: nested, at: position(in: line))
        case .invalidUTF8:
            line.insert(contentsOf: random.pick(Self.invalidUTF8), at: position(in: line))
        case .insertToken:
            line.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: position(in: line))
        case .splice:
            let other = random.pick(others)
            let cut = Int.random(in: 0...other.count, using: &random)
            line = Array(line.prefix(position(in: line))) + other[cut...]
        case .repeatRange:
            guard !line.isEmpty else { return line }
            let start = Int.random(in: 0..<line.count, using: &random)
            let end = min(line.count, start + Int.random(in: 1...12, using: &random))
            let copies = Int.random(in: 2...50, using: &random)
            let piece = Array(line[start..<end])
            line.insert(contentsOf: (0..<copies).flatMap { _ in piece }, at: end)
        }
        return line
    }
}
