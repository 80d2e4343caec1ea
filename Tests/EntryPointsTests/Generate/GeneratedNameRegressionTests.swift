import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 37, item 1: each name that made `generate swift` exit 0 with Swift
/// that does not compile, pinned by what the generator now writes, or by
/// how it refuses the table; one test compiles them all with the real `swiftc`.
@Suite("Generate: names Swift reserves")
struct GeneratedNameRegressionTests {
    /// A table of one route, `hostile`, with `params`.
    static func source(_ params: JSONObject, id: String = "hostile", patterns: [JSONValue] = ["/h"]) throws -> String {
        let table = try RouteTable.decode(
            ["routes": [["id": .string(id), "patterns": .array(patterns), "params": .object(params)]]],
            warnings: .refuse)
        return try SwiftGenerator().generate(table)
    }

    /// The findings when a table of `ids` (routes without parameters) is refused.
    static func refusal(ids: [String]) throws -> [CheckReport.Finding] {
        let routes: [JSONValue] = ids.enumerated().map { index, id in
            ["id": .string(id), "patterns": .array([.string("/r\(index)")])]
        }
        let table = try RouteTable.decode(["routes": .array(routes)], warnings: .refuse)
        do {
            _ = try SwiftGenerator().generate(table)
            Issue.record("the table generated")
            return []
        } catch {
            #expect(error.report.status == .refused)
            return error.report.findings
        }
    }

    // Issue 37, item 1: `'String' is not a member type of enum 'ARoute.Swift'`.
    @Test(
        "An enum parameter named like a module the generated code qualifies with gets Value appended",
        arguments: [("swift", "SwiftValue"), ("entryPoints", "EntryPointsValue"), ("foundation", "FoundationValue")])
    func moduleNames(parameter: String, enumName: String) throws {
        let source = try Self.source([.init(parameter): ["enum": ["a"]], "id": "uuid"])
        #expect(source.contains("internal enum \(enumName): Swift.String, EntryPoints.RouteParameters.Value {"))
        #expect(source.contains("internal var \(parameter): \(enumName)?\n"))
        #expect(!source.contains("enum \(enumName.dropLast("Value".count)):"))
    }

    // Issue 37, item 1: `any` is a keyword.
    @Test("A parameter named any is an escaped property, and its enum is AnyValue")
    func anyKeyword() throws {
        let plain = try Self.source(["any": "int"])
        #expect(plain.contains("internal var `any`: Swift.Int?\n"))
        let enumerated = try Self.source(["any": ["enum": ["x"]]])
        #expect(enumerated.contains("internal enum AnyValue: "))
        #expect(enumerated.contains("internal var `any`: AnyValue?\n"))
    }

    // Issue 37, item 1: a parameter named `self`/`Self` generated `` self.`self` = `self` ``,
    // where the parameter `self` hid the value's own `self`.
    @Test("A parameter named self or Self is the property `self`, set from a parameter of another name")
    func selfParameter() throws {
        for name in ["self", "Self"] {
            let source = try Self.source([.init(name): "string"])
            #expect(source.contains("internal var `self`: Swift.String?\n"), "\(name)")
            #expect(source.contains("internal init(`self` self_: Swift.String? = nil) {\n"), "\(name)")
            #expect(source.contains("self.`self` = self_\n"), "\(name)")
            #expect(source.contains("Self(self: self_)"), "\(name)")
            #expect(!source.contains("= `self`\n"), "\(name)")
        }
    }

