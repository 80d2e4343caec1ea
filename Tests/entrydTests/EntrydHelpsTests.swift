import EntryPoints
import EntryPointsTooling
import Foundation
import Testing

@testable import entryd

/// Issue 22, point 5: entryd says what went wrong and what to do instead.
@MainActor
@Suite("entryd helps")
struct EntrydHelpsTests {
    @Test(
        "An unknown option suggests the closest known one",
        arguments: [
            (["--routs", "x"], "unknown option '--routs' (did you mean '--routes'?)"),
            (["--emit-stat"], "unknown option '--emit-stat' (did you mean '--emit-state'?)"),
            (["--verison"], "unknown option '--verison' (did you mean '--version'?)"),
            (["check", "--routes", "x", "--jsno"], "unknown option '--jsno' (did you mean '--json'?)"),
            (["check", "--routes", "x", "--stritc"], "unknown option '--stritc' (did you mean '--strict'?)"),
            (["chek", "--routes", "x"], "unexpected argument 'chek' (did you mean 'check'?)"),
        ])
    func unknownOptionSuggests(arguments: [String], message: String) {
        let run = entryd(arguments)
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("entryd: error: \(message)\n"))
    }

    @Test("An option far from every known one gets no suggestion")
    func unknownOptionWithoutSuggestion() {
        let run = entryd(["--colour"])
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("entryd: error: unknown option '--colour'\n"))
    }

    @Test("A route table that is not JSON is reported by byte, line and column")
    func malformedTableByLineAndColumn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file("routes.json", "{\n  \"routes\": [\n    {\"id\": \"a\",}\n  ]\n}\n")
        for arguments in [["--routes", path], ["check", "--routes", path]] {
            let run = entryd(arguments)
            #expect(run.status == .dataError)
            #expect(
                (run.errors + run.output).contains("at byte 31 (line 3, column 16)"),
                "\(arguments): \(run.errors)\(run.output)")
        }
    }

    @Test("A regex that does not compile says why, through to entryd")
    func regexSaysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file(
            "routes.json",
            #"{"schemes":["app"],"routes":[{"id":"a","patterns":["/a/:v"],"params":{"v":{"regex":"(a+"}}}]}"#)
        let route = entryd(["--routes", path])
        #expect(route.status == .dataError)
        let reason = #"regex "(a+" does not compile at offset 0: a "(" is never closed"#
        let line = route.errors.split(separator: "\n").first { $0.contains("routes[0].params.v: regex") }
        #expect(line?.contains(reason) == true)
        let check = entryd(["check", "--routes", path])
        #expect(check.status == .dataError)
        #expect(check.output.contains(reason))
    }

    @Test("At a terminal without --routes, one line on standard error names the demo table")
    func demoTableNoteAtTerminal() {
        let run = entryd([], input: .terminal(#"{"type":"url","url":"demoapp://home"}"# + "\n"))
        #expect(run.status == .success)
        #expect(run.errors == Usage.demoTableNote)
        #expect(run.errors.filter { $0 == "\n" }.count == 1)
        #expect(run.errors.contains("built-in demo table"))
        #expect(run.lines.count == 1)
    }

    @Test("Piped input, or a table of one's own, gets no note")
    func noDemoTableNoteOtherwise() throws {
        #expect(entryd([], input: .text("")).errors.isEmpty)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file("routes.json", Tables.small)
        #expect(entryd(["--routes", path], input: .terminal("")).errors.isEmpty)
    }

    @Test("check prints a summary for people by default, and JSON with --json")
    func checkHumanByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file("routes.json", Tables.conflicting)
        let human = entryd(["check", "--routes", path])
        #expect(human.status == .success)
        #expect(!human.output.hasPrefix("{"))
        #expect(human.lines.last?.hasPrefix("passed: 0 errors, ") == true)
        #expect(human.output.hasPrefix("warning routes[1].patterns[0]: "))
        let json = entryd(["check", "--routes", path, "--json"])
        #expect(json.status == .success)
        let report = try JSONParser().parse(json.output).objectValue
        #expect(report?["status"] == "passed")
    }

    @Test("--version prints the version defined once, in EntryPointsVersion")
    func versionFromOnePlace() {
        #expect(entryd(["--version"]).output == "entryd \(EntryPointsVersion.current)\n")
        #expect(EntryPointsVersion.current.split(separator: ".").count == 3)
    }
}
