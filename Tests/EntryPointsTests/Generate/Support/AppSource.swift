@testable import EntryPoints
@testable import EntryPointsTooling

/// Source an app would write against generated typed routes: every route
/// built both ways, opened, handled, read back, linked and asked for its
/// result, with the library's and the standard library's names written
/// unqualified, as app code writes them.
///
/// Type-checked beside the generated source, it fails when a table's name
/// shadows a name the app needs (`TypedRoute`, `String`) or when a member
/// does not have the type the table declares.
enum AppSource {
    /// The app's source for `models`, at the given access (public sources
    /// are written as a routes module's client would see them; one file suffices).
    static func using(_ models: [TypedRouteModel]) -> String {
        var text = """
            import EntryPoints
            import Foundation

            func requireTyped<R: TypedRoute>(_ type: R.Type) -> Route.ID { R.routeID }
            func requireLinkable<R: LinkableRoute>(_ type: R.Type) {}
            func requireResult<R: TypedResultRoute>(_ type: R.Type) -> R.Result.Type { R.Result.self }

            @MainActor func useGeneratedRoutes(_ controller: RouteController<NavigationState>, _ router: Router) async throws {

            """
        for model in models {
            text += body(for: model)
        }
        return text + "}\n"
    }

    private static func body(for model: TypedRouteModel) -> String {
        let type = model.typeName
        let member = "." + afterDot(model.memberName)
        let arguments = model.properties.map { "\(SwiftName.label($0.swiftName)): \(value(of: $0, in: type))" }
            .joined(separator: ", ")
        let call = model.properties.isEmpty ? member : member + "(\(arguments))"
        var lines = [
            "    // \(model.path)",
            "    do {",
            "        let built = \(type)(\(arguments))",
            "        let implicit: \(type) = \(call)",
            "        controller.open(\(call))",
            "        controller.open(implicit)",
            "        let _: Route.ID = requireTyped(\(type).self)",
            "        let _: RouteParameters = \(model.properties.isEmpty ? "" : "try ")\(type)(routeParameters: built.routeParameters).routeParameters",
            "        let _: Intent = built.intent(presentation: nil)",
            "        try controller.handle(\(type).self) { route, _ in _ = route; return true }",
        ]
        for property in model.properties {
            lines.append("        let _: \(swiftType(of: property, in: type)) = built.\(afterDot(property.swiftName))")
        }
        if model.route.tab != nil {
            lines.append("        let _: Route.Landing = \(type).routeLanding")
        }
        if model.isLinkable {
            lines.append("        requireLinkable(\(type).self)")
            lines.append("        let _: String = try router.link(to: built, as: .scheme(\"demoapp\"))")
        }
        if let result = model.route.result {
            lines.append("        let _: \(resultType(of: result, in: type)).Type = requireResult(\(type).self)")
            lines.append("        let _: \(type).Result? = try await controller.openForResult(\(call))")
        }
        lines.append("    }")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A program that checks the generated code means what `table` says,
    /// through the real router: each route's id, each property's parameter
    /// name and value, each enum case's raw value, and, for linkable routes,
    /// that a value turned into a link routes back to the same value. It
    /// prints what differs and exits 1.
    static func meaning(of models: [TypedRouteModel], table: JSONValue) -> String {
        var text = """
            import EntryPoints
            import Foundation

            var differences: [String] = []
            @MainActor func check(_ holds: Bool, _ what: String) { if !holds { differences.append(what) } }
            let router = try Router(RouteTable.decode(JSONParser().parse(\(SwiftName.literal(table.description))), warnings: .ignore))

            """
        for model in models {
            let type = model.typeName
            text += "do {\n"
            text +=
                "    check(\(type).routeID.rawValue == \(SwiftName.literal(model.route.id)), \"\(model.path).id\")\n"
            if model.route.tab != nil {
                let landing = (model.route.landing ?? .replace).rawValue
                text += "    check(\(type).routeLanding == .\(landing), \"\(model.path).landing\")\n"
            }
            for property in model.properties where property.enumName != nil {
                for (swiftName, value) in property.cases {
                    let member = "\(type).\(property.enumName!).\(afterDot(swiftName))"
                    text +=
                        "    check(\(member).rawValue == \(SwiftName.literal(value)), \"\(model.path) case \(swiftName)\")\n"
                }
            }
            for (swiftName, value) in model.resultCases {
                let owner = model.route.result.map { if case .enumeration = $0 { "Result" } else { "ResultElement" } }
                let member = "\(type).\(owner ?? "Result").\(afterDot(swiftName))"
                text +=
                    "    check(\(member).rawValue == \(SwiftName.literal(value)), \"\(model.path) result case \(swiftName)\")\n"
            }
            let arguments = model.properties.enumerated().map { index, property in
                "\(SwiftName.label(property.swiftName)): \(value(of: property, in: type, index: index))"
            }
            text += "    let built = \(type)(\(arguments.joined(separator: ", ")))\n"
            text += "    \(model.properties.isEmpty ? "let" : "var") expected = RouteParameters()\n"
            for (index, property) in model.properties.enumerated() {
                text +=
                    "    expected.set(\(SwiftName.literal(property.name)), \(value(of: property, in: type, index: index)))\n"
            }
            text +=
                "    check(built.routeParameters == expected, \"\(model.path) parameters: \\(built.routeParameters.object)\")\n"
            let tryRead = model.properties.isEmpty ? "" : "try "
            text += "    let read = \(tryRead)\(type)(routeParameters: built.routeParameters)\n"
            text += "    check(read.routeParameters == expected, \"\(model.path) read back\")\n"
            if model.isLinkable {
                text += """
                        let link = try router.link(to: built, as: .scheme("demoapp"))
                        if let request = router.resolve(.url(URLEntry(link))).request {
                            check(try \(type)(request).routeParameters == expected, "\(model.path) via \\(link)")
                        } else {
                            check(false, "\(model.path): \\(link) does not route")
                        }

                    """
            }
            text += "}\n"
        }
        return text + """
            if !differences.isEmpty {
                print(differences.joined(separator: "\\n"))
                exit(1)
            }

            """
    }

    /// A member name as app code writes it after a dot: in backticks only
    /// where Swift needs them there.
    static func afterDot(_ name: String) -> String {
        ["self", "Self", "init", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
    }

    /// A value of the property's type, different for each `index`, valid for its declared type.
    private static func value(of property: TypedRouteModel.Property, in type: String, index: Int = 0) -> String {
        switch property.type {
        case .string, .regex: return "\"abc" + String(repeating: "z", count: index) + "\""
        case .int: return "\(index + 1)"
        case .number: return "\(index).5"
        case .bool: return index % 2 == 0 ? "true" : "false"
        case .uuid: return "UUID(uuidString: \"0F8FAD5B-D9CB-469F-A165-708677289\(100 + index)\")!"
        case .enumeration:
            let first = property.cases.first?.swiftName ?? "missing"
            return "\(type).\(property.enumName ?? "missing").\(afterDot(first))"
        }
    }

    private static func swiftType(of property: TypedRouteModel.Property, in type: String) -> String {
        let base: String
        switch property.type {
        case .string, .regex: base = "String"
        case .int: base = "Int"
        case .number: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .enumeration: base = "\(type).\(property.enumName ?? "missing")"
        }
        return property.isRequired ? base : base + "?"
    }

    private static func resultType(of result: ResultType, in type: String) -> String {
        switch result {
        case .string: "String"
        case .int: "Int"
        case .number: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .enumeration: "\(type).Result"
        case .array(let element): "[\(elementType(of: element, in: type))]"
        }
    }

    private static func elementType(of result: ResultType, in type: String) -> String {
        if case .enumeration = result { return "\(type).ResultElement" }
        return resultType(of: result, in: type)
    }
}
