import EntryPoints

extension CheckReport {
    /// The report for people: one line per finding, then a summary line.
    ///
    /// ```text
    /// error routes[3].params.storyId: unknown type "integer"
    /// warning routes[5]: route legacy has no pattern, shortcut, activity or notification: only in-app intents can reach it; mark it internal or give it a way in
    /// refused: 1 error, 1 warning, 0 notes
    /// ```
    ///
    /// A strict check says so on the summary line, and why a table without
    /// errors was refused:
    ///
    /// ```text
    /// warning routes[0]: unknown key "requries" (did you mean "requires"?)
    /// refused (strict: warnings refuse the table): 0 errors, 1 warning, 0 notes
    /// ```
    ///
    /// Text from the table is escaped by ``TerminalText/escaped(_:)``.
    ///
    /// - Returns: the lines joined by newlines, without a final newline.
    public func text() -> String {
        // NB: findings quote the table (unknown keys, ids, patterns): escaped by the
        // one rule, so a key holding ESC [2K cannot rewrite a CI log's lines (issue 31, item 3).
        (findings.map { TerminalText.escaped($0.description) } + [summary]).joined(separator: "\n")
    }

    /// The report as JSON, findings in order; a finding without a location has no `location` key.
    /// `strict` says whether warnings refuse the table (a `refused` status
    /// with no error means they did).
    ///
    /// ```json
    /// {"status":"passed","strict":false,
    ///  "findings":[{"severity":"warning","code":"check.conflict","location":"routes[2].patterns[0]","message":"…"}],
    ///  "counts":{"errors":0,"warnings":1,"notes":0}}
    /// ```
    public func json() -> JSONValue {
        let items: [JSONValue] = findings.map { finding in
            var object: JSONObject = ["severity": .string(finding.severity.rawValue), "code": .string(finding.code)]
            if let location = finding.location { object["location"] = .string(location) }
            object["message"] = .string(finding.message)
            return .object(object)
        }
        let counts: JSONObject = [
            "errors": .number(JSONNumber(count(of: .error))),
            "warnings": .number(JSONNumber(count(of: .warning))),
            "notes": .number(JSONNumber(count(of: .note))),
        ]
        return [
            "status": .string(status.rawValue), "strict": .bool(isStrict), "findings": .array(items),
            "counts": .object(counts),
        ]
    }

    /// `passed: 0 errors, 2 warnings, 1 note`; under a strict check,
    /// `refused (strict: warnings refuse the table): 0 errors, 1 warning, 0 notes`.
    var summary: String {
        func counted(_ severity: Severity) -> String {
            let number = count(of: severity)
            return "\(number) \(severity.rawValue)\(number == 1 ? "" : "s")"
        }
        var verdict = status.rawValue
        if isStrict {
            let warningsRefuse = status == .refused && count(of: .warning) > 0
            verdict += warningsRefuse ? " (strict: warnings refuse the table)" : " (strict)"
        }
        return "\(verdict): \(counted(.error)), \(counted(.warning)), \(counted(.note))"
    }
}
