/// The compiled patterns of a route table: a trie over path segments.
///
/// Every pattern variant (optional groups expanded) is one path from the
/// root. Each node has four kinds of edges, which are also the precedence
/// ranks: literal segments, typed parameters (one edge per
/// declared type), one string-parameter edge, and catch-alls. Parameter
/// names are not part of the shape: they live on the terminal, so
/// `/story/:id` and `/story/:storyId` share a node and conflict. Every
/// edge lives in one ``EdgeTable``, with the search record of the node it
/// leads to; ``nodes`` keeps what building and explaining a miss need.
///
/// - Complexity: matching is O(segments × typed edges per node); it does not
///   depend on the number of routes.
@usableFromInline package struct PatternTrie: Sendable {
    /// Precedence ranks of components, lower wins.
    package enum Rank: UInt8, Comparable, Sendable {
        case literal = 0, typed = 1, string = 2, catchAll = 3
        package static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One pattern variant that ends at a node: what building the trie,
    /// ranking two matches and explaining a miss need of it. What a match
    /// needs is in its ``HotNodes/TerminalRecord`` instead, never here too.
    package struct Terminal: Sendable {
        /// Index of the route in the table.
        package let route: Int
        /// Index of the pattern within the route's `patterns`.
        package let patternIndex: Int
        /// The pattern as written.
        package let pattern: String
        package let variant: Pattern.Variant
        /// Where this variant's components start in ``PatternTrie/componentConverters``
        /// and ``PatternTrie/componentRanks`` (one entry per component).
        let componentStart: Int32
        /// How many components the variant has.
        let componentCount: Int32
    }

    package struct Edge: Sendable {
        let converter: Int
        let child: Int32
    }

    package struct Node: Sendable {
        /// The node this one hangs from (-1 for the root).
        var parent: Int32 = -1
        var typed: [Edge] = []
        var string: Int32 = -1
        /// Catch-all edges; `converter` is -1 for an untyped catch-all. Their child holds the terminals.
        var catchAlls: [Edge] = []
        /// Terminals ending here, in table order: the first wins.
        package var terminals: [Int32] = []
        /// The terminal with the lowest route index in this subtree, for explaining misses.
        var representative: Int32 = -1
        /// The same, below this node's edges only (for a path that goes on past this node).
        var childRepresentative: Int32 = -1
        /// The literal key of each literal edge as first written (for messages).
        var literalSpellings: [String] = []
        /// The node's path hash (see ``EdgeTable``).
        var hash: UInt32 = EdgeTable.rootHash
        /// ``EdgeTable/Record/literalFilter``, gathered as literal edges are added.
        var literalFilter: UInt16 = 0
    }

    package private(set) var nodes: [Node] = [Node()]
    package private(set) var terminals: [Terminal] = []
    /// Per component of every terminal's variant, flat (see ``Terminal/componentStart``):
    /// the converter index, -1 for literals and string parameters.
    private(set) var componentConverters: [Int32] = []
    /// The same for precedence ranks.
    private(set) var componentRanks: [Rank] = []
    package private(set) var converters: [ParameterConverter] = []
    let caseSensitive: Bool
    /// With case-sensitive tables: the root's literal spellings by lowercased
    /// key, for the first segment of custom-scheme URLs, which always folds case.
    private(set) var foldedRootLiterals: [String: [String]] = [:]
    /// Every edge, each with its child's search record: built as patterns are
    /// inserted, and all that the search walks (see ``EdgeTable``).
    private(set) var edges = EdgeTable()
    /// The root's search record (no edge leads to the root).
    private(set) var root = EdgeTable.Visit(node: 0, hash: EdgeTable.rootHash, record: EdgeTable.Record())
    /// ``foldedRootLiterals`` by key bytes, pointing into ``foldedRootGroups``.
    package private(set) var foldedRootIndex = ByteTable()
    package private(set) var foldedRootGroups: [[EdgeTable.Visit]] = []
    /// Every terminal's route, flags and captures, as flat arrays of plain
    /// values by terminal number: what ``terminalTable`` is built from, and
    /// what a miss's sentence reads of its closest route.
    private(set) var hot = HotNodes()
    /// What a match reads of its terminal, placed by its node's path hash so
    /// that a search can ask for it early; built by ``finish()``.
    private(set) var terminalTable = TerminalTable(capacity: 0)
    /// ``EdgeTable/prefetches``, kept here by ``finish()``: the search asks
    /// at every level, and a field of the trie is one load where the edge
    /// table's is two.
    private(set) var prefetches = false

    /// What a terminal's match needs, by terminal number. (A match reads it
    /// from ``terminalTable``; what only a miss needs, such as the variant,
    /// stays in ``terminals``; what the search needs of a node is in ``edges``.)
    ///
    /// The facts of a terminal live in four shapes, each for a reader the
    /// others would slow down, and no fact is written by hand into two:
    /// - ``Node``: building the trie and a miss's sentence (edges as lists,
    ///   literal spellings); never read by a match.
    /// - ``Terminal``: building, ranking two matches (component ranks) and a
    ///   miss's sentence (the variant); never read by a match.
    /// - ``TerminalRecord`` (with ``Capture``): what a match needs, made once
    ///   per terminal as it is inserted; a miss reads a record's route id by
    ///   terminal number.
    /// - ``TerminalTable/Slot``: the same record with its captures packed,
    ///   placed by the node's path hash so a search in a large table can ask
    ///   for it before it knows the terminal. It is copied from the record by
    ///   ``finish()``; both paths of `entryd` read a match from it, the fast
    ///   path through `match(_:foldFirstSegment:)` over ``ByteSegments``.
    @usableFromInline package struct HotNodes: Sendable {
        /// One value a terminal's variant captures: a parameter or a named catch-all.
        @usableFromInline package struct Capture: Sendable {
            /// The component's position in the variant (the segment it starts at).
            @usableFromInline package var position: Int32
            /// Index into ``PatternTrie/converters``, -1 when the value stays a string.
            @usableFromInline package var converter: Int32
            /// Index into ``HotNodes/captureNames``.
            @usableFromInline package var name: Int32
            @usableFromInline package var isCatchAll: Bool

            @inlinable @inline(__always)
            package init(position: Int32, converter: Int32, name: Int32, isCatchAll: Bool) {
                self.position = position
                self.converter = converter
                self.name = name
                self.isCatchAll = isCatchAll
            }
        }
        /// What a match needs of its terminal, in one record, so that neither
        /// the `Terminal` nor the `Route` is read.
        ///
        /// NB: the fields are in this order so that the record takes 30 bytes
        /// and fits in a ``TerminalTable/Slot`` with the packed captures.
        @usableFromInline package struct TerminalRecord: Sendable {
            /// The id of the terminal's route.
            package var routeID: String
            /// The route's index in the table.
            package var route: Int32
            /// The terminal's captures: ``HotNodes/captures``[captureStart..<captureEnd].
            package var captureStart: Int32
            package var captureEnd: Int32
            /// The route's ``Route/admissionFlags`` (a match needs no per-route array).
            package var admissionFlags: UInt8
            /// Whether the route declares a type for a name this variant does
            /// not capture: only then can a query item need converting.
            package var declaresQueryParameters: Bool
        }
        var terminals: [TerminalRecord] = []
        /// The pattern each terminal came from, as written (``terminals``' order).
        var patterns = PatternList([])
        var captures: [Capture] = []
        /// Every captured name, once.
        var captureNames: [String] = []
    }

    /// Every name a terminal captures, once: ``HotNodes/Capture/name`` indexes it.
    package var captureNames: [String] { hot.captureNames }

    /// An empty trie, with room for about `expectedPatterns` patterns.
    ///
    /// A good guess spares the edge table its rehashing and the node and
    /// terminal arrays their copying as they grow (in a 100,000-route table
    /// each doubling copied and faulted in megabytes). Only speed depends on it.
    package init(caseSensitive: Bool, expectedPatterns: Int = 0) {
        self.caseSensitive = caseSensitive
        // NB: patterns share their first segments: a 100,000-route table of
        // the benchmark makes 1.9 edges per pattern, and about four components.
        let expectedEdges = 2 * expectedPatterns
        edges = EdgeTable(capacity: expectedEdges)
        nodes.reserveCapacity(expectedEdges + 1)
        terminals.reserveCapacity(expectedPatterns)
        hot.terminals.reserveCapacity(expectedPatterns)
        componentConverters.reserveCapacity(4 * expectedPatterns)
        componentRanks.reserveCapacity(4 * expectedPatterns)
    }

    /// The number of patterns `table` lists, for ``init(caseSensitive:expectedPatterns:)``.
    package static func expectedPatterns(in table: RouteTable) -> Int {
        table.routes.reduce(0) { $0 + $1.patterns.count }
    }

    /// Adds every variant of `pattern` for the route at `routeIndex`,
    /// compiling the declared types its parameters need.
    /// - Throws: the error of a declared type that does not compile (the
    ///   pattern is then left out).
    package mutating func insert(_ pattern: Pattern, patternIndex: Int, route: Route, routeIndex: Int)
        throws(EntryPointsError)
    {
        var converters: [String: ParameterConverter] = [:]
        for variant in pattern.variants {
            for component in variant.components {
                guard let name = component.parameterName, converters[name] == nil else { continue }
                let type = route.type(of: name)
                guard type.isTyped else { continue }
                if let known = self.converters.first(where: { $0.type == type }) {
                    converters[name] = known
                } else {
                    converters[name] = try ParameterConverter(type)
                }
            }
        }
        insert(pattern, patternIndex: patternIndex, route: route, routeIndex: routeIndex, converters: converters)
    }

    /// Adds every variant of `pattern` for the route at `routeIndex`, whose
    /// declared types are compiled in `converters` by parameter name.
    package mutating func insert(
        _ pattern: Pattern, patternIndex: Int, route: Route, routeIndex: Int, converters: [String: ParameterConverter]
    ) {
        for variant in pattern.variants {
            var node: Int32 = 0
            var hash = EdgeTable.rootHash
            let componentStart = Int32(componentConverters.count)
            for component in variant.components {
                switch component {
                case .literal(let text):
                    var key = caseSensitive ? text : Self.folded(text)
                    let parent = node
                    let candidate = Int32(nodes.count)
                    let edge = key.withUTF8 {
                        edges.insertLiteral(from: parent, hash: hash, key: $0, child: candidate)
                    }
                    if edge.child == candidate {
                        nodes.append(Node(parent: parent, hash: edge.hash))
                        nodes[Int(parent)].literalSpellings.append(text)
                        nodes[Int(parent)].literalFilter |= EdgeTable.literalBit(edge.labelHash)
                        if parent == 0 && caseSensitive {
                            foldedRootLiterals[Self.folded(text), default: []].append(text)
                        }
                    }
                    node = edge.child
                    hash = edge.hash
                    componentConverters.append(-1)
                    componentRanks.append(.literal)
                case .parameter(let name):
                    if let declared = converters[name], declared.type.isTyped {
                        let converter = converterIndex(of: declared)
                        node = child(typed: true, of: node, converter: converter)
                        componentConverters.append(Int32(converter))
                        componentRanks.append(.typed)
                    } else {
                        if nodes[Int(node)].string < 0 {
                            let child = newNode(under: node)
                            nodes[Int(child)].hash = edges.insertParameter(
                                from: node, hash: hash, label: EdgeTable.Label.string, converter: -1, child: child)
                            nodes[Int(node)].string = child
                        }
                        node = nodes[Int(node)].string
                        componentConverters.append(-1)
                        componentRanks.append(.string)
                    }
                case .catchAll(let name):
                    let declared = name.flatMap { converters[$0] }
                    let converter = declared.map { $0.type.isTyped ? converterIndex(of: $0) : -1 } ?? -1
                    node = child(typed: false, of: node, converter: converter)
                    componentConverters.append(Int32(converter))
                    componentRanks.append(.catchAll)
                }
                hash = nodes[Int(node)].hash
            }
            let terminalIndex = Int32(terminals.count)
            terminals.append(
                Terminal(
                    route: routeIndex, patternIndex: patternIndex, pattern: pattern.text, variant: variant,
                    componentStart: componentStart, componentCount: Int32(componentConverters.count) - componentStart))
            // NB: the captures' range is set by `finish()`, once they are gathered.
            hot.terminals.append(
                HotNodes.TerminalRecord(
                    routeID: route.id, route: Int32(routeIndex), captureStart: 0, captureEnd: 0,
                    admissionFlags: route.admissionFlags,
                    declaresQueryParameters: !route.params.isEmpty
                        && route.params.keys.contains { name in
                            !variant.components.contains { $0.parameterName == name }
                        }))
            // NB: routes are inserted in table order, so appending keeps
            // `terminals` sorted by route: the first listed wins a tie.
            nodes[Int(node)].terminals.append(terminalIndex)
        }
    }

    /// The converter of component `position` of `terminal`'s variant (`nil` for literals and string parameters).
    package func converter(of terminal: Terminal, at position: Int) -> Int? {
        let converter = componentConverters[Int(terminal.componentStart) + position]
        return converter < 0 ? nil : Int(converter)
    }

    /// Computes each node's representative and the search's flat records; call once after the last insert.
    package mutating func finish() {
        // NB: by index, not `terminals.map { $0.route }`: that copied each whole
        // `Terminal` (retaining its strings and arrays) to read one field.
        let routeOf = terminals.indices.map { terminals[$0].route }
        // NB: ties between terminals of one route go to the earlier terminal, so the
        // choice never depends on the order edges were added in.
        func lower(_ candidate: Int32, than best: Int32) -> Bool {
            guard candidate >= 0 else { return false }
            guard best >= 0 else { return true }
            let (left, right) = (routeOf[Int(candidate)], routeOf[Int(best)])
            return left != right ? left < right : candidate < best
        }
        // NB: a node is always created after its parent, so one pass from the
        // last node to the first settles every child before its parent, which
        // then takes the lowest representative of its children: no recursion,
        // and no list of children per node. `lower` is a total order, so the
        // order children report in does not matter.
        for index in nodes.indices.reversed() {
            let best = nodes[index].childRepresentative
            var representative = best
            if let own = nodes[index].terminals.first, best < 0 || routeOf[Int(own)] <= routeOf[Int(best)] {
                representative = own
            }
            nodes[index].representative = representative
            let parent = Int(nodes[index].parent)
            if parent >= 0, lower(representative, than: nodes[parent].childRepresentative) {
                nodes[parent].childRepresentative = representative
            }
        }
        // NB: nodes and terminals are read field by field, in place: copying a
        // whole `Node` or `Terminal` per iteration retained and released each of
        // its arrays and strings, a tenth of compiling a 100,000-route table.
        var hot = self.hot
        self.hot = HotNodes()
        hot.captures = []
        hot.captureNames = []
        var nameIndex: [String: Int32] = [:]
        hot.captures.reserveCapacity(componentConverters.count)
        for terminal in terminals.indices {
            let captureStart = Int32(hot.captures.count)
            let componentStart = Int(terminals[terminal].componentStart)
            for (position, component) in terminals[terminal].variant.components.enumerated() {
                guard let name = component.parameterName else { continue }
                // NB: tables use a handful of names; a short scan beats hashing each one.
                let index: Int32
                if let known = hot.captureNames.prefix(8).firstIndex(of: name) {
                    index = Int32(known)
                } else if let known = nameIndex[name] {
                    index = known
                } else {
                    index = Int32(hot.captureNames.count)
                    nameIndex[name] = index
                    hot.captureNames.append(name)
                }
                let isCatchAll: Bool
                if case .catchAll = component { isCatchAll = true } else { isCatchAll = false }
                hot.captures.append(
                    HotNodes.Capture(
                        position: Int32(position), converter: componentConverters[componentStart + position],
                        name: index, isCatchAll: isCatchAll))
            }
            hot.terminals[terminal].captureStart = captureStart
            hot.terminals[terminal].captureEnd = Int32(hot.captures.count)
        }
        var records: [EdgeTable.Record] = []
        records.reserveCapacity(nodes.count)
        for index in nodes.indices {
            records.append(
                EdgeTable.Record(
                    firstTerminal: nodes[index].terminals.first ?? -1, representative: nodes[index].representative,
                    childRepresentative: nodes[index].childRepresentative,
                    stringSlot: nodes[index].string < 0
                        ? -1
                        : edges.slotIndex(
                            ofParameterFrom: Int32(index), hash: nodes[index].hash, label: EdgeTable.Label.string)!,
                    typedCount: UInt16(nodes[index].typed.count), catchAllCount: UInt16(nodes[index].catchAlls.count),
                    literalFilter: nodes[index].literalFilter))
        }
        root.record = records[0]
        var table = TerminalTable(capacity: records.count { $0.firstTerminal >= 0 })
        for index in nodes.indices {
            // NB: each insert probes a random slot; asking for one sixteen nodes
            // ahead overlaps those misses (a large table's slots outgrow the caches).
            if index + 16 < nodes.count && records[index + 16].firstTerminal >= 0 {
                table.prefetch(hash: nodes[index + 16].hash)
            }
            // NB: from the flat records, not `nodes[index].terminals`: each node's
            // array is a heap object of its own, and reading it was a miss per node.
            let first = records[index].firstTerminal
            guard first >= 0 else { continue }
            let record = hot.terminals[Int(first)]
            table.insert(
                terminal: first, hash: nodes[index].hash, record: record,
                captures: hot.captures[Int(record.captureStart)..<Int(record.captureEnd)])
        }
        terminalTable = table
        edges.setRecords { records[Int($0)] }
        prefetches = edges.prefetches
        for (key, spellings) in foldedRootLiterals.sorted(by: { $0.key < $1.key }) {
            foldedRootIndex.insert(tag: 0, key: key.utf8, value: Int32(foldedRootGroups.count))
            foldedRootGroups.append(spellings.map { edges.rootLiteral($0)! })
        }
        hot.patterns = PatternList(terminals.indices.map { terminals[$0].pattern })
        self.hot = hot
        foldedRootLiterals = [:]
    }

    /// Groups of terminals with identical shape from different routes: the first of each group wins.
    var conflicts: [[Terminal]] {
        nodes.compactMap { node in
            let group = node.terminals.map { terminals[Int($0)] }
            let routes = Set(group.map(\.route))
            return routes.count > 1 ? group : nil
        }
    }

    /// The child of `node` along its typed or catch-all edge for `converter`, made when missing.
    ///
    /// NB: a `Bool` and not a key path to the edge list: applying a key path
    /// is a generic call, a tenth of inserting a 100,000-route table.
    private mutating func child(typed: Bool, of node: Int32, converter: Int) -> Int32 {
        let existing = typed ? nodes[Int(node)].typed : nodes[Int(node)].catchAlls
        if let edge = existing.first(where: { $0.converter == converter }) { return edge.child }
        let child = newNode(under: node)
        let ordinal = existing.count
        let label = typed ? EdgeTable.Label.typed(ordinal) : EdgeTable.Label.catchAll(ordinal)
        nodes[Int(child)].hash = edges.insertParameter(
            from: node, hash: nodes[Int(node)].hash, label: label, converter: Int32(converter), child: child)
        let edge = Edge(converter: converter, child: child)
        if typed { nodes[Int(node)].typed.append(edge) } else { nodes[Int(node)].catchAlls.append(edge) }
        return child
    }

    private mutating func newNode(under parent: Int32) -> Int32 {
        nodes.append(Node(parent: parent))
        return Int32(nodes.count - 1)
    }

    /// The index of `converter`'s type in ``converters``, added when new.
    private mutating func converterIndex(of converter: ParameterConverter) -> Int {
        if let index = converters.firstIndex(where: { $0.type == converter.type }) { return index }
        converters.append(converter)
        return converters.count - 1
    }

    /// `text` lowercased by Unicode's default mapping, without allocating when it is already lowercase ASCII.
    static func folded(_ text: String) -> String {
        for byte in text.utf8 where byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
            return text.lowercased()
        }
        return text
    }
}
