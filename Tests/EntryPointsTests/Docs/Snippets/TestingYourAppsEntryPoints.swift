import EntryPoints
import EntryPointsTesting
import Foundation
import Testing

// Swift blocks of the EntryPointsTesting articles, each the region between
// `// region: NAME` and `// end region`, compiled here. The test-target forms
// live in Tests/EntryPointsTests/EntryFixtureTests.swift, placed as an app's
// test file would be, beside Tests/EntryFixtures.

/// The recorder of the article's first step, attached to `controller`, writing to `sessionLog`.
@MainActor
func recordSession(_ controller: RouteController<NavigationState>, into sessionLog: SessionLog) -> EntryRecorder {
    // region: record
    let recorder = EntryRecorder { line in
        sessionLog.append(line + "\n")  // a file, a bug-report attachment, the unified log
    }
    recorder.attach(to: controller)
    // end region
    return recorder
}

/// Where ``recordSession(_:into:)`` writes: text appended from any thread.
final class SessionLog: @unchecked Sendable {
    // NB: NSLock guards `lines`, hence `@unchecked`.
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined() } }
}

/// The article's landing check of one entry, on `table`.
@MainActor
func expectStoryLanding(on table: RouteTable) {
    // region: landing
    FixtureExpectations.expectLanding(
        .url(URLEntry("demoapp://story/42")), on: table, route: "story", params: ["storyId": 42],
        flags: ["signedIn": true])
    // end region
}
