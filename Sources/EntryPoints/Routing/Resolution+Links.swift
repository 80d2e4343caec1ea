extension Resolution {
    /// This resolution with the tracking parameters its link lost (`tracking`,
    /// grouped by name) and the link as it arrived, when a `resolve` prefix
    /// had it resolved (`resolvedFrom`), on its request or its outcome.
    ///
    /// NB: inlined so a link with neither (nearly every one) costs a check at
    /// the call, not a call that copies the resolution in and out; the work
    /// stays out of line, in one copy.
    @inline(__always)
    func adding(tracking: [QueryItem], resolvedFrom: String?) -> Resolution {
        guard !tracking.isEmpty || resolvedFrom != nil else { return self }
        return addingLinkFacts(tracking: tracking, resolvedFrom: resolvedFrom)
    }

    /// ``adding(tracking:resolvedFrom:)`` when there is something to add.
    @inline(never)
    private func addingLinkFacts(tracking: [QueryItem], resolvedFrom: String?) -> Resolution {
        var object: JSONObject?
        if !tracking.isEmpty {
            var grouped = JSONObject()
            for (name, strings) in QueryItem.grouped(tracking) {
                grouped[name] = strings.count == 1 ? .string(strings[0]) : .array(strings.map(JSONValue.string))
            }
            object = grouped
        }
        switch self {
        case .routed(var request):
            request.trackingParameters = object
            request.resolvedFrom = resolvedFrom
            return .routed(request)
        case .failed(var outcome):
            outcome.trackingParameters = object
            outcome.resolvedFrom = resolvedFrom
            return .failed(outcome)
        }
    }
}

extension Outcome {
    /// This outcome with the tracking parameters and `resolvedFrom` of
    /// `request`, when it is about that request's route (an interceptor's
    /// refusal, a guard's deferral, a handler that failed, a supersession):
    /// every line of a link carries them once it parsed.
    func carryingLinkFacts(of request: RouteRequest?) -> Outcome {
        guard let request, route == request.route else { return self }
        return carrying(request.trackingParameters, request.resolvedFrom)
    }

    /// This outcome, ending `run`, with the link facts of its request, or,
    /// while its link resolver ran, of the outcome its link has unresolved;
    /// changed in place.
    ///
    /// NB: a link with neither fact (nearly every one) costs a flag's check
    /// (``RouteRun/carriesLinkFacts``), not a copy of its request.
    @MainActor
    mutating func carryLinkFacts(of run: RouteRun?) {
        guard let run else { return }
        if run.carriesLinkFacts {
            guard let request = run.request, route == request.route else { return }
            self = carrying(request.trackingParameters, request.resolvedFrom)
            return
        }
        // NB: `unresolved` first: it is set only while the link resolver runs,
        // and comparing the request with `nil` compares (copies) the whole request.
        guard let unresolved = run.unresolved, run.request == nil else { return }
        self = carrying(unresolved.trackingParameters, unresolved.resolvedFrom)
    }

    private func carrying(_ tracking: JSONObject?, _ link: String?) -> Outcome {
        guard tracking != nil || link != nil else { return self }
        var outcome = self
        outcome.trackingParameters = trackingParameters ?? tracking
        outcome.resolvedFrom = resolvedFrom ?? link
        return outcome
    }
}
