import EntryPoints
import Foundation

/// A JUnit XML report of fixture results, the format CI dashboards (GitHub
/// Actions reporters, GitLab, Jenkins, Buildkite) read: one `testcase` per
/// fixture, a `failure` holding the first difference, an `error` when the
/// fixture could not run.
///
/// Fixture names and messages come from files, so every text is escaped:
/// the five XML specials, and characters XML 1.0 cannot hold at all (C0
/// controls but tab, line feed and carriage return; U+FFFE, U+FFFF) are
/// written as `\u{…}` text.
public struct JUnitReport: Sendable {
    /// The results, in order.
    public var results: [FixtureResult]
    /// The suite's name.
    public var name: String

    /// A report of `results` under the suite name `name`.
    public init(results: [FixtureResult], name: String = "entryd test") {
        self.results = results
        self.name = name
    }

    /// The XML document, UTF-8, ending in a newline.
    public var xml: String {
        let failures = results.filter { !$0.passed && $0.error == nil }.count
        let errors = results.filter { $0.error != nil }.count
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(Self.escape(name))\" \(counts)>\n"
        text += "  <testsuite name=\"\(Self.escape(name))\" \(counts)>\n"
        for result in results {
            let head = "    <testcase classname=\"fixtures\" name=\"\(Self.escape(result.fixture.name))\""
            if let error = result.error {
                text += head + ">\n"
                text +=
                    "      <error message=\"\(Self.escape(error))\">\(Self.escape(error, inAttribute: false))</error>\n"
                text += "    </testcase>\n"
            } else if let first = result.differences.first {
                text += head + ">\n"
                let body = result.differences.map(\.description).joined(separator: "\n")
                text +=
                    "      <failure message=\"\(Self.escape(first.summary))\">\(Self.escape(body, inAttribute: false))</failure>\n"
                text += "    </testcase>\n"
            } else {
                text += head + "/>\n"
            }
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// `text` escaped for an XML attribute value (`inAttribute`, the
    /// default: quotes, line breaks and tabs as character references) or for
    /// element text (only `&`, `<` and `>`, so a report stays readable).
    public static func escape(_ text: String, inAttribute: Bool = true) -> String {
        XMLEscaping.escape(text, inAttribute: inAttribute)
    }
}

extension JUnitReport {
    /// Writes ``xml`` to the file at `path`, replacing it.
    /// - Throws: `EntryPointsError` (`io.unreadable-file`) when the file cannot be written.
    public func write(to path: String) throws(EntryPointsError) {
        do {
            try Data(xml.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw EntryPointsError(.unreadableFile, "cannot write \(path): \(error.localizedDescription)", at: path)
        }
    }
}
