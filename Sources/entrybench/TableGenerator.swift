/// Generates route tables of any size, deterministically, shaped like the
/// standard workload's `routes-1000.json`.
///
/// Each route has one pattern (sometimes two) under a first segment drawn
/// from a pool that grows with the table (`story`, `inbox`, …, then
/// `section30`, `s45`, …), followed by up to four segments: literals from
/// a vocabulary and one to three `:params`, a quarter of them declared
/// `int`; one pattern in twelve ends in a `*rest` catch-all. No two patterns
/// have the same shape, so every route is reachable. The table owns the
/// custom scheme ``scheme`` and the domain ``domain``.
///
/// ```swift
/// let generator = TableGenerator(routeCount: 1_000)
/// let routes = generator.routes()
/// let json = TableGenerator.json(for: routes)   // the table's text
/// ```
struct TableGenerator {
    /// The custom scheme of every generated table.
    static let scheme = "demoapp"
    /// The associated domain of every generated table.
    static let domain = "demo.example.com"
    /// Literal segments, as real apps name their screens.
    static let vocabulary = [
        "article", "album", "channel", "comments", "detail", "event", "faq", "feed", "followers", "gallery",
        "help", "history", "item", "list", "media", "members", "message", "more", "order", "page", "photo",
        "preview", "product", "promo", "reply", "settings", "share", "tab", "tag", "team", "thread", "topic",
        "user", "video",
    ]
    /// First segments that real apps use, before the numbered sections.
    static let commonPrefixes = [
        "story", "inbox", "search", "product", "cart", "checkout", "account", "news", "event", "feed",
        "offers", "wallet", "onboarding", "help", "settings", "profile",
    ]
    /// Parameter names by position within a pattern.
    static let parameterNames = ["id", "sid", "tid"]

    /// How many routes to generate.
    let routeCount: Int
    /// The seed: the same seed and count always give the same table.
    let seed: UInt64

    init(routeCount: Int, seed: UInt64 = 0x0E17_7E55) {
        self.routeCount = routeCount
        self.seed = seed
    }

    /// The routes, `r0` to `r<count - 1>`.
    func routes() -> [GeneratedRoute] {
        var random = SplitMix64(seed: seed ^ UInt64(routeCount))
        // NB: about eight routes per first segment, as in routes-1000.json,
        // so the trie's root fans out as widely as a real table's does.
        let prefixCount = max(4, routeCount / 8)
        var shapes = Set<[String]>()
        var routes: [GeneratedRoute] = []
        routes.reserveCapacity(routeCount)
        for index in 0..<routeCount {
            var intParameters = Set<String>()
            var typeChosen = Set<String>()
            var patterns: [[GeneratedRoute.Segment]] = []
            let patternCount = random.percent(15) ? 2 : 1
            for _ in 0..<patternCount {
                // NB: a few attempts find a fresh shape; the prefix pool is
                // wide enough that the fallback never runs out.
                for _ in 0..<64 {
                    let pattern = Self.pattern(
                        prefix: Self.prefix(random.below(prefixCount)), random: &random,
                        intParameters: &intParameters, typeChosen: &typeChosen)
                    if shapes.insert(pattern.map(\.shape)).inserted {
                        patterns.append(pattern)
                        break
                    }
                }
            }
            if patterns.isEmpty {
                // NB: unique by construction, in case every attempt collided.
                patterns.append([.literal("route\(index)")])
            }
            routes.append(GeneratedRoute(id: "r\(index)", patterns: patterns, intParameters: intParameters.sorted()))
        }
        return routes
    }

    /// The table's JSON text in the route-table format, one route per line.
    static func json(for routes: [GeneratedRoute]) -> String {
        var text = "{\"schemes\":[\"\(scheme)\"],\"domains\":[\"\(domain)\"],\"routes\":[\n"
        text += routes.map(\.json).joined(separator: ",\n")
        return text + "\n]}\n"
    }

    /// The first segment numbered `index` in the pool.
    static func prefix(_ index: Int) -> String {
        if index < commonPrefixes.count { return commonPrefixes[index] }
        return index.isMultiple(of: 2) ? "section\(index)" : "s\(index)"
    }

    /// One pattern under `prefix`: up to four more segments, at most three of them parameters.
    private static func pattern(
        prefix: String, random: inout SplitMix64, intParameters: inout Set<String>, typeChosen: inout Set<String>
    ) -> [GeneratedRoute.Segment] {
        var segments: [GeneratedRoute.Segment] = [.literal(prefix)]
        let extra = [0, 1, 1, 1, 2, 2, 2, 3, 3, 4][random.below(10)]
        var parameterCount = 0
        for _ in 0..<extra {
            if parameterCount < parameterNames.count, random.percent(40) {
                let name = parameterNames[parameterCount]
                parameterCount += 1
                // NB: a type is declared per route, so a name keeps the type
                // it was first given across the route's patterns.
                if typeChosen.insert(name).inserted, random.percent(25) { intParameters.insert(name) }
                segments.append(.parameter(name, isInt: intParameters.contains(name)))
            } else {
                segments.append(.literal(random.pick(vocabulary)))
            }
        }
        if random.below(12) == 0 { segments.append(.catchAll("rest")) }
        return segments
    }
}
