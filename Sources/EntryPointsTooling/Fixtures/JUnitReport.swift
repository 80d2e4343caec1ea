import EntryPoints

/// A JUnit XML report of fixture results, the format CI dashboards (GitHub
/// Actions reporters, GitLab, Jenkins, Buildkite) read: one `testcase` per
/// fixture, whose `classname` is the fixture's folder, `name` its name,
/// `file` its `expected.jsonl` (with `line`, the first differing line, on a
/// failure) and `time` the seconds it took; a `failure` holding the kept
/// differences, an `error` when the fixture could not run; one `error` case
/// per folder the search could not run. Suites carry their total `time`.
///
/// Fixture names and messages come from files, so every text is escaped
/// (the tooling's one XML escaping rule): the five XML specials, and characters XML 1.0 cannot
/// hold at all (C0 controls but tab, line feed and carriage return;
/// U+FFFE, U+FFFF) are written as `\u{…}` text.
public struct JUnitReport: Sendable {
    /// The results, in order.
    public var results: [FixtureResult]
    /// The folders the search could not run (those that fail the run).
    public var problems: [FixtureSearch.Problem]
    /// The suite's name.
    public var name: String

    /// A report of `results` (and of the `problems` that fail the run) under the suite name `name`.
    public init(results: [FixtureResult], problems: [FixtureSearch.Problem] = [], name: String = "entryd test") {
        self.results = results
        self.problems = problems.filter(\.failsRun)
        self.name = name
    }

    /// The XML document, UTF-8, ending in a newline.
    public var xml: String {
        let failures = results.filter { !$0.passed && $0.error == nil }.count
        let errors = results.filter { $0.error != nil }.count + problems.count
        let total = results.reduce(Duration.zero) { $0 + $1.duration }
        let counts =
            "tests=\"\(results.count + problems.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.seconds(total))\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(Self.escape(name))\" \(counts)>\n"
        text += "  <testsuite name=\"\(Self.escape(name))\" \(counts)>\n"
        for result in results {
            let fixture = result.fixture
            var head = "    <testcase classname=\"\(Self.escape(fixture.path))\" name=\"\(Self.escape(fixture.name))\""
            head += " file=\"\(Self.escape(fixture.expectedPath))\""
            if result.error == nil, let first = result.differences.first { head += " line=\"\(first.line)\"" }
            head += " time=\"\(Self.seconds(result.duration))\""
            if let error = result.error {
                text += head + ">\n"
                text +=
                    "      <error message=\"\(Self.escape(error))\">\(Self.escape(error, inAttribute: false))</error>\n"
                text += "    </testcase>\n"
            } else if let first = result.differences.first {
                text += head + ">\n"
                var body = result.differences.map(\.description).joined(separator: "\n")
                let more = result.differenceCount - result.differences.count
                if more > 0 { body += "\n(\(more) more difference\(more == 1 ? "" : "s") not kept)" }
                text +=
                    "      <failure message=\"\(Self.escape(first.summary))\">\(Self.escape(body, inAttribute: false))</failure>\n"
                text += "    </testcase>\n"
            } else {
                text += head + "/>\n"
            }
        }
        for problem in problems {
            let path = Self.escape(problem.path)
            text += "    <testcase classname=\"\(path)\" name=\"\(path)\" time=\"0.000\">\n"
            text += "      <error message=\"\(Self.escape(problem.message))\">"
            text += "\(Self.escape(problem.description, inAttribute: false))</error>\n"
            text += "    </testcase>\n"
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// `duration` in seconds with three decimals (`0.012`), as JUnit's `time` is written.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
        let fraction = String(milliseconds % 1_000)
        return "\(milliseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` escaped for an XML attribute value (`inAttribute`, the
    /// default: quotes, line breaks and tabs as character references) or for
    /// element text (only `&`, `<` and `>`, so a report stays readable).
    public static func escape(_ text: String, inAttribute: Bool = true) -> String {
        XMLEscaping.escape(text, inAttribute: inAttribute)
    }
}

extension JUnitReport {
    /// Writes ``xml`` to the file at `path`, replacing what it held; a
    /// symbolic link is written through, so its target gets the report
    /// (`/dev/stdout` stays the pipe it names) and the link stays.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) when the file cannot be written.
    public func write(to path: String) throws(EntryPointsError) {
        var file = try OutputFile(writingThrough: path)
        do {
            try file.append(xml.utf8)
        } catch {
            file.abandon()
            throw error
        }
        try file.finish()
    }
}
