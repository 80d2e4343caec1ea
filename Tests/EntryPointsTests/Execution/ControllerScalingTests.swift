import Testing
@testable import EntryPoints

/// A value root that counts the elements it copies when a change finds its
/// storage shared (copy-on-write), so a test compares copies, not time.
struct CountingRoot {
    final class Storage {
        var screens: [Int]
        init(_ screens: [Int]) { self.screens = screens }
    }
    final class Counter {
        var copied = 0
    }

    let counter: Counter
    var storage = Storage([])

    mutating func present(_ screen: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            counter.copied += storage.screens.count
            storage = Storage(storage.screens)
        }
        storage.screens.append(screen)
    }
}

@MainActor
@Suite("Route controller: cost of state changes")
struct ControllerScalingTests {
    /// Elements copied while `count` routed presents each change the root.
    func copies(presenting count: Int) throws -> (copied: Int, screens: Int) {
        let router = try Router(
            RouteTable(schemes: ["app"], routes: [Route("sheet", patterns: ["/sheet/:n"], params: ["n": .int])]))
        let counter = CountingRoot.Counter()
        let controller = RouteController(root: CountingRoot(counter: counter), router: router, coldStart: false) {
            _, _ in nil
        }
        try controller.handle("sheet") { request, context in
            let n = request.params["n"]?.numberValue.flatMap { Int($0.literal) } ?? 0
            return context.update { $0.present(n) }
        }
        for n in 0..<count { controller.open(.url(URLEntry("app://sheet/\(n)"))) }
        return (counter.copied, controller.root.storage.screens.count)
    }

    // Issue 27, item 4: each state change copied the whole state, so N presents cost O(N^2).
    @Test("N presents change the root in place: copies at 4N stay within 4 times those at N")
    func presentsAreLinear() throws {
        let small = try copies(presenting: 500)
        let large = try copies(presenting: 2_000)
        #expect(small.screens == 500 && large.screens == 2_000)
        #expect(large.copied <= 4 * small.copied + 2_000, "copied \(small.copied) at N, \(large.copied) at 4N")
    }
}
