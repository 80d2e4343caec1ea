import EntryPoints

extension AssociationCrossCheck {
    /// The `check.non-iso-code` findings about the file of `host`: each rule
    /// that relies on a code `$(region)` or `$(lang)` does not stand for (see
    /// `AssociationISOCodeCheck`), once per code, with the first URL of the
    /// table it gets wrong, and the JSON path of the rule, whose other
    /// findings it explains.
    ///
    /// The URLs tried for a variant are its sample with each parameter set to
    /// the first value its type accepts, and one more per `enum` value that
    /// holds a code.
    func isoCodeFindings(
        _ samples: [RouteSample], host: String, file: AssociationFile, claims: AssociationClaims
    ) -> [(rule: String, finding: CheckReport.Finding)] {
        let check = AssociationISOCodeCheck(file, appID: appID)
        guard check.applies else { return [] }
        var results: [(rule: String, finding: CheckReport.Finding)] = []
        var reported = Set<String>()
        for sample in samples {
            let route = analysis.table.routes[sample.terminal.route]
            let variant = sample.terminal.variant
            var texts: [String] = []
            var enumValues: [(name: String, value: String)] = []
            for component in variant.components {
                switch component {
                case .literal(let text):
                    texts.append(text)
                case .parameter(let name), .catchAll(let name?):
                    guard case .enumeration(let values) = route.type(of: name) else { continue }
                    texts += values
                    enumValues += values.map { (name, $0) }
                case .catchAll(nil):
                    break
                }
            }
            let codes = AssociationISOCodeCheck.codes(in: texts)
            guard !codes.isEmpty else { continue }
            let wantsClaim = route.exposure == .external
            let overrides: [(name: String, value: String)?] =
                [nil] + enumValues.filter { !AssociationISOCodeCheck.codes(in: [$0.value]).isEmpty }.map { $0 }
            for override in overrides {
                guard let segments = PatternSample.segments(for: variant, of: route, setting: override),
                    reaches(segments) == sample.terminalIndex
                else { continue }
                let url = AssociationURL(path: PatternSample.path(segments))
                guard claims.evaluate(url).isClaimed != wantsClaim,
                    let (rule, needed) = check.rule(relyingOn: codes, for: url, wantsClaim: wantsClaim),
                    reported.insert(rule.jsonPath + " " + needed.map(\.text).joined(separator: " ")).inserted
                else { continue }
                let pattern = rule.path.map { "rule \"\($0)\"" } ?? "a rule with no path pattern"
                let subject = "\(TableAnalysis.patternName(of: sample.terminal)) of route \(route.id)"
                let message =
                    "\(pattern) of the association file of \(host) can never \(wantsClaim ? "claim" : "exclude") "
                    + "\(Self.text(of: url, on: host)) (\(subject)): it relies on "
                    + needed.map(\.clause).joined(separator: ", and on ")
                let finding = CheckReport.Finding(
                    severity: .warning, code: EntryPointsError.Code.checkNonISOCode.rawValue,
                    location: "\(file.file): \(rule.jsonPath)", message: message)
                results.append((rule.jsonPath, finding))
            }
        }
        return results
    }
}
