import EntryPoints
import Foundation
import Testing

@testable import entryd

/// entryd over a table whose guard says `onRevoke`: the Route tables article, 5 and 7 ("Unwind details").
@MainActor
@Suite("entryd and a guard's onRevoke")
struct EntrydOnRevokeTests {
    static let table = #"""
        {"schemes":["demoapp"],"guards":{"signedIn":{"onRevoke":"unwind"}},
         "routes":[{"id":"feed","patterns":["/feed"],"tab":"main","stack":["feed"]},
                   {"id":"inbox","patterns":["/inbox"],"tab":"main","stack":["feed","inbox"],"requires":["signedIn"]}]}
        """#

    @Test("A state event that revokes an unwinding guard writes its ok line with the screens gone")
    func okLineShowsUnwoundState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let routes = try folder.file("routes.json", Self.table)
        let events = [
            #"{"type":"state","set":{"signedIn":true}}"#, #"{"type":"url","url":"demoapp://inbox"}"#,
            #"{"type":"state","set":{"signedIn":false}}"#,
        ]
        let run = entryd(["--routes", routes, "--emit-state"], input: .text(events.joined(separator: "\n") + "\n"))
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.last
                == #"{"line":3,"entry":"state","status":"ok","state":{"tab":"main","stacks":{"main":[{"screen":"feed"}]},"modal":[],"flags":{"signedIn":false}}}"#
        )
    }

    @Test("check refuses a table whose onRevoke is neither keep nor unwind, naming the path")
    func checkRefusesBadValue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let routes = try folder.file(
            "routes.json", Self.table.replacingOccurrences(of: #""unwind""#, with: #""reset""#))
        let run = entryd(["check", "--routes", routes])
        #expect(run.status == .dataError)
        #expect(
            run.output.contains(#"guards.signedIn.onRevoke: unknown onRevoke "reset" (expected "keep" or "unwind")"#))
    }

    @Test("check takes onRevoke as a known key: no warning, only the note that the guard drops links")
    func checkKnowsKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let routes = try folder.file("routes.json", Self.table)
        let run = entryd(["check", "--routes", routes, "--json"])
        #expect(run.status == .success)
        let report = try JSONParser().parse(run.output)
        #expect(report["status"] == "passed")
        // NB: the guard has no redirect, so a link to inbox while signed out is lost (a note).
        #expect(report["findings"]?.arrayValue?.map { $0["code"] } == ["check.guard-drops-link"])
    }
}
