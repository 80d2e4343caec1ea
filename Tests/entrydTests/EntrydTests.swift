import EntryPointsTesting
import EntryPoints
import EntryPointsTooling
import Foundation
import Testing

@testable import entryd

@MainActor
@Suite("entryd in-process")
struct EntrydTests {
    // MARK: Help and version

    @Test("--help prints the usage with examples and exits 0", arguments: [["--help"], ["-h"], ["--bogus", "--help"]])
    func help(arguments: [String]) {
        let run = entryd(arguments)
        #expect(run.status == .success)
        #expect(run.output == Usage.help)
        for text in [
            "usage: entryd", "examples:", "entryd check --routes FILE", "entryd aasa --routes FILE",
            "entryd generate swift --routes FILE",
        ] {
            #expect(run.output.contains(text))
        }
        for flag in [
            "--routes", "--input", "--follow", "--emit-state", "--cold-start", "--summary", "--max-line-bytes",
            "--version", "--strict", "--json",
        ] {
            #expect(run.output.contains(flag), "help does not mention \(flag)")
        }
        #expect(run.errors.isEmpty)
    }

    @Test("--version prints the library's version")
    func version() {
        let run = entryd(["--version"])
        #expect(run.status == .success)
        #expect(run.output == "entryd \(EntryPointsVersion.current)\n")
    }

    // MARK: Input and tables

    @Test("Standard input with the built-in table gives the demo's expected output")
    func standardInputDemo() {
        let demo = Fixture.demo
        let run = entryd([], input: .bytes(demo.events))
        #expect(run.status == .success)
        let differences = demo.differences(from: run.outputBytes)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(run.errors.isEmpty)
    }

    @Test("Chunk boundaries do not change the output")
    func chunkBoundaries() {
        let events = Fixture.demo.events
        let whole = entryd([], input: .bytes(events))
        for size in [1, 7, 64] {
            #expect(entryd([], input: .bytes(events, chunkSize: size)).output == whole.output)
        }
    }

