import EntryPointsTesting
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 17, point 3: loading a table hands its warnings to the caller in a
/// way that cannot be dropped by accident; every loading call names a policy.
@Suite("Route table loading: the warning policy")
struct WarningPolicyTests {
    /// A guard that a misspelt `requries` leaves off its route.
    static let misspelt: JSONValue = [
        "guards": ["signedIn": [:]],
        "routes": [["id": "inbox", "patterns": ["/inbox"], "requries": ["signedIn"]]],
    ]
    static let misspeltWarning = EntryPointsError(
        .unknownKey, "unknown key \"requries\" (did you mean \"requires\"?)", at: "routes[0]")

    /// Unknown keys in the routes before and after one with a broken type.
    static let brokenWithWarnings: JSONValue = [
        "routes": [
            ["id": "a", "requries": []], ["id": "b", "params": ["x": "integer"]], ["id": "c", "pattern": ["/c"]],
        ]
    ]

    @Test("refuse: a misspelt requries refuses the table, with the warning's own code and place")
    func refuseMisspelt() {
        let error = #expect(throws: RouteTableError.self) {
            try RouteTable.decode(Self.misspelt, warnings: .refuse)
        }
        #expect(error?.errors == [Self.misspeltWarning])
        #expect(error?.warnings == [])
    }

    @Test("refuse: warnings join the errors in the order of the table's text")
    func refuseMergesInReadingOrder() {
        let error = #expect(throws: RouteTableError.self) {
            try RouteTable.decode(Self.brokenWithWarnings, warnings: .refuse)
        }
        #expect(error?.errors.map(\.code) == [.unknownKey, .unknownType, .unknownKey])
        #expect(error?.errors.map(\.location) == ["routes[0]", "routes[1].params.x", "routes[2]"])
    }

    @Test("refuse: a table without warnings loads")
    func refuseCleanTable() throws {
        let table = try RouteTable.decode(["routes": [["id": "a", "patterns": ["/a"]]]], warnings: .refuse)
        #expect(table.routes.map(\.id) == ["a"])
    }

    @Test("report: the handler gets the warnings once, and the table loads")
    func reportCallsOnce() throws {
        var calls: [[EntryPointsError]] = []
        let table = try RouteTable.decode(Self.misspelt, warnings: .report { calls.append($0) })
        #expect(calls == [[Self.misspeltWarning]])
        #expect(table.routes[0].requires.isEmpty, "the typo leaves the route unguarded, which is why it warns")
    }

    @Test("report: the handler is not called for a table without warnings")
    func reportSilentWhenClean() throws {
        var called = false
        _ = try RouteTable.decode(["routes": []], warnings: .report { _ in called = true })
        #expect(!called)
    }

    @Test("report and ignore: a refused table carries its warnings apart from its errors, unreported")
    func refusedTableKeepsWarnings() {
        var called = false
        for policy: RouteTable.WarningPolicy in [.report { _ in called = true }, .ignore] {
            let error = #expect(throws: RouteTableError.self) {
                try RouteTable.decode(Self.brokenWithWarnings, warnings: policy)
            }
            #expect(error?.errors.map(\.location) == ["routes[1].params.x"])
            #expect(error?.warnings.map(\.location) == ["routes[0]", "routes[2]"])
            #expect(error?.warnings.map(\.code) == [.unknownKey, .unknownKey])
        }
        #expect(!called, "a refused table has no table to go with the warnings; they travel in the error")
    }

    @Test("ignore: the table loads and its warnings are dropped, on purpose")
    func ignoreLoads() throws {
        let table = try RouteTable(json: Self.misspelt, warnings: .ignore)
        #expect(table.routes.map(\.id) == ["inbox"])
    }

    @Test("A refusal's description lists its warnings after its errors")
    func descriptionShowsWarnings() {
        let error = RouteTableError(
            [EntryPointsError(.unknownType, "unknown type \"integer\"", at: "routes[0].params.x")],
            warnings: [Self.misspeltWarning])
        #expect(
            error.description == """
                route table refused (1 error):
                  routes[0].params.x: unknown type "integer"
                  warning: routes[0]: unknown key "requries" (did you mean "requires"?)
                """)
    }

    @Test("load: an association file's warning is reported, or refuses the table, like the table's own")
    func associationWarnings() throws {
        let path = Fixture.packageRoot + "/Fixtures/check/cross-check-file-to-table/routes.json"
        var reported: [EntryPointsError] = []
        _ = try RouteTable.loadWithAssociationFiles(contentsOf: path, warnings: .report { reported = $0 })
        #expect(reported.map(\.code) == [.associationUnknownKey])
        let error = #expect(throws: RouteTableError.self) {
            try RouteTable.loadWithAssociationFiles(contentsOf: path, warnings: .refuse)
        }
        #expect(error?.errors == reported)
    }
}
