/// One route of a generated table, kept in structured form so that the
/// event generator can write URLs that reach it.
struct GeneratedRoute {
    /// One segment of a generated pattern.
    enum Segment: Hashable {
        /// A literal segment, such as `article`.
        case literal(String)
        /// A `:name` parameter; `isInt` when the route declares it `int`.
        case parameter(String, isInt: Bool)
        /// A `*name` catch-all, always the last segment.
        case catchAll(String)

        /// The segment as a pattern writes it.
        var text: String {
            switch self {
            case .literal(let word): word
            case .parameter(let name, _): ":" + name
            case .catchAll(let name): "*" + name
            }
        }

        /// The segment's shape for precedence: two patterns with equal
        /// shapes are identical to the router, so the generator avoids them.
        var shape: String {
            switch self {
            case .literal(let word): word
            case .parameter(_, let isInt): isInt ? ":int" : ":"
            case .catchAll: "*"
            }
        }
    }

    /// The route's id: `r0`, `r1`, …
    var id: String
    /// The route's patterns, each a list of segments.
    var patterns: [[Segment]]
    /// The parameters the route declares `int`, sorted.
    var intParameters: [String]

    /// A pattern as the table writes it: `/section30/user/:id`.
    static func text(of pattern: [Segment]) -> String {
        "/" + pattern.map(\.text).joined(separator: "/")
    }

    /// The route as one JSON object of the route-table format, on one line.
    var json: String {
        let patternList = patterns.map { "\"" + Self.text(of: $0) + "\"" }.joined(separator: ",")
        var object = "{\"id\":\"\(id)\",\"patterns\":[\(patternList)]"
        if !intParameters.isEmpty {
            object += ",\"params\":{" + intParameters.map { "\"\($0)\":\"int\"" }.joined(separator: ",") + "}"
        }
        return object + "}"
    }
}
