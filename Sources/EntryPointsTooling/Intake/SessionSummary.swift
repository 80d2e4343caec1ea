import EntryPoints

/// Counts of what a session produced: by status, by reason, and the most
/// frequent unmatched URLs.
///
/// NB: unmatched URLs are counted in a table of at most twice
/// `trackedURLs` entries; when it fills, the less frequent half is
/// dropped (amortised O(log n) per URL). A stream of ten million distinct
/// URLs thus uses the same memory as one of ten; the top counts are exact
/// unless more distinct URLs than that competed, when they are lower bounds.
public struct SessionSummary: Sendable {
    /// How many URLs the heavy-hitter table tracks.
    public static let trackedURLs = 1_024

    /// Event lines read (non-blank input lines): a `launch` is one, however
    /// many result lines its parts write.
    public private(set) var lines = 0
    /// Result lines written: every part of a `launch`, resumed and dropped lines included.
    public private(set) var results = 0
    /// Result lines by status, resumed lines included.
    public private(set) var byStatus: [String: Int] = [:]
    /// Result lines by `status/reason`.
    public private(set) var byReason: [String: Int] = [:]
    private var unmatched: [String: Int] = [:]

    /// An empty summary.
    public init() {}

    /// Counts one result line; `opensLine` when it is the first result of an input line.
    mutating func count(_ outcome: Outcome, opensLine: Bool) {
        if opensLine { lines += 1 }
        results += 1
        byStatus[outcome.status.rawValue, default: 0] += 1
        if let reason = outcome.reason {
            byReason[outcome.status.rawValue + "/" + reason.rawValue, default: 0] += 1
        }
    }

    /// Adds the fast path's counts: `routed` lines, and `unmatched` lines with reason no-route.
    mutating func addFastPath(routed: Int, unmatched: Int) {
        lines += routed + unmatched
        results += routed + unmatched
        if routed > 0 { byStatus["routed", default: 0] += routed }
        if unmatched > 0 {
            byStatus["unmatched", default: 0] += unmatched
            byReason["unmatched/no-route", default: 0] += unmatched
        }
    }

    mutating func countUnmatched(url: String) {
        unmatched[url, default: 0] += 1
        if unmatched.count >= 2 * Self.trackedURLs {
            let kept = unmatched.sorted { $0.value > $1.value }.prefix(Self.trackedURLs)
            unmatched = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
        }
    }

    /// The most frequent unmatched URLs, most frequent first (ties by URL).
    public func topUnmatched(_ limit: Int = 10) -> [(url: String, count: Int)] {
        unmatched.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(limit).map { ($0.key, $0.value) }
    }

    /// A human-readable report, as `entryd --summary` prints it; the URLs in
    /// it are escaped by ``escapedForTerminal(_:)``.
    public func report() -> String {
        var lines = [
            "entryd summary: \(self.lines) event line\(self.lines == 1 ? "" : "s"), "
                + "\(results) result line\(results == 1 ? "" : "s")"
        ]
        for status in Outcome.Status.allCases.map(\.rawValue) + byStatus.keys.sorted() where byStatus[status] != nil {
            guard !lines.contains(where: { $0.hasPrefix("  \(status) ") }) else { continue }
            lines.append("  \(status) \(byStatus[status]!)")
            for key in byReason.keys.sorted() where key.hasPrefix(status + "/") {
                lines.append("    \(key.dropFirst(status.count + 1)) \(byReason[key]!)")
            }
        }
        let top = topUnmatched()
        if !top.isEmpty {
            lines.append("most frequent unmatched URLs:")
            // NB: the URLs are the sender's text; escaped, so none can drive the terminal.
            for (url, count) in top { lines.append("  \(count) \(Self.escapedForTerminal(url))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
