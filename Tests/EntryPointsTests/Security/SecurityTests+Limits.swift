import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Oversize and deeply nested input is refused cheaply, never held whole,
/// and never overflows the stack.
extension SecurityTests {
    @Test("A URL of 8,192 bytes is accepted and one byte more is url-too-long")
    func urlLengthLimit() {
        let prefix = "demoapp://search/"
        let longest = prefix + String(repeating: "a", count: URLNormalizer.maximumLength - prefix.utf8.count)
        #expect(router.open(longest).request?.route == "results")
        #expect(router.open(longest + "a").outcome.reason == .urlTooLong)
    }

    @Test("url-too-long wins over every other check, for every kind that carries a URL")
    func urlTooLongWinsEverywhere() {
        let huge = "https://evil.com/%zz/../" + String(repeating: "a", count: 1 << 20)
        let entries: [EntryPoint] = [
            .url(URLEntry(huge)),
            .userActivity(UserActivity(activityType: UserActivity.browsingWeb, webpageURL: huge)),
            .notification(NotificationResponse(userInfo: ["url": .string(huge)])),
            .shortcut(ShortcutItem(type: "none", userInfo: ["url": .string(huge)])),
            .intent(Intent(url: huge)),
            .intent(Intent(url: "/" + huge)),
        ]
        for entry in entries {
            #expect(router.resolve(entry).outcome.reason == .urlTooLong, "\(entry.kind)")
        }
    }

    @Test("A line over the limit is reported once and skipped, and the next line keeps its number")
    func overlongLineSkipped() {
        var reader = LineReader(maximumLineBytes: 1 << 20)
        var seen: [String] = []
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
        let handle: (LineReader.Line) -> Void = { line in
            switch line {
            case .complete(let number, let bytes): seen.append("\(number):\(bytes.count)")
            case .tooLong(let number): seen.append("\(number):too long")
            }
        }
        reader.feed(Array("{}\n".utf8), handle)
        for _ in 0..<160 { reader.feed(chunk, handle) }  // 10 MiB without a newline
        reader.feed(Array("\n{}\n".utf8), handle)
        reader.finish(handle)
        #expect(seen == ["1:2", "2:too long", "3:2"])
    }

    @Test("A line of exactly the limit is kept, whichever way it is split into chunks")
    func lineAtLimitKept() {
        for split in [0, 1, 7, 100] {
            var reader = LineReader(maximumLineBytes: 100)
            var seen: [String] = []
            let line = [UInt8](repeating: UInt8(ascii: "x"), count: 100) + [UInt8(ascii: "\n")]
            let handle: (LineReader.Line) -> Void = { line in
                switch line {
                case .complete(let number, let bytes): seen.append("\(number):\(bytes.count)")
                case .tooLong(let number): seen.append("\(number):too long")
                }
            }
            reader.feed(Array(line[..<split]), handle)
            reader.feed(Array(line[split...]) + [UInt8(ascii: "x")] + line, handle)
            reader.finish(handle)
            #expect(seen == ["1:100", "2:too long"], "split at \(split)")
        }
    }

    @Test("A million open brackets are malformed-json, without overflowing the stack")
    @MainActor
    func millionOpenBracketsRefused() {
        for opener in ["[", #"{"a":"#] {
            let line = String(repeating: opener, count: 1_000_000)
            let session = EventSession(router: router)
            session.process(line: line, number: 1)
            let result = ResultShape.check(output: session.output.bytes)
            #expect(result.count == 1)
            #expect(result.first?.object?["reason"] == "malformed-json")
        }
    }

    @Test("A million balanced brackets are refused at the nesting limit")
    @MainActor
    func millionBalancedBracketsRefused() {
        let line = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
        let session = EventSession(router: router)
        session.process(line: line, number: 1)
        #expect(ResultShape.check(output: session.output.bytes).first?.object?["reason"] == "malformed-json")
        // The same limit guards route tables, which are read with the same parser.
        let error = #expect(throws: JSONParseError.self) { try JSONParser().parse("{\"routes\":" + line + "}") }
        #expect(error?.kind == .tooDeep)
    }

    // Found while writing these tests: JSONParser(maximumDepth: .max) parsed
    // 100,000 balanced brackets into a value whose recursive release
    // overflowed the stack; depth requests are now clamped to a ceiling.
    @Test("Asking for unlimited depth is clamped, so nested values stay shallow enough to free")
    func unlimitedDepthClamped() {
        #expect(JSONParser(maximumDepth: .max).maximumDepth == JSONParser.depthCeiling)
        let deepEvent =
            #"{"type":"reset","x":"# + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
            + "}"
        let decoding = #expect(throws: EventError.self) { try EventDecoder(maximumDepth: .max).decode(line: deepEvent) }
        #expect(decoding?.reason == .malformedJSON)
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = #expect(throws: JSONParseError.self) { try JSONParser(maximumDepth: .max).parse(text) }
        #expect(error?.kind == .tooDeep)
    }

    @Test("Huge numbers are kept as written, and refused where a typed parameter needs them to fit")
    func hugeNumbersRefusedWhereTyped() {
        let digits = String(repeating: "9", count: 400)
        #expect(
            router.resolve(
                .intent(Intent(route: "story", params: ["storyId": .number(JSONNumber(literal: "1e999999")!)]))
            ).outcome.reason == .badParameter)
        #expect(
            router.resolve(.intent(Intent(route: "story", params: ["storyId": .string(digits)]))).outcome.reason
                == .badParameter)
        #expect(router.open("demoapp://story/\(digits)").outcome.reason == .noRoute)
        #expect(router.open("demoapp://search?page=\(digits)").outcome.reason == .badParameter)
    }
}
