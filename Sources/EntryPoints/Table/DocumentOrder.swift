/// The reading order of a JSON document: every path it holds, numbered as
/// the text lists them.
///
/// Decoding and validation find problems in different passes; this puts
/// them back in the order a person reads the table.
struct DocumentOrder {
    private var ranks: [String: Int] = [:]

    /// Numbers every path in `json`, depth first, in member and element order.
    init(_ json: JSONValue) {
        visit(json, at: .root)
    }

    private mutating func visit(_ value: JSONValue, at path: JSONPath) {
        ranks[path.text] = ranks.count
        switch value {
        case .object(let object):
            for member in object { visit(member.value, at: path.appending(member.key)) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { visit(element, at: path.appending(index)) }
        default:
            break
        }
    }

    /// Where `location` comes in the text; a path the text lacks (a missing
    /// key) comes where its nearest present ancestor does.
    func rank(of location: String?) -> Int {
        var current = location
        while let path = current {
            if let rank = ranks[path] { return rank }
            current = JSONPath.parent(of: path)
        }
        return 0
    }

    /// `errors` in reading order; errors at the same place keep their order.
    func sorted(_ errors: [EntryPointsError]) -> [EntryPointsError] {
        errors.enumerated()
            .map { (rank: rank(of: $0.element.location), position: $0.offset, error: $0.element) }
            .sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }
            .map(\.error)
    }
}
