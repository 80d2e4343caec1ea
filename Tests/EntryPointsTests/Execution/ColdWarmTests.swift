import Foundation
import Testing
@testable import EntryPoints

// Issue 26, "What to deliver", item 9: for every route and every entry of
// the demo and fixture tables, holding an entry until markReady() lands
// where opening it on a ready controller lands.
@MainActor
@Suite("Route controller: cold equals warm")
struct ColdWarmTests {
    /// Each fixture whose table loads on its own (association files need a loader), with its entries.
    static func cases() -> [(name: String, router: Router, entries: [EntryPoint])] {
        var cases: [(String, Router, [EntryPoint])] = []
        var seen: Set<String> = []
        for fixture in Fixture.all where seen.insert(fixture.routesPath).inserted {
            guard let text = FileManager.default.contents(atPath: fixture.routesPath),
                let json = try? JSONParser().parse(String(decoding: text, as: UTF8.self)),
                let table = try? RouteTable(json: json, warnings: .ignore), let router = try? Router(table)
            else { continue }
            var entries = table.routes.map { EntryPoint.intent(Intent(route: $0.id)) }
            // NB: every fixture run on this table adds its entries.
            for other in Fixture.all where other.routesPath == fixture.routesPath {
                for line in Fixture.lines(other.events) {
                    if case .entry(let entry, _, _)? = try? EventDecoder().decode(line: line).event {
                        entries.append(entry)
                    }
                }
            }
            cases.append((fixture.name, router, entries))
        }
        return cases
    }

    @Test("Open while held, then markReady(), gives the root opening on a ready controller gives")
    func coldEqualsWarm() {
        let cases = Self.cases()
        #expect(cases.count >= 10)
        var compared = 0
        for (name, router, entries) in cases {
            for entry in entries {
                for signedIn in [false, true] {
                    let cold = RouteController(router: router, coldStart: true)
                    let warm = RouteController(router: router, coldStart: false)
                    cold.setFlags(["signedIn": signedIn])
                    warm.setFlags(["signedIn": signedIn])
                    cold.open(entry)
                    cold.markReady()
                    warm.open(entry)
                    #expect(cold.root == warm.root, "\(name): \(entry.event.jsonText)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }
}
