import EntryPoints
import EntryPointsTooling
import Foundation
import Testing

@testable import entryd

/// Issue 27, item 11 and issue 31, item 3: what entryd writes for people
/// counts right and never carries a table's control characters raw.
@MainActor
@Suite("entryd's reports for people")
struct EntrydReportsTests {
    // Issue 27, item 11.
    @Test("--summary counts a launch as one event line and its parts as result lines")
    func summaryCountsEventLinesApart() {
        let input =
            [
                #"{"type":"launch","launch":{"urls":[{"url":"demoapp://home"},{"url":"demoapp://x"},{"url":"demoapp://home"}]}}"#,
                #"{"type":"url","url":"demoapp://home"}"#,
            ].joined(separator: "\n") + "\n"
        let run = entryd(["--summary"], input: .text(input))
        #expect(run.lines.count == 4)
        #expect(run.errors.contains("entryd summary: 2 event lines, 4 result lines\n"), "\(run.errors)")
    }

    // Issue 27, item 11.
    @Test("--summary counts dropped and resumed lines as results, not as event lines")
    func summaryCountsHeldLines() {
        let home = #"{"type":"url","url":"demoapp://home"}"#
        let input = [home, home, home, #"{"type":"ready"}"#].joined(separator: "\n") + "\n"
        let run = entryd(["--summary", "--cold-start", "--max-held", "2"], input: .text(input))
        // 3 deferred, 1 dropped, ok, 2 resumed.
        #expect(run.lines.count == 7)
        #expect(run.errors.contains("entryd summary: 4 event lines, 7 result lines\n"), "\(run.errors)")
    }

    // Issue 31, item 3.
    @Test("check's text report escapes control characters a table holds; --json stays JSON")
    func checkEscapesTableText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file(
            "routes.json",
            #"{"schemes":["app"],"routes":[{"id":"a\u0007","patterns":["/a"],"#
                + #""\u001b[2K\u001b[1Gpassed: 0 errors\u0000\u007f":1}]}"#)
        let run = entryd(["check", "--routes", table])
        for raw in ["\u{1B}", "\u{7}", "\u{0}", "\u{7F}"] { #expect(!run.output.contains(raw)) }
        #expect(run.output.contains(#"\u{1B}[2K\u{1B}[1Gpassed: 0 errors\u{0}\u{7F}"#), "\(run.output)")
        let strict = entryd(["check", "--strict", "--routes", table])
        #expect(!strict.output.contains("\u{1B}") && !strict.errors.contains("\u{1B}"))
        let json = entryd(["check", "--json", "--routes", table])
        #expect(try JSONParser().parse(json.output).objectValue?["findings"] != nil)
        // NB: a refused table's errors on standard error follow the same rule.
        let refused = try folder.file(
            "refused.json", #"{"routes":[{"id":"\u001b[2K","tab":"x"}],"tabs\u001b":1}"#)
        let load = entryd(["--routes", refused])
        #expect(load.status == .dataError)
        #expect(!load.errors.contains("\u{1B}"), "\(load.errors)")
    }
}
