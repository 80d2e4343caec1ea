import Foundation
import Testing

@testable import EntryPointsTooling

/// Issue 37, item 4: a fixture's output is compared line by line as it is
/// produced, so memory is bounded by the folder's files whatever the output's
/// size, and only the differences a report needs are kept.
@MainActor
@Suite("Fixtures compared as they run")
struct FixtureStreamingTests {
    /// A fixture folder in a temporary folder of its own, with `events` and `expected`.
    func fixture(events: String, expected: String) throws -> (FixtureFolder, remove: () -> Void) {
        let folder = NSTemporaryDirectory() + "fixture-streaming-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"schemes":["app"],"routes":[{"id":"home","patterns":["/home"]}]}"#
            .write(toFile: folder + "/routes.json", atomically: true, encoding: .utf8)
        try events.write(toFile: folder + "/events.jsonl", atomically: true, encoding: .utf8)
        try expected.write(toFile: folder + "/expected.jsonl", atomically: true, encoding: .utf8)
        return (FixtureFolder(path: folder), { try? FileManager.default.removeItem(atPath: folder) })
    }

    // Issue 37, item 4: "the launch-amplification line ... takes 1.6 GB in entryd test".
    @Test("One launch line of 2,000 URLs echoing an 8 KiB id (16 MB of output) holds one buffer, not the output")
    func launchAmplification() throws {
        let id = String(repeating: "i", count: 8_192)
        let urls = [String](repeating: #"{"url":"app://home"}"#, count: 2_000).joined(separator: ",")
        let events = #"{"type":"launch","id":"\#(id)","launch":{"urls":[\#(urls)]}}"# + "\n"
        let (folder, remove) = try fixture(events: events, expected: #"{"line":1,"part":1,"status":"routed"}"# + "\n")
        defer { remove() }
        let result = FixtureRunner().run(folder)
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(result.outputLines == 2_000)
        // The bytes held at once: one 64 KiB buffer and the line that filled it, never the 16 MB.
        #expect(result.largestOutputHeld > 0)
        #expect(result.largestOutputHeld <= 64 * 1024 + 16 * 1024, "\(result.largestOutputHeld) bytes held")
        // 1,999 extra lines: counted, and the first 100 kept, each line shortened to 4 KiB.
        #expect(result.differenceCount == 1_999)
        #expect(result.differences.count == FixtureComparison.maximumDifferencesKept)
        #expect(result.differences.allSatisfy { ($0.actual?.utf8.count ?? 0) < 4_200 })
        #expect(result.differences.first?.actual?.hasSuffix("more bytes)") == true)
        #expect(result.report.contains("(1998 more differences in this folder)"))
    }

    // Issue 37, item 4: "eight fixtures of 200,000 lines take 923 MB".
    @Test("20,000 result lines compare with one buffer held; equal lines keep no difference")
    func manyLines() throws {
        let line = #"{"type":"url","url":"app://home"}"# + "\n"
        var expected = ""
        for number in 1...20_000 { expected += #"{"line":\#(number),"status":"routed","route":"home"}"# + "\n" }
        let (folder, remove) = try fixture(events: String(repeating: line, count: 20_000), expected: expected)
        defer { remove() }
        let result = FixtureRunner().run(folder)
        #expect(result.passed, "\(result.report)")
        #expect(result.outputLines == 20_000)
        #expect(result.largestOutputHeld <= 64 * 1024 + 1_024, "\(result.largestOutputHeld) bytes held")
        #expect(result.differences.isEmpty)
    }

    @Test("The incremental comparison gives what comparing the whole texts gives, missing and extra lines included")
    func incrementalEqualsWhole() {
        let expected = Array("{\"a\":1}\n\n{\"b\":2}\r\n{\"c\":3}\n".utf8)
        for actual in ["{\"a\":1}\n{\"b\":3}\n", "{\"a\":1}\n{\"b\":2}\n{\"c\":3}\n{\"d\":4}\n", "", "x\n"] {
            var comparison = FixtureComparison.Incremental(expected: expected)
            for line in actual.split(separator: "\n") { comparison.add(line: ArraySlice(Array(line.utf8))) }
            comparison.finish()
            let whole = FixtureComparison.differences(expected: expected, actual: Array(actual.utf8))
            #expect(comparison.differences.map(\.summary) == whole.map(\.summary), "\(actual)")
            #expect(comparison.differenceCount == whole.count)
        }
    }

    @Test("Whole-output helpers still give the output: output(of:) and record(_:) round-trip")
    func outputAndRecord() throws {
        let (folder, remove) = try fixture(
            events: #"{"type":"url","url":"app://home"}"# + "\n" + #"{"type":"url","url":"app://nope"}"# + "\n",
            expected: "")
        defer { remove() }
        let runner = FixtureRunner()
        let output = try runner.output(of: folder)
        #expect(FixtureComparison.lines(output).count == 2)
        #expect(try runner.record(folder) == 2)
        #expect(try folder.readExpected() == output)
        #expect(runner.run(folder).passed)
    }
}
