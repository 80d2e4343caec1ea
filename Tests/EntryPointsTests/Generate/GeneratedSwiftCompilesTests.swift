import Foundation
import TestSupport
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 37, item 1: for tables whose every name is hostile, the generator
/// writes Swift that the real `swiftc` compiles without a warning, beside app
/// code that uses every route as the Typed routes article shows, or it refuses
/// the table naming the route and the name; and what it refuses is only
/// what it must (the rest of the table generates and compiles).
///
/// Each seed costs one `swiftc` run (a few seconds), so a test run checks a
/// few; `scripts/generator-names` runs many more by setting
/// `ENTRYPOINTS_GENERATOR_SEEDS` (`0..<500`).
@Suite("Generate: hostile names compile or are refused")
struct GeneratedSwiftCompilesTests {
    static let seeds: [UInt64] = {
        let text = ProcessInfo.processInfo.environment["ENTRYPOINTS_GENERATOR_SEEDS"] ?? "0..<3"
        let bounds = text.split(separator: "<").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ". ")) }
        guard bounds.count == 2, let low = UInt64(bounds[0]), let high = UInt64(bounds[1]), low < high else {
            return [0, 1, 2]
        }
        return Array(low..<high)
    }()

    // Issue 37, item 1.
    @Test(
        "A hostile table generates Swift that compiles with the app's code and means what the table says, or only its unusable routes are refused",
        arguments: seeds)
    func hostileTable(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &* 0x9E37 &+ 37)
        let json = HostileTable.random(routes: 14, using: &random)
        guard let table = try? RouteTable.decode(json, warnings: .refuse),
            CheckReport.check(table, strict: true).status == .passed
        else {
            // NB: what check --strict refuses, generate refuses with the same report (SwiftGeneratorTests).
            return
        }
        let access: SwiftGenerator.Access = seed % 2 == 0 ? .internal : .public
        var keptJSON = json
        do {
            _ = try SwiftGenerator(access: access).generate(table)
        } catch {
            let refused = try Self.refusedRoutes(error.report, of: table)
            var object = json.objectValue ?? [:]
            let routes = json["routes"]?.arrayValue ?? []
            object["routes"] = .array(routes.enumerated().filter { !refused.contains($0.offset) }.map(\.element))
            keptJSON = .object(object)
        }
        let kept = try RouteTable.decode(keptJSON, warnings: .refuse)
        let models = try SwiftGenerator.models(for: kept).get()
        let source = try SwiftGenerator(access: access).generate(kept)
        let verdict = try SwiftCompiler().run([
            ("Routes.generated.swift", source), ("App.swift", AppSource.using(models)),
            ("main.swift", AppSource.meaning(of: models, table: keptJSON)),
        ])
        #expect(verdict.isClean, "seed \(seed), \(access) access:\n\(verdict.summary)\ntable: \(keptJSON)")
    }

    // Issue 37, item 1: the properties the names fuzzer checks, over many more
    // tables than the compiler can take in a test run.
    @Test("Hostile tables keep the generator's properties that need no compiler", arguments: 0..<50)
    func shape(batch: UInt64) {
        for seed in batch * 10..<(batch + 1) * 10 {
            var random = SplitMix64(seed: seed &* 0x5851_F42D &+ 37)
            let json = HostileTable.random(routes: 10, using: &random)
            let problems = GeneratedSourceShape.problems(json: json)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\ntable: \(json)")
        }
    }

    // Issue 37, item 1.
    @Test("Every kept input of the names fuzzer still keeps its properties", arguments: Self.fuzzRegressions)
    func fuzzRegression(name: String) throws {
        let path = Fixture.packageRoot + "/Fuzz/regressions/" + name
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let problems = bytes.withUnsafeBufferPointer { GeneratedSourceShape.problems(namesInput: $0) }
        #expect(problems.isEmpty, "\(name): \(problems)")
    }

    static let fuzzRegressions: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: Fixture.packageRoot + "/Fuzz/regressions")) ?? []
        return names.filter { $0.hasPrefix("names-") }.sorted()
    }()

    /// The routes a refusal names; every finding must be the generator's
    /// own, name a route by its path, and quote the name at fault.
    static func refusedRoutes(_ report: CheckReport, of table: RouteTable) throws -> Set<Int> {
        var refused = Set<Int>()
        for finding in report.findings {
            #expect(finding.code.hasPrefix("generate."), "\(finding)")
            let location = try #require(finding.location, "\(finding)")
            #expect(location.hasPrefix("routes["), "\(finding)")
            let index = try #require(Int(location.dropFirst("routes[".count).prefix { $0 != "]" }), "\(finding)")
            #expect(finding.message.contains("\""), "the message quotes the name: \(finding)")
            refused.insert(index)
        }
        #expect(refused.count < table.routes.count || table.routes.count <= 2, "\(report.text())")
        return refused
    }
}
