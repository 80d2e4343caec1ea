import EntryPoints
import EntryPointsTesting
import Foundation
import Testing

// Swift blocks of the EntryPointsTesting articles, each the region between
// `// region: NAME` and `// end region`, compiled here. The test-target forms
// live in Tests/EntryPointsTests/EntryFixtureTests.swift, placed as an app's
// test file would be, beside Tests/EntryFixtures.

/// The recorder of the article's first step, attached to `controller`, and
/// what it wrote so far. NB: public API only, in Swift 6: the sink runs on
/// the main actor, so it may append to a captured `var`.
@MainActor
func recordSession(_ controller: RouteController<NavigationState>) -> (recorder: EntryRecorder, session: () -> String) {
    // region: record
    var session = ""  // what a bug report attaches; or a file, the unified log
    let recorder = EntryRecorder { line in session += line + "\n" }
    recorder.attach(to: controller)
    // end region
    return (recorder, { session })
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
