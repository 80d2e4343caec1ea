import Testing

@testable import EntryPoints

// Issue 38, item 1, and the formats' section 8: every key a fourth-version
// table may use is read into typed values, and every refusal of sections
// 8.1 to 8.6 is named by its JSON path.
@Suite("Route table decoding: landing, scenes, examples, pass-through, tracking, resolve")
struct EntryRulesDecodingTests {
    /// A table using every fourth-version key.
    static let full: JSONValue = [
        "schemes": ["demoapp"], "tabs": ["home", "inbox"], "scenes": ["main", "reader"],
        "passThrough": ["fb123:", "https://example.com", "com.googleusercontent.apps.1://oauth2redirect/*rest"],
        "trackingParameters": ["utm_*", "gclid"],
        "resolve": ["prefixes": ["https://example.app.link/"], "fallback": "home"],
        "routes": [
            [
                "id": "story", "patterns": ["/story/:storyId"], "params": ["storyId": "int"], "tab": "home",
                "stack": ["feed", "story"], "landing": "push", "scene": "showing", "sceneKind": "reader",
                "examples": ["demoapp://story/42", ["url": "demoapp://story/7", "params": ["storyId": 7]]],
            ],
            ["id": "home", "patterns": ["/home"], "tab": "home", "landing": "reuse", "scene": "new"],
            ["id": "debug", "exposure": "internal", "present": "debug", "examples": ["/debug"]],
        ],
    ]

