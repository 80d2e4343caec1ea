// NB: this file is also compiled into the generator's libFuzzer target
// (scripts/fuzz names), so the fuzzer and the tests check the very same
// properties. `swiftc` is too slow for a fuzzer; GeneratedSwiftCompilesTests
// holds the same tables to the real compiler.
#if canImport(EntryPoints)
    @testable import EntryPoints
#endif
#if canImport(EntryPointsTooling)
    @testable import EntryPointsTooling
#endif
#if canImport(TestSupport)
    import TestSupport
#endif

/// What must hold of what `generate swift` does with a table, checked
/// without a compiler (issue 37, item 1): each returns the broken
/// properties as sentences, empty when all hold.
enum GeneratedSourceShape {
    /// The input as a fuzzer gives it: names, one per line, used in every
    /// role of a table of up to six routes; the other choices come from the
    /// bytes' hash, so an input is one table, always the same.
    static func problems(namesInput bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let names = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(40).map {
            String(decoding: $0, as: UTF8.self)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var random = SplitMix64(seed: hash)
        return problems(json: HostileTable.make(names: names, routes: 6, using: &random))
    }

    /// Loads `json` as a table and generates it at both access levels:
    /// - generating never crashes, and gives the same bytes twice;
    /// - a refusal of a table `check --strict` passes names, by JSON path
    ///   inside a route, each name it could not use, with a `generate.` code;
    /// - generated source is printable ASCII, every declared name is an
    ///   identifier or a keyword in backticks, no two declarations of a scope
    ///   share a name, no nested type takes a name the generated code or Swift
    ///   gives a meaning, and no route's type takes a library type's name.
    static func problems(json: JSONValue) -> [String] {
        guard let table = try? RouteTable.decode(json, warnings: .refuse),
            CheckReport.check(table, strict: true).status == .passed
        else { return [] }
        var problems: [String] = []
        for access in SwiftGenerator.Access.allCases {
            let generator = SwiftGenerator(access: access)
            let first = Result { () throws(SwiftGenerationError) in try generator.generate(table) }
            let second = Result { () throws(SwiftGenerationError) in try generator.generate(table) }
            switch (first, second) {
            case (.success(let source), .success(let again)):
                if source != again { problems.append("\(access): two runs differ") }
                problems += sourceProblems(source, table: table)
            case (.failure(let error), .failure(let again)):
                if error.description != again.description { problems.append("\(access): two refusals differ") }
                problems += refusalProblems(error.report, table: table)
            default:
                problems.append("\(access): one run generated, the other refused")
            }
        }
        return problems
    }

    /// What is wrong with a refusal of a table `check --strict` passed.
    static func refusalProblems(_ report: CheckReport, table: RouteTable) -> [String] {
        var problems: [String] = []
        if report.findings.isEmpty { problems.append("refused without a finding") }
        for finding in report.findings {
            if !finding.code.hasPrefix("generate.") { problems.append("not the generator's finding: \(finding)") }
            guard let location = finding.location, location.hasPrefix("routes["),
                let index = Int(location.dropFirst("routes[".count).prefix { $0 != "]" }),
                table.routes.indices.contains(index)
            else {
                problems.append("a finding that names no route: \(finding)")
                continue
            }
            if !finding.message.contains("\"") { problems.append("a finding that quotes no name: \(finding)") }
        }
        return problems
    }

    /// Names a generated declaration may not take, by where it is declared.
    static let forbiddenNestedTypes: Set<String> = [
        "Swift", "EntryPoints", "Foundation", "Any", "Self", "Type", "Protocol",
    ]
    static let forbiddenTopLevelTypes: Set<String> = ["TypedRoute", "LinkableRoute", "TypedResultRoute"]

    /// What is wrong with generated source, read declaration by declaration.
    static func sourceProblems(_ source: String, table: RouteTable) -> [String] {
        var problems: [String] = []
        if !source.unicodeScalars.allSatisfy({ (" "..."~").contains($0) || $0 == "\n" }) {
            problems.append("the source holds a character outside printable ASCII")
        }
        // NB: the writer puts one declaration on a line and opens a scope
        // with a line ending in `{`, closed by a line holding `}` alone.
        var scopes: [(kind: String, names: Set<String>)] = [("file", [])]
        var staticMembers = Set<String>()
        var extensions = 0
        for rawLine in source.split(separator: "\n") {
            let line = rawLine.drop { $0 == " " }
            if line.hasPrefix("//") { continue }
            if line == "}" {
                if scopes.count > 1 { scopes.removeLast() } else { problems.append("unbalanced }") }
                continue
            }
            let opens = line.hasSuffix("{")
            guard let (keyword, name) = declaration(in: line.split(separator: " ")) else {
                if opens { scopes.append(("block", [])) }
                continue
            }
            switch keyword {
            case "extension":
                extensions += 1
                scopes.append(("extension", []))
                continue
            case "init":
                if opens { scopes.append(("block", [])) }
                continue
            default:
                break
            }
            if !isIdentifier(name) { problems.append("\(keyword) \(name) is not an identifier") }
            let bare = name.trimmingCharacters(in: ["`"])
            let scope = scopes[scopes.count - 1].kind
            if ["struct", "enum", "typealias"].contains(keyword) {
                if scope == "file", forbiddenTopLevelTypes.contains(bare) {
                    problems.append("the route type \(bare) hides the library's")
                }
                if scope != "file", forbiddenNestedTypes.contains(bare) {
                    problems.append("the nested type \(bare) takes a reserved name")
                }
            }
            if scope == "extension" {
                if !staticMembers.insert(bare).inserted { problems.append("two routes have the member \(bare)") }
            } else {
                // NB: a static and an instance member may share a name (`routeID`); cases are static.
                let key = keyword.hasPrefix("static") || keyword == "case" ? "static " + bare : bare
                if !scopes[scopes.count - 1].names.insert(key).inserted {
                    problems.append("two declarations named \(bare) in one \(scope)")
                }
            }
            if opens { scopes.append((["struct", "enum"].contains(keyword) ? keyword : "block", [])) }
        }
        if scopes.count != 1 { problems.append("unbalanced {") }
        if extensions != table.routes.count {
            problems.append("\(extensions) routes generated of \(table.routes.count)")
        }
        return problems
    }

    /// The keyword and name a declaration line declares, if it is one.
    private static func declaration(in words: [Substring]) -> (keyword: String, name: String)? {
        var rest = words[...]
        if let first = rest.first, ["internal", "public"].contains(first) { rest = rest.dropFirst() }
        guard let keyword = rest.first else { return nil }
        if keyword == "extension" { return ("extension", "") }
        if keyword.hasPrefix("init(") { return ("init", "init") }
        var kind = String(keyword)
        if keyword == "static", rest.count > 1 {
            rest = rest.dropFirst()
            kind += " " + rest.first!
        }
        guard ["struct", "enum", "case", "var", "typealias", "static var", "static func"].contains(kind),
            rest.count > 1
        else { return nil }
        let name = rest[rest.startIndex + 1].prefix { $0 != ":" && $0 != "(" }
        return (kind, String(name))
    }

    /// An identifier, or a keyword in backticks.
    static func isIdentifier(_ name: String) -> Bool {
        if name.hasPrefix("`") {
            return name.count > 2 && name.hasSuffix("`") && isPlainIdentifier(String(name.dropFirst().dropLast()))
        }
        return isPlainIdentifier(name) && !SwiftName.keywords.contains(name)
    }

    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
