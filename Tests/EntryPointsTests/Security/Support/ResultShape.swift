// NB: this file is also compiled into the libFuzzer targets (scripts/fuzz),
// where the library's sources are part of the same module, so the import is
// only there when the module exists.
#if canImport(EntryPoints)
    @testable import EntryPoints
#endif

/// The shape every result line must have (the Event and result formats article (Results)), checked
/// on the bytes entryd would write.
enum ResultShape {
    /// The reasons allowed for each status.
    static let reasons: [String: Set<String>] = [
        "routed": [],
        "ok": [],
        "unmatched": ["no-route", "unknown-route", "dismissed", "pass-through", "unresolved"],
        "rejected": [
            "malformed-url", "url-too-long", "scheme-not-allowed", "domain-not-associated", "not-claimed",
            "not-exposed", "missing-parameter", "bad-parameter", "guard", "duplicate", "bad-scene",
        ],
        "deferred": ["guard", "not-ready"],
        "invalid": [
            "malformed-json", "not-an-object", "missing-field", "wrong-type", "unknown-type", "line-too-long",
            "bad-encoding",
        ],
    ]

    /// The event types a result's `entry` may name.
    static let entries: Set<String> = [
        "url", "shortcut", "userActivity", "notification", "intent", "appIntent", "launch", "state", "ready",
        "reset", "scene",
    ]

    /// One output line, parsed, and what is wrong with it.
    struct Checked {
        var object: JSONObject?
        var problems: [String]

        /// Whether the line is the extra line of a resumed entry.
        var isResumed: Bool { object?["resumed"] == .bool(true) }
        /// The line's `part` (a launch's carried entry), 0 when it has none.
        var part: Int { object?["part"]?.numberValue.flatMap { Int($0.literal) } ?? 0 }
    }

    /// Splits `output` into lines (each must end with a newline) and checks every one.
    static func check(output: [UInt8]) -> [Checked] {
        var checked: [Checked] = []
        var start = 0
        for index in output.indices where output[index] == UInt8(ascii: "\n") {
            checked.append(check(line: Array(output[start..<index])))
            start = index + 1
        }
        if start < output.count {
            checked.append(Checked(object: nil, problems: ["the output does not end with a newline"]))
        }
        return checked
    }

    /// Checks one result line, given without its newline.
    static func check(line: [UInt8]) -> Checked {
        let shown = String(decoding: line.prefix(300), as: UTF8.self)
        guard let value = try? JSONParser().parse(line) else {
            return Checked(object: nil, problems: ["not valid JSON: \(shown)"])
        }
        guard case .object(let object) = value else {
            return Checked(object: nil, problems: ["not a JSON object: \(shown)"])
        }
        var problems: [String] = []
        func problem(_ text: String) { problems.append("\(text): \(shown)") }

        if let line = object["line"]?.numberValue, let number = Int(line.literal), number >= 1 {
        } else {
            problem("line is not a positive integer")
        }
        guard let status = object["status"]?.stringValue, let allowed = reasons[status] else {
            problem("status is missing or not one of the format's")
            return Checked(object: object, problems: problems)
        }
        switch object["reason"] {
        case nil where allowed.isEmpty: break
        case .string(let reason)? where allowed.contains(reason): break
        default: problem("reason does not go with status \(status)")
        }
        switch object["entry"] {
        case nil: if status != "invalid" { problem("entry is absent but the status is not invalid") }
        case .string(let entry)?:
            if status == "invalid" { problem("an invalid line has an entry") }
            if !entries.contains(entry) { problem("entry names no event type") }
        default: problem("entry is not a string")
        }
        let needsMessage = status != "routed" && status != "ok"
        switch object["message"] {
        case nil: if needsMessage { problem("message is absent") }
        case .string(let message)?:
            if !needsMessage { problem("a \(status) result has a message") }
            if message.isEmpty { problem("message is empty") }
        default: problem("message is not a string")
        }
        if let id = object["id"], id.stringValue == nil, id.numberValue == nil {
            problem("id is neither string nor number")
        }
        if let resumed = object["resumed"], resumed != .bool(true) { problem("resumed is not true") }
        if let part = object["part"] {
            if (part.numberValue.flatMap { Int($0.literal) } ?? 0) < 1 { problem("part is not a positive integer") }
            if status == "invalid" { problem("an invalid line has a part") }
        }
        if let route = object["route"], route.stringValue == nil { problem("route is not a string") }
        if let params = object["params"] {
            if params.objectValue == nil { problem("params is not an object") }
            if object["route"] == nil { problem("params without a route") }
        } else if object["route"] != nil {
            // NB: issue 17: `params` always goes with `route`, `{}` when empty (the Event and result formats article (Results)).
            problem("a route without params")
        }
        if status == "routed", object["route"] == nil { problem("a routed result names no route") }
        // NB: the formats' section 8 members, when present.
        if let tracking = object["tracking"], tracking.objectValue == nil { problem("tracking is not an object") }
        for key in ["resolvedFrom", "scene", "from"] {
            if let value = object[key], value.stringValue == nil { problem("\(key) is not a string") }
        }
        if let opened = object["opened"], opened != .bool(true) { problem("opened is not true") }
        return Checked(object: object, problems: problems)
    }
}
