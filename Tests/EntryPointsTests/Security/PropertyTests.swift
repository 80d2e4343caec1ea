import Testing

@testable import EntryPoints
import TestSupport

/// Random and mutated input never crashes anything, and every non-blank
/// line gets exactly one well-formed result. Seeds are fixed, so a failure
/// is a plain repeatable test case; sizes keep the suite to a few seconds
/// in debug builds.
@Suite("Properties under random and mutated input")
@MainActor
struct PropertyTests {
    let router = DemoTable.router

    @Test("Mutated fixture lines each get exactly one well-formed result", arguments: [UInt64(1), 2, 3, 4])
    func mutatedLinesOneResultEach(seed: UInt64) {
        var mutator = LineMutator(random: SplitMix64(seed: seed))
        let lines = DemoTable.fixtureEventLines
        for _ in 0..<400 {
            let mutated = mutator.mutate(mutator.random.pick(lines), others: lines)
            let problems = mutated.withUnsafeBufferPointer {
                InputProperties.eventProblems($0, router: router, maximumLineBytes: 4096)
            }
            #expect(problems.isEmpty, "\(problems) for line \(String(decoding: mutated.prefix(200), as: UTF8.self))")
            if !problems.isEmpty { return }
        }
    }

    @Test("A long stream of mutated lines keeps one result per line, resumed lines aside")
    func mutatedStreamOneResultPerLine() {
        // NB: one session for the whole stream lets state, parking and
        // resuming interleave with broken lines, as in a real entryd run.
        var mutator = LineMutator(random: SplitMix64(seed: 99))
        let lines = DemoTable.fixtureEventLines
        var stream: [UInt8] = []
        for _ in 0..<1_500 {
            let line = lines[Int.random(in: 0..<lines.count, using: &mutator.random)]
            stream += mutator.random.oneIn(3) ? mutator.mutate(line, others: lines) : line
            stream.append(UInt8(ascii: mutator.random.oneIn(10) ? "\r" : "\n"))
            if mutator.random.oneIn(20) { stream += Array("  \t\n\n".utf8) }
        }
        let problems = stream.withUnsafeBufferPointer {
            InputProperties.eventProblems($0, router: router, maximumLineBytes: 2048)
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test("Lines of random bytes each get exactly one well-formed result")
    func randomBytesOneResultEach() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let count = Int.random(in: 0...64, using: &random)
            var line = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if random.oneIn(2) { line = Array("{\"type\":".utf8) + line }
            let problems = line.withUnsafeBufferPointer {
                InputProperties.eventProblems($0, router: router, maximumLineBytes: 4096)
            }
            #expect(problems.isEmpty, "\(problems) for bytes \(line)")
            if !problems.isEmpty { return }
        }
    }

    @Test("Random and hostile URLs never crash resolution and keep every URL property")
    func randomURLsKeepProperties() {
        var generator = URLGenerator(random: SplitMix64(seed: 11))
        for index in 0..<1_500 {
            let url: String
            if index % 3 == 0,
                let route = DemoTable.table.routes.filter({ !$0.patterns.isEmpty }).randomElement(
                    using: &generator.random)
            {
                let pattern = generator.random.pick(route.patterns)
                url = generator.url(path: generator.path(for: pattern, params: route.params))
            } else {
                url = generator.hostileURL()
            }
            let problems = Array(url.utf8).withUnsafeBufferPointer { InputProperties.urlProblems($0, router: router) }
            #expect(problems.isEmpty, "\(problems) for \(url)")
            if !problems.isEmpty { return }
        }
    }

    @Test("URLs of random bytes never crash normalization, raw or as text")
    func randomByteURLsNeverCrash() {
        var random = SplitMix64(seed: 13)
        let prefixes = ["", "demoapp://", "https://example.com/", "demoapp:", "https://"]
        for _ in 0..<1_000 {
            let body = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
            }
            let bytes = Array(random.pick(prefixes).utf8) + body
            let problems = bytes.withUnsafeBufferPointer { InputProperties.urlProblems($0, router: router) }
            #expect(problems.isEmpty, "\(problems) for bytes \(bytes)")
            if !problems.isEmpty { return }
        }
    }
}
