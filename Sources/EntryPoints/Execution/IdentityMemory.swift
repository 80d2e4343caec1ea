/// The identities of opened entries, the most recent `limit` of them: one
/// more forgets the oldest, by first sight (seeing an identity again does
/// not make it newer).
///
/// - Complexity: O(1) amortised per insert and look-up; memory linear in `limit`.
struct IdentityMemory {
    /// How many identities are remembered at most; at least 1.
    let limit: Int
    private var known: Set<String> = []
    private var order = FIFO<String>()

    init(limit: Int) {
        self.limit = Swift.max(1, limit)
    }

    /// How many identities are remembered.
    var count: Int { known.count }

    /// The remembered identities, oldest first.
    var oldestFirst: [String] { order.map { $0 } }

    /// Whether `identity` is remembered.
    func contains(_ identity: String) -> Bool { known.contains(identity) }

    /// Remembers `identity`, forgetting the oldest when the memory is full; whether it was new.
    mutating func insert(_ identity: String) -> Bool {
        guard known.insert(identity).inserted else { return false }
        order.append(identity)
        while known.count > limit, let oldest = order.popFirst() { known.remove(oldest) }
        return true
    }
}
