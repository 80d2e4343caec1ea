import EntryPointsTesting
import Foundation
import Testing

@testable import EntryPoints
import TestSupport

/// Random and mutated route tables are refused or compiled, never crash,
/// and whatever compiles routes random URLs without crashing.
@Suite("Properties of random route tables")
struct RouteTablePropertyTests {
    @Test("Random route tables decode or are refused, and compiled ones route without crashing")
    func randomTablesNeverCrash() {
        var generator = TableGenerator(random: SplitMix64(seed: 21))
        var urls = URLGenerator(random: SplitMix64(seed: 22))
        var compiled = 0
        for _ in 0..<300 {
            let json = generator.table()
            // NB: generated and mutated tables may hold unknown keys; what is pinned here is that nothing crashes.
            guard let table = try? RouteTable.decode(json, warnings: .ignore), let router = try? Router(table) else {
                continue
            }
            compiled += 1
            for route in table.routes {
                for pattern in route.patterns {
                    let url = urls.url(path: urls.path(for: pattern, params: route.params))
                    _ = router.resolve(.url(URLEntry(url)))
                    _ = router.resolve(.intent(Intent(url: url)))
                }
                _ = router.resolve(.intent(Intent(route: route.id, params: ["x": 1])))
            }
            _ = router.resolve(.url(URLEntry(urls.hostileURL())))
            _ = router.conflicts
        }
        // NB: if the generator only made refused tables, the routing half would test nothing.
        #expect(compiled > 30)
    }

    @Test("Byte-mutated demo tables parse, decode and compile or fail cleanly")
    func mutatedDemoTablesNeverCrash() throws {
        let text = try #require(
            FileManager.default.contents(atPath: Fixture.packageRoot + "/Fixtures/demo/routes.json").map { [UInt8]($0) }
        )
        var mutator = LineMutator(random: SplitMix64(seed: 23))
        var compiled = 0
        for _ in 0..<150 {
            let mutated = mutator.mutate(text, others: [text])
            guard let json = try? JSONParser().parse(mutated),
                let table = try? RouteTable.decode(json, warnings: .ignore),
                let router = try? Router(table)
            else { continue }
            compiled += 1
            _ = router.resolve(.url(URLEntry("demoapp://story/42")))
        }
        #expect(compiled > 0)
    }
}
