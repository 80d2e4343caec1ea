/// Two-way routing: the link that reaches a route.
extension Router {
    /// Where a built link points.
    public enum LinkForm: Hashable, Sendable {
        /// A bare path with its query: `/story/42?ref=mail`.
        case path
        /// A custom-scheme URL: `demoapp://story/42`.
        case scheme(String)
        /// A universal link: `https://example.com/story/42`.
        case web(host: String)
    }

    /// The link that reaches route `id` with `params`.
    ///
    /// Picks the pattern variant that uses the most of the given parameters
    /// (the first listed on a tie); parameters it does not capture become
    /// query items (arrays as repeated keys). Values are checked against
    /// their declared types and percent-encoded.
    ///
    /// ```swift
    /// try router.link(to: "story", params: ["storyId": 42, "ref": "mail"], as: .scheme("demoapp"))
    /// // "demoapp://story/42?ref=mail"
    /// ```
    /// - Throws: ``EntryPointsError`` ``EntryPointsError/Code/cannotBuildLink`` when the route
    ///   is unknown, has no pattern the parameters satisfy, or a value fails its type.
    public func link(to id: String, params: JSONObject = [:], as form: LinkForm = .path) throws(EntryPointsError)
        -> String
    {
        guard let routeIndex = routeIndexByID[id] else {
            throw EntryPointsError(.cannotBuildLink, "the table has no route '\(id)'")
        }
        let route = table.routes[routeIndex]
        var best: Pattern.Variant?
        for text in route.patterns {
            guard let pattern = try? Pattern(text) else { continue }
            for variant in pattern.variants where variant.parameterNames.allSatisfy(params.contains) {
                if best == nil || variant.parameterNames.count > best!.parameterNames.count { best = variant }
            }
        }
        guard let variant = best else {
            let reason = route.patterns.isEmpty ? "has no pattern" : "has no pattern whose parameters are all given"
            throw EntryPointsError(.cannotBuildLink, "route \(id) \(reason)")
        }
        var segments: [String] = []
        for component in variant.components {
            switch component {
            case .literal(let text):
                segments.append(LinkEncoding.encode(text, allowing: LinkEncoding.segmentCharacters))
            case .parameter(let name):
                let value = try text(of: name, in: params, routeIndex: routeIndex)
                try Self.refuseDotSegment(value, of: name)
                segments.append(LinkEncoding.encode(value, allowing: LinkEncoding.segmentCharacters))
            case .catchAll(let name):
                guard let name else {
                    throw EntryPointsError(.cannotBuildLink, "route \(id) ends in a bare '*', which no link can fill")
                }
                let value = try text(of: name, in: params, routeIndex: routeIndex)
                for part in value.split(separator: "/") {
                    try Self.refuseDotSegment(String(part), of: name)
                    segments.append(LinkEncoding.encode(String(part), allowing: LinkEncoding.segmentCharacters))
                }
            }
        }
        let captured = Set(variant.parameterNames)
        var query: [String] = []
        for member in params where !captured.contains(member.key) {
            let values = member.value.arrayValue ?? [member.value]
            for value in values {
                let text = try self.text(of: member.key, value: value, routeIndex: routeIndex)
                query.append(
                    LinkEncoding.encode(member.key, allowing: LinkEncoding.queryCharacters) + "="
                        + LinkEncoding.encode(text, allowing: LinkEncoding.queryCharacters))
            }
        }
        let path = segments.joined(separator: "/")
        let suffix = query.isEmpty ? "" : "?" + query.joined(separator: "&")
        switch form {
        case .path: return "/" + path + suffix
        case .scheme(let scheme): return scheme + "://" + path + suffix
        case .web(let host): return "https://" + host + "/" + path + suffix
        }
    }

    /// NB: the router refuses a segment that is `.` or `..` after decoding
    /// (even written `%2E`), so a link carrying one would never route back.
    private static func refuseDotSegment(_ value: String, of name: String) throws(EntryPointsError) {
        guard value == "." || value == ".." else { return }
        throw EntryPointsError(
            .cannotBuildLink, "parameter \(name) is '\(value)', a dot segment, which a URL path refuses")
    }

    private func text(of name: String, in params: JSONObject, routeIndex: Int) throws(EntryPointsError) -> String {
        try text(of: name, value: params[name] ?? .null, routeIndex: routeIndex)
    }

    private func text(of name: String, value: JSONValue, routeIndex: Int) throws(EntryPointsError) -> String {
        let converted: JSONValue
        if let converter = declared[routeIndex][name] {
            guard let value = converter.convert(value) else {
                throw EntryPointsError(.cannotBuildLink, "parameter \(name) is not \(converter.type.phrase)")
            }
            converted = value
        } else {
            converted = value
        }
        switch converted {
        case .string(let text): return text
        case .number(let number): return number.literal
        case .bool(let flag): return flag ? "true" : "false"
        default:
            throw EntryPointsError(
                .cannotBuildLink, "parameter \(name) is a JSON \(converted.kindName), which a link cannot carry")
        }
    }
}

/// Percent-encoding for links the router builds.
package enum LinkEncoding {
    /// Unreserved characters and the sub-delimiters a path segment may hold as they are.
    static let segmentCharacters: Set<UInt8> = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;=:@".utf8)
    /// Characters a query name or value may hold as they are (not `&`, `=`, `+`).
    static let queryCharacters: Set<UInt8> = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@/?".utf8)

    /// `text` percent-encoded as a path segment.
    package static func segment(_ text: String) -> String { encode(text, allowing: segmentCharacters) }

    /// `text` percent-encoded as a query name or value.
    package static func query(_ text: String) -> String { encode(text, allowing: queryCharacters) }

    static func encode(_ text: String, allowing allowed: Set<UInt8>) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            }
        }
        output = String(decoding: bytes, as: UTF8.self)
        return output
    }
}
