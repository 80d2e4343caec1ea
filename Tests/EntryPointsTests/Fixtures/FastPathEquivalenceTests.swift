import EntryPointsTesting
import Foundation
import Testing
@testable import EntryPoints
@testable import EntryPointsTooling
import TestSupport

/// The fast path must give byte-identical results to the general path.
@MainActor
@Suite("Fast path equals general path")
struct FastPathEquivalenceTests {
    /// Runs `events` through a session with and without the fast path.
    func outputs(router: Router, events: [UInt8], options: EventSession.Options = .init()) -> (
        fast: [UInt8], general: [UInt8]
    ) {
        (
            DifferentialPathTests.output(router: router, events: events, fastPath: true, options: options),
            DifferentialPathTests.output(router: router, events: events, fastPath: false, options: options)
        )
    }

    /// How many of `events`' lines a default session routes on the fast path.
    func fastPathLines(router: Router, events: [UInt8]) -> Int {
        let session = EventSession(router: router)
        var reader = LineReader()
        reader.feed(events) {
            if case .complete(let number, let bytes) = $0 { session.process(line: bytes, number: number) }
        }
        return session.fastPathLines
    }

    func firstDifference(_ fast: [UInt8], _ general: [UInt8]) -> String {
        let a = Fixture.lines(fast)
        let b = Fixture.lines(general)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return
                "line \(index + 1):\n fast:    \(index < a.count ? a[index] : "—")\n general: \(index < b.count ? b[index] : "—")"
        }
        return "identical"
    }

    /// Runs `events` on both paths and expects the same bytes; returns the fast path's output.
    ///
    /// NB: compared into a Bool first, so a failure prints the first differing line, not two byte arrays.
    @discardableResult
    func expectSameBytes(
        router: Router, events: [UInt8], options: EventSession.Options = .init(), naming name: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [UInt8] {
        let (fast, general) = outputs(router: router, events: events, options: options)
        let identical = fast == general
        let difference = firstDifference(fast, general)
        #expect(identical, "\(name.map { $0 + ": " } ?? "")\(difference)", sourceLocation: sourceLocation)
        return fast
    }

    @Test("Every fixture gives the same bytes on both paths", arguments: Fixture.all)
    func fixtures(_ fixture: Fixture) throws {
        let router = try Router(RouteTable.loadWithAssociationFiles(contentsOf: fixture.routesPath, warnings: .refuse))
        expectSameBytes(
            router: router, events: fixture.events, options: fixture.options.session, naming: fixture.name)
    }

    @Test("The standard benchmark workload gives the same bytes on both paths")
    func standardWorkload() throws {
        // NB: the workload lives in the repository, so this test never passes by skipping.
        let folder = Fixture.packageRoot + "/Benchmarks/Workload"
        let router = try Router(RouteTable.load(contentsOf: folder + "/routes-1000.json", warnings: .refuse))
        let events = try #require(FileManager.default.contents(atPath: folder + "/events-10k.jsonl")).map { $0 }
        expectSameBytes(router: router, events: events)
        // The fast path must carry the workload, not decline it.
        let handled = fastPathLines(router: router, events: events)
        #expect(handled >= 9_900, "the fast path handled only \(handled) of 10,000 lines")
    }

    @Test("A generated stream of tricky variations gives the same bytes on both paths")
    func generatedStream() throws {
        let router = try Router(
            RouteTable.load(contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse))
        var generator = SplitMix64(seed: 0x5EED)
        let prefixes = [
            "demoapp://", "DEMOAPP://", "demoapp:/", "demoapp:", "demoapp:///", "https://example.com/",
            "https://EXAMPLE.com/",
            "http://www.example.com/", "https://a.b.example.com/", "https://example.com./", "https://evil.com/",
            "https://u@example.com/", "https://example.com:443/", "ftp://example.com/", "demoapp://Story/",
            // Schemes of every length around the word boundaries the scheme check loads, in any case.
            "HtTpS://example.com/", "HTTP://example.com/", "DemoApp:", "d:", "demoapp1://", "1demoapp://",
            "demo+app://",
            "demoappdemoapp-x://", "demoappdemoappdemoapp://", "demo app://", "://", "demoapp;//",
            // Hosts of the same length as one accepted before but one byte apart, at either word
            // and at the last, overlapping word: the fast sink's memo of the last accepted host.
            "https://exbmple.com/", "https://example.con/", "https://a.b.c.d.example.com/",
            "https://a.b.c.d.exbmple.com/",
            "https://a.b.c.d.example.coM/", "https://x.example.com/", "https://x.examplf.com/",
            "https://ab.example.com/",
            // An accepted host followed by more than the end of the authority.
            "https://example.com.evil.com/", "https://example.com@evil.com/", "https://example.com%2F/",
        ]
        let segments = [
            "story", "Story", "s", "42", "0042", "-7", "abc", "inbox", "requests", "search", "trending", "a%2Fb",
            "%2E%2E", ".", "caf%C3%A9", "%C3%28", "%zz", "profile", "settings", "user", "posts", "x+y", "debug",
            "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "", "compose", "docs", "a b", "%00", "TRUE", "café", "日本",
            "%22q%5C",
        ]
        let queries = [
            "", "?ref=mail", "?a=1&a=2", "?storyId=9", "?q=a+b%20c", "?=x&&b", "?x=%zz", "?page=2#frag", "#top", "?ref",
        ]
        var lines: [String] = []
        for number in 0..<3_000 {
            var url = prefixes[Int(generator.next() % UInt64(prefixes.count))]
            let depth = Int(generator.next() % 4)
            url += (0..<depth).map { _ in segments[Int(generator.next() % UInt64(segments.count))] }.joined(
                separator: "/")
            url += queries[Int(generator.next() % UInt64(queries.count))]
            let escapedURL = generator.next() % 4 == 0 ? url.replacingOccurrences(of: "/", with: "\\/") : url
            // NB: raw non-ASCII bytes in every place a line can hold them: the fast scanner must decline them all.
            // NB: cases 10–13 start as the usual line does (`UsualEvent`), then break it after the
            // fixed bytes: members the scanner's word compare must hand back to its member loop.
            switch generator.next() % 14 {
            case 10: lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)","id":"again"}"#)
            case 11: lines.append(#"{"id":"g\"\#(number)\u0041","type":"url","url":"\#(escapedURL)"}"#)
            case 12:
                lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)","sourceApplication":"com.x"}"#)
            case 13: lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)","url":"demoapp://x"}"#)
            case 7: lines.append(#"{"id":"ü\#(number)","type":"url","url":"\#(escapedURL)"}"#)
            case 8: lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)","note":"naïve"}"#)
            case 9: lines.append("{\"id\":\(number),\u{A0}\"type\":\"url\",\"url\":\"\(escapedURL)\"}")
            case 6:
                lines.append(
                    "{\"id\":\"d\u{7F}\(number)\",\"type\":\"url\",\"url\":\"\(escapedURL)\",\"k\":\"\u{7F}\"}")
            case 0: lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)"}"#)
            case 1: lines.append(#"{ "type" : "url", "url" : "\#(escapedURL)", "id" : \#(number) }"#)
            case 2: lines.append(#"{"url":"\#(escapedURL)","type":"url","ts":1.5e3,"flag":true,"note":null}"#)
            case 3:
                lines.append(
                    #"{"id":null,"type":"url","url":"\#(escapedURL)","sourceApplication":"com.apple.mobilesafari"}"#)
            case 4: lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)","type":"url"}"#)
            default: lines.append(#"{"id":"g\#(number)","type":"url","url":"\#(escapedURL)"} "#)
            }
        }
        let fast = expectSameBytes(router: router, events: Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(Fixture.lines(fast).count == lines.count)
    }

    /// A table whose routes the fast path may all write itself (external, no
    /// tab, no guard): catch-alls plain and typed, typed and optional parameters.
    static let eligibleTable = #"""
        {
          "schemes": ["demoapp"], "domains": ["example.com"], "caseSensitive": false,
          "routes": [
            { "id": "files", "patterns": ["/files/*path"] },
            { "id": "numbers", "patterns": ["/n/*rest"], "params": { "rest": "int" } },
            { "id": "item", "patterns": ["/item/:id(/:tab)"], "params": { "id": "int", "page": "int" } },
            { "id": "user", "patterns": ["/u/:name", "/u/:name/*"] },
            { "id": "flag", "patterns": ["/flag/:on"], "params": { "on": "bool" } },
            { "id": "code", "patterns": ["/code/:code"], "params": { "code": { "regex": "^[A-Z]{2}[0-9]+$" } } }
          ]
        }
        """#

    @Test("A generated stream on routes the fast path writes itself (catch-alls, types, queries) gives the same bytes")
    func generatedStreamOnEligibleRoutes() throws {
        let json = try JSONParser().parse(Array(Self.eligibleTable.utf8))
        let router = try Router(RouteTable.decode(json, warnings: .refuse))
        var generator = SplitMix64(seed: 0xCA7C4)
        let heads = ["files", "n", "item", "u", "flag", "code", "FILES", "x"]
        let segments = [
            "a", "42", "-7", "a%2Fb", "%22q%5C", "caf%C3%A9", "true", "no", "AB12", "ab12", "x+y", "%09tab", "0", "9",
        ]
        let queries = [
            "", "?path=shadowed", "?name=n&name=m", "?page=2", "?page=x", "?q=%22quoted%22&r=%5C", "?tab=t&extra=1",
            "?a+b=c%20d",
        ]
        var lines: [String] = []
        for number in 0..<3_000 {
            var url = generator.next() % 2 == 0 ? "demoapp://" : "https://example.com/"
            url += heads[Int(generator.next() % UInt64(heads.count))]
            for _ in 0..<Int(generator.next() % 4) {
                url += "/" + segments[Int(generator.next() % UInt64(segments.count))]
            }
            url += queries[Int(generator.next() % UInt64(queries.count))]
            lines.append(#"{"id":"e\#(number)","type":"url","url":"\#(url)"}"#)
        }
        let events = Array((lines.joined(separator: "\n") + "\n").utf8)
        let fast = expectSameBytes(router: router, events: events)
        // The stream must exercise the fast path's own writing, not only its declines.
        let handled = fastPathLines(router: router, events: events)
        #expect(handled > 1_500, "the fast path handled only \(handled) of 3,000 lines")
        let output = String(decoding: fast, as: UTF8.self)
        #expect(output.contains(#""route":"files","params":{"path":"#))
        #expect(output.contains(#"\"q\\"#))
    }

    /// A case-insensitive table whose literals hold Latin-1 letters in both
    /// cases (folded in the segment hash) and scalars from U+0100 on (folded
    /// by `String`), and whose nodes offer the walk every kind of second edge
    /// (a parameter or catch-all beside a literal, a catch-all beside the
    /// string parameter, typed edges), so that its misses are decided both by
    /// the walk's own dead end and by the search.
    static let latin1Table = #"""
        {
          "schemes": ["demoapp"], "domains": ["example.com"], "caseSensitive": false,
          "routes": [
            { "id": "resume", "patterns": ["/RÉSUMÉ/:id", "/résumé/:id/Þorn"] },
            { "id": "strasse", "patterns": ["/straße/:name(/×x)"] },
            { "id": "yy", "patterns": ["/ÿ/x/y"] },
            { "id": "art", "patterns": ["/Ārt/:a", "/μ/ça"] },
            { "id": "abc", "patterns": ["/a/b/c", "/a/b/c/d/e"] },
            { "id": "ax", "patterns": ["/a/:x/d"] },
            { "id": "rest", "patterns": ["/r/:s", "/r/*rest"] },
            { "id": "typed", "patterns": ["/t/:n/k"], "params": { "n": "int" } },
            { "id": "deep", "patterns": ["/m/lit/end", "/m/:s/end/more"] },
            { "id": "long", "patterns": ["/ÉÉÉÉÉÉÉÉÉ/:x"] }
          ]
        }
        """#

    @Test("A generated stream over Latin-1 literals and every dead end of the walk gives the same bytes on both paths")
    func generatedStreamOverLatin1AndWalkDeadEnds() throws {
        let json = try JSONParser().parse(Array(Self.latin1Table.utf8))
        let router = try Router(RouteTable.decode(json, warnings: .refuse))
        var generator = SplitMix64(seed: 0x1A71)
        let segments = [
            // Latin-1 in both cases and at either head word: R%C3%89SUM%C3%89 is RÉSUMÉ.
            "R%C3%89SUM%C3%89", "r%C3%A9sum%C3%A9", "R%C3%A9Sum%C3%89", "STRA%C3%9FE", "stra%C3%9Fe", "%C3%97X",
            "%C3%97x", "%C3%9Eorn", "%C3%BEORN", "%C3%BF", "%C3%BE", "%C2%B5", "%C3%B7",
            // From U+0100 on (String folds them): Ÿ lowercases to ÿ, Ā to ā, Μ to μ.
            "%C5%B8", "%C4%80RT", "%C4%81rt", "%CE%9C", "%CE%BC", "%C3%87A", "%C3%A7a",
            // Longer than the sixteen bytes the words hold.
            "%C3%89%C3%89%C3%89%C3%89%C3%89%C3%89%C3%89%C3%89%C3%89",
            "%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9",
            "a", "A", "b", "c", "d", "e", "x", "y", "r", "t", "m", "lit", "end", "more", "k", "42", "-1", "zz",
        ]
        let queries = ["", "?q=1", "?id=shadow&z=%C3%89"]
        var lines: [String] = []
        // Every path of up to four segments over the structural table's words, so every
        // dead end (and every way past one, such as /a/b/d through /a/:x/d) is reached.
        let words = ["a", "b", "c", "d", "x", "r", "m", "lit", "end", "t", "42", "zz"]
        var paths: [[String]] = [[]]
        for length in 1...4 {
            paths += paths.filter { $0.count == length - 1 }.flatMap { path in words.map { path + [$0] } }
        }
        for (number, path) in paths.enumerated() {
            lines.append(#"{"id":"w\#(number)","type":"url","url":"demoapp:///\#(path.joined(separator: "/"))"}"#)
        }
        for number in 0..<4_000 {
            var url = generator.next() % 2 == 0 ? "demoapp://" : "https://example.com/"
            let depth = Int(generator.next() % 6)
            url += (0..<depth).map { _ in segments[Int(generator.next() % UInt64(segments.count))] }.joined(
                separator: "/")
            url += queries[Int(generator.next() % UInt64(queries.count))]
            lines.append(#"{"id":"e\#(number)","type":"url","url":"\#(url)"}"#)
        }
        let events = Array((lines.joined(separator: "\n") + "\n").utf8)
        let fast = expectSameBytes(router: router, events: events)
        // The stream must reach the fast path's matches and misses, not only its declines.
        #expect(fastPathLines(router: router, events: events) > 3_000 + paths.count)
        let output = String(decoding: fast, as: UTF8.self)
        #expect(output.contains(#""route":"resume","params":{"id":"#))
        #expect(output.contains(#""route":"strasse","params":{"name":"#))
        #expect(output.contains("expects more"))
    }

    @Test("A cold-start session keeps every line off the fast path until `ready`, and takes it from then on")
    func coldStartOpensTheFastPathAtReady() throws {
        let router = try Router(
            RouteTable.load(contentsOf: Fixture.packageRoot + "/Fixtures/demo/routes.json", warnings: .refuse))
        let session = EventSession(router: router, options: .init(coldStart: true))
        let link = #"{"type":"url","url":"demoapp://nowhere/1"}"#
        session.process(line: link, number: 1)
        #expect(session.fastPathLines == 0)
        #expect(String(decoding: session.output.bytes, as: UTF8.self).contains(#""status":"deferred""#))
        session.process(line: #"{"type":"ready"}"#, number: 2)
        session.process(line: link, number: 3)
        #expect(session.fastPathLines == 1)
        let state = EventSession(router: router, options: .init(emitState: true))
        state.process(line: link, number: 1)
        #expect(state.fastPathLines == 0, "a session that prints state never takes the fast path")
    }
}
