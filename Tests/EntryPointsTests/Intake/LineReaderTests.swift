import Testing
@testable import EntryPoints
@testable import EntryPointsTooling

@Suite("Line reader")
struct LineReaderTests {
    enum Seen: Equatable {
        case line(Int, String)
        case tooLong(Int)
    }

    /// Splits `text` fed in chunks of `size`, through the push or the pull form.
    func split(_ text: String, chunk size: Int, limit: Int = 16, pull: Bool) -> [Seen] {
        var reader = LineReader(maximumLineBytes: limit)
        var seen: [Seen] = []
        func note(_ line: LineReader.Line) {
            switch line {
            case .complete(let number, let bytes): seen.append(.line(number, String(decoding: bytes, as: UTF8.self)))
            case .tooLong(let number): seen.append(.tooLong(number))
            }
        }
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let chunk = Array(bytes[start..<min(start + size, bytes.count)])
            chunk.withUnsafeBufferPointer { chunk in
                if pull {
                    var position = 0
                    while let line = reader.nextLine(in: chunk, at: &position) { note(line) }
                } else {
                    reader.feed(chunk) { note($0) }
                }
            }
            start += size
        }
        reader.finish { note($0) }
        return seen
    }

    static let text = "first\n\nexactly-16-bytes\nthis line is far too long\nlast without newline"
    static let expected: [Seen] = [
        .line(1, "first"), .line(2, ""), .line(3, "exactly-16-bytes"), .tooLong(4), .tooLong(5),
    ]

    @Test(
        "Lines are numbered from 1, a line at the limit passes, longer ones are reported, whatever the chunk size",
        arguments: [1, 2, 3, 7, 16, 64, 1024])
    func splitsAtAnyChunkSize(size: Int) {
        #expect(split(Self.text, chunk: size, pull: false) == Self.expected)
        #expect(split(Self.text, chunk: size, pull: true) == Self.expected)
    }

    @Test("A last line without a newline counts when the input ends")
    func lastLineWithoutNewline() {
        #expect(split("a\nb", chunk: 1, pull: true) == [.line(1, "a"), .line(2, "b")])
    }

    @Test("A line split across chunks arrives whole")
    func lineAcrossChunks() {
        #expect(split("abcdefgh\nij\n", chunk: 3, pull: true) == [.line(1, "abcdefgh"), .line(2, "ij")])
    }
}
