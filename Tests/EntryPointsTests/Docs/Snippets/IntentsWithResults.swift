import EntryPoints

// The Swift blocks of the Intents with results article, each the region
// between `// region: NAME` and `// end region`, run by ArticleSnippetTests.

/// The two intents the article builds.
func intentsWithResultsIntents() -> (pick: Intent, byURL: Intent) {
    // region: intents
    let pick = Intent(route: "pickContact", params: ["multiple": false])
    let byURL = Intent(url: "/story/42")
    // end region
    return (pick, byURL)
}
