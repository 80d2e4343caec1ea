import EntryPoints

/// Cross-checks a route table and its association files in both directions,
/// with sample URLs.
///
/// - From the table: for each pattern variant that wins its shape, the
///   sample paths that reach it (see `PatternSample`), and the samples of
///   the file's rules that reach it, are evaluated against the file of each
///   association host. An external variant none of whose samples the file
///   claims is `check.not-claimed`; an internal variant one of whose samples
///   it claims is `check.internal-claimed`.
/// - From the files: each claiming rule for the app gets sample URLs (see
///   `AssociationRuleSample`), matched against the table's patterns. A rule
///   none of whose samples reaches an external route, and that matches none
///   of the external routes' sample URLs either, is `check.claims-unrouted`.
/// - Rules that use `$(region)` or `$(lang)` and would claim an unclaimed
///   external URL (or exclude a claimed internal one) if the variable stood
///   for a code the route writes that is not in its ISO list are
///   `check.non-iso-code` (see `AssociationISOCodeCheck`); a rule reported
///   so is not also `check.claims-unrouted`.
///
/// NB: a subdomain that a `*.example.com` domain covers uses the file of
/// `example.com`, so checking each file once, at its own host, covers its
/// subdomains too. Domains without a file are not checked: nothing refuses
/// their URLs.
struct AssociationCrossCheck {
    let analysis: TableAnalysis
    let appID: String
    let normalizer: URLNormalizer

    /// One pattern variant and the sample URLs that reach it.
    struct RouteSample {
        let terminalIndex: Int32
        let terminal: PatternTrie.Terminal
        let urls: [AssociationURL]
    }

    /// One claiming rule, its sample URLs, and the terminal each reaches.
    struct RuleSample {
        let rule: AssociationRule
        let urls: [AssociationURL]
        let reached: [Int32?]
    }

    init(_ analysis: TableAnalysis, appID: String) {
        self.analysis = analysis
        self.appID = appID
        self.normalizer = URLNormalizer(schemes: [], domains: [])
    }

