import EntryPoints

// The Swift blocks of the Getting Started article, each the region between
// `// region: NAME` and `// end region`, compiled here and run by
// ArticleSnippetTests.

/// The article's table, loaded and compiled.
func gettingStartedLoad(path: String) throws -> (RouteTable, Router) {
    // region: load
    let table = try RouteTable.load(contentsOf: path, warnings: .refuse)
    let router = try Router(table)  // immutable and Sendable: share it freely
    // end region
    return (table, router)
}

/// What the article's resolve block prints.
func gettingStartedResolve(router: Router) throws -> [String] {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    // region: resolve
    struct Story: Decodable { let storyId: Int }

    switch router.resolve(.url(URLEntry("demoapp://story/42"))) {
    case .routed(let request):
        let story = try request.decode(Story.self)  // Story(storyId: 42)
        print(request.route, story.storyId)
    case .failed(let outcome):
        print(outcome.status, outcome.reason as Any, outcome.message as Any)
    }
    // end region
    return printed
}

/// The link the article builds.
func gettingStartedLink(router: Router) throws -> String {
    // region: link
    let link = try router.link(to: "story", params: ["storyId": 42], as: .web(host: "example.com"))
    // link == "https://example.com/story/42"
    // end region
    return link
}

/// The state after the article's execute block.
func gettingStartedExecute(table: RouteTable, router: Router) -> NavigationState {
    // region: execute
    var state = NavigationState(tabs: table.tabs)
    if let request = router.resolve(.url(URLEntry("demoapp://story/42"))).request {
        _ = state.execute(request, in: router)
    }
    // state.tab == "home"; state.stacks["home"] holds feed, then story {storyId: 42}
    // end region
    return state
}
