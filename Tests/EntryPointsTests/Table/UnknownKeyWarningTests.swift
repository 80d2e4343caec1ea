import Testing

@testable import EntryPoints

@Suite("Route table decoding: unknown keys")
struct UnknownKeyWarningTests {
    @Test("An unknown route key is a warning that suggests the close known key")
    func routeKeySuggestion() throws {
        var warnings: [EntryPointsError] = []
        _ = try RouteTable.decode(
            tableJSON(["id": "a"], ["id": "b", "pattern": ["/b"]]), warnings: .report { warnings = $0 })
        #expect(
            warnings == [
                EntryPointsError(.unknownKey, "unknown key \"pattern\" (did you mean \"patterns\"?)", at: "routes[1]")
            ])
    }

    @Test("An unknown top-level key is a warning about the whole table")
    func topLevelKey() throws {
        #expect(
            try decodingWarnings(["routes": [], "appId": "T.a"]) == ["unknown key \"appId\" (did you mean \"appID\"?)"])
    }

    @Test("An unknown key far from every known key gets no suggestion")
    func noSuggestion() throws {
        #expect(
            try decodingWarnings(tableJSON(["id": "a", "comment": "why"])) == ["routes[0]: unknown key \"comment\""])
    }

    @Test("Swapped letters count as one edit")
    func transposition() throws {
        #expect(
            try decodingWarnings(tableJSON(["id": "a", "patetrns": []])) == [
                "routes[0]: unknown key \"patetrns\" (did you mean \"patterns\"?)"
            ])
    }

    @Test("Unknown keys in a guard are warnings")
    func guardKey() throws {
        #expect(
            try decodingWarnings(["guards": ["signedIn": ["redirct": "a"]], "routes": [["id": "a"]]]) == [
                "guards.signedIn: unknown key \"redirct\" (did you mean \"redirect\"?)"
            ])
    }

    @Test("Unknown keys in a notification trigger are warnings")
    func notificationKey() throws {
        #expect(
            try decodingWarnings(tableJSON(["id": "a", "notification": [["category": "C", "actions": "A"]]])) == [
                "routes[0].notification[0]: unknown key \"actions\" (did you mean \"action\"?)"
            ])
    }

    @Test("Unknown keys in a type object are warnings")
    func parameterTypeKey() throws {
        #expect(
            try decodingWarnings(tableJSON(["id": "a", "params": ["k": ["enum": ["x"], "doc": "?"]]])) == [
                "routes[0].params.k: unknown key \"doc\""
            ])
    }

    @Test("Unknown keys do not refuse the table when the caller ignores them")
    func warningsDoNotRefuse() throws {
        let table = try RouteTable(json: ["routes": [["id": "a", "x-note": 1]], "x-version": 2], warnings: .ignore)
        #expect(table.routes == [Route("a")])
    }

    @Test("Warnings come in the order of the table's text")
    func warningOrder() throws {
        let json: JSONValue = ["zzz": 1, "routes": [["id": "a", "yyy": 1], ["id": "b", "xxx": 1]], "www": 1]
        #expect(
            try decodingWarnings(json) == [
                "unknown key \"zzz\"", "unknown key \"www\"", "routes[0]: unknown key \"yyy\"",
                "routes[1]: unknown key \"xxx\"",
            ])
    }

    @Test("Edit distance counts inserts, deletes, substitutions and swaps")
    func editDistance() {
        #expect(Suggestion.editDistance("pattern", "patterns") == 1)
        #expect(Suggestion.editDistance("tba", "tab") == 1)
        #expect(Suggestion.editDistance("present", "presnt") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "id") == 2)
    }

    @Test("A short key does not suggest a known key it shares nothing with")
    func shortKeys() {
        #expect(Suggestion.closest(to: "x", among: ["id", "tab"]) == nil)
        #expect(Suggestion.closest(to: "tb", among: ["id", "tab"]) == "tab")
    }
}
