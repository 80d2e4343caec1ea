import Testing

@testable import EntryPoints

@Suite("Route table decoding: route fields")
struct RouteDecodingTests {
    @Test("A route that is not an object is reported and keeps its index")
    func routeNotObject() {
        let json = tableJSON(["id": "a"], "b", ["id": "c", "patterns": [1]])
        #expect(
            decodingProblems(json) == [
                "routes[1]: expected an object, found string",
                "routes[2].patterns[0]: expected a string, found number",
            ])
    }

    @Test("A route without an id reports the missing key")
    func missingID() {
        let errors = decodingErrors(tableJSON(["patterns": ["/a"]]))
        #expect(errors == [EntryPointsError(.missingField, "missing required key \"id\"", at: "routes[0].id")])
    }

    @Test("An id that is not a string is reported once")
    func idWrongType() {
        #expect(decodingProblems(tableJSON(["id": 1])) == ["routes[0].id: expected a string, found number"])
    }

    @Test("A pattern that is not a string is reported at its index")
    func patternWrongType() {
        let json = tableJSON(["id": "a"], ["id": "b"], ["id": "c", "patterns": ["/c", 2]])
        let errors = decodingErrors(json)
        #expect(
            errors == [EntryPointsError(.wrongType, "expected a string, found number", at: "routes[2].patterns[1]")])
    }

    @Test("Patterns must be an array")
    func patternsNotArray() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "patterns": "/a"])) == [
                "routes[0].patterns: expected an array of strings, found string"
            ])
    }

    @Test("Exposure must be external or internal")
    func unknownExposure() {
        let errors = decodingErrors(tableJSON(["id": "a", "exposure": "private"]))
        #expect(
            errors == [
                EntryPointsError(
                    .invalidValue, "unknown exposure \"private\" (expected \"external\" or \"internal\")",
                    at: "routes[0].exposure")
            ])
    }

    @Test("Exposure must be a string")
    func exposureWrongType() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "exposure": false])) == [
                "routes[0].exposure: expected a string, found boolean"
            ])
    }

    @Test("A shortcut may be a string or an array of strings")
    func shortcutForms() throws {
        let table = try RouteTable(
            json: tableJSON(["id": "a", "shortcut": "x"], ["id": "b", "shortcut": ["y", "z"]]), warnings: .refuse)
        #expect(table.routes.map(\.shortcuts) == [["x"], ["y", "z"]])
    }

    @Test("A shortcut of another JSON type is reported")
    func shortcutWrongType() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "shortcut": 5])) == [
                "routes[0].shortcut: expected a string or an array of strings, found number"
            ])
    }

    @Test("An activity that is not a string is reported at its index")
    func activityElementWrongType() {
        let json = tableJSON(["id": "a", "activity": ["com.demo.view", nil]])
        #expect(decodingProblems(json) == ["routes[0].activity[1]: expected a string, found null"])
    }

    @Test("A notification may be an array of triggers")
    func notificationArray() throws {
        let json = tableJSON(["id": "a", "notification": [["category": "C"], ["action": "A"]]])
        let route = try RouteTable(json: json, warnings: .refuse).routes[0]
        #expect(route.notifications == [NotificationTrigger(category: "C"), NotificationTrigger(action: "A")])
    }

    @Test("A notification trigger must name a category or an action")
    func notificationNamesNothing() {
        let errors = decodingErrors(tableJSON(["id": "a", "notification": [["category": "C"], [:]]]))
        #expect(
            errors == [
                EntryPointsError(
                    .missingField, "a notification trigger needs \"category\", \"action\" or both",
                    at: "routes[0].notification[1]")
            ])
    }

    @Test("A notification category must be a string, and is not also reported missing")
    func notificationCategoryWrongType() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "notification": ["category": 1]])) == [
                "routes[0].notification.category: expected a string, found number"
            ])
    }

    @Test("A notification of another JSON type is reported")
    func notificationWrongType() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "notification": "MESSAGE"])) == [
                "routes[0].notification: expected an object or an array of objects, found string"
            ])
    }

    @Test("Requires must be an array of strings")
    func requiresWrongType() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "requires": "signedIn"])) == [
                "routes[0].requires: expected an array of strings, found string"
            ])
    }

    @Test("A tab of the wrong type is not also reported as a stack without a tab")
    func tabWrongType() {
        let json = tableJSON(["id": "a", "tab": 1, "stack": ["x"]])
        #expect(decodingProblems(json) == ["routes[0].tab: expected a string, found number"])
    }

    @Test("A stack must be an array of strings")
    func stackWrongType() {
        let json: JSONValue = ["tabs": ["home"], "routes": [["id": "a", "tab": "home", "stack": "feed"]]]
        #expect(decodingProblems(json) == ["routes[0].stack: expected an array of strings, found string"])
    }

    @Test("present must be a string")
    func presentWrongType() {
        #expect(
            decodingProblems(tableJSON(["id": "a", "present": ["x"]])) == [
                "routes[0].present: expected a string, found array"
            ])
    }
}