    // Issue 37, item 1: routes named `typed` or `linkable` generated structs
    // `TypedRoute`/`LinkableRoute` that hid the library's protocols in the app's module.
    @Test(
        "A route whose type would hide a library protocol is refused, naming the route and the name",
        arguments: [("typed", "TypedRoute"), ("linkable", "LinkableRoute"), ("typed-result", "TypedResultRoute")])
    func libraryTypeNames(id: String, typeName: String) throws {
        let findings = try Self.refusal(ids: ["story", id])
        #expect(findings.map(\.code) == ["generate.name-collision"])
        #expect(findings.first?.location == "routes[1].id")
        #expect(findings.first?.message.contains("route id \"\(id)\"") == true)
        #expect(
            findings.first?.message.contains("struct \(typeName), which would hide EntryPoints.\(typeName)") == true)
    }

    // Issue 37, item 1: a library type added later must not slip through.
    @Test("The names a route type may not take are every public type of the library whose name ends in Route")
    func libraryTypeNamesAreComplete() throws {
        let root = Fixture.packageRoot + "/Sources/EntryPoints"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        var names = Set<String>()
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { $0 != "final" && $0 != "indirect" }
                guard let index = words.firstIndex(of: "public"), index + 2 < words.count,
                    ["struct", "enum", "protocol", "class", "actor", "typealias"].contains(words[index + 1])
                else { continue }
                let name = words[index + 2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                // NB: `Route` itself is out of reach: a route's type has a word before `Route`.
                if name.hasSuffix("Route"), name != "Route" { names.insert(String(name)) }
            }
        }
        #expect(names == TypedRouteModel.libraryTypeNames)
    }

    // Issue 37, item 1: found by the property test. `3d` is `_3d` in both cases,
    // so a route `3d-route` has the member `_3dRoute` that route `3d`'s type has.
    @Test("A leading digit makes a type and a member meet: the later route is refused")
    func leadingDigitTypeAndMember() throws {
        let findings = try Self.refusal(ids: ["3d", "3d-route"])
        #expect(findings.map(\.location) == ["routes[1].id"])
        #expect(findings.first?.message == #"route ids "3d" (routes[0]) and "3d-route" would both be _3dRoute"#)
    }

    // Issue 37, item 1: found by the property test (`var _3d: _3d?`).
    @Test("A leading digit makes an enum parameter's property and type meet: the parameter is refused")
    func leadingDigitPropertyAndEnum() throws {
        #expect(throws: SwiftGenerationError.self) { try Self.source(["3d": ["enum": ["a"]]]) }
        do {
            _ = try Self.source(["3d": ["enum": ["a"]]])
        } catch let error as SwiftGenerationError {
            #expect(error.report.findings.map(\.location) == ["routes[0].params.3d"])
            #expect(error.report.findings.first?.message.contains("would both be _3d") == true)
        }
    }

    // Issue 37, item 1: found by the property test. Swift 6 takes `var` and
    // `let` bare as argument labels and warns about backticks there; `inout` needs them.
    @Test("Labels at call sites: var and let bare, inout in backticks")
    func keywordLabels() throws {
        let source = try Self.source(["var": "int", "let": "int", "inout": "int"])
        #expect(source.contains("Self(`inout`: `inout`, let: `let`, var: `var`)"))
    }

    // Issue 37, item 1: names the generator need not refuse.
    @Test("A property routeID and cases named rawValue or hashValue mean what they say")
    func namesThatCoexist() throws {
        let source = try Self.source(["routeID": "string", "kind": ["enum": ["rawValue", "hashValue", "type"]]])
        #expect(source.contains("internal var routeID: Swift.String?\n"))
        #expect(source.contains("case rawValue = \"rawValue\"\n"))
        #expect(source.contains("case type = \"type\"\n"))
    }

    // Issue 37, item 1: a link to an internal route is refused when it arrives.
    @Test("An internal route with a pattern is not a LinkableRoute")
    func internalRoutesAreNotLinkable() throws {
        let table = try RouteTable.decode(
            ["routes": [["id": "debug", "exposure": "internal", "patterns": ["/debug"]]]], warnings: .refuse)
        let source = try SwiftGenerator().generate(table)
        #expect(source.contains("internal struct DebugRoute: EntryPoints.TypedRoute {"))
        #expect(!source.contains("LinkableRoute"))
    }

    // Issue 37, item 1.
    @Test("Every name above compiles with the real swiftc, with app code and as a public module")
    func compiles() throws {
        let json: JSONValue = [
            "schemes": ["demoapp"],
            "routes": [
                [
                    "id": "modules", "patterns": ["/m/:self"],
                    "params": [
                        "swift": ["enum": ["a"]], "entryPoints": ["enum": ["a"]], "foundation": ["enum": ["a"]],
                        "any": ["enum": ["rawValue", "hashValue", "self", "init"]], "routeID": "uuid",
                        "var": "int", "let": "int", "inout": "int", "type": ["enum": ["Type"]],
                    ],
                    "result": ["array": ["enum": ["default", "Self"]]],
                ],
                ["id": "self", "patterns": ["/s"]], ["id": "init", "patterns": ["/i"]],
                ["id": "any", "exposure": "internal", "patterns": ["/a"], "params": ["Self": "string"]],
                ["id": "3d", "patterns": ["/3"]],
            ],
        ]
        let table = try RouteTable.decode(json, warnings: .refuse)
        let models = try SwiftGenerator.models(for: table).get()
        for access in SwiftGenerator.Access.allCases {
            let verdict = try SwiftCompiler().run([
                ("Routes.generated.swift", try SwiftGenerator(access: access).generate(table)),
                ("App.swift", AppSource.using(models)), ("main.swift", AppSource.meaning(of: models, table: json)),
            ])
            #expect(verdict.isClean, "\(access):\n\(verdict.summary)")
        }
    }
}
