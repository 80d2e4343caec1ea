extension PatternTrie.Builder {
    /// The compiled trie: each node's representative, the search's flat
    /// records, the terminal table and the folded root index, computed once
    /// after the last insert; call it once.
    ///
    /// NB: `mutating`, not `consuming`: a consumed builder held in a local
    /// `var` was copied, and the first write to its nodes then copied the
    /// whole array (about 50 ms of a 100,000-route table's compile).
    package mutating func finish() -> PatternTrie {
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
        self.hot = PatternTrie.HotNodes()
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
                    PatternTrie.HotNodes.Capture(
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
        let root = EdgeTable.Visit(node: 0, hash: EdgeTable.rootHash, record: records[0])
        var table = TerminalTable(capacity: records.count { $0.firstTerminal >= 0 }, memory: memory)
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
        let edges = self.edges.finish { records[Int($0)] }
        let foldedRootIndex = ByteTable.Builder()
        var foldedRootGroups: [[EdgeTable.Visit]] = []
        for (key, spellings) in foldedRootLiterals.sorted(by: { $0.key < $1.key }) {
            foldedRootIndex.insert(tag: 0, key: key.utf8, value: Int32(foldedRootGroups.count))
            foldedRootGroups.append(spellings.map { edges.rootLiteral($0)! })
        }
        hot.patterns = PatternList(terminals.indices.map { terminals[$0].pattern })
        return PatternTrie(
            nodes: nodes, terminals: terminals, componentRanks: componentRanks, converters: converters,
            caseSensitive: caseSensitive, edges: edges, root: root, foldedRootIndex: foldedRootIndex.finish(),
            foldedRootGroups: foldedRootGroups, hot: hot, terminalTable: table, prefetches: edges.prefetches)
    }
}
