import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling
import TestSupport

/// Issue 21, points 1 and 5: entryd's two paths (the byte-level fast path and
/// the general one) must write byte-identical output, and every line must be
/// exactly one JSON object with the expected `line`, whatever the table and
/// the stream.
@MainActor
@Suite("Differential: fast path and general path")
struct DifferentialPathTests {
    /// The output of `events` through a session, with or without the fast path.
    static func output(
        router: Router, events: [UInt8], fastPath: Bool, options: EventSession.Options = .init()
    ) -> [UInt8] {
        var options = options
        options.usesFastPath = fastPath
        let session = EventSession(router: router, options: options)
        var reader = LineReader()
        let handle: (LineReader.Line) -> Void = { line in
            if case .complete(let number, let bytes) = line { session.process(line: bytes, number: number) }
        }
        reader.feed(events, handle)
        reader.finish(handle)
        return session.output.bytes
    }

    /// What is wrong with `output` for `lines` input lines: each output line must parse (by
    /// Foundation, an independent parser) as one JSON object whose `line` is the next number,
    /// and hold no raw U+2028 or U+2029.
    static func problems(output: [UInt8], lines: Int) -> [String] {
        var problems: [String] = []
        let outputLines = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        if outputLines.count != lines { problems.append("\(outputLines.count) result lines for \(lines) events") }
        for (index, line) in outputLines.enumerated() {
            let shown = String(decoding: line.prefix(200), as: UTF8.self)
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                problems.append("not one JSON object: \(shown)")
                continue
            }
            if (object["line"] as? NSNumber)?.intValue != index + 1 {
                problems.append("line \(index + 1) has line \(String(describing: object["line"])): \(shown)")
            }
            let text = String(decoding: line, as: UTF8.self)
            if text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
                problems.append("raw U+2028/U+2029: \(shown)")
            }
        }
        return problems
    }

    @Test("Random tables and hostile streams: both paths write the same bytes, every line valid JSON")
    func randomTablesAndStreams() {
        var random = SplitMix64(seed: 0x21_D1FF)
        var tables = TableGenerator(random: SplitMix64(seed: 0x21_7AB1E))
        var compared = 0
        var fastLines = 0
        for _ in 0..<250 {
            let json = tables.table()
            guard let table = try? RouteTable.decode(json, warnings: .ignore), let router = try? Router(table) else {
                continue
            }
            var events: [UInt8] = []
            let count = Int.random(in: 1...24, using: &random)
            for number in 1...count {
                let url = HostileStream.url(table: table, random: &random)
                events += HostileStream.line(url: url, number: number, random: &random)
                events.append(UInt8(ascii: "\n"))
            }
            let fast = Self.output(router: router, events: events, fastPath: true)
            let general = Self.output(router: router, events: events, fastPath: false)
            let identical = fast == general
            #expect(identical, "table \(json.jsonText)\n\(Self.firstDifference(fast, general))")
            let problems = Self.problems(output: fast, lines: count)
            #expect(problems.isEmpty, "table \(json.jsonText)\n\(problems.prefix(3).joined(separator: "\n"))")
            compared += 1
            let session = EventSession(router: router)
            events.withUnsafeBufferPointer { bytes in
                var number = 0
                for line in bytes.split(separator: UInt8(ascii: "\n")) {
                    number += 1
                    session.process(line: UnsafeBufferPointer(rebasing: line), number: number)
                }
            }
            fastLines += session.fastPathLines
        }
        // NB: if every table were refused, or the fast path declined every line, this would compare nothing.
        #expect(compared > 80)
        #expect(fastLines > 30, "the fast path took only \(fastLines) lines")
    }

    @Test("The issue's reproducer: a URL holding an escaped quote cannot forge members")
    func escapedQuoteCannotForge() throws {
        let router = try Router(
            RouteTable.decode(
                JSONParser().parse(#"{"schemes":["app"],"routes":[{"id":"profile","patterns":["/:user"]}]}"#),
                warnings: .refuse))
        let events = Array(#"{"type":"url","url":"app://x\"},\"a"}"#.utf8) + [0x0A]
        for fastPath in [true, false] {
            let output = Self.output(router: router, events: events, fastPath: fastPath)
            #expect(
                String(decoding: output, as: UTF8.self)
                    == #"{"line":1,"entry":"url","status":"routed","route":"profile","params":{"user":"x\"},\"a"}}"#
                    + "\n")
        }
    }

    @Test(
        "Patterns with more captures than a terminal slot packs (7) give the same bytes on both paths",
        arguments: [6, 7, 8, 9, 12])
    func capturesBeyondTheSlot(count: Int) throws {
        let names = (1...count).map { "p\($0)" }
        let pattern = "/m/" + names.map { ":" + $0 }.joined(separator: "/")
        let table =
            #"{"schemes":["app"],"routes":[{"id":"many","patterns":[""# + pattern + #""],"params":{"p2":"int"}}]}"#
        let router = try Router(RouteTable.decode(JSONParser().parse(Array(table.utf8)), warnings: .refuse))
        let values = (1...count).map { String($0 * 11) }
        var events: [UInt8] = []
        for (number, query) in ["", "?p1=q", "?x=1"].enumerated() {
            let url = "app://m/" + values.joined(separator: "/") + query
            events += Array(#"{"type":"url","url":""#.utf8) + Array(url.utf8) + Array(#"","id":"e\#(number)"}"#.utf8)
            events.append(UInt8(ascii: "\n"))
        }
        let fast = Self.output(router: router, events: events, fastPath: true)
        let general = Self.output(router: router, events: events, fastPath: false)
        #expect(fast == general, "\(Self.firstDifference(fast, general))")
        let first = Fixture.lines(fast).first ?? ""
        let members = zip(names, values).map { name, value in name == "p2" ? #""p2":22"# : #""\#(name)":"\#(value)""# }
        #expect(first.contains(#""params":{"# + members.joined(separator: ",") + "}"), "\(first)")
    }

    static func firstDifference(_ fast: [UInt8], _ general: [UInt8]) -> String {
        let a = Fixture.lines(fast)
        let b = Fixture.lines(general)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return
                "line \(index + 1):\n fast:    \(index < a.count ? a[index] : "—")\n general: \(index < b.count ? b[index] : "—")"
        }
        return "identical"
    }
}
