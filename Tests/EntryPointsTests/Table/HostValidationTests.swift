import Testing

@testable import EntryPoints

@Suite("Route table validation: schemes, domains and app ID")
struct HostValidationTests {
    @Test("Web schemes are refused in any case", arguments: ["http", "https", "HTTPS", "Http"])
    func webScheme(_ scheme: String) {
        let errors = RouteTable(schemes: ["demoapp", scheme], routes: []).validate()
        #expect(errors.map(\.code) == [.badScheme])
        #expect(errors.map(\.location) == ["schemes[1]"])
    }

    @Test(
        "Schemes must follow the URL scheme grammar", arguments: ["", "1app", "demo app", "demoapp:", "demo_app", "dé"])
    func malformedScheme(_ scheme: String) {
        let errors = RouteTable(schemes: [scheme], routes: []).validate()
        #expect(errors.map(\.code) == [.badScheme])
        #expect(errors.map(\.location) == ["schemes[0]"])
    }

    @Test(
        "Schemes of letters, digits, plus, minus and dot are accepted",
        arguments: ["demoapp", "x-demo+1.app", "DemoApp"])
    func wellFormedScheme(_ scheme: String) {
        #expect(RouteTable(schemes: [scheme], routes: []).validate().isEmpty)
    }

    @Test("A scheme listed twice, in any case, is refused at the second")
    func duplicateScheme() {
        #expect(
            RouteTable(schemes: ["demoapp", "other", "DemoApp"], routes: []).validate() == [
                EntryPointsError(.badScheme, "duplicate scheme \"DemoApp\" (first at schemes[0])", at: "schemes[2]")
            ])
    }

    @Test("A web scheme read from JSON is refused at its path")
    func webSchemeFromJSON() {
        #expect(
            decodingProblems(["schemes": ["demoapp", "https"], "routes": []]) == [
                "schemes[1]: \"https\" is a web scheme; web URLs are configured through \"domains\""
            ])
    }

    @Test(
        "Malformed domains are refused",
        arguments: [
            "", "example.com/", "https://example.com", "example.com:443", "exa mple.com", "example.com\t",
            "*", "*.", "ex*ample.com", "*.*.example.com", "www.*.example.com", "*example.com", "user@example.com",
            "example.com?x", "example.com#x",
        ])
    func malformedDomain(_ domain: String) {
        let errors = RouteTable(domains: ["example.org", domain], routes: []).validate()
        #expect(errors.map(\.code) == [.badDomain])
        #expect(errors.map(\.location) == ["domains[1]"])
    }

    @Test(
        "Hosts, leading wildcards and literal hosts are accepted as domains",
        arguments: [
            "example.com", "*.example.com", "EXAMPLE.com", "example.com.", "[::1]", "127.0.0.1", "bücher.de",
            "xn--bcher-kva.de",
        ])
    func wellFormedDomain(_ domain: String) {
        #expect(RouteTable(domains: [domain], routes: []).validate().isEmpty)
    }

    @Test("A domain with a port says so")
    func domainWithPort() {
        #expect(
            RouteTable(domains: ["example.com:8080"], routes: []).validate().map(\.description) == [
                "domains[0]: \"example.com:8080\" has a port (\":\"); write the host alone, ports are ignored"
            ])
    }

    @Test(
        "App IDs of the form TEAMID.bundle.identifier are accepted",
        arguments: ["ABCDE12345.com.example.app", "TEAM.app"])
    func wellFormedAppID(_ appID: String) {
        #expect(RouteTable(routes: [], appID: appID).validate().isEmpty)
    }

    @Test(
        "Other app IDs are refused",
        arguments: ["", "com", "ABCDE12345.", ".com.example", "ABC DE.com.example", "ABC.com..app"])
    func malformedAppID(_ appID: String) {
        #expect(
            RouteTable(routes: [], appID: appID).validate() == [
                EntryPointsError(
                    .invalidValue, "\"\(appID)\" is not an app ID of the form TEAMID.bundle.identifier", at: "appID")
            ])
    }
}
