extension PatternTrie {
    /// The build-time form of a ``PatternTrie``: patterns go in one by one
    /// (``insert(_:patternIndex:route:routeIndex:converters:)``) into mutable
    /// shapes (growing ``Node`` lists, per-component arrays, the folded root
    /// spellings), and ``finish()`` turns them into the immutable compiled trie
    /// the search reads. Nothing here is read by a match.
    package struct Builder {
        var nodes: [Node] = [Node()]
        var terminals: [Terminal] = []
        /// Per component of every terminal's variant, flat (see ``Terminal/componentStart``):
        /// the converter index, -1 for literals and string parameters.
        var componentConverters: [Int32] = []
        /// The same for precedence ranks.
        var componentRanks: [Rank] = []
        var converters: [ParameterConverter] = []
        let caseSensitive: Bool
        /// With case-sensitive tables: the root's literal spellings by lowercased
        /// key, for the first segment of custom-scheme URLs, which always folds case.
        var foldedRootLiterals: [String: [String]] = [:]
        /// Every edge, built as patterns are inserted; ``finish()`` sets each child's search record.
        let edges: EdgeTable.Builder
        /// Each terminal's record as inserted; ``finish()`` gathers the captures.
        var hot = HotNodes()
        /// Where the edge and terminal tables get their slots.
        let memory: TableMemory

        /// An empty trie, with room for about `expectedPatterns` patterns.
        ///
        /// A good guess spares the edge table its rehashing and the node and
        /// terminal arrays their copying as they grow (in a 100,000-route table
        /// each doubling copied and faulted in megabytes). Only speed depends
        /// on it, and on `memory`, where the hash tables get their slots.
        init(caseSensitive: Bool, expectedPatterns: Int = 0, memory: TableMemory = .zeroedHeap) {
            self.caseSensitive = caseSensitive
            self.memory = memory
            // NB: patterns share their first segments: a 100,000-route table of
            // the benchmark makes 1.9 edges per pattern, and about four components.
            let expectedEdges = 2 * expectedPatterns
            edges = EdgeTable.Builder(capacity: expectedEdges, memory: memory)
            nodes.reserveCapacity(expectedEdges + 1)
            terminals.reserveCapacity(expectedPatterns)
            hot.terminals.reserveCapacity(expectedPatterns)
            componentConverters.reserveCapacity(4 * expectedPatterns)
            componentRanks.reserveCapacity(4 * expectedPatterns)
        }

        /// An empty builder for the patterns of `table`: its case rule, sized for its patterns.
        package init(for table: RouteTable) {
            self.init(caseSensitive: table.caseSensitive, expectedPatterns: Self.expectedPatterns(in: table))
        }

        /// The number of patterns `table` lists, for ``init(caseSensitive:expectedPatterns:memory:)``.
        static func expectedPatterns(in table: RouteTable) -> Int {
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
        mutating func insert(
            _ pattern: Pattern, patternIndex: Int, route: Route, routeIndex: Int,
            converters: [String: ParameterConverter]
        ) {
            for variant in pattern.variants {
                var node: Int32 = 0
                var hash = EdgeTable.rootHash
                let componentStart = Int32(componentConverters.count)
                for component in variant.components {
                    switch component {
                    case .literal(let text):
                        var key = caseSensitive ? text : PatternTrie.folded(text)
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
                                foldedRootLiterals[PatternTrie.folded(text), default: []].append(text)
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
                        componentStart: componentStart,
                        componentCount: Int32(componentConverters.count) - componentStart))
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
    }
}
