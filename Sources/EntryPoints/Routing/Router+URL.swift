/// How the router answers a link under a `resolve` prefix: its resolution,
/// or `nil` for none; `nil` itself when nothing answers.
///
/// NB: optional, not a closure literal `{ _ in nil }`: the optimizer copied
/// the whole resolution chain for each closure literal it was handed
/// (about 13 KB of an app's text).
typealias LinkLookup = ((String) -> String?)?

extension Router {
    /// Resolves a URL: normalization and its rejections, then for an
    /// external URL the table's rules for links that are not routes
    /// (tracking parameters, pass-through, resolution through `links`), the
    /// association file's claim (external web URLs), matching, then admission.
    func resolveURL(_ text: String, origin: EntryPoint.Origin, kind: EntryPoint.Kind, links: LinkLookup)
        -> Resolution
    {
        resolveURL(text, origin: origin, kind: kind, checks: origin == .external ? .external : .none, links: links)
    }

    /// ``resolveURL(_:origin:kind:links:)`` with the rules `checks` names.
    ///
    /// NB: a resolved URL comes back here once, with `.resolved`, the
    /// tracking parameters of the link as it arrived (`earlier`) and that
    /// link (`resolvedFrom`): it is checked from the start but never
    /// resolved again, and its outcome carries both.
    private func resolveURL(
        _ text: String, origin: EntryPoint.Origin, kind: EntryPoint.Kind, checks: LinkRules.Checks,
        links: LinkLookup, earlier: [QueryItem] = [], resolvedFrom: String? = nil
    ) -> Resolution {
        let resolution: Resolution
        var tracking = earlier
        switch normalizer.normalize(text, checks: checks) {
        case .failure(let rejection):
            tracking += rejection.tracking
            guard rejection.reason == .unresolved else {
                resolution = Self.refusal(rejection)
                break
            }
            if let resolved = links?(text) {
                return resolveURL(
                    resolved, origin: origin, kind: kind, checks: .resolved, links: links, earlier: tracking,
                    resolvedFrom: text)
            }
            return unresolved(rejection, kind: kind).adding(tracking: tracking, resolvedFrom: text)
        case .success(let url):
            tracking += url.tracking
            if origin == .external, let refusal = claimRefusal(for: url) {
                resolution = .failed(refusal)
            } else {
                resolution = resolveNormalized(url, origin: origin, kind: kind)
            }
        }
        return resolution.adding(tracking: tracking, resolvedFrom: resolvedFrom)
    }

    /// The outcome of a URL the normalizer refused.
    static func refusal(_ rejection: URLRejection) -> Resolution {
        .failed(Outcome(status: rejection.status, reason: rejection.reason, message: rejection.message))
    }

    /// A link under a `resolve` prefix with no resolution: the table's
    /// `fallback` route, with no parameters (the table's own choice, as a
    /// guard's redirect is, so neither its exposure nor its patterns'
    /// parameters are asked), or `unmatched` / `unresolved`.
    private func unresolved(_ rejection: URLRejection, kind: EntryPoint.Kind) -> Resolution {
        guard let fallback = table.resolve?.fallback, let index = routeIndexByID[fallback] else {
            return .failed(Outcome(status: .unmatched, reason: .unresolved, message: rejection.message))
        }
        return .routed(
            RouteRequest(
                route: fallback, params: [:], origin: .external, kind: kind, patternSource: .none,
                matched: MatchedRoute(index: index)))
    }

    /// Resolves a bare path such as `/story/42?ref=mail` (intents, Spotlight);
    /// an external one loses its tracking parameters.
    func resolvePath(_ text: String, origin: EntryPoint.Origin, kind: EntryPoint.Kind) -> Resolution {
        switch normalizer.normalize(path: text, checks: origin == .external ? .external : .none) {
        case .failure(let rejection):
            return Self.refusal(rejection)
        case .success(let url):
            return resolveNormalized(url, origin: origin, kind: kind).adding(tracking: url.tracking, resolvedFrom: nil)
        }
    }

    /// Matches a normalized URL and admits it.
    func resolveNormalized(_ url: NormalizedURL, origin: EntryPoint.Origin, kind: EntryPoint.Kind) -> Resolution {
        let found: PatternTrie.Found
        switch trie.match(StringSegments(segments: url.segments), foldFirstSegment: url.firstSegmentIsCaseInsensitive) {
        case .failure(let miss):
            return .failed(
                Outcome(status: .unmatched, reason: .noRoute, message: explain(miss, segments: url.segments)))
        case .success(let match):
            found = match
        }
        // NB: only the terminal's slot, never a `Terminal`: in a large table
        // the search asked for it with the path, so reading it costs no miss.
        let slot = trie.terminalTable.slot(of: found.terminal, hash: found.hash)
        let record = slot.pointee.record
        let routeIndex = Int(record.route)
        var params = trie.captures(of: slot, in: url.segments)
        // NB: a path parameter beats a query item of the same name (the query rule's one home).
        let (order, grouped) = QueryItem.grouped(url.query) { params.contains($0) }
        var badParameter: Outcome?
        for name in order {
            let values = grouped[name]!
            var converted: [JSONValue] = []
            // NB: a route that declares no name the pattern leaves uncaptured
            // needs no look at its declarations (a cache miss in a large table).
            if !Self.queryValuesStayStrings(record), let converter = declared[routeIndex][name] {
                for value in values {
                    guard let result = converter.convert(value) else {
                        badParameter = badParameter ?? badParameterOutcome(name, .string(value), converter)
                        break
                    }
                    converted.append(result)
                }
            }
            if converted.count != values.count {
                // Unconverted (undeclared, or a value failed): the values as received.
                converted = values.map(JSONValue.string)
            }
            params[name] = converted.count == 1 ? converted[0] : .array(converted)
        }
        let request = RouteRequest(
            route: record.routeID, params: params, origin: origin, kind: kind,
            patternSource: .listed(trie.hot.patterns, found.terminal), matched: MatchedRoute(index: routeIndex))
        if let refusal = exposureRefusal(request, flags: record.admissionFlags) { return .failed(refusal) }
        if var badParameter {
            badParameter.route = request.route
            badParameter.params = params
            return .failed(badParameter)
        }
        return .routed(request)
    }

