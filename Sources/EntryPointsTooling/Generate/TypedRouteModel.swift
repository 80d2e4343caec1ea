import EntryPoints

/// What the generator writes for one route, with every Swift name decided:
/// the table's route seen through the rules of the Typed routes article.
struct TypedRouteModel: Sendable {
    /// One stored property: a declared or captured parameter.
    struct Property: Sendable {
        /// The parameter's name in the table.
        var name: String
        /// The property's Swift name, unescaped.
        var swiftName: String
        /// The declared type (`string` when only a pattern names it).
        var type: ParameterType
        /// Whether every variant of every pattern captures it, so every URL
        /// that reaches the route carries it.
        var isRequired: Bool
        /// The nested enum's name, for an `enum` type.
        var enumName: String?
        /// The enum's cases: Swift name (unescaped) and raw value.
        var cases: [(swiftName: String, value: String)]
    }

    /// The route's index in the table (`routes[3]`).
    var index: Int
    var route: Route
    /// `StoryRoute`.
    var typeName: String
    /// `story`, for `controller.open(.story(…))`; unescaped.
    var memberName: String
    /// Captured names first, in capture order, then the other declared names sorted.
    var properties: [Property]
    /// Whether the route is external and has a pattern variant a link can fill (no bare `*`).
    var isLinkable: Bool
    /// The result's element enum cases, when the result is (an array of) an enum.
    var resultCases: [(swiftName: String, value: String)]

    /// `routes[3]`.
    var path: String { "routes[\(index)]" }

    /// The names a nested enum of a parameter may not take, so it gets
    /// `Value` appended (`type` → `TypeValue`): the members the generated
    /// type has, the keywords a type name can spell (`Any`, `Self`), the
    /// names Swift gives a meaning after a dot, and the modules
    /// the generated code qualifies its types with (a nested `Swift` would
    /// turn `Swift.String` into a member of it).
    static let reservedTypeNames: Set<String> = [
        "Result", "ResultElement", "Any", "Type", "Protocol", "Self", "Swift", "EntryPoints", "Foundation",
    ]
    /// The names a property may not take: the instance requirement of
    /// ``TypedRoute``. (`routeID` may be a property: the requirement is static.)
    static let reservedPropertyNames: Set<String> = ["routeParameters"]
    /// The names a route's static member may not take: the static members
    /// a typed route has (`routeLanding` on routes with a tab), which
    /// `XRoute.routeID` would leave ambiguous.
    static let reservedMemberNames: Set<String> = ["routeID", "routeLanding"]
    /// The names a route's type may not take: the library's types whose
    /// names end in `Route`, which a generated struct of that name would
    /// hide from the app's module (its own `some TypedRoute` would mean the struct).
    static let libraryTypeNames: Set<String> = ["TypedRoute", "LinkableRoute", "TypedResultRoute"]

    /// The model of `route` at `index`, or the problems naming it.
    static func make(_ route: Route, at index: Int) -> Result<TypedRouteModel, GenerationProblems> {
        var problems = GenerationProblems()
        let path = "routes[\(index)]"
        let base = SwiftName.upperCamel(route.id)
        let member = SwiftName.lowerCamel(route.id)
        if base == nil || member == nil {
            problems.unusable(
                at: "\(path).id", "route id \"\(route.id)\" has no letter or digit to make a Swift name of")
        }
        var patterns: [Pattern] = []
        for text in route.patterns {
            if let pattern = try? Pattern(text) { patterns.append(pattern) }
        }
        let variants = patterns.flatMap(\.variants)
        let captured = TableAnalysis.capturedNames(of: route)
        let others = route.params.keys.filter { !captured.contains($0) }.sorted()
        var properties: [Property] = []
        // NB: properties and nested enums share the type's scope; they meet
        // only through a leading digit (`3d` is both `_3d` and `_3d`).
        var owners: [String: String] = [:]
        for name in captured + others {
            let location = "\(path).params.\(name)"
            guard let swiftName = SwiftName.lowerCamel(name) else {
                problems.unusable(at: location, "parameter \"\(name)\" has no letter or digit to make a Swift name of")
                continue
            }
            if reservedPropertyNames.contains(swiftName) {
                problems.collision(
                    at: location,
                    "parameter \"\(name)\" would be the property \(swiftName), which every typed route has")
                continue
            }
            if let earlier = owners[swiftName] {
                problems.collision(at: location, "\(earlier) and parameter \"\(name)\" would both be \(swiftName)")
                continue
            }
            owners[swiftName] = "parameter \"\(name)\""
            let type = route.type(of: name)
            var property = Property(
                name: name, swiftName: swiftName, type: type,
                isRequired: !variants.isEmpty && variants.allSatisfy { $0.parameterNames.contains(name) },
                enumName: nil, cases: [])
            if case .enumeration(let values) = type {
                var enumName = SwiftName.upperCamel(name) ?? swiftName
                if reservedTypeNames.contains(enumName) { enumName += "Value" }
                if let earlier = owners[enumName] {
                    problems.collision(
                        at: location, "\(earlier) and the enum of parameter \"\(name)\" would both be \(enumName)")
                }
                owners[enumName] = "the enum of parameter \"\(name)\""
                property.enumName = enumName
                property.cases = cases(of: values, at: location + ".enum", problems: &problems)
            }
            properties.append(property)
        }
        var resultCases: [(swiftName: String, value: String)] = []
        var element = route.result
        while case .array(let inner) = element { element = inner }
        if case .enumeration(let values) = element {
            resultCases = cases(of: values, at: "\(path).result", problems: &problems)
        }
        guard problems.isEmpty, let base, let member else { return .failure(problems) }
        // NB: a link to an internal route is refused when it arrives, so building one must not compile.
        let linkable =
            route.exposure == .external
            && variants.contains { variant in
                !variant.components.contains { if case .catchAll(nil) = $0 { true } else { false } }
            }
        return .success(
            TypedRouteModel(
                index: index, route: route, typeName: base + "Route", memberName: member, properties: properties,
                isLinkable: linkable, resultCases: resultCases))
    }

    /// The cases of an enum of `values`, refusing values that meet in one
    /// Swift name; a value listed twice is one case.
    ///
    /// NB: a case may be named `rawValue` or `hashValue`: cases are static,
    /// those members are not, so `E.rawValue` and `e.rawValue` both mean what they say.
    private static func cases(of values: [String], at location: String, problems: inout GenerationProblems)
        -> [(swiftName: String, value: String)]
    {
        var cases: [(swiftName: String, value: String)] = []
        var owner: [String: String] = [:]
        for value in values where !cases.contains(where: { $0.value == value }) {
            guard let swiftName = SwiftName.lowerCamel(value) else {
                problems.unusable(
                    at: location, "enum value \"\(value)\" has no letter or digit to make a Swift name of")
                continue
            }
            if let earlier = owner[swiftName] {
                problems.collision(
                    at: location, "enum values \"\(earlier)\" and \"\(value)\" would both be the case \(swiftName)")
                continue
            }
            owner[swiftName] = value
            cases.append((swiftName, value))
        }
        return cases
    }
}

/// Names the generator cannot make, each as an error finding of `check`'s kind.
struct GenerationProblems: Error, Sendable {
    var findings: [CheckReport.Finding] = []

    var isEmpty: Bool { findings.isEmpty }

    mutating func unusable(at location: String, _ message: String) {
        findings.append(.init(severity: .error, code: .generateUnusableName, location: location, message: message))
    }

    mutating func collision(at location: String, _ message: String) {
        findings.append(.init(severity: .error, code: .generateNameCollision, location: location, message: message))
    }
}
