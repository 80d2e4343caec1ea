import EntryPoints
import Testing

/// Issue 30, point 6: the examples in doc comments, written out here as they are shown,
/// so that a change that breaks one fails to compile or fails here.
@Suite("Doc comment examples")
struct DocCommentExampleTests {
    @Test("Route's example builds the story route it describes")
    func routeExample() throws {
        let story = Route(
            "story", patterns: ["/story/:storyId", "/s/:storyId"], params: ["storyId": .int],
            requires: ["signedIn"], tab: "home", stack: ["feed", "story"])
        #expect(story.requires == ["signedIn"])
        #expect(story.stack == ["feed", "story"])
        let table = RouteTable(
            tabs: ["home"], guards: [GuardDefinition("signedIn", redirect: "login", onRevoke: .unwind)],
            routes: [story, Route("login", present: "login")])
        #expect(try Router(table).route(id: "story") != nil)
    }

    @Test("EntryPointsError's example prints every error of a refused table by path")
    func errorExample() throws {
        let json = try JSONParser().parse(
            #"{"routes": [{"id": "story", "patterns": ["/s/:storyId"], "params": {"storyId": "integer"}}]}"#)
        var printed: [[String]] = []
        func print(_ value: [String]) { printed.append(value) }
        do {
            _ = try RouteTable(json: json, warnings: .refuse)
        } catch {
            // `error` is a RouteTableError: the initializer throws that type alone.
            print(error.errors.map(\.description))
            // ["routes[3].params.storyId: unknown type \"integer\""]
        }
        #expect(printed.count == 1)
        #expect(printed.first?.first?.hasPrefix("routes[0].params.storyId: unknown type \"integer\"") == true)
    }
}
