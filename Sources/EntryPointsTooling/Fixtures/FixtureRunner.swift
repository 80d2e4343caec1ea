import EntryPoints

/// Runs fixture folders through an ``EventSession`` exactly as `entryd
/// --routes <folder>/routes.json --input <folder>/events.jsonl $(cat <folder>/args)`
/// would, and compares the output with `expected.jsonl` under the rules of
/// ``FixtureComparison``.
///
/// The output is compared line by line as the session writes it, so a run
/// holds the folder's files and one buffer of output (64 KiB and the line
/// being written), whatever the output's size.
///
/// ```swift
/// let runner = FixtureRunner()
/// let results = try FixtureFolder.discover(in: ["Fixtures"]).map { runner.run($0) }
/// print(FixtureRunner.summary(of: results))   // 77 fixtures: 77 passed, 0 failed
/// ```
///
/// The runner is a value any thread may hold; running a fixture needs the
/// main actor, where the session's controller lives.
public struct FixtureRunner: Sendable {
    /// The table of a fixture folder without `routes.json` (`entryd test`
    /// passes `--routes`, or its built-in demo table); `nil` makes such a folder fail.
    public var defaultTable: RouteTable?
    /// The file ``defaultTable`` was read from, which the hint to record a
    /// folder names; `nil` when it came from no file (the built-in demo
    /// table), and then ``record(_:)`` refuses a folder without `routes.json`.
    public var defaultTablePath: String?
    /// Whether a warning of a fixture's table (an unknown key, say) fails the fixture.
    public var refusesTableWarnings: Bool
    /// Which comparison rules apply (see ``FixtureComparison``).
    public var strictness: FixtureComparison.Strictness
    /// Whether ``run(_:)`` counts the result lines that routed each route of
    /// the fixture's table (``FixtureResult/routeTally``, for ``RouteCoverage``).
    public var countsRoutes = false

    /// A runner; by default a table warning does not fail a fixture, as it
    /// does not stop `entryd`, and lines compare under the format's rules.
    public init(
        defaultTable: RouteTable? = nil, defaultTablePath: String? = nil, refusesTableWarnings: Bool = false,
        strictness: FixtureComparison.Strictness = .contract
    ) {
        self.defaultTable = defaultTable
        self.defaultTablePath = defaultTablePath
        self.refusesTableWarnings = refusesTableWarnings
        self.strictness = strictness
    }

