import Foundation
import Testing

@testable import EntryPoints

/// What `entryd generate swift` writes for a route, written by hand here so
/// the typed API is tested without running the generator.
private struct HandwrittenStoryRoute: LinkableRoute, Hashable {
    static var routeID: Route.ID { "story" }
    var storyId: Int
    var ref: String?

    init(storyId: Int, ref: String? = nil) {
        self.storyId = storyId
        self.ref = ref
    }

    init(routeParameters: RouteParameters) throws(EntryPointsError) {
        storyId = try routeParameters.required("storyId")
        ref = try routeParameters.optional("ref")
    }

    var routeParameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.set("storyId", storyId)
        parameters.set("ref", ref)
        return parameters
    }
}

extension TypedRoute where Self == HandwrittenStoryRoute {
    fileprivate static func handwrittenStory(storyId: Int, ref: String? = nil) -> HandwrittenStoryRoute {
        HandwrittenStoryRoute(storyId: storyId, ref: ref)
    }
}

private struct PickColourRoute: TypedResultRoute, Hashable {
    enum Result: String, Sendable, CaseIterable { case red, green }
    static var routeID: Route.ID { "pickColour" }
    init() {}
    init(routeParameters: RouteParameters) {}
    var routeParameters: RouteParameters { RouteParameters() }
}

/// Issue 28, item 3: typed opening, typed handlers, typed results and
/// typed links, all through the one file of controller glue.
@MainActor
@Suite("Typed routes: controller and router")
struct TypedRouteControllerTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(
                schemes: ["demoapp"],
                routes: [
                    Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int]),
                    Route(
                        "pickColour", exposure: .internal, present: "colours", result: .enumeration(["red", "green"])),
                ]))
    }

    // Issue 28, item 3.
    @Test("A typed handler receives the typed value that a typed open and a URL both carry")
    func typedHandler() throws {
        let controller = RouteController(router: router, coldStart: false)
        var received: [HandwrittenStoryRoute] = []
        try controller.handle(HandwrittenStoryRoute.self) { story, _ in
            received.append(story)
            return true
        }
        #expect(controller.open(.handwrittenStory(storyId: 42, ref: "mail")).outcome.status == .routed)
        controller.open(HandwrittenStoryRoute(storyId: 7))
        controller.open(.url(URLEntry("demoapp://story/9?ref=push")))
        #expect(
            received == [
                HandwrittenStoryRoute(storyId: 42, ref: "mail"), HandwrittenStoryRoute(storyId: 7),
                HandwrittenStoryRoute(storyId: 9, ref: "push"),
            ])
    }

    // Issue 28, item 3.
    @Test("A typed result arrives as the route's Result type")
    func typedResult() async throws {
        let controller = RouteController(router: router, coldStart: false)
        try controller.handle(PickColourRoute.self) { _, context in
            context.answer(PickColourRoute.self, with: .green)
            return true
        }
        let colour = try await controller.openForResult(PickColourRoute())
        #expect(colour == .green)
    }

    // Issue 28, item 3.
    @Test("A typed link routes back to the same value; a request for another route does not decode")
    func typedLink() throws {
        let story = HandwrittenStoryRoute(storyId: 42, ref: "a b&c")
        let link = try router.link(to: story, as: .scheme("demoapp"))
        #expect(link == "demoapp://story/42?ref=a%20b%26c")
        let request = try #require(router.resolve(.url(URLEntry(link))).request)
        #expect(try HandwrittenStoryRoute(request) == story)
        let error = #expect(throws: EntryPointsError.self) {
            try HandwrittenStoryRoute(RouteRequest(route: "pickColour"))
        }
        #expect(error?.code == .parameterDecoding)
    }

    // Issue 28, item 3.
    @Test("A missing or mistyped parameter names itself")
    func decodingErrors() {
        let missing = #expect(throws: EntryPointsError.self) {
            try HandwrittenStoryRoute(routeParameters: RouteParameters())
        }
        #expect(missing?.description == "storyId: parameter storyId is missing")
        let mistyped = #expect(throws: EntryPointsError.self) {
            try HandwrittenStoryRoute(routeParameters: RouteParameters(["storyId": "forty-two"]))
        }
        #expect(mistyped?.message == "parameter storyId: expected Int, found string")
    }

    // Issue 28, item 3.
    @Test("Parameter values convert both ways as the router converts them")
    func parameterValues() {
        #expect(Int(routeParameter: "42") == 42)
        #expect(Int(routeParameter: 42) == 42)
        #expect(Int(routeParameter: 4.5) == nil)
        #expect(Bool(routeParameter: "YES") == true)
        #expect(Double(routeParameter: "1e3") == 1000)
        #expect([Int](routeParameter: ["1", 2]) == [1, 2])
        #expect([Int](routeParameter: "3") == [3], "a query key given once")
        let uuid = UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E")!
        #expect(uuid.routeParameter == "0f8fad5b-d9cb-469f-a165-70867728950e")
        #expect(UUID(routeParameter: "0f8fad5b-d9cb-469f-a165-70867728950e") == uuid)
    }
}
