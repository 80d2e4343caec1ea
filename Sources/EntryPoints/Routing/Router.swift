/// A compiled route table: turns any entry into a ``Resolution``.
///
/// A router is immutable and `Sendable`: build it once and share it across
/// threads (for example to resolve links on a server).
///
/// ```swift
/// let router = try Router(table)
/// switch router.resolve(.url(URLEntry("demoapp://story/42"))) {
/// case .routed(let request): request.route    // "story", params ["storyId": 42]
/// case .failed(let outcome): outcome.message  // why not
/// }
/// ```
public struct Router: Sendable {
    // NB: what the router compiled lives in one class instance, so a copy of
    // a router is one reference: as a struct of fifteen fields, its value
    // witnesses and copies were kilobytes of every app's code.
    private let storage: Storage
    /// The table this router was built from.
    public var table: RouteTable { storage.table }
    var trie: PatternTrie { storage.trie }
    var normalizer: URLNormalizer { storage.normalizer }
    var routeIndexByID: [String: Int] { storage.routeIndexByID }
    var declared: [[String: ParameterConverter]] { storage.declared }
    var routeFlags: [UInt8] { storage.routeFlags }
    var shortcutRoutes: [String: Int] { storage.shortcutRoutes }
    var activityRoutes: [String: Int] { storage.activityRoutes }
    var appIntentRoutes: [String: Int] { storage.appIntentRoutes }
    var spotlightActionRoutes: [String: Int] { storage.spotlightActionRoutes }
    var notificationIndex: NotificationIndex { storage.notificationIndex }
    var linkKeys: [LinkKey] { storage.linkKeys }
    var variantNames: [[Pattern.Variant]] { storage.variantNames }
    var landings: [Route.Landing] { storage.landings }
    /// Counts ``route(id:)``'s look-ups when set: tests pin that executing a
    /// resolved request makes none.
    var byIDLookups: LookupCounter?

    /// Validates `table` as a whole (``RouteTable/Validated``), then compiles it.
    /// - Throws: ``RouteTableError`` listing every problem by JSON path.
    public init(_ table: RouteTable) throws(RouteTableError) {
        self.init(try RouteTable.Validated(table))
    }

    /// Compiles a table that passed validation. Nothing is checked again,
    /// so this cannot fail, and the patterns validation parsed go into the
    /// trie as they are.
    public init(_ validated: RouteTable.Validated) {
        self.init(validated, memory: .zeroedHeap)
    }

    /// ``init(_:)-(RouteTable.Validated)`` with the trie's hash tables in
    /// `memory`: the daemon and the benchmarks pass huge pages for their
    /// 100,000-route tables.
    package init(_ validated: RouteTable.Validated, memory: TableMemory) {
        storage = Storage(validated, memory: memory)
    }

    /// The route with id `id`, if the table has one.
    public func route(id: String) -> Route? {
        byIDLookups?.count()
        return routeIndexByID[id].map { table.routes[$0] }
    }

    /// The route `request` is for: the one its resolution reached, read at
    /// its index, or the route with its id.
    ///
    /// NB: the index is trusted only when the route there has the request's
    /// id; ids are unique in a table, so that route is the one a look-up by
    /// id would find. A request the app built by hand (an interceptor's
    /// redirect, a test), renamed, or resolved by another router's table
    /// carries no such index, so it is looked up once, by id.
    func route(for request: RouteRequest) -> Route? {
        let index = Int(request.matched.index)
        if index >= 0, index < table.routes.count, table.routes[index].id == request.route {
            return table.routes[index]
        }
        return route(id: request.route)
    }

    /// Calls `body` with the route ``route(for:)`` finds, lent in place
    /// rather than copied out; whether there was one.
    ///
    /// NB: a copy of a route retains each of its strings and arrays (about
    /// 600 instructions with its release), once per executed entry.
    func withRoute(for request: RouteRequest, _ body: (Route) -> Void) -> Bool {
        let index = Int(request.matched.index)
        // NB: through the buffer, whose element is lent where it lies (an
        // array's subscript hands a closure a copy).
        let lent = storage.table.routes.withUnsafeBufferPointer { routes in
            guard index >= 0, index < routes.count, routes[index].id == request.route else { return false }
            body(routes[index])
            return true
        }
        if lent { return true }
        guard let route = route(id: request.route) else { return false }
        body(route)
        return true
    }

