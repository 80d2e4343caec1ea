import Testing

@testable import EntryPoints

/// A table large enough that its searches prefetch (``EdgeTable/prefetches``)
/// must route every URL exactly as a small table with the same routes does:
/// the prefetch only guesses a path, and a wrong guess must cost time, never
/// a different result.
@Suite("Large tables")
struct LargeTableTests {
    /// Routes whose matches take every kind of edge, literal guesses that
    /// turn out wrong among them (`user` is a literal elsewhere but a value here).
    static let scenario = [
        Route("latest", patterns: ["/story/latest"]),
        Route("story", patterns: ["/story/:id"], params: ["id": .int]),
        Route("slug", patterns: ["/story/:slug/comments"]),
        Route("user", patterns: ["/people/user/:name", "/people/:name/tab"]),
        Route("files", patterns: ["/files/*path"]),
        Route("edit", patterns: ["/post/new/edit"]),
        Route("view", patterns: ["/post/:id/view"]),
        Route("Case", patterns: ["/CaseDemo/Item"]),
    ]

    static let urls = [
        "demoapp://story/latest", "demoapp://story/12", "demoapp://story/user/comments", "demoapp://story/abc",
        "demoapp://people/user/ann", "demoapp://people/user/tab", "demoapp://people/ann/tab", "demoapp://files/a/b/c",
        "demoapp://post/new/view", "demoapp://post/new/edit", "demoapp://post/12/view", "demoapp://casedemo/ITEM",
        "demoapp://nowhere/at/all", "demoapp://story", "demoapp://story/12/more", "https://example.com/people/user/x",
        "demoapp://p17/user", "demoapp://p17/42",
    ]

    /// The scenario's routes after `filler` routes `/p<i>/:id` and `/p<i>/user`.
    static func routes(filler: Int) -> [Route] {
        let padding = (0..<filler).map { Route("filler\($0)", patterns: ["/p\($0)/:id", "/p\($0)/user/\($0)"]) }
        return padding + scenario
    }

    @Test("A table that prefetches routes every URL as a small table with the same routes does")
    func largeTableAgreesWithSmallTable() throws {
        let large = try makeRouter(Self.routes(filler: 6_000))
        let small = try makeRouter(Self.routes(filler: 20))
        #expect(large.trie.edges.prefetches && large.trie.prefetches)
        #expect(!small.trie.edges.prefetches && !small.trie.prefetches)
        for url in Self.urls {
            let (left, right) = (large.open(url), small.open(url))
            #expect(left.request?.route == right.request?.route, "\(url)")
            #expect(left.request?.params == right.request?.params, "\(url)")
            #expect(left.request?.pattern == right.request?.pattern, "\(url)")
            #expect(left.outcome.status == right.outcome.status, "\(url)")
            #expect(left.outcome.message == right.outcome.message, "\(url)")
        }
        #expect(large.open("demoapp://people/user/tab").request?.route == "user")
        #expect(large.open("demoapp://story/user/comments").request?.route == "slug")
        #expect(large.open("demoapp://p5999/user/5999").request?.route == "filler5999")
    }

    @Test("Prefetching an insertion asks for the slots the insertion then fills, in a large table only")
    func insertionPrefetchFollowsTheInsertedPath() throws {
        var trie = PatternTrie.Builder(caseSensitive: false, expectedPatterns: 20_000)
        let patterns = try ["/Story/:id/comments", "/files/*path", "/post/new/edit", "/"].map { try Pattern($0) }
        let route = Route("story", patterns: patterns.map(\.text))
        for (index, pattern) in patterns.enumerated() {
            let predicted = try #require(trie.prefetchInsertion(of: pattern))
            try trie.insert(pattern, patternIndex: index, route: route, routeIndex: 0)
            let terminal = Int32(trie.terminals.count - 1)
            let node = try #require(trie.nodes.firstIndex { $0.terminals.contains(terminal) })
            #expect(trie.nodes[node].hash == predicted, "\(pattern.text)")
        }
        let small = PatternTrie.Builder(caseSensitive: false, expectedPatterns: 10)
        #expect(small.prefetchInsertion(of: patterns[0]) == nil)
    }
}
