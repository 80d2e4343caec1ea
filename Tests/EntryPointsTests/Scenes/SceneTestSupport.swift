@testable import EntryPoints

/// A table of two kinds of scene: `main` (primary) and `compose`.
func sceneRouter(scenes: [String]? = ["main", "compose"]) throws -> Router {
    let hasScenes = scenes != nil
    return try Router(
        RouteTable(
            schemes: ["app"], tabs: ["home"],
            guards: [RouteTable.Guard("signedIn", redirect: "login")],
            routes: [
                Route("feed", patterns: ["/feed"], tab: "home", stack: ["feed"]),
                Route(
                    "story", patterns: ["/story/:id"], params: ["id": .int], tab: "home", stack: ["feed", "story"],
                    scene: hasScenes ? .showing : nil),
                Route(
                    "compose", patterns: ["/compose"], present: "compose", scene: hasScenes ? .new : nil,
                    sceneKind: hasScenes ? "compose" : nil),
                Route("draft", patterns: ["/draft"], present: "draft", sceneKind: hasScenes ? "compose" : nil),
                Route("inbox", patterns: ["/inbox"], requires: ["signedIn"], tab: "home", stack: ["inbox"]),
                Route("login", exposure: .internal, present: "login"),
            ],
            scenes: scenes))
}

/// The app's ``SceneOpening`` as a double: records what it was asked, and
/// connects the new scene at once when `connectsAtOnce` says so.
@MainActor
final class SceneOpenerDouble: SceneOpening {
    var requests: [SceneRequest] = []
    var shown: [String] = []
    /// What ``openScene(_:)`` answers.
    var asks = true
    /// Called inside ``openScene(_:)``: a system that connects the scene before the call returns.
    var connectsAtOnce: ((SceneRequest) -> Void)?

    func openScene(_ request: SceneRequest) -> Bool {
        requests.append(request)
        connectsAtOnce?(request)
        return asks
    }

    func showScene(_ id: String) { shown.append(id) }
}

/// An `app://` link to `path`.
func sceneLink(_ path: String) -> EntryPoint { .url(URLEntry("app://" + path)) }
