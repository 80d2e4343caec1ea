import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 40, item 2: what a reviewer of a team's table flags, each with a
/// stable code, a sentence saying what goes wrong for the user, and a
/// fixture under `Fixtures/check/lint-*`.
@Suite("Check: route lint")
struct CheckLintTests {
    @Test("An external route that requires a guard without a redirect gets a note; internal routes do not")
    func guardDropsLink() {
        let report = checkFixture("lint-guard-drops-link", strict: true)
        #expect(report.status == .passed, "a note never refuses, even under --strict")
        #expect(
            report.summaries == [
                "check.guard-drops-link routes[0].requires[1]", "check.guard-drops-link routes[3].requires[0]",
            ])
        #expect(report.findings.allSatisfy { $0.severity == .note })
        #expect(
            report.findings.first?.message
                == "route stats requires guard premium, which has no redirect: an entry that arrives while it fails is "
                + "refused (rejected, guard) and lost; give the guard a redirect if it should wait instead")
    }

    @Test("Once a table has examples, each external route with patterns and none gets a note")
    func missingExample() {
        let report = checkFixture("lint-missing-example", strict: true)
        #expect(report.status == .passed)
        #expect(report.summaries == ["check.missing-example routes[1]"])
        #expect(report.findings.first?.message.hasPrefix("route cart has patterns but no example") == true)
    }

    @Test("A table without examples gets no missing-example note")
    func noExamplesNoNote() throws {
        let report = try checkTable(["schemes": ["app"], "routes": [["id": "a", "patterns": ["/a"]]]])
        #expect(report.findings(.checkMissingExample).isEmpty)
    }

    @Test("A push or reuse landing on a route that always opens a new scene is a warning")
    func landingNeverApplies() {
        let report = checkFixture("lint-landing-never-applies")
        #expect(
            report.summaries == [
                "check.landing-never-applies routes[0].landing", "check.landing-never-applies routes[1].landing",
            ])
        #expect(report.findings.allSatisfy { $0.severity == .warning })
        #expect(
            report.findings.first?.message
                == "route thread always opens a new scene, whose stacks are empty, so its landing \"push\" lands as "
                + "\"replace\" every time; drop it, or choose another scene")
        #expect(checkFixture("lint-landing-never-applies", strict: true).status == .refused)
    }

    @Test("A guard no route requires gets a note")
    func unusedGuard() {
        let report = checkFixture("lint-unused-guard", strict: true)
        #expect(report.status == .passed)
        #expect(report.summaries == ["check.unused-guard guards.admin", "check.unused-guard guards.legacyFlag"])
        #expect(
            report.findings.map(\.message) == [
                "guard admin is required by no route: its flag guards nothing and its redirect never runs",
                "guard legacyFlag is required by no route: its flag guards nothing",
            ])
    }
}

/// Issue 40, items 1 and 2: every route table of the package (fixtures,
/// test tables, the DocC articles' tables) has examples that all open
/// their routes, and the lint finds on them exactly what is pinned here:
/// no false positive.
@Suite("Check: the package's own tables")
struct PackageTablesCheckTests {
    /// The lint codes, and the check fixtures made to show them or examples that fail.
    static let lintCodes: Set<String> = [
        EntryPointsError.Code.checkGuardDropsLink, .checkMissingExample, .checkLandingNeverApplies, .checkUnusedGuard,
        .checkExampleMismatch,
    ].reduce(into: []) { $0.insert($1.rawValue) }

