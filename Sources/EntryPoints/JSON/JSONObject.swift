/// A JSON object that keeps its members in order.
///
/// Order matters to EntryPoints: results list path parameters before query
/// items, and payloads echo back as they arrived. Keys are unique; setting an
/// existing key replaces its value in place.
///
/// - Complexity: lookup and update are O(1) on average (small objects
///   compare their few keys; larger ones keep a hash index).
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One member: a key and its value.
    public struct Member: Hashable, Sendable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue
        /// A member with `key` and `value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in order.
    public private(set) var members: [Member] = []
    /// Key → position, kept only once the object outgrows ``linearSearchLimit``.
    ///
    /// NB: most objects here (events, parameters, payloads) have a handful of
    /// members; comparing a few keys beats hashing them, and skipping the
    /// dictionary saves an allocation per object on the parser's hot path.
    private var index: [String: Int] = [:]

    /// Up to this many members, lookups compare keys in order instead of hashing.
    static let linearSearchLimit = 8

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
        get { position(of: key).map { members[$0].value } }
        // NB: out of line: inlined at each of the core's assignments, it was kilobytes of every app's code.
        @inline(never) set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    if members.count > Self.linearSearchLimit {
                        index[key] = nil
                        for later in position..<members.count { index[members[later].key] = later }
                    } else {
                        index = [:]
                    }
                }
            } else if let newValue {
                append(Member(key: key, value: newValue))
            }
        }
    }

    /// Makes room for `capacity` members, so building an object of known
    /// size allocates once.
    mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
        if capacity > Self.linearSearchLimit { index.reserveCapacity(capacity) }
    }

    /// Sets `key` to `value`: a new key is appended, an existing one keeps its place.
    mutating func setValue(_ value: JSONValue, forKey key: String) {
        if let position = position(of: key) {
            members[position].value = value
        } else {
            append(Member(key: key, value: value))
        }
    }

    /// The position of the member named `key`.
    private func position(of key: String) -> Int? {
        if members.count <= Self.linearSearchLimit {
            return members.firstIndex { $0.key == key }
        }
        return index[key]
    }

    /// Appends a member whose key is new, indexing it once the object is large.
    private mutating func append(_ member: Member) {
        members.append(member)
        if members.count > Self.linearSearchLimit {
            if index.isEmpty {
                index.reserveCapacity(members.count)
                for (position, existing) in members.enumerated() { index[existing.key] = position }
            } else {
                index[member.key] = members.count - 1
            }
        }
    }

    /// Whether the object has a member named `key`.
    public func contains(_ key: String) -> Bool { position(of: key) != nil }

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
