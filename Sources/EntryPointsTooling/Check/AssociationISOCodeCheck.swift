import EntryPoints

/// Finds the rules of one association file that rely on a code the
/// predefined `$(region)` or `$(lang)` does not stand for (`check.non-iso-code`).
///
/// A rule relies on a non-ISO code for a URL of the table when all of these hold:
/// - the rule uses the predefined `$(region)` or `$(lang)` (not a variable of
///   that name the file defines, which replaces it and matches its own values);
/// - the URL comes out wrong: an external route's URL the file does not
///   claim, or an internal route's URL it claims;
/// - the rule comes before the rule that decides the URL (or none does), and
///   is of the kind that would set it right: a claiming rule for an external
///   route, an `exclude` rule for an internal one;
/// - the rule would match the URL if the variable also stood for a code that
///   the route writes (a literal segment or an `enum` value) and that is not
///   in the variable's list: for `$(region)`, two letters or three digits
///   (`UK`, `419`); for `$(lang)`, two or three letters (`tl`). A rule that
///   compares case only counts codes written in the list's case (`UK`, `tl`).
///
/// ```swift
/// // {"/": "/$(region)/home"} and the route pattern "/UK/home"
/// // rule "/$(region)/home" … can never claim https://shop.example/UK/home (…): it relies on
/// // $(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)
/// ```
///
/// A literal `/UK/*` is not reported: it matches `/UK/…` as written.
struct AssociationISOCodeCheck {
    /// A code written in a route that a predefined variable does not stand for.
    struct Code: Hashable {
        /// `region` or `lang`.
        let variable: String
        /// The code as the route writes it.
        let text: String

        /// Whether the code is written in the case of its variable's list
        /// (`UK`, `419`, `tl`), so a case-sensitive rule could match it.
        var isInListCase: Bool {
            variable == "region" ? !text.contains(where: \.isLowercase) : !text.contains(where: \.isUppercase)
        }

        /// `$(region) standing for UK, which is not in Locale.isoRegionCodes (use GB)`.
        var clause: String {
            let list = variable == "region" ? "Locale.isoRegionCodes" : "Locale.isoLanguageCodes"
            let key = variable == "region" ? text.uppercased() : text.lowercased()
            let replacement = AssociationISOCodes.replacements[key].map { " (use \($0))" } ?? ""
            return "$(\(variable)) standing for \(text), which is not in \(list)\(replacement)"
        }
    }

    let file: AssociationFile
    /// The file's rules for the app, in the order they are tried.
    let rules: [AssociationRule]
    /// For each of `rules`, which of `region` and `lang` it uses as predefined variables.
    private let predefined: [Set<String>]

    init(_ file: AssociationFile, appID: String) {
        self.file = file
        self.rules = file.rules(for: appID)
        self.predefined = rules.map { rule in
            rule.variableNames.filter { ($0 == "region" || $0 == "lang") && file.variables.usesPredefined($0) }
        }
    }

    /// Whether some rule uses `$(region)` or `$(lang)` as predefined.
    var applies: Bool { predefined.contains { !$0.isEmpty } }

    /// The codes in `texts` that `$(region)` or `$(lang)` does not stand for,
    /// in order, each once: every run of ASCII letters and digits written like
    /// a code of that variable and not in its list.
    static func codes(in texts: [String]) -> [Code] {
        var codes: [Code] = []
        for text in texts {
            for run in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
                if AssociationISOCodes.looksLikeRegion(run), !AssociationISOCodes.regionSet.contains(run.uppercased()) {
                    codes.append(Code(variable: "region", text: String(run)))
                }
                if AssociationISOCodes.looksLikeLanguage(run),
                    !AssociationISOCodes.languageSet.contains(run.lowercased())
                {
                    codes.append(Code(variable: "lang", text: String(run)))
                }
            }
        }
        var seen = Set<Code>()
        return codes.filter { seen.insert($0).inserted }
    }

    /// The first rule that relies on some of `codes` to give `url` the
    /// verdict it should have (claimed when `wantsClaim`, not claimed
    /// otherwise), and the fewest of `codes` it needs; `nil` when none does.
    ///
    /// - Complexity: O(*r* × *c*) matches for *r* rules and *c* codes, at worst.
    func rule(relyingOn codes: [Code], for url: AssociationURL, wantsClaim: Bool) -> (
        rule: AssociationRule, codes: [Code]
    )? {
        var subject = AssociationSubject(url)
        for (index, rule) in rules.enumerated() {
            // NB: the first rule that matches decides; no later one is reached.
            if rule.matches(&subject) { return nil }
            guard rule.isExclusion != wantsClaim, !predefined[index].isEmpty else { continue }
            let usable = codes.filter {
                predefined[index].contains($0.variable) && (!rule.caseSensitive || $0.isInListCase)
            }
            guard !usable.isEmpty, matches(rule, adding: usable, url) else { continue }
            var needed = usable
            for code in usable where needed.count > 1 {
                let fewer = needed.filter { $0 != code }
                if matches(rule, adding: fewer, url) { needed = fewer }
            }
            return (rule, needed)
        }
        return nil
    }

    /// Whether `rule` matches `url` when its variables also stand for `codes`.
    private func matches(_ rule: AssociationRule, adding codes: [Code], _ url: AssociationURL) -> Bool {
        let variables = file.variables.adding(
            regions: codes.filter { $0.variable == "region" }.map(\.text),
            languages: codes.filter { $0.variable == "lang" }.map(\.text))
        return rule.compiled(with: variables)?.matches(url) ?? false
    }
}
