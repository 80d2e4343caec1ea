import Testing

@testable import EntryPoints

@Suite("JSONScan: word-at-a-time scans stop exactly where the byte loop would")
struct JSONScanTests {
    /// The first position from `start` whose byte satisfies `stops`, one byte at a time.
    func naive(_ bytes: [UInt8], from start: Int, stops: (UInt8) -> Bool) -> Int {
        var position = start
        while position < bytes.count && !stops(bytes[position]) { position += 1 }
        return position
    }

    static let stopBytes: [UInt8] = [0x22, 0x5C, 0x00, 0x0A, 0x1F, 0x7F]
    static let passBytes: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x41, 0x80, 0xC3, 0xFF]

    @Test(
        "The end of plain string content is the first quote, backslash or control byte (or non-ASCII bytes and DEL, when asked), at every offset",
        arguments: stopBytes)
    func endOfStringContentIsExact(stop: UInt8) {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47] {
            for place in 0...length {
                for start in [0, 1, 3] where start <= length {
                    for filler in Self.passBytes {
                        var bytes = [UInt8](repeating: filler, count: length)
                        if place < length { bytes[place] = stop }
                        // NB: a second stop byte after the first must not move the answer.
                        if place + 2 < length { bytes[place + 2] = 0x22 }
                        let expected = naive(bytes, from: start) { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }
                        let found = bytes.withUnsafeBufferPointer { JSONScan.endOfStringContent(in: $0, from: start) }
                        #expect(
                            found == expected, "stop \(stop) at \(place) of \(length) from \(start), filler \(filler)")
                        let expectedUnescaped = naive(bytes, from: start) {
                            $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F
                        }
                        let unescaped = bytes.withUnsafeBufferPointer { JSONScan.endOfUnescaped(in: $0, from: start) }
                        #expect(unescaped == expectedUnescaped, "stop \(stop) at \(place) of \(length) from \(start)")
                        let expectedASCII = naive(bytes, from: start) {
                            $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80
                        }
                        let ascii = bytes.withUnsafeBufferPointer {
                            JSONScan.endOfASCIIStringContent(in: $0, from: start)
                        }
                        #expect(ascii == expectedASCII, "stop \(stop) at \(place) of \(length) from \(start)")
                        let long = bytes.withUnsafeBufferPointer {
                            JSONScan.endOfASCIIStringContent(in: $0, from: start, long: true)
                        }
                        #expect(long == expectedASCII, "long: stop \(stop) at \(place) of \(length) from \(start)")
                        let expectedPrintable = naive(bytes, from: start) {
                            $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7F
                        }
                        let printable = bytes.withUnsafeBufferPointer {
                            JSONScan.endOfPrintableStringContent(in: $0, from: start)
                        }
                        #expect(printable == expectedPrintable, "stop \(stop) at \(place) of \(length) from \(start)")
                    }
                }
            }
        }
    }

    @Test(
        "The sixteen-lane scan of a long ASCII string stops where the byte loop does, for every byte value in every lane"
    )
    func longASCIIStringContentIsExactInEveryLane() {
        for value in 0...255 {
            for length in [16, 17, 24, 31, 32, 40] {
                for place in 0..<length {
                    // NB: a stop byte before `start` must not move the answer either (lanes never borrow).
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    bytes[place] = UInt8(value)
                    bytes[0] = 0x22
                    let expected = naive(bytes, from: 1) { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }
                    let found = bytes.withUnsafeBufferPointer {
                        JSONScan.endOfASCIIStringContent(in: $0, from: 1, long: true)
                    }
                    #expect(found == expected, "byte \(value) at \(place) of \(length)")
                }
            }
        }
    }

    @Test("The fast checks never pass a byte the writer escapes, at any place in a word")
    func fastChecksAreNoLaxerThanTheWriter() {
        for value in 0...255 {
            let byte = UInt8(value)
            let escaped = [byte].withUnsafeBufferPointer { JSONScan.endOfUnescaped(in: $0, from: 0) } == 0
            for length in [1, 5, 8, 9, 16] {
                for place in 0..<length {
                    // NB: seven bytes of padding past the string, as `isPlain(padded:)` requires.
                    var bytes = [UInt8](repeating: 0x61, count: length + 7)
                    bytes[place] = byte
                    let plain = bytes.withUnsafeBufferPointer {
                        JSONScan.isPlain(padded: UnsafeBufferPointer(rebasing: $0[0..<length]))
                    }
                    #expect(plain == (!escaped && byte < 0x7F), "byte \(byte) at \(place) of \(length)")
                    let unpadded = bytes.withUnsafeBufferPointer {
                        JSONScan.isPlain(UnsafeBufferPointer(rebasing: $0[0..<length]))
                    }
                    #expect(!escaped || !unpadded, "byte \(byte) at \(place) of \(length)")
                    let ascii = bytes.withUnsafeBufferPointer {
                        JSONScan.endOfPrintableStringContent(in: UnsafeBufferPointer(rebasing: $0[0..<length]), from: 0)
                    }
                    #expect(!escaped || ascii == place, "byte \(byte) at \(place) of \(length)")
                }
            }
        }
    }
}
