import Testing
@testable import EntryPoints

@Suite("Explaining a miss")
struct MissExplanationTests {
    let router: Router

    init() throws {
        router = try makeRouter([
            Route("home", patterns: ["/"]),
            Route("story", patterns: ["/story/:storyId", "/s/:storyId"], params: ["storyId": .int]),
            Route("comments", patterns: ["/story/:storyId/comments"], params: ["storyId": .int]),
            Route(
                "settings",
                patterns: ["/settings/privacy", "/settings/account", "/settings/notifications", "/settings/about"]),
        ])
    }

    func message(_ url: String) -> String? {
        router.open(url).outcome.message
    }

    @Test("A failed type check names the route, the segment and the type")
    func typeMismatch() {
        #expect(
            message("demoapp://story/abc")
                == "no route matches /story/abc; closest: story — segment 2 'abc' is not an int")
    }

    @Test("A wrong literal names the expected literal")
    func wrongLiteral() {
        #expect(
            message("demoapp://story/4/comment")
                == "no route matches /story/4/comment; closest: comments — segment 3 'comment' is not 'comments'")
    }

    @Test("Several literals are listed, at most three")
    func severalLiterals() {
        #expect(
            message("demoapp://settings/x")
                == "no route matches /settings/x; closest: settings — segment 2 'x' matches none of 'privacy', 'account', 'notifications', …"
        )
    }

    @Test("A path that is too short says what the pattern expects")
    func tooShort() {
        #expect(
            message("demoapp://story")
                == "no route matches /story; closest: story — the path ends after segment 1, but /story/:storyId expects more"
        )
    }

    @Test("A path that is too long names the extra segment")
    func tooLong() {
        #expect(
            message("demoapp://story/4/comments/9")
                == "no route matches /story/4/comments/9; closest: comments — segment 4 '9' is past the end of /story/:storyId/comments"
        )
    }

    @Test("A first segment that no pattern starts with says so")
    func nothingClose() {
        #expect(message("demoapp://nowhere/1") == "no route matches /nowhere/1; no pattern starts with 'nowhere'")
    }

    @Test("An unmatched result has status unmatched and reason no-route")
    func statusAndReason() {
        let outcome = router.open("demoapp://story/abc").outcome
        #expect(outcome.status == .unmatched)
        #expect(outcome.reason == .noRoute)
        #expect(outcome.route == nil)
    }
}