    /// Resolves `entry` without executing it: normalization, matching, and
    /// the checks that need no app state (exposure, parameter presence and types).
    ///
    /// A link under one of the table's `resolve` prefixes has no resolution
    /// here: it takes the `fallback` route, or is `unmatched` /
    /// ``Outcome/Reason/unresolved``. ``resolve(_:resolvingLinksWith:)``
    /// answers such links.
    public func resolve(_ entry: EntryPoint) -> Resolution {
        landed(resolveByKind(entry, nil))
    }

    /// Resolves `entry` as ``resolve(_:)`` does, answering the link under a
    /// `resolve` prefix that routing it meets (at most one: a resolved link
    /// is not resolved again) with `resolution`: the real URL, or `nil` for
    /// none.
    ///
    /// The resolved URL is then checked from the start, and the outcome or
    /// request carries the link as it arrived (`resolvedFrom`). A controller
    /// with a resolver (``RouteController``) asks the app's resolver itself;
    /// call this to answer links from what you already know, as `entryd`
    /// answers them from `--resolutions`:
    ///
    /// ```swift
    /// let known = ["https://example.app.link/abc": "https://example.com/story/42"]
    /// router.resolve(.url(URLEntry("https://example.app.link/abc"))) { known[$0] }
    /// ```
    public func resolve(_ entry: EntryPoint, resolvingLinksWith resolution: (String) -> String?) -> Resolution {
        withoutActuallyEscaping(resolution) { landed(resolveByKind(entry, $0)) }
    }

    /// `resolution` with its request's landing, for a custom root to follow.
    ///
    /// NB: consumed, so its request moves out and back rather than being copied.
    private func landed(_ resolution: consuming Resolution) -> Resolution {
        guard !landings.isEmpty else { return resolution }
        switch consume resolution {
        case .routed(var request):
            if request.matched.index >= 0 { request.landing = landings[Int(request.matched.index)] }
            return .routed(request)
        case .failed(let outcome):
            return .failed(outcome)
        }
    }

    /// ``resolve(_:)`` for each kind of entry.
    private func resolveByKind(_ entry: EntryPoint, _ links: LinkLookup) -> Resolution {
        switch entry {
        case .url(let url):
            return resolveURL(url.url, origin: .external, kind: .url, links: links)
        case .shortcut(let item):
            return resolveShortcut(item, links: links)
        case .userActivity(let activity):
            return resolveActivity(activity, links: links)
        case .notification(let response):
            return resolveNotification(response, links: links)
        case .intent(let intent):
            return resolveIntent(intent)
        case .appIntent(let intent):
            return resolveAppIntent(intent)
        }
    }

    /// Patterns of identical shape in different routes; in each group the first route listed wins.
    var conflicts: [[PatternReference]] {
        trie.conflicts.map { group in
            group.map {
                PatternReference(
                    route: table.routes[$0.route].id, routeIndex: $0.route, patternIndex: $0.patternIndex,
                    pattern: $0.pattern, variant: $0.variant.description)
            }
        }
    }
}

/// Where a pattern stands in the table, for reports.
struct PatternReference: Hashable, Sendable {
    /// The route's id.
    var route: String
    /// The route's index in the table.
    var routeIndex: Int
    /// The pattern's index within the route's `patterns`.
    var patternIndex: Int
    /// The pattern as written.
    var pattern: String
    /// The concrete variant (optional groups expanded).
    var variant: String

    /// The JSON path of the pattern: `routes[3].patterns[1]`.
    var path: String { "routes[\(routeIndex)].patterns[\(patternIndex)]" }
}

