import Testing

@testable import EntryPoints

@Suite("Route table decoding: top-level fields")
struct RouteTableDecodingTests {
    @Test("A document that is not an object is refused as a whole, with no location")
    func rootNotObject() {
        let errors = decodingErrors(["routes"])
        #expect(errors == [EntryPointsError(.wrongType, "expected an object, found array")])
    }

    @Test("A table without routes reports the missing key")
    func missingRoutes() {
        let errors = decodingErrors(["tabs": ["home"]])
        #expect(errors == [EntryPointsError(.missingField, "missing required key \"routes\"", at: "routes")])
    }

    @Test("Routes that are not an array are reported at routes")
    func routesNotArray() {
        #expect(decodingProblems(["routes": ["id": "home"]]) == ["routes: expected an array of routes, found object"])
    }

    @Test("Unreadable routes do not make every guard redirect unknown")
    func unreadableRoutesHideRedirectChecks() {
        let json: JSONValue = ["guards": ["signedIn": ["redirect": "login"]], "routes": "login"]
        #expect(decodingProblems(json) == ["routes: expected an array of routes, found string"])
    }

    @Test("Schemes must be an array of strings")
    func schemesWrongType() {
        let json: JSONValue = ["schemes": "demoapp", "routes": []]
        #expect(
            decodingErrors(json) == [
                EntryPointsError(.wrongType, "expected an array of strings, found string", at: "schemes")
            ])
    }

    @Test("A domain that is not a string is reported at its index")
    func domainElementWrongType() {
        let json: JSONValue = ["domains": ["example.com", 7], "routes": []]
        #expect(decodingProblems(json) == ["domains[1]: expected a string, found number"])
    }

    @Test("caseSensitive must be a boolean")
    func caseSensitiveWrongType() {
        let json: JSONValue = ["caseSensitive": "yes", "routes": []]
        #expect(
            decodingErrors(json) == [
                EntryPointsError(.wrongType, "expected a boolean, found string", at: "caseSensitive")
            ])
    }

    @Test("A tab that is not a string is reported once, at its index")
    func tabElementWrongType() {
        let json: JSONValue = ["tabs": ["home", true], "routes": [["id": "a", "tab": "home"]]]
        #expect(decodingProblems(json) == ["tabs[1]: expected a string, found boolean"])
    }

    @Test("Unreadable tabs do not make every route's tab unknown")
    func unreadableTabsHideTabChecks() {
        let json: JSONValue = ["tabs": "home", "routes": [["id": "a", "tab": "home"]]]
        #expect(decodingProblems(json) == ["tabs: expected an array of strings, found string"])
    }

    @Test("Notification link keys must be strings")
    func notificationLinkKeyWrongType() {
        let json: JSONValue = ["notificationLinkKeys": ["url", ["deeplink"]], "routes": []]
        #expect(decodingProblems(json) == ["notificationLinkKeys[1]: expected a string, found array"])
    }

    @Test("Guards must be an object")
    func guardsWrongType() {
        let json: JSONValue = ["guards": ["signedIn"], "routes": [["id": "a", "requires": ["signedIn"]]]]
        #expect(decodingProblems(json) == ["guards: expected an object, found array"])
    }

    @Test("A guard must be an object, and its name still counts")
    func guardBodyWrongType() {
        let json: JSONValue = ["guards": ["signedIn": "login"], "routes": [["id": "a", "requires": ["signedIn"]]]]
        #expect(decodingProblems(json) == ["guards.signedIn: expected an object, found string"])
    }

    @Test("A guard's redirect must be a string")
    func redirectWrongType() {
        let json: JSONValue = ["guards": ["signedIn": ["redirect": 3]], "routes": []]
        #expect(
            decodingErrors(json) == [
                EntryPointsError(.wrongType, "expected a string, found number", at: "guards.signedIn.redirect")
            ])
    }

    @Test("A guard without a redirect is allowed")
    func guardWithoutRedirect() throws {
        let table = try RouteTable(json: ["guards": ["signedIn": [:]], "routes": []], warnings: .refuse)
        #expect(table.guards == [RouteTable.Guard("signedIn")])
    }

    @Test("appID must be a string, and a broken one is not also reported missing")
    func appIDWrongType() {
        let json: JSONValue = ["appID": 42, "associationFiles": [:], "routes": []]
        #expect(decodingProblems(json) == ["appID: expected a string, found number"])
    }

    @Test("A table with an empty routes array is valid")
    func emptyRoutes() throws {
        #expect(try RouteTable(json: ["routes": []], warnings: .refuse).routes.isEmpty)
    }
}
