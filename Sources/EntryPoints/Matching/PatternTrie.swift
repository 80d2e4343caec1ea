/// The compiled patterns of a route table: a trie over path segments,
/// immutable once a ``Builder`` made it.
///
/// Every pattern variant (optional groups expanded) is one path from the
/// root. Each node has four kinds of edges, which are also the precedence
/// ranks: literal segments, typed parameters (one edge per
/// declared type), one string-parameter edge, and catch-alls. Parameter
/// names are not part of the shape: they live on the terminal, so
/// `/story/:id` and `/story/:storyId` share a node and conflict. Every
/// edge lives in one ``EdgeTable``, with the search record of the node it
/// leads to; ``nodes`` keeps what explaining a miss needs.
///
/// Two shapes, one per phase: the ``Builder`` holds the mutable ones
/// (growing ``Node`` lists, the per-component arrays, the folded root
/// spellings) while patterns go in; ``Builder/finish()`` turns them into
/// this value, whose fields are all constants: the search reads ``edges``,
/// ``root``, ``terminalTable`` and the ranks; a miss's sentence reads
/// ``nodes``, ``terminals`` and ``hot``.
///
/// - Complexity: matching is O(segments × typed edges per node); it does not
///   depend on the number of routes.
@usableFromInline package struct PatternTrie: Sendable {
    /// Precedence ranks of components, lower wins.
    enum Rank: UInt8, Comparable, Sendable {
        case literal = 0, typed = 1, string = 2, catchAll = 3
        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One pattern variant that ends at a node: what building the trie,
    /// ranking two matches and explaining a miss need of it. Made by the
    /// ``Builder``; the compiled trie reads it to rank and to explain. What a match
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

    struct Edge: Sendable {
        let converter: Int
        let child: Int32
    }

    /// A node as the ``Builder`` grows it (edges as lists, literal spellings,
    /// representatives): a build-time shape. The compiled trie keeps the
    /// finished nodes only to explain a miss and for the table checks; the
    /// search never reads them (it walks ``edges``).
    struct Node: Sendable {
        /// The node this one hangs from (-1 for the root).
        var parent: Int32 = -1
        var typed: [Edge] = []
        var string: Int32 = -1
        /// Catch-all edges; `converter` is -1 for an untyped catch-all. Their child holds the terminals.
        var catchAlls: [Edge] = []
        /// Terminals ending here, in table order: the first wins.
        var terminals: [Int32] = []
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

    /// The finished nodes (build-time shapes, kept for a miss's sentence and the table checks).
    let nodes: [Node]
    package let terminals: [Terminal]
    /// Per component of every terminal's variant, flat (see ``Terminal/componentStart``):
    /// its precedence rank, for ranking two matches.
    let componentRanks: [Rank]
    let converters: [ParameterConverter]
    let caseSensitive: Bool
    /// Every edge, each with its child's search record: all that the search
    /// walks (see ``EdgeTable``).
    let edges: EdgeTable
    /// The root's search record (no edge leads to the root).
    let root: EdgeTable.Visit
    /// With case-sensitive tables, the root's literal edges by lowercased key
    /// bytes, pointing into ``foldedRootGroups``: for the first segment of
    /// custom-scheme URLs, which always folds case.
    let foldedRootIndex: ByteTable
    let foldedRootGroups: [[EdgeTable.Visit]]
    /// Every terminal's route, flags and captures, as flat arrays of plain
    /// values by terminal number: what ``terminalTable`` is built from, and
    /// what a miss's sentence reads of its closest route.
    let hot: HotNodes
    /// What a match reads of its terminal, placed by its node's path hash so
    /// that a search can ask for it early.
    let terminalTable: TerminalTable
    /// ``EdgeTable/prefetches``, kept here: the search asks at every level,
    /// and a field of the trie is one load where the edge table's is two.
    let prefetches: Bool

    /// Every name a terminal captures, once: ``HotNodes/Capture/name`` indexes it.
    var captureNames: [String] { hot.captureNames }

    /// By terminal, the terminal that wins every path both match: the first
    /// that ends at the same node, in table order (itself, most often).
    package var winners: [Int32] {
        var winner = Array(0..<Int32(terminals.count))
        for node in nodes {
            guard let first = node.terminals.first else { continue }
            for terminal in node.terminals { winner[Int(terminal)] = first }
        }
        return winner
    }

    /// Groups of terminals with identical shape from different routes: the first of each group wins.
    var conflicts: [[Terminal]] {
        nodes.compactMap { node in
            let group = node.terminals.map { terminals[Int($0)] }
            let routes = Set(group.map(\.route))
            return routes.count > 1 ? group : nil
        }
    }

    /// `text` lowercased by Unicode's default mapping, without allocating when it is already lowercase ASCII.
    static func folded(_ text: String) -> String {
        for byte in text.utf8 where byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
            return text.lowercased()
        }
        return text
    }
}