    /// Runs `fixture` and compares its output with `expected.jsonl`, line by line.
    @MainActor
    public func run(_ fixture: FixtureFolder) -> FixtureResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = FixtureResult(fixture: fixture, differences: [])
        do throws(FixtureRunError) {
            let session = try session(for: fixture)
            let expected = try expectation(of: fixture, maximumLineBytes: session.1.maximumLineBytes)
            var comparison = FixtureComparison.Incremental(expected: expected, strictness: strictness)
            var tally = countsRoutes ? tally(for: fixture, session.0.router.table) : nil
            result.largestOutputHeld = try stream(fixture, session) { line in
                comparison.add(line: line)
                tally?.count(line: line)
            }
            comparison.finish()
            result.routeTally = tally
            result.differences = comparison.differences
            result.differenceCount = comparison.differenceCount
            result.outputLines = comparison.actualLines
        } catch {
            result.error = error.message
        }
        result.duration = clock.now - start
        return result
    }

    /// What `fixture`'s output must be (``FixtureFolder/readExpectation(maximumLineBytes:)``),
    /// with the command that records it when it has none.
    private func expectation(
        of fixture: FixtureFolder, maximumLineBytes: Int
    ) throws(FixtureRunError) -> [UInt8] {
        do throws(EntryPointsError) {
            return try fixture.readExpectation(maximumLineBytes: maximumLineBytes)
        } catch {
            let hint =
                error.code == .fixtureNoExpectation ? "; record one with `\(recordCommand(for: fixture))`" : ""
            throw FixtureRunError(error.description + hint)
        }
    }

    /// Runs `fixture`'s events and returns the whole output (for a test of
    /// a small fixture; ``run(_:)`` and ``record(_:)`` never hold it).
    /// - Throws: a sentence naming what kept the fixture from running.
    @MainActor
    public func output(of fixture: FixtureFolder) throws(FixtureRunError) -> [UInt8] {
        var output: [UInt8] = []
        try stream(fixture, try session(for: fixture)) { line in
            output += line
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// Rewrites `fixture`'s `expected.jsonl` from its output, written line
    /// by line as it is produced (the rule of
    /// ``FixtureFolder/recordedExpectation(output:previous:)``, line by line),
    /// and returns how many lines it holds.
    ///
    /// - Throws: a sentence naming the problem: the fixture cannot run, the
    ///   file cannot be written, or the folder has no `routes.json` and the
    ///   runner's table came from no file: recording needs the table named
    ///   (`--routes FILE`; the built-in demo table is `Fixtures/demo/routes.json`
    ///   in the EntryPoints package), so no folder is recorded against the
    ///   demo table by accident.
    @MainActor
    public func record(_ fixture: FixtureFolder) throws(FixtureRunError) -> Int {
        guard fixture.hasOwnRoutes || defaultTablePath != nil else {
            throw FixtureRunError(
                "\(fixture.name) has no routes.json and no table was named to record it against; give the app's table with --routes FILE (the built-in demo table is Fixtures/demo/routes.json in the EntryPoints package)"
            )
        }
        let session = try session(for: fixture)
        let previous: [String]
        var file: OutputFile
        do throws(EntryPointsError) {
            previous = FixtureComparison.lines(fixture.hasExpectation ? try fixture.readExpected() : [])
            file = try OutputFile(replacing: fixture.expectedPath)
        } catch {
            throw FixtureRunError(error.description)
        }
        var count = 0
        var failure: EntryPointsError?
        do {
            try stream(fixture, session) { line in
                guard failure == nil else { return }
                let text = FixtureFolder.recordedLine(
                    String(decoding: line, as: UTF8.self), previous: count < previous.count ? previous[count] : nil)
                count += 1
                do throws(EntryPointsError) {
                    try file.append(text.utf8)
                    try file.append(CollectionOfOne(UInt8(ascii: "\n")))
                } catch {
                    failure = error
                }
            }
        } catch {
            file.abandon()
            throw error
        }
        if let failure {
            file.abandon()
            throw FixtureRunError(failure.description)
        }
        do throws(EntryPointsError) {
            // NB: a failed finish removes the temporary file itself.
            try file.finish()
        } catch {
            throw FixtureRunError(error.description)
        }
        return count
    }

    /// `77 fixtures: 76 passed, 1 failed`, then `; 1 folder could not run`
    /// when the search met folders that fail the run.
    public static func summary(of results: [FixtureResult], problems: [FixtureSearch.Problem] = []) -> String {
        let passed = results.reduce(0) { $0 + ($1.passed ? 1 : 0) }
        let count = results.count
        var text = "\(count) fixture\(count == 1 ? "" : "s"): \(passed) passed, \(count - passed) failed"
        let unrun = problems.filter(\.failsRun).count
        if unrun > 0 { text += "; \(unrun) folder\(unrun == 1 ? "" : "s") could not run" }
        return text
    }

    /// The command that records `fixture` with this runner's table:
    /// `entryd test --record [--routes FILE] PATH`, shell-quoted.
    public func recordCommand(for fixture: FixtureFolder) -> String {
        var words = ["entryd", "test", "--record"]
        if !fixture.hasOwnRoutes {
            words += ["--routes", defaultTablePath.map(Self.shellQuoted) ?? "FILE"]
        }
        words.append(Self.shellQuoted(fixture.path))
        return words.joined(separator: " ")
    }

    /// `word` as a shell reads it back: bare when it holds only letters,
    /// digits and `_./-` (and does not start with `-`); else in single
    /// quotes, or in double quotes when it holds a `'` but nothing special
    /// there, so the hint stays free of backslashes (which a terminal
    /// report doubles); else single quotes with each `'` written `'\''`.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty && !word.hasPrefix("-")
            && word.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"),
                    UInt8(ascii: "-"):
                    true
                default: false
                }
            }
        if plain { return word }
        if !word.contains("'") { return "'" + word + "'" }
        if !word.contains(where: { "\"$`\\!".contains($0) }) { return "\"" + word + "\"" }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    /// An empty count of `table`'s routes, for `fixture`, which runs on it.
    private func tally(for fixture: FixtureFolder, _ table: RouteTable) -> RouteCoverage.Tally {
        RouteCoverage.Tally(
            file: fixture.hasOwnRoutes ? fixture.routesPath : defaultTablePath, routes: table.routes.map(\.id))
    }

    /// A session over `fixture`'s table with its `args`.
    @MainActor
    private func session(for fixture: FixtureFolder) throws(FixtureRunError) -> (EventSession, FixtureFolder.Settings) {
        let table: RouteTable
        do throws(RouteTableError) {
            if fixture.hasOwnRoutes {
                table = try RouteTable.loadWithAssociationFiles(
                    contentsOf: fixture.routesPath, warnings: refusesTableWarnings ? .refuse : .ignore)
            } else if let defaultTable {
                table = defaultTable
            } else {
                throw RouteTableError([
                    EntryPointsError(.unreadableFile, "\(fixture.name) has no routes.json", at: fixture.routesPath)
                ])
            }
        } catch {
            throw FixtureRunError(
                "the route table was refused: " + error.errors.map(\.description).joined(separator: "; "))
        }
        let router: Router
        do throws(RouteTableError) {
            router = try Router(table)
        } catch {
            throw FixtureRunError(
                "the route table was refused: " + error.errors.map(\.description).joined(separator: "; "))
        }
        let settings: FixtureFolder.Settings
        do throws(EntryPointsError) {
            settings = try fixture.settings()
        } catch {
            throw FixtureRunError(error.description)
        }
        return (EventSession(router: router, options: settings.session), settings)
    }

    /// Runs `fixture`'s events through `session`, handing each result line
    /// (without its line break) to `body` as soon as the session has
    /// written a buffer of them; returns the most output bytes held at once.
    @MainActor
    @discardableResult
    func stream(
        _ fixture: FixtureFolder, _ session: (EventSession, FixtureFolder.Settings),
        lines body: (ArraySlice<UInt8>) -> Void
    ) throws(FixtureRunError) -> Int {
        let (session, settings) = session
        let events: [UInt8]
        do throws(EntryPointsError) {
            events = try fixture.readEvents()
        } catch {
            throw FixtureRunError(error.description)
        }
        return withoutActuallyEscaping(body) { body in
            let lines = OutputLines(body)
            session.outputDidFill = { [unowned session] in lines.take(session.output) }
            defer { session.outputDidFill = nil }
            var reader = LineReader(maximumLineBytes: settings.maximumLineBytes)
            let limit = settings.maximumLineBytes
            let handle: (LineReader.Line) -> Void = { line in
                switch line {
                case .complete(let number, let bytes): session.process(line: bytes, number: number)
                case .tooLong(let number): session.lineTooLong(number: number, limit: limit)
                }
                // NB: the fast path writes without calling `outputDidFill`; a
                // full buffer is taken here, after each event line, too.
                if session.output.count >= session.outputLimit { lines.take(session.output) }
            }
            reader.feed(events, handle)
            reader.finish(handle)
            lines.take(session.output)
            lines.finish()
            return lines.largestHeld
        }
    }
}

/// Splits what a session wrote into lines and hands each on, keeping only
/// a line not yet ended.
@MainActor
private final class OutputLines {
    private let body: (ArraySlice<UInt8>) -> Void
    private var partial: [UInt8] = []
    /// The most bytes held at once: the buffer taken and the partial line.
    private(set) var largestHeld = 0

    init(_ body: @escaping (ArraySlice<UInt8>) -> Void) { self.body = body }

    /// Takes and clears what `output` holds.
    func take(_ output: OutputBuffer) {
        guard !output.isEmpty else { return }
        var bytes = partial
        partial = []
        bytes += output.bytes
        output.removeAll()
        largestHeld = max(largestHeld, bytes.count)
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            body(bytes[start..<end])
            start = end + 1
        }
        partial = Array(bytes[start...])
    }

    /// Hands on a last line that has no line break.
    func finish() {
        if !partial.isEmpty { body(partial[...]) }
        partial = []
    }
}

/// Why a fixture could not run: its table was refused, a file could not be
/// read, or its `args` is wrong.
public struct FixtureRunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence naming the problem and the file.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