    /// Whether the association file of the URL's host refuses it (reason `not-claimed`).
    func claimRefusal(for url: NormalizedURL) -> Outcome? {
        guard case .web(_, let host, let domain) = url.form, let appID = table.appID else { return nil }
        let fileHost: String
        if table.associationFiles[host] != nil {
            fileHost = host
        } else if domain.hasPrefix("*."), table.associationFiles[String(domain.dropFirst(2))] != nil {
            fileHost = String(domain.dropFirst(2))
        } else {
            return nil
        }
        guard let message = table.associationFiles[fileHost]!.refusal(of: url, fileHost: fileHost, appID: appID)
        else { return nil }
        return Outcome(status: .rejected, reason: .notClaimed, message: message)
    }

    /// The sentence for an unmatched path: the closest route and the first
    /// segment or check that failed.
    func explain(_ miss: PatternTrie.Miss, segments: [String]) -> String {
        var bytes: [UInt8] = []
        writeExplanation(of: miss, segments: StringSegments(segments: segments), into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the sentence for an unmatched path to `out`, from the fast
    /// path's segments.
    ///
    /// NB: concrete, so the writer is specialised here, in the core; a generic
    /// call from another module would reach every byte through witness tables.
    func explain(_ miss: PatternTrie.Miss, segments: ByteSegments, into out: ByteScratch) {
        // NB: through a cursor held in registers, whose appends inline: the scratch's own are calls.
        var cursor = out.cursor(reserving: 256)
        writeExplanation(of: miss, segments: segments, into: &cursor)
        out.commit(cursor)
    }

    /// Writes the sentence for an unmatched path into `out`, from any storage
    /// of segments.
    @inline(__always)
    func writeExplanation<Segments: TrieSegments, Sink: ByteSink>(
        of miss: PatternTrie.Miss, segments: Segments, into out: inout Sink
    ) {
        if trie.prefetches { trie.prefetchExplanation(of: miss) }
        func quoted(_ index: Int) {
            out.append(UInt8(ascii: "'"))
            if index < segments.count { segments.withSegment(index) { out.append(contentsOf: $0) } }
            out.append(UInt8(ascii: "'"))
        }
        out.append(literal: "no route matches ")
        if segments.count == 0 { out.append(UInt8(ascii: "/")) }
        for index in 0..<segments.count {
            out.append(UInt8(ascii: "/"))
            segments.withSegment(index) { out.append(contentsOf: $0) }
        }
        let nothingMatched = miss.depth == 0 && miss.kind == .noEdge
        guard miss.closest >= 0, !nothingMatched else {
            if trie.terminals.isEmpty {
                out.append(literal: "; the table has no patterns")
            } else if segments.count > 0 {
                out.append(literal: "; no pattern starts with ")
                quoted(0)
            } else {
                out.append(literal: "; no pattern matches the empty path")
            }
            return
        }
        // NB: the closest terminal's fields are read in place and only where a
        // sentence needs them: copying a whole `Terminal` retains its strings
        // and arrays, each a cache miss in a large table.
        let closest = Int(miss.closest)
        out.append(literal: "; closest: ")
        out.append(utf8: trie.hot.terminals[closest].routeID)
        out.append(literal: " — ")
        let number = miss.depth + 1
        switch miss.kind {
        case .typeMismatch(let converter):
            out.append(literal: "segment ")
            out.append(decimal: number)
            out.append(UInt8(ascii: " "))
            quoted(miss.depth)
            out.append(literal: " is not ")
            out.append(utf8: trie.converters[converter].type.phrase)
        case .tooShort:
            out.append(literal: "the path ends after segment ")
            out.append(decimal: miss.depth)
            out.append(literal: ", but ")
            trie.terminals[closest].variant.write(into: &out)
            out.append(literal: " expects more")
        case .noEdge:
            let node = Int(miss.node)
            let spellings = trie.nodes[node].literalSpellings
            out.append(literal: "segment ")
            out.append(decimal: number)
            out.append(UInt8(ascii: " "))
            quoted(miss.depth)
            let noTyped = trie.nodes[node].typed.isEmpty
            if spellings.isEmpty && noTyped && trie.nodes[node].string < 0 && trie.nodes[node].catchAlls.isEmpty {
                out.append(literal: " is past the end of ")
                trie.terminals[closest].variant.write(into: &out)
            } else if spellings.count == 1 && noTyped {
                out.append(literal: " is not '")
                out.append(utf8: spellings[0])
                out.append(UInt8(ascii: "'"))
            } else {
                out.append(literal: " matches none of ")
                for (position, spelling) in spellings.prefix(3).enumerated() {
                    if position > 0 { out.append(literal: ", ") }
                    out.append(UInt8(ascii: "'"))
                    out.append(utf8: spelling)
                    out.append(UInt8(ascii: "'"))
                }
                if spellings.count > 3 { out.append(literal: ", …") }
            }
        }
    }
}
