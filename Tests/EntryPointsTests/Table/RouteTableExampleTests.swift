import Testing

@testable import EntryPoints

/// The example table of the Route tables article, as written there.
let formatsExampleTable: JSONValue = [
    "schemes": ["demoapp"],
    "domains": ["example.com", "*.example.com"],
    "caseSensitive": false,
    "tabs": ["home", "search", "inbox", "profile"],
    "notificationLinkKeys": ["/gcm.app_link", "/custom/u", "url", "deeplink"],
    "guards": ["signedIn": ["redirect": "login"]],
    "routes": [
        [
            "id": "story", "patterns": ["/story/:storyId", "/s/:storyId"],
            "params": ["storyId": "int"],
            "tab": "home", "stack": ["feed", "story"], "requires": ["signedIn"],
        ],
        ["id": "compose", "patterns": ["/compose"], "present": "compose", "shortcut": "com.demo.compose"],
        [
            "id": "thread", "patterns": ["/inbox/:threadId"], "tab": "inbox",
            "stack": ["inbox", "thread"], "notification": ["category": "MESSAGE"],
        ],
        ["id": "reply", "notification": ["category": "MESSAGE", "action": "REPLY"], "present": "reply"],
        ["id": "debug", "patterns": ["/debug"], "exposure": "internal", "present": "debug"],
        ["id": "login", "patterns": ["/login"], "present": "login"],
    ],
]

/// The same table, built in code.
let formatsExampleModel = RouteTable(
    schemes: ["demoapp"], domains: ["example.com", "*.example.com"], caseSensitive: false,
    tabs: ["home", "search", "inbox", "profile"],
    notificationLinkKeys: ["/gcm.app_link", "/custom/u", "url", "deeplink"],
    guards: [RouteTable.Guard("signedIn", redirect: "login")],
    routes: [
        Route(
            "story", patterns: ["/story/:storyId", "/s/:storyId"], params: ["storyId": .int],
            requires: ["signedIn"], tab: "home", stack: ["feed", "story"]),
        Route("compose", patterns: ["/compose"], shortcuts: ["com.demo.compose"], present: "compose"),
        Route(
            "thread", patterns: ["/inbox/:threadId"], notifications: [NotificationTrigger(category: "MESSAGE")],
            tab: "inbox", stack: ["inbox", "thread"]),
        Route("reply", notifications: [NotificationTrigger(category: "MESSAGE", action: "REPLY")], present: "reply"),
        Route("debug", patterns: ["/debug"], exposure: .internal, present: "debug"),
        Route("login", patterns: ["/login"], present: "login"),
    ])

@Suite("Route table: the format's example table")
struct RouteTableExampleTests {
    @Test("The example decodes with no warnings")
    func decodesWithoutWarnings() throws {
        #expect(throws: Never.self) { try RouteTable.decode(formatsExampleTable, warnings: .refuse) }
    }

    @Test("The example decodes into exactly the model built in code")
    func decodesIntoModel() throws {
        #expect(try RouteTable(json: formatsExampleTable, warnings: .refuse) == formatsExampleModel)
    }

    @Test("Top-level fields land where they belong")
    func topLevelFields() throws {
        let table = try RouteTable(json: formatsExampleTable, warnings: .refuse)
        #expect(table.schemes == ["demoapp"])
        #expect(table.domains == ["example.com", "*.example.com"])
        #expect(table.caseSensitive == false)
        #expect(table.tabs == ["home", "search", "inbox", "profile"])
        #expect(table.notificationLinkKeys == ["/gcm.app_link", "/custom/u", "url", "deeplink"])
        #expect(table.guards == [RouteTable.Guard("signedIn", redirect: "login")])
        #expect(table.routes.map(\.id) == ["story", "compose", "thread", "reply", "debug", "login"])
    }

    @Test("A route's patterns, types, guards and navigation are kept")
    func storyRoute() throws {
        let story = try RouteTable(json: formatsExampleTable, warnings: .refuse).routes[0]
        #expect(story.patterns == ["/story/:storyId", "/s/:storyId"])
        #expect(story.params == ["storyId": .int])
        #expect(story.requires == ["signedIn"])
        #expect(story.tab == "home")
        #expect(story.stack == ["feed", "story"])
        #expect(story.present == nil)
        #expect(story.exposure == .external)
    }

    @Test("A single shortcut and a single notification object become one-element lists")
    func singleTriggers() throws {
        let routes = try RouteTable(json: formatsExampleTable, warnings: .refuse).routes
        #expect(routes[1].shortcuts == ["com.demo.compose"])
        #expect(routes[2].notifications == [NotificationTrigger(category: "MESSAGE")])
        #expect(routes[3].notifications == [NotificationTrigger(category: "MESSAGE", action: "REPLY")])
        #expect(routes[3].patterns.isEmpty)
    }

    @Test("Exposure internal is read")
    func internalExposure() throws {
        #expect(try RouteTable(json: formatsExampleTable, warnings: .refuse).routes[4].exposure == .internal)
    }

    @Test("The example built in code passes validation")
    func codeBuiltExampleIsValid() {
        #expect(formatsExampleModel.validate().isEmpty)
    }
}

@Suite("Route table: defaults")
struct RouteTableDefaultsTests {
    @Test("Absent top-level keys take their documented defaults")
    func topLevelDefaults() throws {
        let table = try RouteTable(json: tableJSON(["id": "home"]), warnings: .refuse)
        #expect(table.schemes.isEmpty)
        #expect(table.domains.isEmpty)
        #expect(table.caseSensitive == false)
        #expect(table.tabs == ["main"])
        #expect(table.notificationLinkKeys == RouteTable.defaultNotificationLinkKeys)
        #expect(table.guards.isEmpty)
        #expect(table.appID == nil)
        #expect(table.associationFiles.isEmpty)
    }

    @Test("Absent route keys take their documented defaults")
    func routeDefaults() throws {
        let route = try RouteTable(json: tableJSON(["id": "home"]), warnings: .refuse).routes[0]
        #expect(route == Route("home"))
        #expect(route.exposure == .external)
        #expect(route.stack == nil)
    }

    @Test("JSON null for an optional key is the same as its absence")
    func nullIsAbsence() throws {
        let json: JSONValue = [
            "tabs": nil, "schemes": nil, "guards": nil,
            "routes": [["id": "home", "tab": nil, "stack": nil, "params": ["x": nil], "exposure": nil]],
        ]
        let table = try RouteTable(json: json, warnings: .refuse)
        #expect(table.tabs == ["main"])
        #expect(table.routes == [Route("home")])
    }

    @Test("The default notification link keys list the push providers, then generic keys")
    func defaultLinkKeys() {
        #expect(RouteTable.defaultNotificationLinkKeys.first == "/gcm.app_link")
        #expect(RouteTable.defaultNotificationLinkKeys.suffix(5) == ["url", "deeplink", "deep_link", "link", "uri"])
    }
}
