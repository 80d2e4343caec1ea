import EntryPoints
import EntryPointsFoundation
import Foundation

// The Swift blocks of the Links that are not routes article, each the region
// between `// region: NAME` and `// end region`, run by LinksArticleSnippetTests.

/// A sign-in SDK standing in for Google's or Facebook's: it takes the callback links it owns.
@MainActor
final class SignInSDK {
    var handled: [String] = []

    func handle(_ url: String) -> Bool {
        handled.append(url)
        return true
    }
}

/// An analytics client standing in for the app's own.
@MainActor
final class Analytics {
    var events: [(name: String, route: String?, attribution: JSONObject)] = []

    func log(_ name: String, route: String?, attribution: JSONObject) {
        events.append((name, route, attribution))
    }
}

/// A vendor's short-link API standing in for Branch's or the app's own redirect endpoint.
struct ShortLinks: Sendable {
    let known: [String: String]

    func expand(_ link: String) async throws -> String? { known[link] }
}

@MainActor
func linksPassThrough(_ controller: RouteController<NavigationState>, signInSDK: SignInSDK) {
    // region: passThrough
    controller.addObserver { report in
        // NB: the table's passThrough lists the SDK's scheme ("fb1234567890:"); the router hands the link back.
        guard report.outcome.reason == .passThrough, case .url(let link) = report.entry else { return }
        _ = signInSDK.handle(link.url)
    }
    // end region
}

@MainActor
func linksTracking(_ controller: RouteController<NavigationState>, analytics: Analytics) {
    // region: tracking
    controller.addObserver { report in
        guard let attribution = report.outcome.trackingParameters else { return }
        analytics.log("link_opened", route: report.outcome.route, attribution: attribution)
    }
    // end region
}

@MainActor
func linksResolver(_ controller: RouteController<NavigationState>, shortLinks: ShortLinks, timeLimit: Duration) {
    // region: resolver
    controller.resolveLinksAsync(timeLimit: timeLimit) { link in
        try await shortLinks.expand(link)  // "https://example.app.link/abc" -> "https://example.com/story/42"
    }
    // end region
}

/// The article's recorder, public API only: its sinks run on the main actor,
/// so they may write to captured `var`s; returns the recorder and what it wrote.
@MainActor
func linksRecorder(
    _ controller: RouteController<NavigationState>
) -> (recorder: EntryRecorder, events: () -> String, resolutions: () -> String) {
    // region: recorder
    var events = ""  // events.jsonl
    var resolutions = ""  // resolutions.json: the whole object, each time it grows
    let recorder = EntryRecorder(
        sink: { events += $0 + "\n" },
        resolutionsSink: { resolutions = $0 })
    recorder.attach(to: controller)
    // end region
    return (recorder, { events }, { resolutions })
}

func linksLeaveHandOff(sharedFolder: URL, invocationURL: String) throws {
    // region: leaveHandOff
    // The App Clip, when the user installs the full app:
    try EntryHandOff(folder: sharedFolder).leave(.url(URLEntry(invocationURL)))
    // end region
}

@MainActor
func linksTakeHandOff(_ controller: RouteController<NavigationState>, sharedFolder: URL) {
    // region: takeHandOff
    // The full app, on launch, once its controller exists:
    if let taken = try? EntryHandOff(folder: sharedFolder).take() {
        controller.open(taken.entry, identity: taken.identity)
    }
    // end region
}