    /// Every finding of both directions: the notes on variants without a
    /// sample, then, file by file (by host), the table's routes in order and the file's rules.
    ///
    /// - Complexity: O(*p* × *c* + *u* × *n*) for *p* sample URLs of the
    ///   table's patterns, *c* the cost of one URL against the file (at most
    ///   8,192 × 100,000 state steps, by the file's caps), and *u* sample URLs
    ///   of the file's rules each routed in O(*n*) for a URL of *n* bytes:
    ///   the product of the table's and the file's sizes, never quadratic in either.
    func findings() -> [CheckReport.Finding] {
        let (samples, notes) = routeSamples()
        var findings = notes
        let externalURLs = samples.filter { analysis.table.routes[$0.terminal.route].exposure == .external }
            .flatMap(\.urls)
        for host in analysis.table.associationFiles.keys.sorted() {
            let file = analysis.table.loadedAssociationFiles[host]!
            let rules = file.rules(for: appID)
            guard !rules.isEmpty else {
                let message =
                    "the association file of \(host) has no rule for \(appID), "
                    + "so it claims none of the table's web URLs"
                findings.append(
                    .init(severity: .warning, code: .checkNotClaimed, location: file.file, message: message))
                continue
            }
            let ruleSamples = rules.filter { !$0.isExclusion }.map { rule in
                let urls = AssociationRuleSample.urls(for: rule, in: file)
                return RuleSample(rule: rule, urls: urls, reached: urls.map(reaches))
            }
            // NB: a rule's own samples that reach a variant count as its URLs
            // too: they fill what the pattern's samples cannot guess, such as
            // a `$(lang)` segment where the pattern has `:lang`.
            var ruleURLs: [Int32: [AssociationURL]] = [:]
            for ruleSample in ruleSamples {
                for (url, reached) in zip(ruleSample.urls, ruleSample.reached) {
                    if let reached { ruleURLs[reached, default: []].append(url) }
                }
            }
            let claims = AssociationClaims(file, appID: appID)
            var reportedRules = Set<String>()
            for sample in samples {
                let urls = sample.urls + (ruleURLs[sample.terminalIndex] ?? [])
                guard let finding = routeFinding(sample, urls: urls, host: host, file: file, claims: claims) else {
                    continue
                }
                findings.append(finding.finding)
                if let rule = finding.claimingRule { reportedRules.insert(rule) }
            }
            for (rule, finding) in isoCodeFindings(samples, host: host, file: file, claims: claims) {
                findings.append(finding)
                reportedRules.insert(rule)
            }
            for ruleSample in ruleSamples where !reportedRules.contains(ruleSample.rule.jsonPath) {
                if let finding = ruleFinding(ruleSample, host: host, file: file, externalURLs: externalURLs) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    // MARK: - From the table

    /// A sample path for every variant that wins its shape, and a note for
    /// each variant no sample could be found for.
    func routeSamples() -> ([RouteSample], [CheckReport.Finding]) {
        var samples: [RouteSample] = []
        var notes: [CheckReport.Finding] = []
        for (index, terminal) in analysis.trie.terminals.enumerated() where analysis.winner[index] == Int32(index) {
            let route = analysis.table.routes[terminal.route]
            let subject = "\(TableAnalysis.patternName(of: terminal)) of route \(route.id)"
            let location = TableAnalysis.patternPath(of: terminal)
            switch PatternSample.attempts(for: terminal.variant, of: route) {
            case .noValue(let name, let type):
                let message =
                    "no sample value for \(name) fits its type (\(type)), "
                    + "so the URLs of \(subject) were not cross-checked with the association files"
                notes.append(.init(severity: .note, code: .checkNoSample, location: location, message: message))
            case .paths(let attempts):
                let hits = attempts.filter { reaches($0) == Int32(index) }
                if !hits.isEmpty {
                    let urls = hits.map { AssociationURL(path: PatternSample.path($0)) }
                    samples.append(RouteSample(terminalIndex: Int32(index), terminal: terminal, urls: urls))
                } else {
                    let path = PatternSample.path(attempts[0])
                    let other = reaches(attempts[0]).map { analysis.routeName(analysis.trie.terminals[Int($0)].route) }
                    let message =
                        "the sample \(path) of \(subject) reaches \(other ?? "no route") instead, "
                        + "so its URLs were not cross-checked with the association files"
                    notes.append(.init(severity: .note, code: .checkNoSample, location: location, message: message))
                }
            }
        }
        return (samples, notes)
    }

    /// What the file of `host` gets wrong about one variant, judged by its
    /// sample `urls`, if anything: with the JSON path of the claiming rule
    /// for an internal route, whose own finding it makes redundant.
    func routeFinding(
        _ sample: RouteSample, urls: [AssociationURL], host: String, file: AssociationFile, claims: AssociationClaims
    ) -> (finding: CheckReport.Finding, claimingRule: String?)? {
        let route = analysis.table.routes[sample.terminal.route]
        let subject = "\(TableAnalysis.patternName(of: sample.terminal)) of route \(route.id)"
        let location = TableAnalysis.patternPath(of: sample.terminal)
        let place = "the association file of \(host) (\(file.file))"
        switch route.exposure {
        case .external:
            // NB: `contains` stops at the first claimed URL, usually the first.
            guard !urls.contains(where: { claims.evaluate($0).isClaimed }) else { return nil }
            let url = Self.text(of: urls[0], on: host)
            let reason =
                claims.evaluate(urls[0]).rule.map { "rule \($0) of \(place) excludes it" }
                ?? "no rule of \(place) matches it"
            let message = "\(url) (\(subject)) is not claimed for \(appID): \(reason), so iOS opens it in Safari"
            return (.init(severity: .warning, code: .checkNotClaimed, location: location, message: message), nil)
        case .internal:
            for url in urls {
                guard case .claimed(let rule) = claims.evaluate(url) else { continue }
                let message =
                    "\(Self.text(of: url, on: host)) (\(subject)) is claimed for \(appID) by rule \(rule) of \(place), "
                    + "but the route is internal: iOS opens the app, which refuses it (not-exposed)"
                let finding = CheckReport.Finding(
                    severity: .warning, code: .checkInternalClaimed, location: location, message: message)
                return (finding, rule)
            }
            return nil
        }
    }

    // MARK: - From the files

    /// The finding about a claiming rule that leads to no external route, if it does not.
    func ruleFinding(
        _ sample: RuleSample, host: String, file: AssociationFile, externalURLs: [AssociationURL]
    ) -> CheckReport.Finding? {
        let routes = sample.reached.compactMap { $0.map { analysis.trie.terminals[Int($0)].route } }
        if routes.contains(where: { analysis.table.routes[$0].exposure == .external }) { return nil }
        // NB: samples fill wildcards blindly (`/story/*` gives /story/x, which
        // an int parameter refuses), so a rule that matches a route's own
        // sample URL leads somewhere after all.
        if externalURLs.contains(where: sample.rule.matches) { return nil }
        let url = Self.text(of: sample.urls[0], on: host)
        let pattern = sample.rule.path.map { "rule \"\($0)\"" } ?? "a rule with no path pattern"
        let outcome =
            routes.first.map {
                "\(url) reaches only internal \(analysis.routeName($0)) (\(TableAnalysis.routePath($0))), which refuses it"
            } ?? "no route matches \(url)"
        let message =
            "\(pattern) of the association file of \(host) claims URLs for \(appID) that no external route handles: "
            + outcome
        return .init(
            severity: .warning, code: .checkClaimsUnrouted, location: "\(file.file): \(sample.rule.jsonPath)",
            message: message)
    }

    // MARK: - Matching

    /// The terminal that `segments` match, as the router decides (precedence included).
    func reaches(_ segments: [String]) -> Int32? {
        analysis.trie.terminal(matching: segments)
    }

    /// The terminal that the path of `url` matches, if it is a well-formed path.
    func reaches(_ url: AssociationURL) -> Int32? {
        guard let segments = normalizer.segments(ofPath: url.path) else { return nil }
        return reaches(segments)
    }

    /// `https://example.com/story/1?ref=x`.
    static func text(of url: AssociationURL, on host: String) -> String {
        "https://\(host)\(url.path)" + (url.query.map { "?" + $0 } ?? "") + (url.fragment.map { "#" + $0 } ?? "")
    }
}
