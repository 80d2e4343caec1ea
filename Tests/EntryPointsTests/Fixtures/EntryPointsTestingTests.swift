import EntryPointsTesting
import EntryPointsTooling
import Foundation
import Testing
import XCTest

@testable import EntryPoints

/// The `EntryPointsTesting` product: one call runs fixture folders and reports
/// each difference as a failure; landing assertions for one entry.
@MainActor
@Suite("EntryPointsTesting")
struct EntryPointsTestingTests {
    /// A copy of the demo fixture with line 1 of expected.jsonl changed, in a folder of its own.
    func brokenDemo() throws -> String {
        let folder = NSTemporaryDirectory() + "entrypoints-testing-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.packageRoot + "/Fixtures/demo", toPath: folder + "/demo")
        let path = folder + "/demo/expected.jsonl"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: #""route":"home""#, with: #""route":"inbox""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        return folder
    }

    // Issue 29, item 2.
    @Test("Each difference becomes one failure naming the fixture, its expected.jsonl line and the keys")
    func failuresNameThePlace() throws {
        let folder = try brokenDemo()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failures = FixtureExpectations.failures(at: [folder])
        #expect(failures.count == 1)
        #expect(failures.first?.filePath == folder + "/demo/expected.jsonl")
        #expect(failures.first?.line == 1)
        #expect(failures.first?.message.hasPrefix("demo/expected.jsonl line 1: route differs") == true)
        #expect(failures.first?.message.contains(#"≠ route: expected "inbox", actual "home""#) == true)
    }

    // Issue 29, item 2: the Swift Testing face records an issue per difference.
    @Test(
        "expectPass records a Swift Testing issue at the differing line of expected.jsonl, and none for a good fixture")
    func expectPassRecordsIssues() throws {
        let folder = try brokenDemo()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            FixtureExpectations.expectPass(at: [folder])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("route differs") }
                && issue.sourceLocation?.fileName == "expected.jsonl" && issue.sourceLocation?.line == 1
        }
        FixtureExpectations.expectPass(at: [Fixture.packageRoot + "/Fixtures/demo"])
    }

    // Issue 29, item 2: where one entry lands.
    @Test("A landing names the route, the converted parameters and the state after the entry")
    func landing() throws {
        let table = try RouteTable.load(
            contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse)
        let story = try EntryLanding(
            .url(URLEntry("demoapp://story/42?ref=mail")), on: table, flags: ["signedIn": true])
        #expect(story.status == "routed")
        #expect(story.route == "story")
        #expect(story.params == ["storyId": 42, "ref": "mail"])
        #expect(story.state.tab == "home")
        #expect(story.state.stacks["home"]?.last?.name == "story")
        let guarded = try EntryLanding(.url(URLEntry("demoapp://story/42")), on: table)
        #expect(guarded.status == "deferred")
        #expect(guarded.reason == "guard")
        #expect(guarded.mismatch(route: "story", params: nil) != nil)
        FixtureExpectations.expectLanding(
            .url(URLEntry("demoapp://story/7")), on: table, route: "story", params: ["storyId": 7],
            flags: ["signedIn": true])
    }
}

/// Issue 37, item 11: fixture paths resolve from the test file, not the working directory.
@Suite("EntryPointsTesting paths")
struct EntryPointsTestingPathTests {
    @Test("A relative fixture path is read from the calling file's folder; an absolute one is kept")
    func relativeToTheFile() {
        #expect(
            FixtureExpectations.resolve(["../EntryFixtures", "/abs/x"], relativeTo: "/app/Tests/AppTests/T.swift")
                == ["/app/Tests/AppTests/../EntryFixtures", "/abs/x"])
        #expect(FixtureExpectations.resolve(["f"], relativeTo: "/T.swift") == ["/f"])
        #expect(FixtureExpectations.resolve(["f"], relativeTo: "T.swift") == ["./f"])
    }

    @Test("A folder the search cannot run is a failure, and one that does not exist names itself")
    @MainActor
    func problemsAreFailures() {
        let failures = FixtureExpectations.failures(at: ["no-such-folder"])
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("/Fixtures/no-such-folder is not a folder") == true, "\(failures)")
    }
}

/// The XCTest face, run by XCTest itself on Linux and Apple platforms.
final class EntryPointsTestingXCTests: XCTestCase {
    // Issue 29, item 2.
    func testAssertPassRunsTheDemoFixture() {
        MainActor.assumeIsolated {
            FixtureExpectations.assertPass(at: [Fixture.packageRoot + "/Fixtures/demo"])
            let failures = FixtureExpectations.failures(at: [Fixture.packageRoot + "/Fixtures/demo"])
            XCTAssertTrue(failures.isEmpty, failures.map(\.message).joined(separator: "\n"))
        }
    }
}
