import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Test-only helpers: JSON through Foundation (the project's own JSON text
/// parser lives elsewhere), fixture loading, and compact ways to build files.
enum AssociationTestSupport {
    /// The app most tests use.
    static let app = "ABCDE12345.com.example.app"

    /// `text` parsed by `JSONSerialization` and bridged to ``JSONValue``.
    /// Object members come out sorted by key (Foundation does not keep order).
    static func json(_ text: String) throws -> JSONValue {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try bridge(object)
    }

    /// The fixture `Fixtures/association/<name>`, parsed.
    static func fixture(_ name: String) throws -> AssociationFile {
        try AssociationFile(parsing: fixtureJSON(name), file: name)
    }

    /// The JSON of the fixture `Fixtures/association/<name>`.
    static func fixtureJSON(_ name: String) throws -> JSONValue {
        let url = packageRoot.appendingPathComponent("Fixtures/association/\(name)")
        let data = try Data(contentsOf: url)
        return try bridge(JSONSerialization.jsonObject(with: data))
    }

    /// The package root, found by walking up from this file to `Package.swift`
    /// (no resource bundles, as in swift-argument-parser's example tests).
    static var packageRoot: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }

    /// A file with one `details` entry for ``app`` holding `components`.
    static func file(
        _ components: [JSONValue], entryDefaults: JSONValue? = nil, defaults: JSONValue? = nil,
        variables: JSONValue? = nil
    ) throws -> AssociationFile {
        var entry: JSONObject = ["appID": .string(app), "components": .array(components)]
        entry["defaults"] = entryDefaults
        var applinks: JSONObject = ["details": [.object(entry)]]
        applinks["defaults"] = defaults
        applinks["substitutionVariables"] = variables
        return try AssociationFile(parsing: ["applinks": .object(applinks)], file: "test.json")
    }

    /// What a file of `components` for ``app`` says about `url`.
    static func verdict(
        _ components: [JSONValue], _ url: String, entryDefaults: JSONValue? = nil, defaults: JSONValue? = nil,
        variables: JSONValue? = nil
    ) throws -> AssociationVerdict {
        let file = try file(components, entryDefaults: entryDefaults, defaults: defaults, variables: variables)
        return file.evaluate(AssociationURL(testing: url), appID: app)
    }

    /// Whether a file of `components` for ``app`` claims `url`.
    static func claims(_ components: [JSONValue], _ url: String, variables: JSONValue? = nil) throws -> Bool {
        try verdict(components, url, variables: variables).isClaimed
    }

    /// Whether one component with the `/` pattern `pattern` claims `url`.
    static func path(_ pattern: String, claims url: String) throws -> Bool {
        try claims([["/": .string(pattern)]], url)
    }

    /// The errors that refuse `json` as an association file; `nil` when it loads.
    static func errors(of json: JSONValue, file: String = "test.json") -> [EntryPointsError]? {
        do {
            _ = try AssociationFile(parsing: json, file: file)
            return nil
        } catch {
            return error.errors
        }
    }

    private static func bridge(_ object: Any) throws -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let number as NSNumber:
            // NB: JSONSerialization gives booleans as NSNumber with objCType "c".
            let type = String(cString: number.objCType)
            if type == "c" { return .bool(number.boolValue) }
            if type == "d" || type == "f" { return .number(JSONNumber(number.doubleValue)) }
            return .number(JSONNumber(number.int64Value))
        case let string as String:
            return .string(string)
        case let array as [Any]:
            return .array(try array.map(bridge))
        case let dictionary as [String: Any]:
            var object = JSONObject()
            for key in dictionary.keys.sorted() { object[key] = try bridge(dictionary[key]!) }
            return .object(object)
        default:
            throw BridgeError(description: "unexpected \(type(of: object))")
        }
    }

    private struct BridgeError: Error, CustomStringConvertible {
        var description: String
    }
}

extension AssociationURL {
    /// A URL's parts from `/path?query#fragment` (both optional), or from a full
    /// `https://host/path?query#fragment` URL.
    init(testing text: String) {
        var rest = Substring(text)
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            rest = rest[(rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex)...]
        }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        self.init(path: String(rest), query: query, fragment: fragment)
    }
}