    @Test("Every key is read into the table's typed values, with no warning")
    func readsEveryKey() throws {
        #expect(try decodingWarnings(Self.full).isEmpty)
        let table = try RouteTable(json: Self.full, warnings: .refuse)
        #expect(table.scenes == ["main", "reader"])
        #expect(
            table.passThrough == [
                RouteTable.PassThrough(scheme: "fb123"), RouteTable.PassThrough(scheme: "https", host: "example.com"),
                RouteTable.PassThrough(
                    scheme: "com.googleusercontent.apps.1", host: "oauth2redirect", pattern: "/*rest"),
            ])
        // NB: a custom scheme's host is its URL's first segment, so Google's `SCHEME:/oauth2redirect` is covered.
        #expect(table.trackingParameters == ["utm_*", "gclid"])
        #expect(table.resolve == RouteTable.ResolutionStage(prefixes: ["https://example.app.link/"], fallback: "home"))
        let story = table.routes[0]
        #expect(story.landing == .push)
        #expect(story.scene == .showing)
        #expect(story.sceneKind == "reader")
        #expect(
            story.examples == [
                Route.Example("demoapp://story/42"), Route.Example("demoapp://story/7", params: ["storyId": 7]),
            ])
        #expect(table.routes[1].landing == .reuse)
        #expect(table.routes[1].scene == .new)
        #expect(table.routes[2].examples == [Route.Example("/debug")])
        #expect(table.routes[2].landing == nil && table.routes[2].scene == nil)
    }

    @Test("A pass-through entry reads back as it was written")
    func passThroughDescription() throws {
        for text in ["fb123:", "https://example.com", "demoapp://auth/callback/:id"] {
            #expect(try RouteTable.PassThrough(parsing: text).description == text)
        }
    }

    @Test("Null for every new optional key is the same as its absence")
    func nullIsAbsent() throws {
        let table = try RouteTable(
            json: [
                "scenes": .null, "passThrough": .null, "trackingParameters": .null, "resolve": .null,
                "routes": [
                    ["id": "a", "landing": .null, "scene": .null, "sceneKind": .null, "examples": .null]
                ],
            ], warnings: .refuse)
        #expect(table == RouteTable(routes: [Route("a")]))
    }

    // MARK: - Refusals, by path

    @Test(
        "A landing, scene or sceneKind value not listed refuses the table",
        arguments: [
            ("landing", "pop", "unknown landing \"pop\" (expected \"replace\", \"push\" or \"reuse\")"),
            ("landing", "Push", "unknown landing \"Push\" (expected \"replace\", \"push\" or \"reuse\")"),
            ("scene", "window", "unknown scene \"window\" (expected \"arrival\", \"showing\" or \"new\")"),
        ])
    func unknownValues(key: String, value: String, message: String) {
        let route: JSONValue = ["id": "a", "tab": "main", .init(stringLiteral: key): .string(value)]
        let table: JSONValue = ["scenes": ["main"], "routes": [route]]
        #expect(decodingErrors(table) == [EntryPointsError(.invalidValue, message, at: "routes[0].\(key)")])
    }

    @Test("A landing without a tab refuses the table, even the default written out")
    func landingWithoutTab() {
        for landing in Route.Landing.allCases {
            #expect(
                decodingProblems(
                    tableJSON(["id": "a"], ["id": "b", "present": "b", "landing": .string(landing.rawValue)]))
                    == ["routes[1].landing: \"landing\" needs a \"tab\" whose stack it lands on"])
        }
        let error = RouteTable(routes: [Route("a", landing: .push)]).validate()
        #expect(error.map(\.code) == [.landingWithoutTab])
    }

    @Test("scene or sceneKind on a table without scenes refuses the table")
    func sceneWithoutScenes() {
        #expect(
            decodingErrors(tableJSON(["id": "a", "scene": "arrival", "sceneKind": "main"])) == [
                EntryPointsError(.sceneWithoutScenes, "\"scene\" needs the table's \"scenes\"", at: "routes[0].scene"),
                EntryPointsError(
                    .sceneWithoutScenes, "\"sceneKind\" needs the table's \"scenes\"", at: "routes[0].sceneKind"),
            ])
    }

    @Test("A sceneKind not in scenes refuses the table, with a suggestion")
    func unknownSceneKind() {
        #expect(
            decodingErrors(["scenes": ["main", "reader"], "routes": [["id": "a", "sceneKind": "raeder"]]]) == [
                EntryPointsError(
                    .unknownSceneKind, "scene kind \"raeder\" is not in \"scenes\" (did you mean \"reader\"?)",
                    at: "routes[0].sceneKind")
            ])
    }

    @Test("scenes must be a non-empty array of unique non-empty strings")
    func scenesShape() {
        #expect(
            decodingProblems(["scenes": [], "routes": []]) == [
                "scenes: \"scenes\" must list at least one scene kind"
            ])
        #expect(
            decodingProblems(["scenes": ["main", "", "main"], "routes": []]) == [
                "scenes[1]: empty scene kind name", "scenes[2]: duplicate scene kind \"main\" (first at scenes[0])",
            ])
        #expect(
            decodingProblems(["scenes": "main", "routes": []]) == ["scenes: expected an array of strings, found string"]
        )
    }

    @Test("Unreadable scenes do not make every route's scene look orphaned")
    func unreadableScenes() {
        #expect(
            decodingProblems(["scenes": 3, "routes": [["id": "a", "scene": "new", "sceneKind": "main"]]]) == [
                "scenes: expected an array of strings, found number"
            ])
    }

    @Test("Pass-through entries of none of the three forms refuse the table, by index")
    func passThroughShape() {
        let problems = decodingProblems(
            [
                "passThrough": [
                    "fb123", "fb123:x", "fb123://", "https:", "http://", "https://*.example.com", "1ab:", "ok://h/(a",
                    3,
                ],
                "routes": [],
            ])
        #expect(problems.count == 9, "\(problems)")
        let notAnEntry = "is not a pass-through entry: write SCHEME:, SCHEME://HOST or SCHEME://HOST/PATTERN"
        #expect(problems[0] == "passThrough[0]: \"fb123\" " + notAnEntry)
        #expect(problems[1] == "passThrough[1]: \"fb123:x\" " + notAnEntry)
        #expect(problems[2] == "passThrough[2]: \"fb123://\" " + notAnEntry)
        #expect(
            problems[3] == "passThrough[3]: \"https:\" would pass every web link through; a web entry needs a host")
        #expect(problems[4] == "passThrough[4]: \"http://\" " + notAnEntry)
        #expect(problems[5] == "passThrough[5]: \"*.example.com\" has \"*\"; a pass-through entry names one host")
        #expect(problems[6].hasPrefix("passThrough[6]: \"1ab\" is not a URL scheme"))
        #expect(problems[7].hasPrefix("passThrough[7]: pattern \"/(a\": "))
        #expect(problems[8] == "passThrough[8]: expected a string, found number")
        let codes = decodingErrors(["passThrough": ["ok://h/(a"], "routes": []]).map(\.code)
        #expect(codes == [.badPattern])
    }

    @Test("Tracking parameter names must be non-empty, with * only at the end and not alone")
    func trackingNames() {
        #expect(
            decodingProblems(["trackingParameters": ["", "*", "utm*x", "utm_*", "gclid"], "routes": []]) == [
                "trackingParameters[0]: empty tracking parameter name",
                "trackingParameters[1]: \"*\" alone would remove every query item; write a prefix, as in \"utm_*\"",
                "trackingParameters[2]: \"utm*x\" may use \"*\" only at its end, for a prefix",
            ])
    }

    @Test("A route that declares or captures a tracking parameter refuses the table, by path")
    func trackingCollisions() {
        let errors = decodingErrors(
            [
                "trackingParameters": ["utm_*", "gclid"],
                "routes": [
                    [
                        "id": "a", "patterns": ["/a/:gclid", "/b(/:utm_campaign)", "/c/:id"],
                        "params": ["utm_source": "int"],
                    ],
                    ["id": "b", "patterns": ["/utm_x/:Gclid"]],
                ],
            ])
        #expect(
            errors.map(\.location) == ["routes[0].patterns[0]", "routes[0].patterns[1]", "routes[0].params.utm_source"])
        #expect(errors.allSatisfy { $0.code == .trackingParameterUsed })
        #expect(
            errors.first?.message
                == "captures parameter \"gclid\" is a tracking parameter (trackingParameters[1], \"gclid\"),"
                + " removed from links before matching, so the route could never receive it")
    }

    @Test("The tracking rule: an exact name, or a prefix before a trailing *, case-sensitively")
    func trackingCovers() {
        let table = RouteTable(routes: [], trackingParameters: ["utm_*", "gclid"])
        #expect(table.coversTrackingParameter("utm_source"))
        #expect(table.coversTrackingParameter("utm_"))
        #expect(table.coversTrackingParameter("gclid"))
        #expect(!table.coversTrackingParameter("gclid2"))
        #expect(!table.coversTrackingParameter("UTM_source"))
        #expect(!table.coversTrackingParameter("utm"))
    }

    @Test("resolve needs prefixes, each with a scheme and a host; a fallback naming no route refuses the table")
    func resolveShape() {
        #expect(
            decodingProblems(["resolve": ["fallback": "home"], "routes": [["id": "home"]]]) == [
                "resolve.prefixes: missing required key \"prefixes\""
            ])
        #expect(
            decodingProblems(["resolve": ["prefixes": []], "routes": []]) == [
                "resolve.prefixes: \"prefixes\" must list at least one URL prefix"
            ])
        let problems = decodingProblems(
            [
                "resolve": ["prefixes": ["example.app.link/", "https:///x", "https://a.link/"], "fallback": "hom"],
                "routes": [["id": "home"]],
            ])
        #expect(problems.count == 3)
        #expect(problems[0].hasPrefix("resolve.prefixes[0]: \"example.app.link/\" is not a URL prefix"))
        #expect(problems[1].hasPrefix("resolve.prefixes[1]: \"https:///x\" has no host"))
        #expect(problems[2] == "resolve.fallback: unknown route \"hom\" (did you mean \"home\"?)")
        #expect(
            decodingErrors(["resolve": ["prefixes": ["https://a/"], "fallback": "x"], "routes": []]).map(\.code) == [
                .unknownRoute
            ])
        #expect(
            decodingProblems(["resolve": ["https://a/"], "routes": []]) == ["resolve: expected an object, found array"])
    }

    @Test("Examples are URL strings or objects with url and params; a bare path only for an internal route")
    func exampleShapes() {
        let problems = decodingProblems(
            tableJSON(
                [
                    "id": "a",
                    "examples": [
                        "", "/a", "a/b", 3, ["params": [:]], ["url": 3], ["url": "demoapp://a", "params": []],
                        "demoapp://a", ["url": "demoapp://a", "params": ["x": 1]],
                    ],
                ],
                ["id": "b", "exposure": "internal", "examples": ["/b", "demoapp://b"]],
                ["id": "c", "examples": "demoapp://c"]))
        #expect(
            problems == [
                "routes[0].examples[0]: empty example",
                "routes[0].examples[1]: \"/a\" is a bare path, the example of an internal route only;"
                    + " an external route's example is a full URL, opened as a url event",
                "routes[0].examples[2]: \"a/b\" is neither a URL with a scheme nor a path starting with \"/\"",
                "routes[0].examples[3]: expected a URL string or an object with \"url\", found number",
                "routes[0].examples[4].url: missing required key \"url\"",
                "routes[0].examples[5].url: expected a string, found number",
                "routes[0].examples[6].params: expected an object, found array",
                "routes[2].examples: expected an array of examples, found string",
            ])
    }

    @Test("Every new key is known: a table using them all passes a strict load, and misspellings get a suggestion")
    func knownKeys() throws {
        _ = try RouteTable(json: Self.full, warnings: .refuse)
        #expect(
            try decodingWarnings(
                [
                    "scene": ["a"], "passthrough": [], "trackingParameter": [], "resolves": [:],
                    "routes": [
                        ["id": "a", "landings": "push", "sceneKinds": "a", "example": [], "resolve": ["prefix": []]]
                    ],
                ]) == [
                    "unknown key \"scene\" (did you mean \"scenes\"?)",
                    "unknown key \"passthrough\" (did you mean \"passThrough\"?)",
                    "unknown key \"trackingParameter\" (did you mean \"trackingParameters\"?)",
                    "unknown key \"resolves\" (did you mean \"resolve\"?)",
                    "routes[0]: unknown key \"landings\" (did you mean \"landing\"?)",
                    "routes[0]: unknown key \"sceneKinds\" (did you mean \"sceneKind\"?)",
                    "routes[0]: unknown key \"example\" (did you mean \"examples\"?)",
                    "routes[0]: unknown key \"resolve\"",
                ])
        #expect(
            try decodingWarnings(
                [
                    "resolve": ["prefixes": ["https://a/"], "fallbak": "a"],
                    "routes": [["id": "a", "examples": [["url": "x:y", "param": [:]]]]],
                ]) == [
                    "resolve: unknown key \"fallbak\" (did you mean \"fallback\"?)",
                    "routes[0].examples[0]: unknown key \"param\" (did you mean \"params\"?)",
                ])
    }

    @Test("Tables built in code are held to the same rules")
    func builtInCode() {
        let table = RouteTable(
            routes: [
                Route("a", patterns: ["/a/:utm_x"], scene: .new, sceneKind: "x", examples: [Route.Example("/a")])
            ],
            passThrough: [RouteTable.PassThrough(scheme: "https")], trackingParameters: ["utm_*"],
            resolve: RouteTable.ResolutionStage(prefixes: [], fallback: "b"))
        #expect(
            table.validate().map(\.location) == [
                "routes[0].scene", "routes[0].sceneKind", "routes[0].examples[0]", "routes[0].patterns[0]",
                "passThrough[0]", "resolve.prefixes", "resolve.fallback",
            ])
    }
}
