// NB: this file is also compiled into the libFuzzer targets (scripts/fuzz),
// so the fuzzers, the property tests and the regression replays all check
// the very same properties.
#if canImport(EntryPoints)
    @testable import EntryPoints
#endif
#if canImport(EntryPointsTooling)
    @testable import EntryPointsTooling
#endif

/// The properties that hostile input must never break; each returns the
/// broken ones as sentences (empty when all hold).
enum InputProperties {
    // MARK: - URLs

    /// Runs `bytes` as a URL, a bare path and an intent through `router`:
    /// - normalization never crashes, on raw bytes (invalid UTF-8 included) or text;
    /// - an accepted URL has no empty segment and no `.` or `..` segment, and
    ///   a web URL's host is covered by the `domains` entry it names;
    /// - the segments, percent-encoded again, normalize back to themselves
    ///   (each segment was decoded exactly once, and `%2F` stayed inside it);
    /// - resolving twice gives the same result, and no external resolution
    ///   reaches an internal route.
    static func urlProblems(_ bytes: UnsafeBufferPointer<UInt8>, router: Router) -> [String] {
        var problems: [String] = []
        let normalizer = router.normalizer
        if let url = try? normalizer.normalize(urlBytes: bytes) {
            problems += segmentProblems(url, normalizer: normalizer, what: "URL")
        }
        if let path = try? normalizer.normalize(pathBytes: bytes) {
            problems += segmentProblems(path, normalizer: normalizer, what: "path")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if normalizer.normalize(text) != normalizer.normalize(text) { problems.append("normalizing twice differs") }
        let entries: [EntryPoint] = [
            .url(URLEntry(text)),
            .intent(Intent(url: text)),
            .userActivity(UserActivity(activityType: UserActivity.browsingWeb, webpageURL: text)),
            .userActivity(
                UserActivity(
                    activityType: UserActivity.spotlightItem,
                    userInfo: [UserActivity.spotlightIdentifierKey: .string(text)])),
            .notification(NotificationResponse(userInfo: ["url": .string(text)])),
            .shortcut(ShortcutItem(type: "fuzz.unknown", userInfo: ["url": .string(text)])),
        ]
        for entry in entries {
            let first = router.resolve(entry)
            if first != router.resolve(entry) { problems.append("resolving the \(entry.kind) twice differs") }
            problems += exposureProblems(first, entry: entry, router: router)
        }
        return problems
    }

    /// What is wrong with an accepted URL's segments and host.
    static func segmentProblems(_ url: NormalizedURL, normalizer: URLNormalizer, what: String) -> [String] {
        var problems: [String] = []
        for segment in url.segments {
            if segment.isEmpty { problems.append("the \(what) has an empty segment") }
            if segment == "." || segment == ".." { problems.append("the \(what) has the dot segment '\(segment)'") }
        }
        for item in url.query where item.name.isEmpty { problems.append("the \(what) has a query item with no name") }
        if case .web(_, let host, let domain) = url.form, !covers(domain, host) {
            problems.append("domain entry '\(domain)' does not cover host '\(host)'")
        }
        let reencoded =
            "/"
            + url.segments.map { LinkEncoding.encode($0, allowing: LinkEncoding.segmentCharacters) }
            .joined(separator: "/")
        if reencoded.utf8.count <= URLNormalizer.maximumLength {
            switch normalizer.normalize(path: reencoded) {
            case .success(let again) where again.segments == url.segments: break
            default: problems.append("the \(what)'s segments do not survive encoding and decoding again")
            }
        }
        return problems
    }

    /// Whether `domain` (an exact host or `*.suffix`) covers `host`, written
    /// out independently of ``DomainSet``.
    static func covers(_ domain: String, _ host: String) -> Bool {
        let host = Array(host.utf8)
        let domain = Array(domain.utf8)
        guard domain.starts(with: Array("*.".utf8)) else { return host == domain }
        let suffix = Array(domain.dropFirst(1))  // ".example.com"
        return host.count > suffix.count && Array(host.suffix(suffix.count)) == suffix
            && !host.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "[") })
    }

    /// An external entry that is routed must be routed to an external route.
    static func exposureProblems(_ resolution: Resolution, entry: EntryPoint, router: Router) -> [String] {
        guard entry.origin == .external, case .routed(let request) = resolution,
            router.route(id: request.route)?.exposure != .external
        else { return [] }
        return ["an external \(entry.kind) reached internal route \(request.route)"]
    }

    // MARK: - Event lines

    /// Runs `bytes` as an event stream (lines split at `\n`, longer lines
    /// than `maximumLineBytes` skipped) through a fresh ``EventSession``:
    /// exactly one result without `resumed` per non-blank line, in order,
    /// each a JSON object that follows the Event and result formats article (Results).
    @MainActor
    static func eventProblems(_ bytes: UnsafeBufferPointer<UInt8>, router: Router, maximumLineBytes: Int) -> [String] {
        let session = EventSession(router: router)
        var reader = LineReader(maximumLineBytes: maximumLineBytes)
        var expected: [Int] = []
        let handle: (LineReader.Line) -> Void = { line in
            switch line {
            case .complete(let number, let bytes):
                if !isBlank(bytes, number: number) { expected.append(number) }
                session.process(line: bytes, number: number)
            case .tooLong(let number):
                expected.append(number)
                session.lineTooLong(number: number, limit: maximumLineBytes)
            }
        }
        reader.feed(bytes, handle)
        reader.finish(handle)
        return outputProblems(session.output.bytes, expectedLines: expected)
    }

    /// Checks an output stream: one non-resumed result per expected line
    /// number, in order (a launch's parts count once: their lines after the
    /// first share its number and carry `part` 2, 3, …), and every line well formed.
    static func outputProblems(_ output: [UInt8], expectedLines: [Int]) -> [String] {
        let checked = ResultShape.check(output: output)
        var problems = checked.flatMap(\.problems)
        let numbers = checked.filter { !$0.isResumed && $0.part <= 1 }.map {
            $0.object?["line"]?.numberValue.flatMap { Int($0.literal) } ?? -1
        }
        if numbers != expectedLines {
            problems.append("results for lines \(numbers.prefix(20)) but non-blank lines \(expectedLines.prefix(20))")
        }
        return problems
    }

    /// Whether a line is blank under the Event and result formats article (Edge cases) (only spaces, tabs,
    /// CR or LF; a trailing CR and, on line 1, a byte order mark are dropped),
    /// written out independently of ``EventSession``.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Bool {
        var line = Array(bytes)
        if number == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        return line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
}
