import Testing

@testable import EntryPoints
import TestSupport

// Issue 30, item 1: one scan of a URL's bytes, two sinks.
@Suite("One scan of a URL's bytes reports to both sinks")
struct URLScanTests {
    static let normalizer = URLNormalizer(schemes: ["demoapp"], domains: ["example.com", "*.example.com"])

    /// What the fast sink took, or `nil` when the scan declined.
    static func fast(_ text: String) -> DecodedURL.View? {
        let url = DecodedURL()
        var text = text
        return text.withUTF8 { normalizer.scan($0, into: url) }
    }

    @Test(
        "Every rejection of the general sink is a decline of the fast sink, and builds no message there",
        arguments: [
            "", "1demoapp://story", "demoapp://story/%zz", "demoapp://story/%C3%28", "demoapp://story/..",
            "demoapp://story/%2e", "demoapp://story?a=%4", "demoapp://story#\u{1}", "demoapp://sto\u{7F}ry",
            "https:/story", "https:///story", "https://evil.com/story", "ftp://example.com/story",
            "https://a\\@example.com/story", "https://[::1/story", "https://example.com:80x/story",
            "https://ex%zzample.com/story", "demoapp://" + String(repeating: "a", count: 8_200),
        ])
    func rejectionsAreDeclines(url: String) {
        #expect(Self.normalizer.normalize(url).normalized == nil, "the general sink takes \(url)")
        #expect(Self.fast(url) == nil, "the fast sink takes \(url)")
    }

    @Test(
        "The fast sink declines what it leaves to the general sink, which takes it",
        arguments: [
            "demoapp://story/caf\u{E9}", "https://user@example.com/story", "https://example.com:443/story",
            "demoapp://[::1]/story", "https://a b.example.com/story", "demoapp://st%41ry/1",
        ])
    func uncommonShapesAreLeftToTheGeneralSink(url: String) {
        #expect(Self.fast(url) == nil, "the fast sink takes \(url)")
        let general = Self.normalizer.normalize(url)
        // NB: the raw space's host is escaped, so it is covered by no `*.` entry.
        if url.contains(" ") {
            #expect(general.rejection?.reason == .domainNotAssociated)
        } else {
            #expect(general.normalized != nil, "the general sink refuses \(url): \(String(describing: general))")
        }
    }

    @Test("A raw non-ASCII segment is kept whole by the general sink; invalid UTF-8 bytes are named")
    func nonASCIISegments() throws {
        let url = try Self.normalizer.normalize("demoapp://story/caf\u{E9}/%C3%A9").get()
        #expect(url.segments == ["story", "caf\u{E9}", "\u{E9}"])
        let bytes: [UInt8] = Array("demoapp://story/".utf8) + [0xC3, 0x28]
        let rejection = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(URLRejection) in try Self.normalizer.normalize(urlBytes: buffer) }
        }
        #expect(rejection.rejection?.reason == .malformedURL)
        #expect(rejection.rejection?.message.contains("path segment 2") == true)
    }

    @Test("Messages number segments and query items as written, the custom scheme's host first")
    func messagesNumberParts() {
        #expect(
            Self.normalizer.normalize("demoapp://%zz/1").rejection?.message.contains("path segment 1 (the host)")
                == true)
        #expect(Self.normalizer.normalize("demoapp://a//b/%zz").rejection?.message.contains("path segment 3") == true)
        #expect(
            Self.normalizer.normalize("demoapp:/a/./b").rejection?.message.contains("path segment 2 is '.'") == true)
        #expect(
            Self.normalizer.normalize("demoapp://a?x=1&&=%zz").rejection?.message.contains("the value of query item 2")
                == true)
        #expect(
            Self.normalizer.normalize("demoapp://a?x=1&ref=%zz").rejection?.message.contains("query item 2 ('ref')")
                == true)
    }

    @Test("The one decoding loop and the strict decoder agree on generated text")
    func decodingLoopAgreesWithStrictDecoder() {
        var random = SplitMix64(seed: 0x30_0001)
        let alphabet: [UInt8] = Array("aZ09%+-._~/ ".utf8) + [0xC3, 0xA9, 0x80, 0xFF] + Array("2Ee8fF".utf8)
        var decodedSome = 0
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...12, using: &random)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            for plusAsSpace in [false, true] {
                let strict = bytes.withUnsafeBufferPointer { buffer in
                    Result { () throws(PercentDecoding.Failure) in
                        try PercentDecoding.decodeStrictly(bytes: buffer, plusAsSpace: plusAsSpace)
                    }
                }
                let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(length, 1))
                defer { output.deallocate() }
                let written = bytes.withUnsafeBufferPointer { buffer in
                    length == 0
                        ? 0
                        : PercentDecoding.decode(buffer.baseAddress!, 0, length, plusAsSpace: plusAsSpace, into: output)
                }
                switch strict {
                case .success(let text):
                    decodedSome += 1
                    #expect(
                        written >= 0 && Array(text.utf8) == Array(UnsafeBufferPointer(start: output, count: written)))
                case .failure:
                    #expect(written == -1, "\(bytes)")
                }
            }
        }
        #expect(decodedSome > 1_000)
    }
}