    @Test("The built-in table is Fixtures/demo/routes.json byte for byte")
    func builtInTableIsTheDemoFile() throws {
        let file = try #require(
            FileManager.default.contents(atPath: Fixture.packageRoot + "/Fixtures/demo/routes.json"))
        #expect(
            Array(DemoTable.json.utf8) == [UInt8](file),
            "Sources/entryd/DemoTable.swift is stale: run scripts/embed-demo-table")
    }

    @Test("--routes FILE routes with that table")
    func routesFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file("routes.json", Tables.small)
        let run = entryd(
            ["--routes", table],
            input: .text(
                #"{"type":"url","url":"app://home"}"# + "\n" + #"{"type":"url","url":"demoapp://home"}"# + "\n"))
        #expect(run.status == .success)
        #expect(run.results.map { $0["status"] } == ["routed", "rejected"])
        #expect(run.results.last?["reason"] == "scheme-not-allowed")
    }

    @Test("--routes=FILE and --input=FILE work like separate values")
    func joinedValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file("routes.json", Tables.small)
        let events = try folder.file("events.jsonl", #"{"type":"url","url":"app://home"}"# + "\n")
        let run = entryd(["--routes=\(table)", "--input=\(events)"])
        #expect(run.status == .success)
        #expect(run.results.map { $0["route"] } == ["home"])
    }

    @Test("--input FILE reads the file, not standard input")
    func inputFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", #"{"id":"from-file","type":"reset"}"# + "\n")
        let run = entryd(["--input", events], input: .text(#"{"id":"from-stdin","type":"reset"}"# + "\n"))
        #expect(run.status == .success)
        #expect(run.results.map { $0["id"] } == ["from-file"])
    }

    @Test("--input - reads standard input")
    func inputDash() {
        let run = entryd(["--input", "-"], input: .text(#"{"type":"ready"}"# + "\n"))
        #expect(run.status == .success)
        #expect(run.results.map { $0["status"] } == ["ok"])
    }

    @Test("An input that cannot be read exits 74 and names the path")
    func unreadableInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in [folder.path + "/missing.jsonl", folder.path] {
            let run = entryd(["--input", path])
            #expect(run.status == .ioError)
            #expect(run.errors.hasPrefix("entryd: error: cannot read input \(path): "))
            #expect(run.output.isEmpty)
        }
    }

    @Test("--follow needs a named pipe")
    func followNeedsAPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", "")
        let run = entryd(["--input", events, "--follow"])
        #expect(run.status == .usage)
        #expect(run.errors.contains("'--follow' needs a named pipe"))
    }

    @Test("A route table that cannot be read exits 74 and names the path")
    func unreadableTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/missing.json"
        let run = entryd(["--routes", path], input: .text(#"{"type":"ready"}"#))
        #expect(run.status == .ioError)
        #expect(run.errors.contains("cannot read \(path)"))
        #expect(run.output.isEmpty)
    }

    @Test("An association file that cannot be read exits 74")
    func unreadableAssociationFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file("routes.json", Tables.missingAssociationFile)
        let run = entryd(["--routes", table])
        #expect(run.status == .ioError)
        #expect(run.errors.contains("no-such-aasa.json"))
    }

    @Test("A refused table exits 65 with every error on a line of its own")
    func refusedTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file("routes.json", Tables.refused)
        let run = entryd(["--routes", table], input: .text(#"{"type":"ready"}"#))
        #expect(run.status == .dataError)
        #expect(run.output.isEmpty)
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("entryd: error: the route table was refused (") == true)
        let errorLines = lines.dropFirst()
        #expect(errorLines.count >= 2)
        #expect(errorLines.contains { $0.hasPrefix("routes[0].params.x: ") })
        #expect(errorLines.contains { $0.hasPrefix("routes[1]") })
    }

    @Test("A refused table's unknown keys are shown as warnings after its errors")
    func refusedTableShowsWarnings() {
        let table = Fixture.packageRoot + "/Fixtures/check/refused-table-with-unknown-key/routes.json"
        let run = entryd(["--routes", table], input: .text(#"{"type":"ready"}"#))
        #expect(run.status == .dataError)
        #expect(
            run.errors == """
                entryd: error: the route table was refused (1 error):
                routes[1].params.storyId: unknown type "integer"
                entryd: warning: routes[0]: unknown key "requries" (did you mean "requires"?)
                entryd: warning: routes[2]: unknown key "pattern" (did you mean "patterns"?)

                """)
    }

    @Test("A table that loads with unknown keys routes, with each warning on the error stream")
    func loadedTableShowsWarnings() {
        let table = Fixture.packageRoot + "/Fixtures/check/strict-misspelt-requires/routes.json"
        let run = entryd(["--routes", table], input: .text(#"{"type":"url","url":"demoapp://inbox"}"#))
        #expect(run.status == .success)
        #expect(run.results.map { $0["status"] } == ["routed"])
        #expect(run.errors == "entryd: warning: routes[0]: unknown key \"requries\" (did you mean \"requires\"?)\n")
    }

    // MARK: Usage errors

    @Test(
        "Bad usage exits 64, names the option and shows the usage",
        arguments: [
            (["--bogus"], "'--bogus'"),
            (["--routes"], "'--routes' needs a value"),
            (["--routes", "--emit-state"], "'--routes' needs a value"),
            (["--input"], "'--input' needs a value"),
            (["--max-line-bytes", "abc"], "'--max-line-bytes'"),
            (["--max-line-bytes", "0"], "'--max-line-bytes'"),
            (["--max-line-bytes=-3"], "'--max-line-bytes'"),
            (["--max-line-bytes", "99999999999999999999"], "'--max-line-bytes'"),
            (["--emit-state", "--emit-state"], "'--emit-state' is given more than once"),
            (["--summary=yes"], "'--summary' takes no value"),
            (["extra"], "'extra'"),
            (["--follow"], "'--follow' needs '--input PATH'"),
            (["--json"], "'--json'"),
            (["check"], "'--routes FILE'"),
            (["aasa"], "'--routes FILE'"),
            (["check", "--routes", "x", "--emit-state"], "'--emit-state'"),
            (["aasa", "--routes", "x", "--json"], "'--json'"),
            (["--strict"], "'--strict' is only for a subcommand: entryd check"),
            (["aasa", "--routes", "x", "--strict"], "'--strict'"),
            (["check", "--routes", "x", "--strict", "--strict"], "'--strict' is given more than once"),
            (["check", "--routes", "x", "--strict=yes"], "'--strict' takes no value"),
        ] as [([String], String)])
    func usageError(arguments: [String], named: String) {
        let run = entryd(arguments)
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("entryd: error: "))
        #expect(run.errors.contains(named), "\(run.errors)")
        #expect(run.errors.contains(Usage.synopsis))
    }

    // MARK: Session options

    @Test("--emit-state adds the state to every result")
    func emitState() {
        let input = #"{"type":"url","url":"demoapp://home"}"# + "\n" + "garbage\n"
        let run = entryd(["--emit-state"], input: .text(input))
        #expect(run.results.count == 2)
        #expect(run.results.allSatisfy { $0["state"]?.objectValue != nil })
        #expect(run.results.first?["state"]?["stacks"]?["home"] == [["screen": "feed"]])
        #expect(entryd([], input: .text(input)).results.allSatisfy { $0["state"] == nil })
    }

    @Test("--cold-start holds entries until ready")
    func coldStart() {
        let input = #"{"type":"url","url":"demoapp://home"}"# + "\n" + #"{"type":"ready"}"# + "\n"
        let run = entryd(["--cold-start"], input: .text(input))
        #expect(run.results.map { $0["status"] } == ["deferred", "ok", "routed"])
        #expect(run.results.first?["reason"] == "not-ready")
        #expect(run.results.last?["resumed"] == true)
        #expect(entryd([], input: .text(input)).results.map { $0["status"] } == ["routed", "ok"])
    }

    @Test("--summary prints counts by status and reason and the top unmatched URLs to standard error")
    func summary() {
        let input =
            [
                #"{"type":"url","url":"demoapp://home"}"#,
                #"{"type":"url","url":"demoapp://nowhere"}"#,
                #"{"type":"url","url":"demoapp://nowhere"}"#,
                #"{"type":"url","url":"demoapp://elsewhere"}"#,
                "{",
            ].joined(separator: "\n") + "\n"
        let run = entryd(["--summary"], input: .text(input))
        #expect(run.status == .success)
        #expect(run.lines.count == 5)
        #expect(run.errors.contains("entryd summary: 5 event lines"))
        #expect(run.errors.contains("  routed 1\n"))
        #expect(run.errors.contains("  unmatched 3\n    no-route 3\n"))
        #expect(run.errors.contains("  invalid 1\n    malformed-json 1\n"))
        #expect(run.errors.contains("most frequent unmatched URLs:\n  2 demoapp://nowhere\n  1 demoapp://elsewhere\n"))
        #expect(entryd([], input: .text(input)).errors.isEmpty)
    }

    // Issue 21, point 4 (the Event and result formats article (Edge cases)): the summary shows control characters escaped, never raw.
    @Test("--summary escapes control, format and separator characters in the unmatched URLs")
    func summaryEscapesControls() {
        let input =
            [
                #"{"type":"url","url":"demoapp://nowhere\u0085a\u202Eb\u2028c"}"#,
                #"{"type":"url","url":"demoapp://nowhere\u001b[2J"}"#,
            ].joined(separator: "\n") + "\n"
        let run = entryd(["--summary"], input: .text(input))
        #expect(run.status == .success)
        // A raw C0 control makes the URL malformed; C1, format and separator characters route (and miss).
        #expect(run.results.map { $0["reason"] } == ["no-route", "malformed-url"])
        for raw in ["\u{85}", "\u{202E}", "\u{2028}", "\u{1B}"] { #expect(!run.errors.contains(raw)) }
        #expect(run.errors.contains(#"  1 demoapp://nowhere\u{85}a\u{202E}b\u{2028}c"#))
        #expect(
            SessionSummary.escapedForTerminal("a\u{85}\u{202E}\u{2028}\u{2029}\u{1B}\u{7F}\u{0}\\é😀")
                == #"a\u{85}\u{202E}\u{2028}\u{2029}\u{1B}\u{7F}\u{0}\\é😀"#)
    }

    @Test("--max-line-bytes: a longer line gets line-too-long, even across chunks, and the stream goes on")
    func maximumLineBytes() {
        let long = #"{"type":"url","url":"demoapp://home/"# + String(repeating: "x", count: 300) + "\"}"
        let input = long + "\n" + #"{"type":"ready"}"# + "\n"
        let run = entryd(["--max-line-bytes", "64"], input: .text(input, chunkSize: 16))
        #expect(run.status == .success)
        #expect(run.results.count == 2)
        #expect(run.results.first?["reason"] == "line-too-long")
        #expect(run.results.first?["line"] == 1)
        #expect(run.results.last?["line"] == 2)
        #expect(run.results.last?["status"] == "ok")
    }

    @Test("The default line limit is 1 MiB")
    func defaultLineLimit() {
        let filler = String(repeating: " ", count: (1 << 20) - 16)
        let atLimit = #"{"type":"ready"}"# + filler  // 16 + limit - 16 bytes
        let overLimit = atLimit + " "
        let run = entryd([], input: .text(atLimit + "\n" + overLimit + "\n"))
        #expect(run.results.map { $0["reason"] } == [nil, "line-too-long"])
    }

    // MARK: Input that must not crash

    @Test("A byte order mark at the start and CRLF line ends are accepted")
    func bomAndCRLF() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array((#"{"type":"ready"}"# + "\r\n" + #"{"type":"reset"}"#).utf8)
        let run = entryd([], input: .bytes(bytes))
        #expect(run.results.map { $0["entry"] } == ["ready", "reset"])
    }

    @Test("Blank lines give no result but count")
    func blankLines() {
        let run = entryd([], input: .text("\n  \n\t\n" + #"{"type":"ready"}"# + "\n"))
        #expect(run.results.map { $0["line"] } == [4])
    }

    @Test("Invalid UTF-8 gives invalid/bad-encoding and the stream goes on")
    func invalidUTF8() {
        let bytes: [UInt8] =
            Array(#"{"type":"url","url":"demoapp://"#.utf8) + [0xFF, 0xC3] + Array("\"}\n".utf8)
            + Array(#"{"type":"ready"}"#.utf8)
        let run = entryd([], input: .bytes(bytes))
        #expect(run.status == .success)
        #expect(run.results.map { $0["reason"] } == ["bad-encoding", nil])
        #expect(run.results.first?["message"]?.stringValue?.contains("byte") == true)
    }

    @Test("A million brackets give invalid, not a crash")
    func deepNesting() {
        let line = String(repeating: "[", count: 1_000_000)
        let run = entryd([], input: .text(line + "\n" + #"{"type":"ready"}"# + "\n"))
        #expect(run.status == .success)
        #expect(run.results.map { $0["status"] } == ["invalid", "ok"])
        #expect(run.results.first?["reason"] == "malformed-json")
    }

    @Test("Wrong types, huge numbers and non-objects each give invalid with a reason")
    func malformedEvents() {
        let lines = [
            #"{"type":"url","url":12}"#,
            #"{"type":"url","url":"demoapp://home","id":1e999999999}"#,
            #"{"type":"url","url":"demoapp://home","id":123456789012345678901234567890}"#,
            "[1,2]",
            #"{"type":"teleport"}"#,
            #"{"type":"url"}"#,
            #"{"type":"url","url":"demoapp://home""#,
        ]
        let run = entryd([], input: .text(lines.joined(separator: "\n")))
        #expect(run.status == .success)
        #expect(
            run.results.map { $0["reason"] } == [
                "wrong-type", nil, nil, "not-an-object", "unknown-type", "missing-field", "malformed-json",
            ])
        #expect(run.results[0]["message"]?.stringValue?.contains("url") == true)
    }

    // MARK: check and aasa

    @Test("check passes a valid table and exits 0")
    func checkPasses() {
        let run = entryd(["check", "--routes", Fixture.demo.routesPath])
        #expect(run.status == .success)
        #expect(run.output.contains("passed"))
        #expect(run.output.hasSuffix("\n"))
    }

    @Test("check reports patterns of identical shape")
    func checkConflicts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file("routes.json", Tables.conflicting)
        let run = entryd(["check", "--routes", table])
        #expect(run.status == .success)
        #expect(run.output.contains("routes[1].patterns[0]"))
        let json = entryd(["check", "--routes", table, "--json"])
        let report = try JSONParser().parse(json.output)
        #expect(report["status"] == "passed")
        let conflicts = report["findings"]?.arrayValue?.filter { $0["code"] == "check.conflict" }
        #expect(conflicts?.count == 1)
    }

    @Test("check exits 65 for a refused table and 74 for an unreadable one")
    func checkFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let refused = try folder.file("refused.json", Tables.refused)
        let run = entryd(["check", "--routes", refused, "--json"])
        #expect(run.status == .dataError)
        #expect(try JSONParser().parse(run.output)["status"] == "refused")
        #expect(entryd(["check", "--routes", folder.path + "/missing.json"]).status == .ioError)
        let association = try folder.file("association.json", Tables.missingAssociationFile)
        #expect(entryd(["check", "--routes", association]).status == .ioError)
    }

    @Test("check --strict refuses a misspelt requires (65) that a plain check passes (0)")
    func checkStrictMisspelt() throws {
        let table = Fixture.packageRoot + "/Fixtures/check/strict-misspelt-requires/routes.json"
        let plain = entryd(["check", "--routes", table])
        #expect(plain.status == .success)
        #expect(plain.output.hasSuffix("\npassed: 0 errors, 1 warning, 1 note\n"))
        let strict = entryd(["check", "--strict", "--routes", table])
        #expect(strict.status == .dataError)
        #expect(
            strict.output == """
                warning routes[0]: unknown key "requries" (did you mean "requires"?)
                note guards.signedIn: guard signedIn is required by no route: its flag guards nothing and its redirect never runs
                refused (strict: warnings refuse the table): 0 errors, 1 warning, 1 note

                """)
        let json = entryd(["check", "--routes", table, "--json", "--strict"])
        #expect(json.status == .dataError)
        let report = try JSONParser().parse(json.output)
        #expect(report["status"] == "refused")
        #expect(report["strict"] == true)
        #expect(report["findings"]?.arrayValue?.map { $0["code"] } == ["table.unknown-key", "check.unused-guard"])
        let plainJSON = try JSONParser().parse(entryd(["check", "--routes", table, "--json"]).output)
        #expect(plainJSON["status"] == "passed")
        #expect(plainJSON["strict"] == false)
    }

    @Test("check --strict refuses a conflict (65)")
    func checkStrictConflict() {
        let table = Fixture.packageRoot + "/Fixtures/check/strict-conflict/routes.json"
        #expect(entryd(["check", "--routes", table]).status == .success)
        let run = entryd(["check", "--routes", table, "--strict"])
        #expect(run.status == .dataError)
        #expect(run.output.hasPrefix("warning routes[1].patterns[0]: "))
        #expect(run.output.hasSuffix("refused (strict: warnings refuse the table): 0 errors, 1 warning, 0 notes\n"))
    }

    @Test("check --strict passes a clean table (0), and a table with only notes")
    func checkStrictClean() {
        let demo = entryd(["check", "--strict", "--routes", Fixture.demo.routesPath])
        #expect(demo.status == .success)
        // NB: the demo's premium guard drops links on purpose: one note (check.guard-drops-link).
        #expect(demo.output.hasSuffix("passed (strict): 0 errors, 0 warnings, 1 note\n"))
        let note = Fixture.packageRoot + "/Fixtures/check/strict-clean-with-note/routes.json"
        #expect(entryd(["check", "--strict", "--routes", note]).status == .success)
    }

    @Test("check shows a refused table's unknown keys beside its errors, in text and JSON")
    func checkShowsWarningsBesideErrors() throws {
        let table = Fixture.packageRoot + "/Fixtures/check/refused-table-with-unknown-key/routes.json"
        let run = entryd(["check", "--routes", table])
        #expect(run.status == .dataError)
        #expect(run.output.contains("\nwarning routes[0]: unknown key \"requries\" (did you mean \"requires\"?)\n"))
        let json = try JSONParser().parse(entryd(["check", "--routes", table, "--json"]).output)
        #expect(
            json["findings"]?.arrayValue?.map { $0["code"] } == [
                "table.unknown-type", "table.unknown-key", "table.unknown-key",
            ])
    }

    @Test("aasa prints the generated association file, indented")
    func aasa() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file("routes.json", Tables.withAppID)
        let run = entryd(["aasa", "--routes", path])
        #expect(run.status == .success)
        let table = try RouteTable.load(contentsOf: path, warnings: .refuse)
        #expect(try JSONParser().parse(run.output) == AssociationFile.generate(for: table))
        #expect(run.output == AssociationFile.generate(for: table).prettyText + "\n")
        #expect(run.output.contains("\n  \"applinks\": {\n"))
    }

    @Test("aasa refuses a table without appID (65), a refused table (65) and an unreadable one (74)")
    func aasaFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let noAppID = try folder.file("small.json", Tables.small)
        let run = entryd(["aasa", "--routes", noAppID])
        #expect(run.status == .dataError)
        #expect(run.errors.contains("has no appID"))
        #expect(run.output.isEmpty)
        let refused = try folder.file("refused.json", Tables.refused)
        #expect(entryd(["aasa", "--routes", refused]).status == .dataError)
        #expect(entryd(["aasa", "--routes", folder.path + "/missing.json"]).status == .ioError)
    }
}
