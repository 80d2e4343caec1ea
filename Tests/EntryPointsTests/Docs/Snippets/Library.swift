import EntryPoints

/// The app's root: whatever the UI keeps (a UIKit coordinator, an @Observable model).
@MainActor final class AppRoot {
    var tab = "home"
    var path: [String] = []
    var modal: String?
    var signedIn = false
}

/// Where stories come from; a test answers with canned ones.
protocol StoryAPI: Sendable { func title(ofStory id: Int) async throws -> String }

@MainActor
func makeController(tableJSON: String, api: any StoryAPI, log: @escaping @MainActor (String) -> Void) throws
    -> RouteController<AppRoot>
{
    // Every error is named by its JSON path; warnings (a misspelt "requries"
    // would leave a route unguarded) refuse the table here instead of vanishing.
    let table = try RouteTable(json: JSONParser().parse(tableJSON), warnings: .refuse)
    let router = try Router(table)  // immutable and Sendable: share it freely

    let controller = RouteController(root: AppRoot(), router: router) { root, guardName in
        guardName == "signedIn" ? root.signedIn : nil  // nil: a guard this app does not know
    }
    // Async: the outcome is known once the story is shown. A newer link opened
    // meanwhile supersedes this one: its task is cancelled, and its update does
    // not run, so the screen never shows a story the user moved away from.
    // StoryRoute and LoginRoute are generated from the table (the Typed routes
    // article): a misspelt route or parameter is a compile error.
    try controller.handleAsync(StoryRoute.self) { story, context in
        let title = try await api.title(ofStory: story.storyId)
        return context.update { root in
            root.tab = "home"
            root.path = ["feed", title]
        }
    }
    try controller.handle(LoginRoute.self) { _, context in
        context.update { $0.modal = "login" }
    }
    controller.addObserver { report in log("\(report)") }  // every outcome, in one place
    return controller
}
