/// Reading the fourth-version keys: the table's `scenes`, `passThrough`,
/// `trackingParameters` and `resolve`, and a route's `landing`, `scene`,
/// `sceneKind` and `examples`. Their rules are judged by validation
/// (`RouteTable+EntryRulesValidation.swift`), as for tables built in code.
extension RouteTableDecoder {
    /// The top-level keys of section 8 from `root`.
    mutating func decodeEntryRules(of root: JSONObject, into table: inout RouteTable) {
        if let value = Self.member("scenes", of: root) {
            // NB: unreadable scenes would make every route's `scene` look
            // orphaned; those references are not judged then.
            table.scenes = strings(value, at: JSONPath.root.appending("scenes"))
            if table.scenes == nil { unreadable.insert(.scenes) }
        }
        if let value = Self.member("passThrough", of: root) {
            let path = JSONPath.root.appending("passThrough")
            for (index, text) in (strings(value, at: path) ?? []).enumerated() {
                do throws(EntryPointsError) {
                    table.passThrough.append(try RouteTable.PassThrough(parsing: text))
                } catch {
                    // NB: an element that is not a string was reported already
                    // (and read as ""); its placeholder raises nothing new at its path.
                    if case .array(let elements) = value, case .string = elements[index] {
                        fail(error.code, error.message, at: path.appending(index))
                    }
                    table.passThrough.append(RouteTable.PassThrough(scheme: ""))
                }
            }
        }
        if let value = Self.member("trackingParameters", of: root) {
            table.trackingParameters = strings(value, at: JSONPath.root.appending("trackingParameters")) ?? []
        }
        if let value = Self.member("resolve", of: root) {
            table.resolve = decodeResolutionStage(value, at: JSONPath.root.appending("resolve"))
        }
    }

    private mutating func decodeResolutionStage(_ value: JSONValue, at path: JSONPath) -> RouteTable.ResolutionStage? {
        guard let object = object(value, at: path) else { return nil }
        warnAboutUnknownKeys(in: object, known: Keys.resolve, at: path)
        // NB: placeholders keep a broken stage judged where it is broken only.
        var stage = RouteTable.ResolutionStage(prefixes: ["https://placeholder/"])
        if let prefixes = Self.member("prefixes", of: object) {
            stage.prefixes = strings(prefixes, at: path.appending("prefixes")) ?? stage.prefixes
        } else {
            fail(.missingField, "missing required key \"prefixes\"", at: path.appending("prefixes"))
        }
        if let fallback = Self.member("fallback", of: object) {
            stage.fallback = string(fallback, at: path.appending("fallback"))
        }
        return stage
    }

    /// A route's `landing`, `scene`, `sceneKind` and `examples` from its object.
    mutating func decodeEntryRules(of object: JSONObject, into route: inout Route, at path: JSONPath) {
        if let value = Self.member("landing", of: object) {
            // NB: a broken value keeps the key present (as `replace`), so a
            // missing `tab` is still reported beside it.
            route.landing = enumeration(value, at: path.appending("landing"), named: "landing") ?? .replace
        }
        if let value = Self.member("scene", of: object) {
            route.scene = enumeration(value, at: path.appending("scene"), named: "scene") ?? .arrival
        }
        if let value = Self.member("sceneKind", of: object) {
            route.sceneKind = string(value, at: path.appending("sceneKind")) ?? ""
        }
        if let value = Self.member("examples", of: object) {
            route.examples = decodeExamples(value, at: path.appending("examples"))
        }
    }

    /// An example of the right shape for every route.
    private static let examplePlaceholder = "placeholder:"

    /// One of `Value`'s raw values, or a problem naming them all: the one
    /// reading of every key whose value is a word from a list (`exposure`,
    /// `onRevoke`, `landing`, `scene`).
    mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ value: JSONValue, at path: @autoclosure () -> JSONPath, named name: String
    ) -> Value? where Value.RawValue == String {
        guard let text = string(value, at: path()) else { return nil }
        if let known = Value(rawValue: text) { return known }
        let names = Value.allCases.map { "\"\($0.rawValue)\"" }
        let expected = names.dropLast().joined(separator: ", ") + " or " + names.last!
        fail(.invalidValue, "unknown \(name) \"\(text)\" (expected \(expected))", at: path())
        return nil
    }

    /// Each example: a URL string, or `{ "url": U, "params": { … } }`. A
    /// broken one keeps its place as a placeholder any route accepts, so it
    /// raises nothing new.
    private mutating func decodeExamples(_ value: JSONValue, at path: JSONPath) -> [Route.Example] {
        guard case .array(let elements) = value else {
            fail(.wrongType, Self.mismatch(expected: "an array of examples", found: value), at: path)
            return []
        }
        return elements.enumerated().map { index, element in
            let examplePath = path.appending(index)
            switch element {
            case .string(let url):
                return Route.Example(url)
            case .object(let object):
                warnAboutUnknownKeys(in: object, known: Keys.example, at: examplePath)
                var example = Route.Example(Self.examplePlaceholder)
                if let url = Self.member("url", of: object) {
                    example.url = string(url, at: examplePath.appending("url")) ?? Self.examplePlaceholder
                } else {
                    fail(.missingField, "missing required key \"url\"", at: examplePath.appending("url"))
                }
                if let params = Self.member("params", of: object) {
                    example.params = self.object(params, at: examplePath.appending("params"))
                }
                return example
            default:
                let message = Self.mismatch(expected: "a URL string or an object with \"url\"", found: element)
                fail(.wrongType, message, at: examplePath)
                return Route.Example(Self.examplePlaceholder)
            }
        }
    }
}
