import EntryPoints
import EntryPointsTooling
import Foundation
import Testing

@testable import entryd

/// Issue 28, items 1 and 2: `entryd generate swift`, a thin front end on
/// the one generator.
@MainActor
@Suite("entryd generate swift")
struct EntrydGenerateTests {
    static let table = Fixture.packageRoot + "/Fixtures/typed-routes/routes.json"

    // Issue 28, item 2.
    @Test("It prints what the generator writes, at the access asked for")
    func prints() throws {
        let run = entryd(["generate", "swift", "--routes", Self.table])
        #expect(run.status == .success)
        #expect(run.output == (try SwiftGenerator().generate(routesAt: Self.table)))
        #expect(run.errors.isEmpty)
        let publicRun = entryd(["generate", "swift", "--routes", Self.table, "--access", "public"])
        #expect(publicRun.output == (try SwiftGenerator(access: .public).generate(routesAt: Self.table)))
    }

    // Issue 28, item 2.
    @Test("--output writes the file instead, replacing it")
    func output() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file("Routes.generated.swift", "stale")
        let run = entryd(["generate", "swift", "--routes", Self.table, "--output", path])
        #expect(run.status == .success)
        #expect(run.output.isEmpty)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == (try SwiftGenerator().generate(routesAt: Self.table)))
    }

    // Issue 28, item 1.
    @Test("A table check --strict refuses exits 65 with check's report on standard error")
    func refused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file(
            "routes.json", #"{"routes":[{"id":"story","patterns":["/story/:id"],"params":{"ID":"int"}}]}"#)
        let check = entryd(["check", "--strict", "--routes", path])
        let run = entryd(["generate", "swift", "--routes", path])
        #expect(run.status == .dataError)
        #expect(check.status == .dataError)
        #expect(run.output.isEmpty)
        #expect(run.errors == check.output)
        #expect(entryd(["generate", "swift", "--routes", folder.path + "/absent.json"]).status == .ioError)
    }

    // Issue 37, item 13: the plugin's refusals had no file, line or column.
    @Test("--diagnostics compiler prints each finding as FILE:LINE:COL: error: on standard error")
    func compilerDiagnostics() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file(
            "routes.json", "{\"routes\": [\n  {\"id\": \"a\", \"patterns\": [\"/a\"], \"requries\": []}\n]}")
        let run = entryd(["generate", "swift", "--routes", path, "--diagnostics", "compiler"])
        #expect(run.status == .dataError)
        #expect(run.output.isEmpty)
        #expect(
            run.errors == path + ":2:35: error: routes[0]: unknown key \"requries\" (did you mean \"requires\"?) "
                + "[table.unknown-key]\nrefused (strict: warnings refuse the table): 0 errors, 1 warning, 0 notes\n")
        let text = entryd(["generate", "swift", "--routes", path, "--diagnostics", "text"])
        #expect(text.errors == entryd(["generate", "swift", "--routes", path]).errors)
    }

    // Issue 37, item 1: a table whose names would generate Swift that does
    // not compile is refused (65) with the route and the name, never written.
    @Test("A route whose type would hide a library protocol exits 65 naming it, and writes nothing")
    func refusedName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.file("routes.json", #"{"routes":[{"id":"typed","patterns":["/t"]}]}"#)
        let output = folder.path + "/Routes.generated.swift"
        let run = entryd(["generate", "swift", "--routes", path, "--output", output])
        #expect(run.status == .dataError)
        #expect(run.errors.contains(#"error routes[0].id: route id "typed" would be the struct TypedRoute"#))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    // Issue 28, item 2.
    @Test(
        "Usage errors name what is wrong",
        arguments: [
            (["generate"], "'entryd generate' needs what to generate: swift"),
            (
                ["generate", "swfit", "--routes", "r.json"],
                "'entryd generate' cannot generate 'swfit' (did you mean 'swift'?); it generates swift"
            ),
            (["generate", "swift"], "'entryd generate' needs option '--routes FILE'"),
            (
                ["generate", "swift", "--routes", "r.json", "--access", "open"],
                "option '--access' needs 'internal' or 'public', not 'open'"
            ),
            (
                ["generate", "swift", "--routes", "r.json", "--strict"],
                "'entryd generate' does not take option '--strict'"
            ),
            (["--access", "public"], "option '--access' is only for a subcommand: entryd generate swift"),
            (
                ["generate", "swift", "--routes", "r.json", "--diagnostics", "xcode"],
                "option '--diagnostics' needs 'text' or 'compiler', not 'xcode'"
            ),
        ])
    func usage(arguments: [String], message: String) {
        let run = entryd(arguments)
        #expect(run.status == .usage)
        #expect(run.errors.contains(message), "\(run.errors)")
    }
}
