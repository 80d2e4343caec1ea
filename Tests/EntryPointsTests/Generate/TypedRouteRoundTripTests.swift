import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling
import TestSupport

/// Issue 28, item 4: for random tables, every route's typed value, turned
/// into a link by the router and routed back, is the same typed value.
///
/// The value is built and read the way generated code builds and reads it:
/// one property per parameter of the generator's model, each a Swift value
/// written with ``RouteParameters/set(_:_:)`` and read with
/// ``RouteParameters/required(_:as:)`` or ``RouteParameters/optional(_:as:)``.
/// scripts/examples runs the same round trip through compiled generated code.
@Suite("Generate: typed round trip")
struct TypedRouteRoundTripTests {
    /// A property's value as a Swift value of its generated type.
    enum Sample: Equatable, CustomStringConvertible {
        case string(String), int(Int), number(Double), bool(Bool), uuid(UUID)

        var description: String {
            switch self {
            case .string(let value): "\"\(value)\""
            case .int(let value): "\(value)"
            case .number(let value): "\(value)"
            case .bool(let value): "\(value)"
            case .uuid(let value): "\(value)"
            }
        }

        func set(_ name: String, in parameters: inout RouteParameters) {
            switch self {
            case .string(let value): parameters.set(name, value)
            case .int(let value): parameters.set(name, value)
            case .number(let value): parameters.set(name, value)
            case .bool(let value): parameters.set(name, value)
            case .uuid(let value): parameters.set(name, value)
            }
        }

        /// Reads the property back as its type; `nil` when absent.
        static func read(_ property: TypedRouteModel.Property, from parameters: RouteParameters) throws -> Sample? {
            switch property.type {
            case .int: try parameters.optional(property.name, as: Int.self).map(Sample.int)
            case .number: try parameters.optional(property.name, as: Double.self).map(Sample.number)
            case .bool: try parameters.optional(property.name, as: Bool.self).map(Sample.bool)
            case .uuid: try parameters.optional(property.name, as: UUID.self).map(Sample.uuid)
            case .string, .regex, .enumeration:
                try parameters.optional(property.name, as: String.self).map(Sample.string)
            }
        }
    }

    static let types: [JSONValue] = [
        "string", "int", "number", "bool", "uuid", ["enum": ["red", "green", "blue-ish"]],
    ]
    static let textPieces = ["a", "Z", "é", " ", "+", "%", "?", "#", "&", "=", "/", "~", "日本", "0", ".", ";"]

    /// A table of `count` routes, each under a literal of its own, with
    /// captures, optional groups, catch-alls and query-only parameters.
    static func randomTable(_ count: Int, using random: inout SplitMix64) -> JSONValue {
        var routes: [JSONValue] = []
        for index in 0..<count {
            var params = JSONObject()
            var patterns: [JSONValue] = []
            var parameterNumber = 0
            func capture() -> String {
                parameterNumber += 1
                let name = "p\(parameterNumber)"
                if Bool.random(using: &random) { params[name] = types.randomElement(using: &random)! }
                return ":" + name
            }
            var pattern = "/r\(index)"
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                pattern += Bool.random(using: &random) ? "/" + capture() : "/lit\(parameterNumber)"
            }
            // NB: not both: `/r(/:a)/*rest` gives `/r/x/y` for a = nil, rest = "x/y"
            // and for a = "x", rest = "y", so no link could tell them apart.
            if Int.random(in: 0..<3, using: &random) == 0 {
                pattern += "(/" + capture() + ")"
            } else if Int.random(in: 0..<3, using: &random) == 0 {
                pattern += "/*rest"
            }
            patterns.append(.string(pattern))
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                params["query\(params.count)"] = types.randomElement(using: &random)!
            }
            routes.append(["id": .string("r\(index)"), "patterns": .array(patterns), "params": .object(params)])
        }
        return ["schemes": ["demoapp"], "routes": .array(routes)]
    }

    static func randomSample(for property: TypedRouteModel.Property, using random: inout SplitMix64) -> Sample {
        switch property.type {
        case .int: return .int(Int.random(in: -1_000_000...1_000_000, using: &random))
        case .number:
            let choices = [0.1, -2.5, 1e-7, 12345.678, 3, Double.random(in: -1e6...1e6, using: &random)]
            return .number(choices.randomElement(using: &random)!)
        case .bool: return .bool(Bool.random(using: &random))
        case .uuid:
            var bytes: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            return .uuid(
                UUID(
                    uuid: (
                        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6],
                        bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                    )))
        case .enumeration(let values): return .string(values.randomElement(using: &random)!)
        case .string, .regex:
            let pieces = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                textPieces.randomElement(using: &random)!
            }
            var text = pieces.joined()
            // NB: a path segment cannot be a dot segment (the link builder refuses it).
            if text == "." || text == ".." { text += "x" }
            // NB: a catch-all's value is segments joined by `/`; an empty
            // segment is ignored in URLs, so it cannot come back.
            if property.name == "rest" {
                text = text.split(separator: "/").map { $0 == "." || $0 == ".." ? $0 + "x" : $0 }
                    .joined(separator: "/")
                if text.isEmpty { text = "x" }
            }
            return .string(text)
        }
    }

    // Issue 28, item 4.
    @Test("Random tables: value -> link -> routed back -> the same value, for every route", arguments: 0..<40)
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &* 7919 &+ 28)
        let json = Self.randomTable(Int.random(in: 1...6, using: &random), using: &random)
        let table = try RouteTable.decode(json, warnings: .refuse)
        try #require(CheckReport.check(table, strict: true).status == .passed, "\(json)")
        let router = try Router(table)
        var checked = 0
        for (index, route) in table.routes.enumerated() {
            let model = try TypedRouteModel.make(route, at: index).get()
            for _ in 0..<5 {
                var values: [String: Sample] = [:]
                var parameters = RouteParameters()
                for property in model.properties where property.isRequired || Bool.random(using: &random) {
                    let sample = Self.randomSample(for: property, using: &random)
                    values[property.name] = sample
                    sample.set(property.name, in: &parameters)
                }
                let link = try router.link(to: route.id, params: parameters.object, as: .scheme("demoapp"))
                let request = try #require(router.resolve(.url(URLEntry(link))).request, "\(link) did not route")
                #expect(request.route == route.id, "\(link)")
                let back = RouteParameters(request.params)
                for property in model.properties {
                    let read = try Sample.read(property, from: back)
                    #expect(read == values[property.name], "\(route.id).\(property.name) via \(link)")
                }
                checked += 1
            }
        }
        #expect(checked == table.routes.count * 5)
    }
}
