import EntryPointsTesting
import Testing
@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 17, point 1: whenever a result line has `route` it has `params`,
/// `{}` when there are none (the Event and result formats article (Results)), on the fast path and the
/// general path alike; a screen in the navigation state still has no
/// `params` key when it has no parameters (section 7, "Screens").
@MainActor
@Suite("Result lines always carry params with route")
struct ResultParamsTests {
    static let table = #"""
        {
          "schemes": ["demoapp"],
          "tabs": ["home"],
          "guards": { "signedIn": { "redirect": "login" } },
          "routes": [
            { "id": "about", "patterns": ["/about"] },
            { "id": "debug", "patterns": ["/debug"], "exposure": "internal", "present": "debug" },
            { "id": "inbox", "patterns": ["/inbox"], "tab": "home", "stack": ["inbox"], "requires": ["signedIn"] },
            { "id": "login", "patterns": ["/login"], "present": "login" }
          ]
        }
        """#

    let router: Router

    init() throws {
        router = try Router(RouteTable(json: try JSONParser().parse(Self.table), warnings: .refuse))
    }

    /// The result lines of `lines`, run through one session.
    func run(_ lines: [String], options: EventSession.Options = .init()) -> (lines: [String], fast: Int) {
        let session = EventSession(router: router, options: options)
        for (index, line) in lines.enumerated() { session.process(line: line, number: index + 1) }
        return (Fixture.lines(session.output.bytes), session.fastPathLines)
    }

    @Test("A routed line of a route without parameters has params {} on the fast path")
    func fastPathWritesEmptyParams() {
        let (lines, fast) = run([#"{"id":"a","type":"url","url":"demoapp://about"}"#])
        #expect(fast == 1, "the line must take the fast path for this test to pin it")
        #expect(lines == [#"{"line":1,"id":"a","entry":"url","status":"routed","route":"about","params":{}}"#])
    }

    @Test("A routed line of a route without parameters has params {} on the general path")
    func generalPathWritesEmptyParams() {
        let (lines, fast) = run(
            [#"{"id":"a","type":"url","url":"demoapp://about"}"#], options: .init(usesFastPath: false))
        #expect(fast == 0)
        #expect(lines == [#"{"line":1,"id":"a","entry":"url","status":"routed","route":"about","params":{}}"#])
    }

    @Test("A fast-path line with parameters writes them once, with no empty object before or after")
    func fastPathWithParameters() {
        let (lines, fast) = run([#"{"type":"url","url":"demoapp://about?ref=mail&x"}"#])
        #expect(fast == 1)
        #expect(
            lines == [#"{"line":1,"entry":"url","status":"routed","route":"about","params":{"ref":"mail","x":""}}"#])
    }

    @Test("A not-exposed line names the route and has params {}")
    func notExposedHasEmptyParams() {
        let (lines, _) = run([#"{"type":"url","url":"demoapp://debug"}"#])
        #expect(lines.count == 1)
        #expect(
            lines[0].hasPrefix(
                #"{"line":1,"entry":"url","status":"rejected","reason":"not-exposed","route":"debug","params":{},"message":"#
            ))
    }

    @Test("A deferred guard line and its resumed line have params {}")
    func deferredAndResumedHaveEmptyParams() {
        let (lines, _) = run([
            #"{"type":"url","url":"demoapp://inbox"}"#, #"{"type":"state","set":{"signedIn":true}}"#,
        ])
        #expect(lines.count == 3)
        #expect(
            lines[0].hasPrefix(
                #"{"line":1,"entry":"url","status":"deferred","reason":"guard","route":"inbox","params":{},"guard":"signedIn","redirect":"login","message":"#
            ))
        #expect(lines[1] == #"{"line":2,"entry":"state","status":"ok"}"#)
        #expect(lines[2] == #"{"line":1,"entry":"url","resumed":true,"status":"routed","route":"inbox","params":{}}"#)
    }

    @Test("Lines without a route have no params key")
    func noRouteNoParams() {
        let (lines, _) = run([
            #"{"type":"url","url":"demoapp://nowhere"}"#, #"{"type":"intent","route":"missing"}"#, "[1]",
            #"{"type":"reset"}"#,
        ])
        #expect(lines.count == 4)
        for line in lines { #expect(!line.contains(#""params""#), "\(line)") }
    }

    @Test("With --emit-state, the line has params {} while its parameterless screens have no params key")
    func screensStillOmitEmptyParams() throws {
        let (lines, _) = run(
            [#"{"type":"state","set":{"signedIn":true}}"#, #"{"type":"url","url":"demoapp://inbox"}"#],
            options: .init(emitState: true))
        #expect(
            lines[1]
                == #"{"line":2,"entry":"url","status":"routed","route":"inbox","params":{},"state":{"tab":"home","stacks":{"home":[{"screen":"inbox"}]},"modal":[],"flags":{"signedIn":true}}}"#
        )
        let state = try #require(NavigationState(json: try JSONParser().parse(lines[1])["state"] ?? .null))
        #expect(state.stacks["home"] == [Screen("inbox")])
    }

    @Test("ResultEncoder writes params {} for an outcome with a route and no parameters, and none without a route")
    func encoderRule() {
        var bytes: [UInt8] = []
        ResultEncoder.write(Outcome(status: .routed, route: "about"), line: 1, id: nil, entry: "url", to: &bytes)
        ResultEncoder.write(
            Outcome(status: .unmatched, reason: .noRoute, message: "no"), line: 2, id: nil, entry: "url", to: &bytes)
        #expect(
            Fixture.lines(bytes) == [
                #"{"line":1,"entry":"url","status":"routed","route":"about","params":{}}"#,
                #"{"line":2,"entry":"url","status":"unmatched","reason":"no-route","message":"no"}"#,
            ])
    }
}
