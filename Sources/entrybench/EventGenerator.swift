/// Generates URLs against a generated table, deterministically, in the
/// mix of the standard workload's `events-10k.jsonl`.
///
/// About three in four URLs fill one of the table's patterns (ints where
/// the route declares `int`, slugs, numbers and hex ids elsewhere, the odd
/// percent-encoded value); the rest start with a first segment no route
/// has, or add a segment to a pattern. Two in three use the custom scheme
/// (`demoapp://story/42`, now and then `demoapp:///story/42`), one in three
/// is a universal link (`https://demo.example.com/story/42`); about a third
/// carry a query string and a few a fragment.
///
/// ```swift
/// let urls = EventGenerator(routes: routes).urls(count: 8_192)
/// ```
struct EventGenerator {
    /// Query strings as campaigns and widgets append them.
    static let queries = ["?ref=mail", "?utm_source=push&utm_campaign=spring24", "?src=widget", "?ref=mail&utm=x"]
    /// Words for slugs such as `fox-amber-79`.
    static let slugWords = [
        "fox", "amber", "river", "coral", "moon", "green", "star", "lake", "night", "paper", "stone",
    ]

    /// The routes to aim at.
    let routes: [GeneratedRoute]
    /// The seed: the same seed and routes always give the same URLs.
    let seed: UInt64

    init(routes: [GeneratedRoute], seed: UInt64 = 0xE7E_2715) {
        self.routes = routes
        self.seed = seed
    }

    /// `count` URLs, in a fixed order.
    func urls(count: Int) -> [String] {
        var random = SplitMix64(seed: seed ^ UInt64(routes.count))
        return (0..<count).map { _ in url(random: &random) }
    }

    private func url(random: inout SplitMix64) -> String {
        var path: [String]
        let route = random.pick(routes)
        let pattern = random.pick(route.patterns)
        if random.percent(75) {
            path = Self.fill(pattern, random: &random)
        } else if random.percent(60) || pattern.last?.shape == "*" {
            // NB: the `zz` first segments of the standard workload, which no route has.
            path = ["zz\(10_000 + random.below(90_000))"]
            for _ in 0..<(1 + random.below(3)) { path.append(Self.value(isInt: random.percent(50), random: &random)) }
        } else {
            path = Self.fill(pattern, random: &random) + ["x\(random.below(1_000))"]
        }
        var url: String
        switch random.below(3) {
        case 0: url = "https://\(TableGenerator.domain)/" + path.joined(separator: "/")
        default:
            let slashes = random.percent(5) ? ":///" : "://"
            url = TableGenerator.scheme + slashes + path.joined(separator: "/")
        }
        if random.percent(35) { url += random.pick(Self.queries) }
        if random.percent(5) { url += "#top" }
        return url
    }

    /// Segments that the pattern matches.
    private static func fill(_ pattern: [GeneratedRoute.Segment], random: inout SplitMix64) -> [String] {
        var path: [String] = []
        for segment in pattern {
            switch segment {
            case .literal(let word): path.append(word)
            case .parameter(_, let isInt): path.append(value(isInt: isInt, random: &random))
            case .catchAll:
                for _ in 0..<(1 + random.below(3)) { path.append(random.pick(TableGenerator.vocabulary)) }
            }
        }
        return path
    }

    /// A parameter value: digits for `int`, otherwise a slug, a number, a hex id or an encoded word.
    private static func value(isInt: Bool, random: inout SplitMix64) -> String {
        if isInt { return String(1 + random.below(9_999_999)) }
        switch random.below(20) {
        case 0..<8: return "\(random.pick(slugWords))-\(random.pick(slugWords))-\(random.below(100))"
        case 8..<14: return String(100_000 + random.below(900_000))
        case 14..<19: return String(random.next() & 0xFFFF_FFFF_FFFF, radix: 16)
        default: return "r%C3%A9sum%C3%A9-\(random.below(1_000))"
        }
    }
}
