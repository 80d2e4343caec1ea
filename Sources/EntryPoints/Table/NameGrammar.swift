/// What the names a table declares may look like: URL schemes, domains and
/// app IDs. Each check returns the problem as a sentence, or `nil`.
enum NameGrammar {
    /// A scheme under RFC 3986 (a letter, then letters, digits, `+`, `-`,
    /// `.`) that is not a web scheme, unless `allowingWeb` (a `passThrough`
    /// or `resolve` entry may name one).
    static func problem(withScheme scheme: String, allowingWeb: Bool = false) -> String? {
        if scheme.isEmpty { return "empty scheme" }
        let lowercased = scheme.lowercased()
        if !allowingWeb, lowercased == "http" || lowercased == "https" {
            return "\"\(scheme)\" is a web scheme; web URLs are configured through \"domains\""
        }
        let scalars = Array(scheme.unicodeScalars)
        let valid =
            isASCIILetter(scalars[0])
            && scalars.dropFirst().allSatisfy {
                isASCIILetter($0) || isASCIIDigit($0) || "+-.".unicodeScalars.contains($0)
            }
        if !valid {
            return "\"\(scheme)\" is not a URL scheme (a letter, then letters, digits, \"+\", \"-\" or \".\")"
        }
        return nil
    }

    /// A host as written in `domains` (`example.com`, `*.example.com`) or,
    /// without the wildcard, as a key of `associationFiles`.
    ///
    /// Percent escapes, non-ASCII letters and IP literals (`[::1]`) pass:
    /// such hosts match only an entry written identically, so they are not
    /// wrong, merely literal.
    static func problem(withDomain domain: String, allowingWildcard: Bool) -> String? {
        if domain.isEmpty { return "empty domain" }
        if domain.contains("://") { return "\"\(domain)\" has a scheme; write the host alone" }
        if domain.unicodeScalars.contains(where: \.properties.isWhitespace) {
            return "\"\(domain)\" contains whitespace"
        }
        for (character, part) in [("/", "a path"), ("?", "a query"), ("#", "a fragment"), ("@", "userinfo")]
        where domain.contains(character) {
            return "\"\(domain)\" has \(part) (\"\(character)\"); write the host alone"
        }
        let isIPLiteral = domain.hasPrefix("[") && domain.hasSuffix("]")
        if !isIPLiteral, domain.contains(":") {
            return "\"\(domain)\" has a port (\":\"); write the host alone, ports are ignored"
        }
        guard domain.contains("*") else { return nil }
        if !allowingWildcard { return "\"\(domain)\" has \"*\"; write one host (a file also serves its subdomains)" }
        let rest = domain.hasPrefix("*.") ? domain.dropFirst(2) : domain[...]
        if rest.contains("*") || rest.isEmpty || rest.hasPrefix(".") {
            return "\"\(domain)\" may use \"*\" only as a leading \"*.\" before a domain, as in \"*.example.com\""
        }
        return nil
    }

    /// `TEAMID.bundle.identifier`: a team ID of ASCII letters and digits,
    /// then a bundle identifier of one or more dot-separated parts of
    /// letters, digits, `-` and `_`.
    static func problem(withAppID appID: String) -> String? {
        let parts = appID.split(separator: ".", omittingEmptySubsequences: false)
        let team = parts[0]
        let teamValid = !team.isEmpty && team.unicodeScalars.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
        let bundleValid =
            parts.count >= 2
            && parts.dropFirst().allSatisfy { part in
                !part.isEmpty
                    && part.unicodeScalars.allSatisfy {
                        isASCIILetter($0) || isASCIIDigit($0) || $0 == "-" || $0 == "_"
                    }
            }
        if teamValid && bundleValid { return nil }
        return "\"\(appID)\" is not an app ID of the form TEAMID.bundle.identifier"
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
