import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// `AssociationFile.generate(for:)`: a file that claims exactly the table's
/// external web routes.
@Suite("Association file generation")
struct AssociationGeneratorTests {
    static let app = "ABCDE12345.com.example.app"

    /// Routes whose AASA patterns overlap in every direction the format allows.
    static let table = RouteTable(
        routes: [
            Route("home", patterns: ["/"]),
            Route("story", patterns: ["/story/:storyId", "/s/:storyId(/:slug)"], params: ["storyId": .int]),
            Route("storyDebug", patterns: ["/story/:storyId/debug"], exposure: .internal),
            Route("newStory", patterns: ["/story/new"], exposure: .internal),
            Route("user", patterns: ["/user/:id(/:tab)"]),
            Route("userAdmin", patterns: ["/user/:id/admin/*rest"], exposure: .internal),
            Route("files", patterns: ["/files/*path"]),
            Route("secretFile", patterns: ["/files/secret"], exposure: .internal),
            Route("adminHelp", patterns: ["/admin/help"]),
            Route("admin", patterns: ["/admin/*rest"], exposure: .internal),
            Route("debug", patterns: ["/debug"], exposure: .internal),
            Route("cafe", patterns: ["/café/menu"]),
            Route("pair", patterns: ["/a/:x/:y"]),
            Route("single", patterns: ["/a/:x"], exposure: .internal),
            Route("settings", activities: ["com.example.settings"]),
        ],
        appID: app)

    /// A URL path for `variant`, with parameters filled by values unlike the generator's own.
    static func samplePaths(_ variant: Pattern.Variant) -> [String] {
        let path = variant.components.map { component -> String in
            switch component {
            case .literal(let text): text
            case .parameter: "v42"
            case .catchAll: "x/y"
            }
        }.joined(separator: "/")
        return ["/" + path, "/" + path + "/"]
    }

    static func variants(exposure: Route.Exposure) -> [(route: String, path: String)] {
        table.routes.filter { $0.exposure == exposure }.flatMap { route in
            route.patterns.flatMap { text in
                (try? Pattern(text))?.variants.flatMap { samplePaths($0).map { (route.id, $0) } } ?? []
            }
        }
    }

    static func generated() throws -> AssociationFile {
        try AssociationFile(parsing: AssociationFile.generate(for: table), file: "generated.json")
    }

    @Test("The doc comment's example is what generate(for:) returns")
    func docExample() {
        let table = RouteTable(
            routes: [
                Route("story", patterns: ["/story/:storyId"]),
                Route("debug", patterns: ["/debug"], exposure: .internal),
            ], appID: "ABCDE12345.com.example.app")
        let expected: JSONValue = [
            "applinks": [
                "details": [
                    [
                        "appIDs": ["ABCDE12345.com.example.app"],
                        "defaults": ["caseSensitive": false],
                        "components": [
                            ["/": "/debug", "exclude": true, "comment": "debug (internal): /debug"],
                            ["/": "/story/?*", "comment": "story: /story/:storyId"],
                        ],
                    ]
                ]
            ]
        ]
        #expect(AssociationFile.generate(for: table) == expected)
    }

    @Test("Round trip: every variant of every external route is claimed")
    func claimsEveryExternalVariant() throws {
        let file = try Self.generated()
        for (route, path) in Self.variants(exposure: .external) {
            let verdict = file.evaluate(AssociationURL(path: path), appID: Self.app)
            #expect(verdict.isClaimed, "\(route): \(path) gave \(verdict)")
        }
    }

    @Test("Round trip: no variant of an internal route is claimed")
    func claimsNoInternalVariant() throws {
        let file = try Self.generated()
        for (route, path) in Self.variants(exposure: .internal) {
            let verdict = file.evaluate(AssociationURL(path: path), appID: Self.app)
            #expect(!verdict.isClaimed, "\(route): \(path) gave \(verdict)")
        }
    }

    @Test("The generated file loads without warnings")
    func noWarnings() throws {
        #expect(try Self.generated().warnings.isEmpty)
    }

    @Test("An exclusion comes before the wider rule that would claim it")
    func exclusionBeforeWiderClaim() throws {
        let patterns = try Self.generated().rules.map(\.path)
        let debug = try #require(patterns.firstIndex(of: "/story/?*/debug"))
        let story = try #require(patterns.firstIndex(of: "/story/?*"))
        #expect(debug < story)
    }

    @Test("A claim comes before the wider exclusion that would take its URLs")
    func claimBeforeWiderExclusion() throws {
        let file = try Self.generated()
        let patterns = file.rules.map(\.path)
        let help = try #require(patterns.firstIndex(of: "/admin/help"))
        let admin = try #require(patterns.firstIndex(of: "/admin/?*"))
        #expect(help < admin)
        #expect(file.evaluate(AssociationURL(path: "/admin/users"), appID: Self.app).isClaimed == false)
    }

    @Test("Literals are percent-encoded as a URL writes them")
    func literalsEncoded() throws {
        let table = RouteTable(routes: [Route("menu", patterns: ["/café/a%20b/50%25"])], appID: Self.app)
        let file = try AssociationFile(parsing: AssociationFile.generate(for: table), file: "generated.json")
        #expect(file.rules.map(\.path) == ["/caf%C3%A9/a%20b/50%25"])
        #expect(file.evaluate(AssociationURL(path: "/café/a b/50%25"), appID: Self.app).isClaimed)
    }

    @Test("A case-insensitive table makes a case-insensitive file")
    func caseInsensitiveTable() throws {
        let file = try Self.generated()
        #expect(file.evaluate(AssociationURL(path: "/CAF%C3%A9/MENU"), appID: Self.app).isClaimed)
    }

    @Test("A case-sensitive table needs no defaults")
    func caseSensitiveTable() {
        let table = RouteTable(caseSensitive: true, routes: [Route("a", patterns: ["/a"])], appID: Self.app)
        let entry = AssociationFile.generate(for: table)["applinks"]?["details"]?.arrayValue?.first
        #expect(entry?["defaults"] == nil)
    }

    @Test("Without an appID the file names no app")
    func noAppID() {
        let json = AssociationFile.generate(for: RouteTable(routes: [Route("a", patterns: ["/a"])]))
        #expect(json["applinks"]?["details"]?.arrayValue?.first?["appIDs"] == [])
    }

    @Test("Routes without patterns add no rules")
    func routesWithoutPatterns() throws {
        #expect(try !Self.generated().rules.contains { $0.comment?.hasPrefix("settings") == true })
    }

    @Test("Generation is deterministic")
    func deterministic() {
        #expect(AssociationFile.generate(for: Self.table) == AssociationFile.generate(for: Self.table))
    }

    @Test("A generated rule also claims deeper paths, since wildcards cross slashes")
    func wildcardsCrossSlashes() throws {
        #expect(try Self.generated().evaluate(AssociationURL(path: "/story/42/comments"), appID: Self.app).isClaimed)
    }
}