extension Router {
    /// What a router compiled from its table, shared by its copies.
    final class Storage: Sendable {
        /// The table this router was built from.
        let table: RouteTable
        let trie: PatternTrie
        let normalizer: URLNormalizer
        let routeIndexByID: [String: Int]
        /// Declared parameter converters per route.
        let declared: [[String: ParameterConverter]]
        /// Per route: its ``Route/admissionFlags``, for entries reached by id or payload.
        /// NB: one byte per route, so admission does not touch the `Route` values;
        /// a URL match reads the same bits from its terminal record instead.
        let routeFlags: [UInt8]
        let shortcutRoutes: [String: Int]
        let activityRoutes: [String: Int]
        /// App Intent type → the first route listing it.
        let appIntentRoutes: [String: Int]
        /// Spotlight action identifier → the first route listing it.
        let spotlightActionRoutes: [String: Int]
        let notificationIndex: NotificationIndex
        let linkKeys: [LinkKey]
        /// Each route's pattern variants (for missing parameters).
        let variantNames: [[Pattern.Variant]]
        /// Each route's landing, for the requests it resolves; empty when no
        /// route declares one (every request then keeps `replace`).
        let landings: [Route.Landing]

        init(_ validated: RouteTable.Validated, memory: TableMemory) {
            let table = validated.table
            let patterns = validated.patterns
            var variantNames: [[Pattern.Variant]] = []
            var trie = PatternTrie.Builder(
                caseSensitive: table.caseSensitive, expectedPatterns: PatternTrie.Builder.expectedPatterns(in: table),
                memory: memory)
            var declared: [[String: ParameterConverter]] = []
            declared.reserveCapacity(table.routes.count)
            variantNames.reserveCapacity(table.routes.count)
            // NB: routes are read in place, by index: a `for route in table.routes`
            // copy retains and releases every string and array of every route.
            for routeIndex in table.routes.indices {
                var converters: [String: ParameterConverter] = [:]
                for (name, type) in table.routes[routeIndex].params {
                    // NB: validation compiled every declared type (a regex that
                    // does not compile is its error), so none is dropped here.
                    converters[name] = try? ParameterConverter(type)
                }
                declared.append(converters)
                if routeIndex + 1 < patterns.count {
                    // NB: the next route's slots load while this route's patterns go in.
                    for pattern in patterns[routeIndex + 1] { trie.prefetchInsertion(of: pattern) }
                }
                var names: [Pattern.Variant] = []
                for (patternIndex, pattern) in patterns[routeIndex].enumerated() {
                    trie.insert(
                        pattern, patternIndex: patternIndex, route: table.routes[routeIndex], routeIndex: routeIndex,
                        converters: converters)
                    names += pattern.variants
                }
                variantNames.append(names)
            }
            self.trie = trie.finish()
            self.variantNames = variantNames
            self.table = table
            self.declared = declared
            self.routeFlags = table.routes.map { $0.admissionFlags }
            self.normalizer = URLNormalizer(
                schemes: table.schemes, domains: table.domains + table.associationFiles.keys.ascending,
                links: LinkRules(table), keepsRawParts: !table.associationFiles.isEmpty)
            // NB: sized up front: growing one by one rehashed a 100,000-route table's ids 17 times.
            var byID: [String: Int] = Dictionary(minimumCapacity: table.routes.count)
            for index in table.routes.indices where byID[table.routes[index].id] == nil {
                byID[table.routes[index].id] = index
            }
            self.routeIndexByID = byID
            self.shortcutRoutes = table.firstListing(of: \.shortcuts)
            self.activityRoutes = table.firstListing(of: \.activities)
            self.appIntentRoutes = table.firstListing(of: \.appIntents)
            self.spotlightActionRoutes = table.firstListing(of: \.spotlightActions)
            self.notificationIndex = NotificationIndex(table.routes)
            self.linkKeys = table.notificationLinkKeys.map(LinkKey.init)
            self.landings =
                table.routes.contains { $0.landing != nil } ? table.routes.map { $0.landing ?? .replace } : []
        }
    }
}
