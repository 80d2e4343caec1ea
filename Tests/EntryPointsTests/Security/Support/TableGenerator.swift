@testable import EntryPoints
import TestSupport

/// Builds random route tables as JSON: mostly plausible, sometimes broken,
/// so that both the refusal paths and the compiled router get exercised.
struct TableGenerator {
    var random: SplitMix64
    /// Whether the table being built may break the rules (a third of them do).
    private var hostile = false

    init(random: SplitMix64) {
        self.random = random
    }

    static let pieces = ["story", "s", "inbox", "a", "B", "é", "%41", "x y", "docs", ":id", ":name", ":n2", "(/:opt)"]
    static let brokenPieces = ["..", ".", "", "*rest", "*", "(", ")", "(/:o1(/:o2))", ":", "*a*", "((", "))"]
    static let types: [JSONValue] = [
        "string", "int", "number", "bool", "uuid", ["enum": ["a", "b"]], ["regex": "^[a-z]+$"],
    ]
    static let brokenTypes: [JSONValue] = ["integer", ["enum": []], ["regex": "("], 42, ["unknown": true]]

    /// A table with up to eight routes.
    mutating func table() -> JSONValue {
        hostile = random.oneIn(3)
        var routes: [JSONValue] = []
        let count = Int.random(in: 0...8, using: &random)
        for index in 0..<count { routes.append(route(index)) }
        var table: JSONObject = ["routes": .array(routes)]
        if !random.oneIn(5) {
            let schemes = hostile ? ["demoapp", "http", "x-y.z", "", "1a"] : ["demoapp", "DemoApp", "x-y.z"]
            table["schemes"] = .array([.string(random.pick(schemes))])
        }
        if !random.oneIn(5) {
            table["domains"] = .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    .string(
                        random.pick(
                            hostile
                                ? ["*.", "*", "é.com", "[::1]", "a b"]
                                : ["example.com", "*.example.com", "EXAMPLE.com"]))
                })
        }
        if random.oneIn(3) { table["caseSensitive"] = .bool(random.oneIn(2)) }
        if random.oneIn(3) { table["tabs"] = hostile ? ["home", "other"] : ["main", "other"] }
        if random.oneIn(3) { table["guards"] = ["g": random.oneIn(2) ? ["redirect": "r0"] : [:]] }
        if hostile, random.oneIn(3) { table["guards"] = ["g": ["redirect": "nowhere"]] }
        if random.oneIn(4) { table["notificationLinkKeys"] = ["/a/b", "url", "/~1", ""] }
        if hostile, random.oneIn(3) { table["unknownKey"] = 1 }
        return .object(table)
    }

    private mutating func route(_ index: Int) -> JSONValue {
        var route: JSONObject = ["id": .string(hostile && random.oneIn(5) ? "r0" : "r\(index)")]
        let patterns = (0..<Int.random(in: 0...3, using: &random)).map { _ in JSONValue.string(pattern()) }
        if !patterns.isEmpty || random.oneIn(2) { route["patterns"] = .array(patterns) }
        if random.oneIn(2) {
            route["params"] = .object(
                JSONObject(
                    [("id", type()), ("name", type()), ("opt", type())]
                        .prefix(Int.random(in: 0...3, using: &random))))
        }
        if random.oneIn(3) {
            route["exposure"] = .string(random.pick(hostile ? ["internal", "secret"] : ["internal", "external"]))
        }
        if random.oneIn(4) { route["shortcut"] = .string("s\(index)") }
        if random.oneIn(4) { route["activity"] = ["a", .string("a\(index)")] }
        if random.oneIn(4) { route["notification"] = ["category": .string("C\(index % 2)")] }
        if hostile, random.oneIn(4) { route["requires"] = ["g"] }
        if random.oneIn(4) {
            route["tab"] = .string(random.pick(hostile ? ["home", "main", "nope"] : ["main"]))
            if random.oneIn(2) { route["stack"] = ["a", "b"] }
        } else if hostile, random.oneIn(4) {
            route["stack"] = ["a", "b"]
        }
        if random.oneIn(4) { route["present"] = "sheet" }
        return .object(route)
    }

    private mutating func pattern() -> String {
        let pieces = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            hostile && random.oneIn(3) ? random.pick(Self.brokenPieces) : random.pick(Self.pieces)
        }
        return "/" + pieces.joined(separator: "/")
    }

    private mutating func type() -> JSONValue {
        hostile && random.oneIn(3) ? random.pick(Self.brokenTypes) : random.pick(Self.types)
    }
}
