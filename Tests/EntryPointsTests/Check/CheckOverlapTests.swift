import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 21, point 4: `check` reports conflicts that identical shapes do not
/// show, and warns about redirects that do more than show a screen.
@Suite("Check: overlapping types, case-folded hosts and redirects")
struct CheckOverlapTests {
    func findings(_ json: String) throws -> [CheckReport.Finding] {
        let table = try RouteTable.decode(JSONParser().parse(json), warnings: .ignore)
        return CheckReport.check(table).findings.filter { $0.severity != .note }
    }

    @Test("A bool parameter listed before an int one takes 1: a conflict")
    func boolBeforeInt() throws {
        let found = try findings(
            #"""
            {"schemes":["app"],"routes":[
              {"id":"flag","patterns":["/:on"],"params":{"on":"bool"}},
              {"id":"count","patterns":["/:n"],"params":{"n":"int"}}]}
            """#)
        #expect(found.map(\.code) == ["check.conflict"])
        #expect(found.first?.location == "routes[1].patterns[0]")
        #expect(
            found.first?.message
                == #"pattern "/:n" of route count overlaps pattern "/:on" of route flag at routes[0].patterns[0]: "#
                + #"a value such as "1" is both a bool and an int, and the route listed first wins"#)
    }

    @Test("int before number, and enum values that are ints, conflict; types that share nothing do not")
    func otherTypePairs() throws {
        let table = #"""
            {"schemes":["app"],"routes":[
              {"id":"a","patterns":["/x/:v"],"params":{"v":"int"}},
              {"id":"b","patterns":["/x/:w"],"params":{"w":"number"}},
              {"id":"c","patterns":["/y/:v"],"params":{"v":"uuid"}},
              {"id":"d","patterns":["/y/:w"],"params":{"w":"bool"}},
              {"id":"e","patterns":["/z/:v"],"params":{"v":{"enum":["7","x"]}}},
              {"id":"f","patterns":["/z/:w"],"params":{"w":"int"}},
              {"id":"g","patterns":["/s/:v"]},
              {"id":"h","patterns":["/s/:w"],"params":{"w":"int"}}]}
            """#
        let found = try findings(table)
        #expect(found.map(\.location) == ["routes[1].patterns[0]", "routes[5].patterns[0]"])
        #expect(found.first?.message.contains("\"1\" is both an int and a number") == true)
        #expect(found.last?.message.contains("\"7\"") == true)
    }

    @Test("Under caseSensitive, /b/x and /B/x collide on a custom scheme's first segment")
    func caseFoldedHost() throws {
        let found = try findings(
            #"""
            {"schemes":["app"],"caseSensitive":true,"routes":[
              {"id":"lower","patterns":["/b/x"]},{"id":"upper","patterns":["/B/x"]},
              {"id":"deep","patterns":["/a/b/x"]},{"id":"deeper","patterns":["/a/B/x"]}]}
            """#)
        #expect(found.map(\.location) == ["routes[1].patterns[0]"])
        #expect(found.first?.message.contains("compares case-insensitively") == true)
        // Without a custom scheme, web URLs compare the first segment as the table says.
        let web = try findings(
            #"""
            {"domains":["example.com"],"caseSensitive":true,"routes":[
              {"id":"lower","patterns":["/b/x"]},{"id":"upper","patterns":["/B/x"]}]}
            """#)
        #expect(web.isEmpty)
    }

    @Test("A redirect route with its own requires, or a deep stack, is warned about; a plain one is not")
    func redirects() throws {
        let found = try findings(
            #"""
            {"tabs":["home"],"guards":{"signedIn":{"redirect":"login"},"paid":{"redirect":"paywall"},"ok":{"redirect":"plain"}},
             "routes":[
              {"id":"login","exposure":"internal","present":"login","requires":["paid"]},
              {"id":"paywall","exposure":"internal","tab":"home","stack":["a","b"]},
              {"id":"plain","exposure":"internal","present":"sheet"}]}
            """#)
        let redirects = found.filter { $0.code == "check.redirect-does-more" }
        #expect(redirects.map(\.location) == ["guards.signedIn.redirect", "guards.paid.redirect"])
        #expect(redirects.first?.message.contains(#"it requires "paid" itself"#) == true)
        #expect(redirects.last?.message.contains("a stack of 2 screens") == true)
    }
}
