/// Cross-checks a route table and its association files in both directions,
/// with sample URLs.
///
/// - From the table: for each pattern variant that wins its shape, a sample
///   path that reaches it (see ``PatternSample``) is evaluated against the file
///   of each association host. An external route's URL the file does not
///   claim is `check.not-claimed`; an internal route's URL it claims is
///   `check.internal-claimed`.
/// - From the files: each claiming rule for the app gets sample URLs (see
///   ``AssociationRuleSample``), matched against the table's patterns. A rule
///   none of whose samples reaches an external route, and that matches none
///   of the external routes' sample URLs either, is `check.claims-unrouted`.
///
/// NB: a subdomain that a `*.example.com` domain covers uses the file of
/// `example.com`, so checking each file once, at its own host, covers its
/// subdomains too. Domains without a file are not checked: nothing refuses
/// their URLs.
struct AssociationCrossCheck {
    let analysis: TableAnalysis
    let appID: String
    let normalizer: URLNormalizer

    /// One pattern variant and the sample path that reaches it.
    struct RouteSample {
        let terminal: PatternTrie.Terminal
        let path: String
    }

    init(_ analysis: TableAnalysis, appID: String) {
        self.analysis = analysis
        self.appID = appID
        self.normalizer = URLNormalizer(schemes: [], domains: [])
    }

    /// Every finding of both directions: the table's routes in order, then
    /// each file's rules, files by host.
    func findings() -> [CheckReport.Finding] {
        let (samples, notes) = routeSamples()
        var findings = notes
        var reportedRules = Set<String>()
        let hosts = analysis.table.associationFiles.keys.sorted()
        for host in hosts {
            let file = analysis.table.associationFiles[host]!
            guard !file.rules(for: appID).isEmpty else {
                let message =
                    "the association file of \(host) has no rule for \(appID), "
                    + "so it claims none of the table's web URLs"
                findings.append(.init(severity: .warning, code: .checkNotClaimed, location: file.file, message: message))
                continue
            }
            for sample in samples {
                guard let finding = routeFinding(sample, host: host, file: file) else { continue }
                if finding.code == EntryPointsError.Code.checkInternalClaimed.rawValue,
                    case .claimed(let rule) = file.evaluate(AssociationURL(path: sample.path), appID: appID)
                {
                    reportedRules.insert(host + " " + rule)
                }
                findings.append(finding)
            }
        }
        let externalPaths = samples.filter { analysis.table.routes[$0.terminal.route].exposure == .external }.map(\.path)
        for host in hosts {
            let file = analysis.table.associationFiles[host]!
            for rule in file.rules(for: appID) where !rule.isExclusion && !reportedRules.contains(host + " " + rule.jsonPath) {
                if let finding = ruleFinding(rule, host: host, file: file, externalPaths: externalPaths) {
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
                if let hit = attempts.first(where: { reaches($0) == Int32(index) }) {
                    samples.append(RouteSample(terminal: terminal, path: PatternSample.path(hit)))
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

    /// What the file of `host` gets wrong about the sample of one variant, if anything.
    func routeFinding(_ sample: RouteSample, host: String, file: AssociationFile) -> CheckReport.Finding? {
        let route = analysis.table.routes[sample.terminal.route]
        let url = "https://\(host)\(sample.path)"
        let subject = "\(TableAnalysis.patternName(of: sample.terminal)) of route \(route.id)"
        let location = TableAnalysis.patternPath(of: sample.terminal)
        let verdict = file.evaluate(AssociationURL(path: sample.path), appID: appID)
        switch (route.exposure, verdict) {
        case (.external, .notMatched):
            let message =
                "\(url) (\(subject)) is not claimed for \(appID): no rule of the association file of \(host) "
                + "(\(file.file)) matches it, so iOS opens it in Safari"
            return .init(severity: .warning, code: .checkNotClaimed, location: location, message: message)
        case (.external, .excluded(let rule)):
            let message =
                "\(url) (\(subject)) is not claimed for \(appID): rule \(rule) of the association file of \(host) "
                + "(\(file.file)) excludes it, so iOS opens it in Safari"
            return .init(severity: .warning, code: .checkNotClaimed, location: location, message: message)
        case (.internal, .claimed(let rule)):
            let message =
                "\(url) (\(subject)) is claimed for \(appID) by rule \(rule) of the association file of \(host) "
                + "(\(file.file)), but the route is internal: iOS opens the app, which refuses it (not-exposed)"
            return .init(severity: .warning, code: .checkInternalClaimed, location: location, message: message)
        default:
            return nil
        }
    }

    // MARK: - From the files

    /// The finding about a claiming rule that leads to no external route, if it does not.
    func ruleFinding(
        _ rule: AssociationRule, host: String, file: AssociationFile, externalPaths: [String]
    ) -> CheckReport.Finding? {
        let urls = AssociationRuleSample.urls(for: rule, in: file)
        var internalRoutes: [Int] = []
        for url in urls {
            guard case .success(let normalized) = normalizer.normalize(path: url.path) else { continue }
            guard let terminal = reaches(normalized.segments) else { continue }
            let routeIndex = analysis.trie.terminals[Int(terminal)].route
            if analysis.table.routes[routeIndex].exposure == .external { return nil }
            internalRoutes.append(routeIndex)
        }
        // NB: samples fill wildcards blindly (`/story/*` gives /story/x, which
        // an int parameter refuses), so a rule that matches a route's own
        // sample URL leads somewhere after all.
        if externalPaths.contains(where: { rule.matches(AssociationURL(path: $0)) }) { return nil }
        let sample = urls[0]
        let url = "https://\(host)\(sample.path)" + (sample.query.map { "?" + $0 } ?? "")
        let pattern = rule.path.map { "rule \"\($0)\"" } ?? "a rule with no path pattern"
        let outcome =
            internalRoutes.first.map {
                "reaches only internal \(analysis.routeName($0)) (\(TableAnalysis.routePath($0))), which refuses it"
            } ?? "no route matches it"
        let message =
            "\(pattern) of the association file of \(host) claims URLs for \(appID) that no external route handles: "
            + "\(url) \(outcome)"
        return .init(
            severity: .warning, code: .checkClaimsUnrouted, location: "\(file.file): \(rule.jsonPath)",
            message: message)
    }

    /// The terminal that `segments` match, as the router decides (precedence included).
    func reaches(_ segments: [String]) -> Int32? {
        try? analysis.trie.search(segments, foldFirstSegment: false).get()
    }
}
