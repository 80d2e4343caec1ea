import Dispatch
import Testing

@testable import EntryPoints

/// A compiled ``Router`` is immutable and `Sendable`: many threads may match
/// on one shared table at once. Run under `swift test --sanitize=thread`,
/// these tests are what shows that no lazy state is written while matching.
@Suite("One router shared by many threads")
struct SharedRouterTests {
    /// Entries of every kind, valid and hostile, from the demo table.
    static let entries: [EntryPoint] = {
        var generator = EntryGenerator(seed: 0xC0C0, table: DemoTable.table)
        var entries: [EntryPoint] = []
        let kinds: [EntryPoint.Kind] = [.url, .shortcut, .userActivity, .notification]
        for index in 0..<400 {
            entries.append(generator.entry(kinds[index % kinds.count]))
        }
        for index in 0..<100 { entries.append(.url(URLEntry(generator.urls.hostileURL() + "\(index)"))) }
        entries.append(.intent(Intent(route: "flags", params: ["flag": "x"])))
        entries.append(.intent(Intent(url: "/debug")))
        return entries
    }()

    @Test("64 threads resolving on one router get the results of a single-threaded run")
    func concurrentPerformMatchesSerialRun() {
        let router = DemoTable.router
        let entries = Self.entries
        let expected = entries.map { router.resolve($0) }
        let results = ResultSlots(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { thread in
            // NB: each thread starts at another offset, so different entries race on the same nodes.
            var mismatches = 0
            for step in 0..<entries.count {
                let index = (step + thread * 7) % entries.count
                if router.resolve(entries[index]) != expected[index] { mismatches += 1 }
            }
            results.set(thread, mismatches)
        }
        #expect(results.values == Array(repeating: 0, count: 64))
    }

    @Test("32 tasks resolving on one router get the results of a single-threaded run")
    func taskGroupMatchesSerialRun() async {
        let router = DemoTable.router
        let entries = Self.entries
        let expected = entries.map { router.resolve($0) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<32 {
                group.addTask {
                    var mismatches = 0
                    for step in 0..<entries.count {
                        let index = (step * 3 + task) % entries.count
                        if router.resolve(entries[index]) != expected[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("Routers compiled on many threads at once from one table are equal in behaviour")
    func concurrentCompilationIsIndependent() {
        let table = DemoTable.table
        let entries = Array(Self.entries.prefix(50))
        let expected = entries.map { DemoTable.router.resolve($0) }
        let results = ResultSlots(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            guard let router = try? Router(table) else { return results.set(thread, -1) }
            results.set(thread, zip(entries, expected).filter { router.resolve($0) != $1 }.count)
        }
        #expect(results.values == Array(repeating: 0, count: 16))
    }
}
