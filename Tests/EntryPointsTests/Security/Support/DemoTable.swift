import EntryPointsTesting
@testable import EntryPoints

/// The demo table (Fixtures/demo/routes.json) and what the security tests
/// need to know about it.
enum DemoTable {
    /// The demo table, loaded once.
    static let table: RouteTable = {
        do {
            return try RouteTable.load(
                contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse)
        } catch {
            fatalError("the demo table does not load: \(error)")
        }
    }()

    /// The demo table's router.
    static let router: Router = {
        do {
            return try Router(table)
        } catch {
            fatalError("the demo table does not compile: \(error)")
        }
    }()

    /// The ids of the internal routes (`debug` and `flags` in the demo).
    static let internalRoutes: Set<String> = Set(table.routes.filter { $0.exposure == .internal }.map(\.id))

    /// Every line of every fixture's events.jsonl, the starting point of mutations.
    static let fixtureEventLines: [[UInt8]] = Fixture.all.flatMap { fixture in
        fixture.events.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map(Array.init)
    }
}
