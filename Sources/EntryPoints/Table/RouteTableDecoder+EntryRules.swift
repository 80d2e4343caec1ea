/// Reading the fourth-version keys: the table's `scenes`, `passThrough`,
/// `trackingParameters` and `resolve`, and a route's `landing`, `scene`,
/// `sceneKind` and `examples`. Their rules are judged by validation
/// (`RouteTable+EntryRulesValidation.swift`), as for tables built in code.
///
/// NB: written for size, since every app links the decoder: paths are
/// built once per key (these keys are few), so the readers below are not
/// copied per call site as they are for an autoclosure; `@_optimize(size)`
/// as in `RouteTable+EntryRulesValidation.swift`, which says why.
extension RouteTableDecoder {
    /// The top-level keys of section 8 from `root`.
    @_optimize(size)
    mutating func decodeEntryRules(of root: JSONObject, into table: inout RouteTable) {
        if let value = Self.member("scenes", of: root) {
            // NB: unreadable scenes would make every route's `scene` look
            // orphaned; those references are not judged then.
            table.scenes = stringList(value, at: JSONPath.root.appending("scenes"))
            if table.scenes == nil { unreadable.insert(.scenes) }
        }
        if let value = Self.member("passThrough", of: root) {
            let path = JSONPath.root.appending("passThrough")
            for (index, text) in (stringList(value, at: path) ?? []).enumerated() {
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
            table.trackingParameters = stringList(value, at: JSONPath.root.appending("trackingParameters")) ?? []
        }
        if let value = Self.member("resolve", of: root) {
            let path = JSONPath.root.appending("resolve")
            guard let object = object(value, at: JSONPath.Pending(path)) else { return }
            warnAboutUnknownKeys(in: object, known: Keys.resolve, at: path)
            // NB: a placeholder keeps a broken stage judged where it is broken only.
            var stage = RouteTable.ResolutionStage(prefixes: ["https://placeholder/"])
            if let prefixes = Self.member("prefixes", of: object) {
                stage.prefixes = stringList(prefixes, at: path.appending("prefixes")) ?? stage.prefixes
            } else {
                fail(.missingField, "missing required key \"prefixes\"", at: path.appending("prefixes"))
            }
            if let fallback = Self.member("fallback", of: object) {
                stage.fallback = text(fallback, at: path.appending("fallback"))
            }
            table.resolve = stage
        }
    }

    /// A route's `landing`, `scene`, `sceneKind` and `examples` from its object.
    @_optimize(size)
    mutating func decodeEntryRules(of object: JSONObject, into route: inout Route, at path: JSONPath) {
        if let value = Self.member("landing", of: object) {
            // NB: a broken value keeps the key present (as `replace`), so a
            // missing `tab` is still reported beside it.
            let words = Route.Landing.allCases.map(\.rawValue)
            route.landing =
                word(value, among: words, at: path.appending("landing")).flatMap(Route.Landing.init) ?? .replace
        }
        if let value = Self.member("scene", of: object) {
            let words = Route.SceneChoice.allCases.map(\.rawValue)
            route.scene =
                word(value, among: words, at: path.appending("scene")).flatMap(Route.SceneChoice.init) ?? .arrival
        }
        if let value = Self.member("sceneKind", of: object) {
            route.sceneKind = text(value, at: path.appending("sceneKind")) ?? ""
        }
        if let value = Self.member("examples", of: object) {
            route.examples = decodeExamples(value, at: path.appending("examples"))
        }
    }

    /// An example of the right shape for every route.
    private static let examplePlaceholder = "placeholder:"

    /// One of `words`, or a problem naming them all: the one reading of
    /// every key whose value is a word from a list (`exposure`, `onRevoke`,
    /// `landing`, `scene`). The key's name is the last part of `path`.
    @_optimize(size)
    mutating func word(_ value: JSONValue, among words: [String], at path: JSONPath) -> String? {
        guard let found = text(value, at: path) else { return nil }
        if words.contains(found) { return found }
        let names = words.map(RouteTable.quoted)
        let expected = names.dropLast().joined(separator: ", ") + " or " + names.last!
        let key = path.text.split(separator: ".").last.map(String.init) ?? path.text
        fail(
            .invalidValue, "unknown " + key + " " + RouteTable.quoted(found) + " (expected " + expected + ")", at: path)
        return nil
    }

    /// ``string(_:at:)`` with the path built already.
    @inline(never)
    private mutating func text(_ value: JSONValue, at path: JSONPath) -> String? {
        string(value, at: JSONPath.Pending(path))
    }

    /// ``strings(_:at:)`` with the path built already.
    @inline(never)
    private mutating func stringList(_ value: JSONValue, at path: JSONPath) -> [String]? {
        strings(value, at: JSONPath.Pending(path))
    }

    /// Each example: a URL string, or `{ "url": U, "params": { … } }`. A
    /// broken one keeps its place as a placeholder any route accepts, so it
    /// raises nothing new.
    @_optimize(size)
    private mutating func decodeExamples(_ value: JSONValue, at path: JSONPath) -> [Route.Example] {
        guard case .array(let elements) = value else {
            fail(.wrongType, Self.mismatch(expected: "an array of examples", found: value), at: path)
            return []
        }
        var examples: [Route.Example] = []
        for (index, element) in elements.enumerated() {
            let examplePath = path.appending(index)
            var example = Route.Example(Self.examplePlaceholder)
            if case .string(let url) = element {
                example.url = url
            } else if case .object(let object) = element {
                warnAboutUnknownKeys(in: object, known: Keys.example, at: examplePath)
                if let url = Self.member("url", of: object) {
                    example.url = text(url, at: examplePath.appending("url")) ?? Self.examplePlaceholder
                } else {
                    fail(.missingField, "missing required key \"url\"", at: examplePath.appending("url"))
                }
                if let params = Self.member("params", of: object) {
                    example.params = self.object(params, at: JSONPath.Pending(examplePath.appending("params")))
                }
            } else {
                let message = Self.mismatch(expected: "a URL string or an object with \"url\"", found: element)
                fail(.wrongType, message, at: examplePath)
            }
            examples.append(example)
        }
        return examples
    }
}