    /// Every `routes.json` of the package outside `.build`, relative to the root, sorted.
    static func tableFiles() -> [String] {
        let root = Fixture.packageRoot
        var files: [String] = []
        for top in ["Fixtures", "Tests", "Examples"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + top) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasSuffix("/routes.json") && !path.contains(".build/") { files.append(top + "/" + path) }
            }
        }
        return files.sorted()
    }

    @Test("Every table's lint findings and example mismatches are the pinned ones")
    func lintOnEveryTable() {
        let files = Self.tableFiles()
        #expect(files.count > 90)
        var found: [String] = []
        for file in files {
            let report = CheckReport.check(routesAt: Fixture.packageRoot + "/" + file)
            for finding in report.findings where Self.lintCodes.contains(finding.code) {
                found.append("\(file) \(finding.code) \(finding.location ?? "-")")
            }
        }
        let demoStats = "check.guard-drops-link routes[19].requires[1]"
        let mismatch = "Fixtures/check/example-mismatch/routes.json check.example-mismatch"
        #expect(
            found == [
                "Fixtures/check/example-mismatch/routes.json check.example-mismatch routes[0].examples[2]",
                "\(mismatch) routes[0].examples[3]", "\(mismatch) routes[0].examples[4]",
                "\(mismatch) routes[0].examples[5]", "\(mismatch) routes[3].examples[0]",
                "\(mismatch) routes[4].examples[0]",
                "Fixtures/check/lint-guard-drops-link/routes.json check.guard-drops-link routes[0].requires[1]",
                "Fixtures/check/lint-guard-drops-link/routes.json check.guard-drops-link routes[3].requires[0]",
                "Fixtures/check/lint-landing-never-applies/routes.json check.landing-never-applies routes[0].landing",
                "Fixtures/check/lint-landing-never-applies/routes.json check.landing-never-applies routes[1].landing",
                "Fixtures/check/lint-missing-example/routes.json check.missing-example routes[1]",
                "Fixtures/check/lint-unused-guard/routes.json check.unused-guard guards.admin",
                "Fixtures/check/lint-unused-guard/routes.json check.unused-guard guards.legacyFlag",
                "Fixtures/check/strict-misspelt-requires/routes.json check.unused-guard guards.signedIn",
                "Fixtures/demo-emit-state/routes.json \(demoStats)",
                "Fixtures/demo/routes.json \(demoStats)",
                "Fixtures/guard-chain-resume-redirect-again/routes.json check.guard-drops-link routes[1].requires[1]",
                "Fixtures/guard-on-revoke-unwind/routes.json check.guard-drops-link routes[9].requires[0]",
                "Fixtures/guard-on-revoke-unwind/routes.json check.guard-drops-link routes[10].requires[0]",
                "Fixtures/guard-on-revoke-unwind/routes.json check.guard-drops-link routes[11].requires[0]",
                "Fixtures/guard-without-redirect/routes.json check.guard-drops-link routes[0].requires[0]",
                "Fixtures/recorded-session/routes.json \(demoStats)",
                "Fixtures/scenes-reset-and-revoke-every-scene/routes.json check.guard-drops-link routes[1].requires[0]",
                // NB: the generator's fixture has examples on one route only, to pin its golden output.
                "Fixtures/typed-routes/routes.json check.missing-example routes[1]",
                "Fixtures/typed-routes/routes.json check.missing-example routes[2]",
                "Tests/EntryFixtures/story-links/routes.json \(demoStats)",
            ], "\(found.joined(separator: "\n"))")
    }

    @Test("Every route of the demo table that a link can open has an example, and every example opens its route")
    func demoExamples() throws {
        let table = try RouteTable.load(
            contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse)
        let withoutExamples = table.routes.filter { $0.examples.isEmpty }.map(\.id)
        // NB: reply and like are reached only by notifications: no link can open them.
        #expect(withoutExamples == ["reply", "like"])
        #expect(table.routes.filter { !$0.patterns.isEmpty }.allSatisfy { !$0.examples.isEmpty })
        #expect(CheckReport.check(table).findings(.checkExampleMismatch).isEmpty)
    }

    @Test("The DocC articles' tables carry examples, and every example opens its route")
    func articleExamples() throws {
        let tables = try ArticleTables.all()
        #expect(tables.count >= 4)
        for table in tables {
            let routes = table.table.routes
            #expect(
                routes.allSatisfy { !$0.examples.isEmpty || $0.patterns.isEmpty },
                "\(table.place): a route without examples")
            let report = CheckReport.check(table.table)
            #expect(report.count(of: .error) == 0, "\(table.place): \(report.summaries)")
            #expect(report.findings(.checkExampleMismatch).isEmpty, "\(table.place): \(report.summaries)")
        }
    }
}

/// The route tables the DocC articles show: each ```json block that is a
/// table (or a table's members, written without braces), and each route
/// object, put in a table with the first table of its article.
enum ArticleTables {
    struct Found {
        let place: String
        let table: RouteTable
    }

    static func all() throws -> [Found] {
        let catalog = Fixture.packageRoot + "/Sources/EntryPoints/EntryPoints.docc"
        var found: [Found] = []
        for article in try FileManager.default.contentsOfDirectory(atPath: catalog).sorted()
        where article.hasSuffix(".md") {
            let text = try String(contentsOfFile: catalog + "/" + article, encoding: .utf8)
            var base: JSONObject?
            for (line, block) in jsonBlocks(in: text) {
                guard let object = parse(block) else { continue }
                var table: JSONObject
                if object["routes"] != nil {
                    table = object
                    if base == nil { base = object }
                } else if object["id"] != nil, let base {
                    table = base
                    table["routes"] = .array([.object(object)])
                    table["guards"] = nil
                    var route = object
                    route["requires"] = nil
                    table["routes"] = .array([.object(route)])
                } else {
                    continue
                }
                found.append(
                    Found(place: "\(article):\(line)", table: try RouteTable.decode(.object(table), warnings: .refuse)))
            }
        }
        return found
    }

    /// Each ```json block and the line of its fence.
    static func jsonBlocks(in text: String) -> [(Int, String)] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [(Int, String)] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```json" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count && lines[end] != "```" { end += 1 }
            blocks.append((index + 1, lines[(index + 1)..<end].joined(separator: "\n")))
            index = end + 1
        }
        return blocks
    }

    /// The block as an object: as written, or as members wrapped in braces.
    static func parse(_ block: String) -> JSONObject? {
        if let object = try? JSONParser().parse(block).objectValue { return object }
        var members = block.trimmingCharacters(in: .whitespacesAndNewlines)
        if members.hasSuffix(",") { members.removeLast() }
        return try? JSONParser().parse("{" + members + "}").objectValue
    }
}
