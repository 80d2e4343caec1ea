import Testing

@testable import EntryPoints
@testable import EntryPointsTooling
import TestSupport

/// Issue 27, items 5 and 6: `check`'s overlap analysis and the refusal of a
/// broken table cost about what loading costs, not a comparison of every
/// pair; each is held to counts at N and 4N, and the overlap analysis to
/// the pairwise comparison it replaced.
@Suite("check and refusal scale linearly")
struct CheckScalingTests {
    /// The overlap findings every pair of patterns gives (the analysis before issue 27): the oracle.
    static func pairwiseOverlaps(_ analysis: TableAnalysis) -> [CheckReport.Finding] {
        let terminals = analysis.trie.terminals
        var findings: [CheckReport.Finding] = []
        for (index, terminal) in terminals.enumerated() where analysis.winner[index] == Int32(index) {
            for (earlierIndex, earlier) in terminals.enumerated()
            where analysis.winner[earlierIndex] == Int32(earlierIndex)
                && earlier.variant.components.count == terminal.variant.components.count
                && earlier.route < terminal.route
            {
                guard let witness = analysis.overlap(earlier, terminal) else { continue }
                let message =
                    "\(TableAnalysis.patternName(of: terminal)) of \(analysis.routeName(terminal.route)) overlaps "
                    + "\(TableAnalysis.patternName(of: earlier)) of \(analysis.routeName(earlier.route)) at "
                    + "\(TableAnalysis.patternPath(of: earlier)): \(witness), and the route listed first wins"
                findings.append(
                    .init(
                        severity: .warning, code: .checkConflict, location: TableAnalysis.patternPath(of: terminal),
                        message: message))
                break
            }
        }
        return findings
    }

    /// A table of `count` routes of generated patterns: literals in two cases,
    /// string and typed parameters, catch-alls.
    static func generatedTable(_ count: Int, seed: UInt64, caseSensitive: Bool) throws -> RouteTable {
        var random = SplitMix64(seed: seed)
        let literals = ["a", "A", "b", "B", "c"]
        let types = [#""int""#, #""number""#, #""bool""#, #""uuid""#, #"{"enum":["1","x"]}"#, #""string""#]
        var routes: [String] = []
        for index in 0..<count {
            var segments: [String] = []
            var params: [String] = []
            for position in 0..<(1 + Int(random.next() % 3)) {
                switch random.next() % 4 {
                case 0, 1: segments.append(literals[Int(random.next() % UInt64(literals.count))])
                case 2:
                    segments.append(":p\(position)")
                    params.append(#""p\#(position)":\#(types[Int(random.next() % UInt64(types.count))])"#)
                default: segments.append(position == 0 ? "x" : "*rest")
                }
                if segments.last == "*rest" { break }
            }
            routes.append(
                #"{"id":"r\#(index)","patterns":["/\#(segments.joined(separator: "/"))"],"params":{\#(params.joined(separator: ","))}}"#
            )
        }
        let json =
            #"{"schemes":["app"],"caseSensitive":\#(caseSensitive),"routes":["# + routes.joined(separator: ",") + "]}"
        return try RouteTable.decode(JSONParser().parse(json), warnings: .ignore)
    }

    // Issue 27, item 5.
    @Test("The overlap analysis finds exactly what comparing every pair found", arguments: [false, true])
    func overlapsMatchThePairwiseOracle(caseSensitive: Bool) throws {
        var found = 0
        for seed in 1...20 as ClosedRange<UInt64> {
            let analysis = TableAnalysis(try Self.generatedTable(60, seed: seed, caseSensitive: caseSensitive))
            let oracle = Self.pairwiseOverlaps(analysis)
            found += oracle.count
            #expect(analysis.overlapFindings() == oracle, "seed \(seed)")
        }
        // NB: the generated tables do overlap, so the comparison is not empty.
        #expect(found >= 20)
    }

    /// The comparisons the overlap analysis makes for `count` routes `/items<i>/:id` typed alike, plus a few
    /// typed otherwise.
    static func comparisons(routes count: Int) throws -> (comparisons: Int, findings: Int) {
        let routes =
            (0..<count).map { #"{"id":"r\#($0)","patterns":["/items\#($0 % (count / 4))/:id"],"params":{"id":"int"}}"# }
            + [#"{"id":"n","patterns":["/items0/:v"],"params":{"v":"number"}}"#]
        let json = #"{"schemes":["app"],"routes":["# + routes.joined(separator: ",") + "]}"
        let analysis = TableAnalysis(try RouteTable.decode(JSONParser().parse(json), warnings: .ignore))
        var comparisons = 0
        let findings = analysis.overlapFindings(comparisons: &comparisons)
        return (comparisons, findings.count)
    }

    // Issue 27, item 5.
    @Test("check's overlap analysis makes at most 4 times the comparisons for 4N routes, not 16 times")
    func overlapComparisonsAreLinear() throws {
        let small = try Self.comparisons(routes: 2_000)
        let large = try Self.comparisons(routes: 8_000)
        #expect(small.findings == 1 && large.findings == 1)
        #expect(large.comparisons <= 4 * small.comparisons + 4)
    }

    /// The set lookups that filtering `count` routes' semantic errors against their structural ones takes.
    static func refusalLookups(routes count: Int) throws -> (lookups: Int, errors: Int) {
        // NB: each route has a structural error (a pattern that is a number) and a semantic one
        // (a tab not in `tabs`, reported at the route, outside the pattern's path).
        let routes = (0..<count).map { #"{"id":"r\#($0)","patterns":[1],"tab":"nowhere"}"# }
        let json = try JSONParser().parse(#"{"routes":["# + routes.joined(separator: ",") + "]}")
        var decoder = RouteTableDecoder(loadAssociationFile: nil)
        let table = decoder.decode(json)
        var parsed: [[Pattern]] = []
        let semantic = table.validationErrors(
            skippingReferencesTo: decoder.unreadable, checkingPatterns: true, parsed: &parsed)
        var lookups = 0
        let kept = JSONPath.errors(semantic, outside: decoder.errors, lookups: &lookups)
        return (lookups, kept.count + decoder.errors.count)
    }

    // Issue 27, item 6.
    @Test("Refusing N and 4N broken routes: the error filtering grows 4 times, not 16")
    func refusalIsLinear() throws {
        let small = try Self.refusalLookups(routes: 1_000)
        let large = try Self.refusalLookups(routes: 4_000)
        #expect(small.errors >= 2_000 && large.errors >= 8_000)
        #expect(large.lookups <= 4 * small.lookups + 8)
        #expect(large.lookups >= 1)
    }

    // Issue 27, item 6.
    @Test("An error inside a structural error's place is still left out; one beside it is kept")
    func filteringKeepsItsMeaning() {
        func error(_ location: String?) -> EntryPointsError { EntryPointsError(.invalidValue, "x", at: location) }
        var lookups = 0
        let kept = JSONPath.errors(
            [error("routes[1].tab"), error("routes[10].tab"), error("routes[1]"), error(nil), error("routes")],
            outside: [error("routes[1]")], lookups: &lookups)
        #expect(kept.map(\.location) == ["routes[10].tab", nil, "routes"])
        #expect(JSONPath.errors([error("a.b")], outside: [error(nil)], lookups: &lookups).isEmpty)
    }
}
