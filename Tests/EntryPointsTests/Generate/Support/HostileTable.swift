// NB: this file is also compiled into the generator's libFuzzer target
// (scripts/fuzz names), so the fuzzer and the property test build their
// tables by the same rules.
#if canImport(EntryPoints)
    import EntryPoints
#endif
#if canImport(TestSupport)
    import TestSupport
#endif

/// Route tables whose every name is one Swift might choke on (issue 37,
/// item 1): keywords in every role, the module and library type names the
/// generated code refers to, `_`-only names, leading digits, Unicode, and
/// names that become one Swift name once sanitised.
enum HostileTable {
    /// Names to draw from; each stands for a class of trouble.
    static let names: [String] = [
        // Keywords, in declarations, expressions and types, and contextual ones.
        "self", "Self", "SELF", "init", "deinit", "default", "any", "Any", "some", "Type", "type", "Protocol",
        "protocol", "class", "struct", "enum", "case", "func", "var", "let", "inout", "static", "public",
        "internal", "private", "fileprivate", "open", "package", "import", "return", "throws", "throw", "rethrows",
        "try", "await", "async", "is", "as", "in", "where", "while", "for", "if", "else", "guard", "switch", "do",
        "catch", "break", "continue", "defer", "repeat", "true", "false", "nil", "super", "subscript",
        "associatedtype", "typealias", "extension", "operator", "precedencegroup", "each", "borrowing",
        "consuming", "nonisolated", "isolated", "sending", "copy", "consume", "discard", "macro", "then", "get",
        "set", "willSet", "didSet", "mutating", "override", "required", "optional", "lazy", "weak", "unowned",
        "indirect", "final", "dynamic", "convenience", "prefix", "postfix", "infix", "actor", "none",
        // Modules the generated code qualifies with, and library type names.
        "swift", "Swift", "entryPoints", "EntryPoints", "entry-points", "foundation", "Foundation",
        "FoundationEssentials", "typed", "linkable", "typed-result", "TypedRoute", "typedRoute", "LinkableRoute",
        "Route", "route", "RouteParameters", "routeParameters", "route-parameters", "RouteRequest", "Router",
        "RouteController", "EntryPointsError", "Intent", "intent", "Value", "value", "ID", "id", "routeID",
        "routeLanding", "route-landing", "landing",
        "route-id", "routeParameter", "rawValue", "RawValue", "hashValue", "hash", "description", "Result",
        "result", "ResultElement", "result-element", "result-value", "ResultValue", "Section", "String", "string",
        "Int", "Double", "Bool", "UUID", "uuid", "Optional", "Sendable", "Error", "Never", "Void", "Array",
        // Underscores only, punctuation only, leading digits.
        "_", "__", "_-_", "-", ".", "3d", "3D", "3d-route", "3dRoute", "0", "1x", "9-lives", "2fa_setup",
        "_3d", "_1",
        // Unicode: letters outside ASCII, combining marks, digits of other scripts, emoji.
        "café", "cafe\u{301}", "caf", "日本", "straße", "strasse", "Ünïcode", "ǅemo", "١٢٣", "１st",
        "emoji🙂", "\u{202E}rtl", "tab\tname", "new\nline", "quote\"d", "back\\slash", "a`b",
        // Equal after sanitising, and ordinary names to meet them.
        "story-view", "story_view", "storyView", "StoryView", "story view", "story.view", "story", "Story",
        "STORY", "page-size", "pageSize", "page_size", "a", "A", "a.b", "a-b", "ab", "x", "X",
    ]

    /// The names a pattern may capture (`:name`): ASCII letters, digits, `_`, `-` and `.`.
    static func isCapturable(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_-.".contains(Character(scalar)))
            }
    }

    /// A table of `count` routes whose names come from ``names``.
    static func random(routes count: Int, using random: inout SplitMix64) -> JSONValue {
        let drawn = (0..<(count * 8)).map { _ in random.pick(names) }
        return make(names: drawn, routes: count, using: &random)
    }

    /// A table of up to `count` routes that use `names` in turn, in every
    /// role: route ids, captured and declared parameter names, enum values of
    /// parameters and results. Choices (exposure, types, shapes) come from `random`.
    ///
    /// Routes are kept apart by a literal first segment of their own, so the
    /// table is about names, not about patterns that conflict.
    static func make(names: [String], routes count: Int, using random: inout SplitMix64) -> JSONValue {
        guard !names.isEmpty else { return ["routes": []] }
        var next = 0
        func name() -> String {
            defer { next += 1 }
            return names[next % names.count]
        }
        var ids = Set<String>()
        var routes: [JSONValue] = []
        for index in 0..<count {
            let id = name()
            // NB: a table with two equal ids is the table's refusal, not the generator's.
            guard !id.isEmpty, ids.insert(id).inserted else { continue }
            var route: JSONObject = ["id": .string(id)]
            var params = JSONObject()
            var pattern = "/r\(index)"
            var captured: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let capture = name()
                guard isCapturable(capture), !captured.contains(capture) else {
                    params[capture] = type(using: &random, names: &next, from: names)
                    continue
                }
                captured.append(capture)
                pattern += random.oneIn(3) ? "(/:\(capture))" : "/:\(capture)"
                if random.oneIn(2) { params[capture] = type(using: &random, names: &next, from: names) }
            }
            let external = random.oneIn(3) == false
            if external || random.oneIn(2) { route["patterns"] = [.string(pattern)] }
            if !external { route["exposure"] = "internal" }
            if !params.isEmpty { route["params"] = .object(params) }
            if random.oneIn(3) { route["result"] = resultType(using: &random, names: &next, from: names) }
            if random.oneIn(3) {
                route["tab"] = "main"
                if random.oneIn(2) { route["landing"] = .string(random.pick(["replace", "push", "reuse"])) }
            }
            routes.append(.object(route))
        }
        return ["schemes": ["demoapp"], "tabs": ["main"], "routes": .array(routes)]
    }

    private static func type(using random: inout SplitMix64, names next: inout Int, from names: [String]) -> JSONValue {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return "string"
        case 1: return "int"
        case 2: return "number"
        case 3: return "bool"
        case 4: return "uuid"
        case 5: return ["regex": "^[a-z]+$"]
        default: return ["enum": .array(values(using: &random, names: &next, from: names))]
        }
    }

    private static func resultType(using random: inout SplitMix64, names next: inout Int, from names: [String])
        -> JSONValue
    {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return "string"
        case 1: return "int"
        case 2: return "number"
        case 3: return "bool"
        case 4: return "uuid"
        case 5: return ["array": resultType(using: &random, names: &next, from: names)]
        default: return ["enum": .array(values(using: &random, names: &next, from: names))]
        }
    }

    private static func values(using random: inout SplitMix64, names next: inout Int, from names: [String])
        -> [JSONValue]
    {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
            defer { next += 1 }
            return .string(names[next % names.count])
        }
    }
}
