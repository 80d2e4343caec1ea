import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 4.3: `entryd check` reports conflicts and routes nothing from outside can reach.
@Suite("Check: conflicts and reachability")
struct CheckTableAnalysisTests {
    @Test("Patterns of identical shape in two routes: the later one is named, with the winner listed first")
    func conflict() throws {
        let report = try checkTable([
            "routes": [
                ["id": "story", "patterns": ["/s/:id"]],
                ["id": "short", "patterns": ["/s/:slug"], "shortcut": "com.example.short"],
            ]
        ])
        #expect(report.status == .passed)
        #expect(report.summaries == ["check.conflict routes[1].patterns[0]"])
        #expect(
            report.findings[0].description
                == "warning routes[1].patterns[0]: pattern \"/s/:slug\" of route short has the same shape as "
                + "pattern \"/s/:id\" of route story at routes[0].patterns[0], which is listed first and wins")
    }

    @Test("A typed parameter and a string parameter are different shapes")
    func typedIsNotAConflict() throws {
        let report = try checkTable([
            "routes": [
                ["id": "story", "patterns": ["/s/:id"], "params": ["id": "int"]],
                ["id": "slug", "patterns": ["/s/:slug"]],
            ]
        ])
        #expect(report.findings.isEmpty)
    }

    @Test("A conflict inside an optional group names the variant")
    func conflictNamesVariant() throws {
        let report = try checkTable([
            "routes": [
                ["id": "user", "patterns": ["/u/:name"]],
                ["id": "tab", "patterns": ["/u/:name(/:tab)"]],
            ]
        ])
        #expect(report.summaries == ["check.conflict routes[1].patterns[0]"])
        #expect(report.findings[0].message.hasPrefix("pattern \"/u/:name(/:tab)\" (variant /u/:name) of route tab"))
    }

    @Test("Two patterns of one route with identical shape: a note on the later one")
    func duplicatePattern() throws {
        let report = try checkTable(["routes": [["id": "a", "patterns": ["/a(/:b)", "/a/:c"]]]])
        #expect(report.status == .passed)
        #expect(
            report.findings == [
                CheckReport.Finding(
                    severity: .note, code: "check.duplicate-pattern", location: "routes[0].patterns[1]",
                    message: "pattern \"/a/:c\" has the same shape as pattern \"/a(/:b)\" (variant /a/:b) "
                        + "at routes[0].patterns[0] of the same route, so it never matches")
            ])
    }

    @Test("An external route with no way in is unreachable; an internal one is not reported")
    func unreachable() throws {
        let report = try checkTable([
            "routes": [
                ["id": "orphan", "present": "orphan"],
                ["id": "debug", "exposure": "internal", "present": "debug"],
            ]
        ])
        #expect(report.status == .passed)
        #expect(
            report.findings.map(\.description) == [
                "warning routes[0]: route orphan has no pattern, shortcut, activity, App Intent or notification: "
                    + "only in-app intents can reach it; mark it internal or give it a way in"
            ])
        #expect(report.findings[0].code == "check.unreachable")
    }

    @Test("A route whose every pattern loses to an earlier route's is shadowed")
    func shadowedByPatterns() throws {
        let report = try checkTable([
            "routes": [
                ["id": "story", "patterns": ["/s/:id", "/story/:id"]],
                ["id": "old", "patterns": ["/s/:slug", "/story/:slug"]],
            ]
        ])
        #expect(
            report.summaries == [
                "check.conflict routes[1].patterns[0]", "check.conflict routes[1].patterns[1]",
                "check.shadowed-route routes[1]",
            ])
        #expect(
            report.findings[2].message
                == "every way into route old is taken by a route listed earlier (route story): "
                + "only in-app intents can reach it; mark it internal or give it a way in")
    }

    @Test("Shortcut, activity and notification triggers listed twice: only the first route's is used")
    func duplicateTriggers() throws {
        let report = try checkTable([
            "routes": [
                ["id": "a", "shortcut": "s", "activity": "act"],
                ["id": "b", "shortcut": "s", "notification": ["category": "C"]],
                ["id": "c", "notification": ["category": "C"]],
                ["id": "d", "activity": ["act", "other"]],
            ]
        ])
        #expect(
            report.summaries == [
                "check.duplicate-trigger routes[1].shortcut", "check.duplicate-trigger routes[2].notification",
                "check.duplicate-trigger routes[3].activity[0]", "check.shadowed-route routes[2]",
            ])
        #expect(
            report.findings[0].message
                == "shortcut type \"s\" is already listed by route a (routes[0]), which is used; this listing never is")
        #expect(
            report.findings[1].message.hasPrefix("notification trigger (category \"C\") is already listed by route b"))
        #expect(
            report.findings[3].message.hasPrefix("every way into route c is taken by a route listed earlier (route b)"))
    }

    @Test("Triggers that lead to an internal route: external entries will be refused")
    func internalTriggers() throws {
        let report = try checkTable([
            "routes": [
                [
                    "id": "debug", "exposure": "internal", "shortcut": "s",
                    "notification": [["action": "A"], ["category": "C", "action": "A"]],
                ]
            ]
        ])
        #expect(report.status == .passed)
        #expect(
            report.summaries == [
                "check.internal-trigger routes[0].shortcut", "check.internal-trigger routes[0].notification[0]",
                "check.internal-trigger routes[0].notification[1]",
            ])
        #expect(
            report.findings[0].message
                == "route debug is internal, so entries from outside by shortcut type \"s\" are refused (not-exposed); "
                + "make the route external or drop the shortcut")
        #expect(report.findings[2].message.contains("notification trigger (category \"C\", action \"A\")"))
    }

    @Test("A refused table built in code still gets its conflicts and reachability checked")
    func refusedTableStillChecked() {
        let table = RouteTable(routes: [
            Route("home", patterns: ["/home"]),
            Route("start", patterns: ["/home", "/bad/*rest/more"], stack: ["start"]),
        ])
        let report = CheckReport.check(table)
        #expect(report.status == .refused)
        #expect(
            report.summaries == [
                "table.bad-pattern routes[1].patterns[1]", "table.stack-without-tab routes[1].stack",
                "check.conflict routes[1].patterns[0]", "check.shadowed-route routes[1]",
            ])
        #expect(report.findings.prefix(2).allSatisfy { $0.severity == .error })
    }
}
