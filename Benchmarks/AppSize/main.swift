// An app-like program for the binary-size benchmark (issue 18, point 2):
// what a small iOS app does with EntryPoints, on Linux. It reads a JSON
// route table, compiles a Router, runs a RouteController over the built-in
// NavigationState and another over its own root class, decodes typed
// parameters and builds a link. `scripts/app-size` builds it in release
// with `--gc-sections` and prints its text size; this is a benchmark, not a
// test, so it only has to link what an app links and run.
import EntryPoints

let json = """
    {
      "schemes": ["demoapp"],
      "domains": ["example.com"],
      "tabs": ["home", "search", "profile"],
      "guards": {"signedIn": {}},
      "routes": [
        {"id": "story", "patterns": ["/story/:storyId"], "params": {"storyId": "int"},
         "tab": "home", "stack": ["feed"]},
        {"id": "user", "patterns": ["/u/:username"], "tab": "search"},
        {"id": "settings", "patterns": ["/settings"], "requires": ["signedIn"], "tab": "profile"},
        {"id": "compose", "patterns": ["/compose"], "shortcut": "com.example.compose", "present": "compose"}
      ]
    }
    """

/// The app's own root, as a UIKit or SwiftUI app would keep it.
@MainActor final class AppRoot {
    var selectedTab = 0
    var path: [String] = []
    var signedIn = false
}

struct Story: Decodable {
    let storyId: Int
}

@MainActor func run() throws {
    let table = try RouteTable(json: JSONParser().parse(Array(json.utf8)), warnings: .refuse)
    let router = try Router(table)

    // The built-in navigation state.
    let navigation = RouteController(router: router)
    _ = navigation.markReady()
    _ = navigation.open(.url(URLEntry("demoapp://story/42")))
    _ = navigation.setFlags(["signedIn": true])
    _ = navigation.open(.url(URLEntry("https://example.com/settings")))
    print(navigation.root.tab, navigation.root.modal.count)

    // The app's own root.
    let controller = RouteController(root: AppRoot(), router: router) { root, guardName in
        guardName == "signedIn" ? root.signedIn : false
    }
    try controller.handle("story") { request, context in
        guard let story = try? request.decode(Story.self) else { return false }
        return context.update { root in
            root.selectedTab = 0
            root.path = ["feed", "story/\(story.storyId)"]
        }
    }
    _ = controller.open(.url(URLEntry("demoapp://story/7")))
    _ = controller.markReady()
    print(controller.root.path)

    let link = try router.link(to: "story", params: ["storyId": 42], as: .web(host: "example.com"))
    print(link)
}

try MainActor.assumeIsolated { try run() }
