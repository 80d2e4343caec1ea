import EntryPoints

/// One rule of a generated association file: a pattern variant of a route,
/// claimed (external route) or excluded (internal route).
struct GeneratedAssociationRule {
    /// The route's position in the table, which breaks ties as the router does.
    let routeIndex: Int
    let routeID: String
    let variant: Pattern.Variant
    let isExclusion: Bool
    /// The types of the variant's parameters, for precedence.
    let typedParameters: Set<String>
    /// The `/` pattern written into the file.
    let pathPattern: String
    /// Percent-encoded paths the variant routes, to test rules against.
    let samplePaths: [String]
    /// `pathPattern`, compiled as the file will be read.
    let compiled: AssociationPattern

    /// The rule as a `components` entry.
    var json: JSONValue {
        var object = JSONObject()
        object["/"] = .string(pathPattern)
        if isExclusion { object["exclude"] = true }
        object["comment"] = .string("\(routeID)\(isExclusion ? " (internal)" : ""): \(variant)")
        return .object(object)
    }

    /// The rules for every web route of `table`, in the order the file lists them.
    static func rules(for table: RouteTable) -> [GeneratedAssociationRule] {
        var rules: [GeneratedAssociationRule] = []
        var seen = Set<String>()
        for (routeIndex, route) in table.routes.enumerated() {
            for text in route.patterns {
                guard let pattern = try? Pattern(text) else { continue }
                for variant in pattern.variants {
                    let rule = GeneratedAssociationRule(
                        route: route, at: routeIndex, variant: variant, foldsCase: !table.caseSensitive)
                    // NB: identical rules add nothing; the first stays, as in the router.
                    if seen.insert("\(rule.isExclusion) \(rule.pathPattern)").inserted { rules.append(rule) }
                }
            }
        }
        return ordered(rules.sorted(by: precedes))
    }

    private init(route: Route, at routeIndex: Int, variant: Pattern.Variant, foldsCase: Bool) {
        self.routeIndex = routeIndex
        self.routeID = route.id
        self.variant = variant
        self.isExclusion = route.exposure == .internal
        self.typedParameters = Set(variant.parameterNames.filter { route.type(of: $0).isTyped })
        var pattern = ""
        var sample = ""
        var catchAll = false
        for component in variant.components {
            pattern += "/"
            sample += "/"
            switch component {
            case .literal(let text):
                pattern += GeneratedAssociationRule.encoded(text, forPattern: true)
                sample += GeneratedAssociationRule.encoded(text, forPattern: false)
            case .parameter(let name):
                pattern += "?*"
                sample += GeneratedAssociationRule.sampleValue(route.type(of: name))
            case .catchAll:
                pattern += "?*"
                sample += "c1"
                catchAll = true
            }
        }
        self.pathPattern = pattern.isEmpty ? "/" : pattern
        self.samplePaths = catchAll ? [sample, sample + "/c2"] : [sample.isEmpty ? "/" : sample]
        // NB: generated patterns never write `$`, so they read the same without variables.
        self.compiled = AssociationPattern(pathWithoutVariables: self.pathPattern, foldsCase: foldsCase)
    }

    /// Whether this rule's pattern matches one of `other`'s sample paths.
    func matchesSample(of other: GeneratedAssociationRule) -> Bool {
        other.samplePaths.contains { sample in
            var subject = AssociationSubject(AssociationURL(path: sample))
            let form = AssociationSubject.Form(percentEncoded: true, foldsCase: compiled.foldsCase)
            return compiled.matches(subject.path(form), orWithTrailingSlash: true)
        }
    }
}
