extension Router {
    /// Rejects an external entry that reached an internal route.
    func exposureRefusal(_ request: RouteRequest, routeIndex: Int) -> Outcome? {
        exposureRefusal(request, flags: routeFlags[routeIndex])
    }

    /// ``exposureRefusal(_:routeIndex:)`` with the route's ``Route/admissionFlags`` at hand.
    func exposureRefusal(_ request: RouteRequest, flags: UInt8) -> Outcome? {
        guard request.origin == .external, flags & Route.internalFlag != 0 else { return nil }
        return Outcome(
            status: .rejected, reason: .notExposed, route: request.route, params: request.params,
            message: "route \(request.route) is internal")
    }

    func badParameterOutcome(_ name: String, _ value: JSONValue, _ converter: ParameterConverter) -> Outcome {
        let shown: String
        switch value {
        case .string(let text): shown = "'\(text)'"
        case .number(let number): shown = number.literal
        default: shown = value.kindName == "null" ? "null" : "a JSON \(value.kindName)"
        }
        return Outcome(
            status: .rejected, reason: .badParameter,
            message: "parameter \(name): \(shown) is not \(converter.type.phrase)")
    }

    /// Admits a route reached by id or by a payload mapping (shortcut,
    /// activity, notification, intent): exposure, then required parameters,
    /// then declared types.
    func admit(routeIndex: Int, params raw: JSONObject, origin: EntryPoint.Origin, kind: EntryPoint.Kind) -> Resolution
    {
        let route = table.routes[routeIndex]
        var request = RouteRequest(
            route: route.id, params: raw, origin: origin, kind: kind, patternSource: .none,
            matched: MatchedRoute(index: routeIndex))
        if let refusal = exposureRefusal(request, routeIndex: routeIndex) {
            var refusal = refusal
            refusal.params = convertLeniently(raw, routeIndex: routeIndex)
            return .failed(refusal)
        }
        if let missing = missingParameters(route: route, routeIndex: routeIndex, params: raw) {
            return .failed(
                Outcome(
                    status: .rejected, reason: .missingParameter, route: route.id,
                    params: convertLeniently(raw, routeIndex: routeIndex), message: missing))
        }
        var converted = JSONObject()
        for member in raw {
            guard let converter = declared[routeIndex][member.key] else {
                converted[member.key] = member.value
                continue
            }
            if let value = converter.convert(member.value) {
                converted[member.key] = value
            } else {
                var outcome = badParameterOutcome(member.key, member.value, converter)
                outcome.route = route.id
                outcome.params = convertLeniently(raw, routeIndex: routeIndex)
                return .failed(outcome)
            }
        }
        request.params = converted
        return .routed(request)
    }

    /// Parameters converted where they convert and left as they are where they do not (for refusals).
    func convertLeniently(_ raw: JSONObject, routeIndex: Int) -> JSONObject {
        var result = JSONObject()
        for member in raw {
            result[member.key] = declared[routeIndex][member.key]?.convert(member.value) ?? member.value
        }
        return result
    }

    /// A sentence naming the parameters the route's patterns need but `params`
    /// lacks, or `nil` when some pattern variant has all it captures.
    func missingParameters(route: Route, routeIndex: Int, params: JSONObject) -> String? {
        var best: (variant: String, missing: [String])?
        for variant in variantNames[routeIndex] {
            let missing = variant.parameterNames.filter { !params.contains($0) }
            if missing.isEmpty { return nil }
            if best == nil || missing.count < best!.missing.count {
                best = (variant.description, missing)
            }
        }
        guard let best else { return nil }
        let names = best.missing.joined(separator: ", ")
        let noun = best.missing.count == 1 ? "parameter" : "parameters"
        return "route \(route.id) needs \(noun) \(names) (pattern \(best.variant))"
    }
}
