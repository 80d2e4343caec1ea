/// A JSON object that keeps its members in order.
///
/// Order matters to EntryPoints: results list path parameters before query
/// items, and payloads echo back as they arrived. Keys are unique; setting an
/// existing key replaces its value in place.
///
/// - Complexity: lookup and update are O(1) on average.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One member: a key and its value.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in order.
    public private(set) var members: [Member] = []
    private var index: [String: Int] = [:]

    /// An empty object.
    public init() {}

    /// An object from key–value pairs; a repeated key keeps its first
    /// position and its last value.
    public init<S: Sequence<(String, JSONValue)>>(_ pairs: S) {
        for (key, value) in pairs { self[key] = value }
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key`; assigning `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get { index[key].map { members[$0].value } }
        set {
            if let position = index[key] {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    index[key] = nil
                    for later in position..<members.count { index[members[later].key] = later }
                }
            } else if let newValue {
                index[key] = members.count
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Makes room for `capacity` members, so building an object of known
    /// size allocates once.
    mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    /// Whether the object has a member named `key`.
    public func contains(_ key: String) -> Bool { index[key] != nil }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}

extension JSONObject: Sequence {
    public func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }
}
