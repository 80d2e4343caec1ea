import Testing

@testable import EntryPoints

/// the Route tables article (`guards`: `onRevoke`) and section 7 ("Unwind details").
@Suite("Route table decoding: a guard's onRevoke")
struct GuardOnRevokeDecodingTests {
    func table(guardBody: JSONValue) -> JSONValue {
        ["guards": ["signedIn": guardBody], "routes": [["id": "login"], ["id": "inbox", "requires": ["signedIn"]]]]
    }

    @Test("onRevoke is keep by default")
    func defaultKeep() throws {
        let table = try RouteTable(json: table(guardBody: ["redirect": "login"]), warnings: .refuse)
        #expect(table.guards == [RouteTable.Guard("signedIn", redirect: "login", onRevoke: .keep)])
    }

    @Test("onRevoke reads unwind and keep", arguments: RouteTable.Guard.OnRevoke.allCases)
    func readsValues(_ onRevoke: RouteTable.Guard.OnRevoke) throws {
        let table = try RouteTable(json: table(guardBody: ["onRevoke": .string(onRevoke.rawValue)]), warnings: .refuse)
        #expect(table.guardDefinition(named: "signedIn")?.onRevoke == onRevoke)
    }

    @Test("A null onRevoke is the same as its absence")
    func nullIsAbsent() throws {
        let table = try RouteTable(json: table(guardBody: ["onRevoke": .null]), warnings: .refuse)
        #expect(table.guardDefinition(named: "signedIn")?.onRevoke == .keep)
    }

    @Test("Another onRevoke word refuses the table, named by its JSON path")
    func unknownValue() {
        let errors = decodingErrors(table(guardBody: ["redirect": "login", "onRevoke": "pop"]))
        #expect(
            errors == [
                EntryPointsError(
                    .invalidValue, "unknown onRevoke \"pop\" (expected \"keep\" or \"unwind\")",
                    at: "guards.signedIn.onRevoke")
            ])
    }

    @Test("onRevoke compares case-sensitively")
    func caseSensitive() {
        #expect(
            decodingProblems(table(guardBody: ["onRevoke": "Unwind"])) == [
                "guards.signedIn.onRevoke: unknown onRevoke \"Unwind\" (expected \"keep\" or \"unwind\")"
            ])
    }

    @Test("An onRevoke that is not a string refuses the table")
    func wrongType() {
        #expect(
            decodingProblems(table(guardBody: ["onRevoke": true])) == [
                "guards.signedIn.onRevoke: expected a string, found boolean"
            ])
    }

    @Test("onRevoke is a known key: no unknown-key warning, and a misspelling suggests it")
    func knownKey() throws {
        #expect(try decodingWarnings(table(guardBody: ["redirect": "login", "onRevoke": "unwind"])).isEmpty)
        #expect(
            try decodingWarnings(table(guardBody: ["onRevok": "unwind"])) == [
                "guards.signedIn: unknown key \"onRevok\" (did you mean \"onRevoke\"?)"
            ])
    }

    @Test("Every error of a table is reported, onRevoke among them")
    func amongOthers() {
        let json: JSONValue = [
            "guards": ["signedIn": ["redirect": "logon", "onRevoke": "drop"]],
            "routes": [["id": "login"]],
        ]
        let problems = decodingProblems(json)
        #expect(
            problems.contains("guards.signedIn.onRevoke: unknown onRevoke \"drop\" (expected \"keep\" or \"unwind\")"))
        #expect(problems.contains { $0.hasPrefix("guards.signedIn.redirect: unknown route \"logon\"") })
    }
}
