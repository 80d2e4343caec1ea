import EntryPoints

/// Runs fixture folders through an ``EventSession`` exactly as `entryd
/// --routes <folder>/routes.json --input <folder>/events.jsonl $(cat <folder>/args)`
/// would, and compares the output with `expected.jsonl` under the rules of
/// ``FixtureComparison``.
///
/// ```swift
/// let runner = FixtureRunner()
/// let results = try FixtureFolder.discover(in: ["Fixtures"]).map { runner.run($0) }
/// print(FixtureRunner.summary(of: results))   // 77 fixtures: 77 passed, 0 failed
/// ```
@MainActor
public struct FixtureRunner {
    /// The table of a fixture folder without `routes.json` (`entryd test`
    /// passes its built-in demo table); `nil` makes such a folder fail.
    public var defaultTable: RouteTable?
    /// Whether a warning of a fixture's table (an unknown key, say) fails the fixture.
    public var refusesTableWarnings: Bool
    /// Which comparison rules apply (see ``FixtureComparison``).
    public var strictness: FixtureComparison.Strictness

    /// A runner; by default a table warning does not fail a fixture, as it
    /// does not stop `entryd`, and lines compare under the format's rules.
    public init(
        defaultTable: RouteTable? = nil, refusesTableWarnings: Bool = false,
        strictness: FixtureComparison.Strictness = .contract
    ) {
        self.defaultTable = defaultTable
        self.refusesTableWarnings = refusesTableWarnings
        self.strictness = strictness
    }

    /// Runs `fixture`'s events and returns the output.
    /// - Throws: a sentence naming what kept the fixture from running.
    public func output(of fixture: FixtureFolder) throws(FixtureRunError) -> [UInt8] {
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
        let events: [UInt8]
        do throws(EntryPointsError) {
            settings = try fixture.settings()
            events = try fixture.readEvents()
        } catch {
            throw FixtureRunError(error.description)
        }
        let session = EventSession(router: router, options: settings.session)
        var reader = LineReader(maximumLineBytes: settings.maximumLineBytes)
        let limit = settings.maximumLineBytes
        let handle: (LineReader.Line) -> Void = { line in
            switch line {
            case .complete(let number, let bytes): session.process(line: bytes, number: number)
            case .tooLong(let number): session.lineTooLong(number: number, limit: limit)
            }
        }
        reader.feed(events, handle)
        reader.finish(handle)
        return session.output.bytes
    }

    /// Runs `fixture` and compares its output with `expected.jsonl`.
    public func run(_ fixture: FixtureFolder) -> FixtureResult {
        do {
            let output = try output(of: fixture)
            let expected: [UInt8]
            do {
                expected = try fixture.readExpected()
            } catch {
                return FixtureResult(fixture: fixture, output: output, differences: [], error: error.description)
            }
            return FixtureResult(
                fixture: fixture, output: output,
                differences: FixtureComparison.differences(expected: expected, actual: output, strictness: strictness))
        } catch {
            return FixtureResult(fixture: fixture, output: [], differences: [], error: error.message)
        }
    }

    /// `77 fixtures: 76 passed, 1 failed`.
    public static func summary(of results: [FixtureResult]) -> String {
        let passed = results.reduce(0) { $0 + ($1.passed ? 1 : 0) }
        let count = results.count
        return "\(count) fixture\(count == 1 ? "" : "s"): \(passed) passed, \(count - passed) failed"
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
