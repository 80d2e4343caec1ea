import EntryPoints

extension AssociationPattern {
    /// Whether the pattern matches the whole of `text`; with
    /// `orWithTrailingSlash`, also whether it matches `text` followed by one
    /// `/` that only a `/` written in the pattern may match (so the path
    /// pattern `/buy/*` matches the path `/buy`, but `/buy?` does not).
    ///
    /// `text` must already be lowercased when the pattern `foldsCase`.
    ///
    /// - Complexity: O(*n* × *m*) for a text of *n* characters and a pattern
    ///   of *m* nodes (a variable counts the characters of all its values):
    ///   every state is tracked at once, so `*a*a*a*…b` against a long text
    ///   never backtracks.
    func matches(_ text: [Character], orWithTrailingSlash: Bool = false) -> Bool {
        var budget = Int.max
        return matches(text, orWithTrailingSlash: orWithTrailingSlash, budget: &budget)
    }

    /// ``matches(_:orWithTrailingSlash:)``, taking one step of `budget` per
    /// live state per character: `false` once the budget runs out.
    func matches(_ text: [Character], orWithTrailingSlash: Bool = false, budget: inout Int) -> Bool {
        var current = StateSet(capacity: nodes.count)
        var next = StateSet(capacity: nodes.count)
        add(0, to: &current)
        for character in text {
            if current.members.isEmpty { return false }
            budget -= current.members.count
            if budget < 0 { return false }
            step(current, over: character, into: &next)
            swap(&current, &next)
        }
        if current.contains(nodes.count - 1) { return true }
        guard orWithTrailingSlash else { return false }
        step(current, over: "/", into: &next, literalOnly: true)
        return next.contains(nodes.count - 1)
    }

    /// Moves every state in `states` over `character` into `result` (cleared
    /// first). With `literalOnly`, only a literal character may match it.
    private func step(
        _ states: StateSet, over character: Character, into result: inout StateSet, literalOnly: Bool = false
    ) {
        result.removeAll()
        for state in states.members {
            switch nodes[state] {
            case .character(let expected):
                if expected == character { add(state + 1, to: &result) }
            case .anyCharacter:
                if !literalOnly { add(state + 1, to: &result) }
            case .anyString:
                if !literalOnly { add(state, to: &result) }
            case .characterClass(let characterClass):
                if !literalOnly && characterClass.contains(character, foldingCase: foldsCase) {
                    add(state + 1, to: &result)
                }
            case .branch, .jump, .accept:
                break
            }
        }
    }

    /// Adds `state` and every state reachable from it without consuming.
    private func add(_ state: Int, to states: inout StateSet) {
        var pending = [state]
        while let state = pending.popLast() {
            guard states.insert(state) else { continue }
            switch nodes[state] {
            case .anyString: pending.append(state + 1)
            case .jump(let target): pending.append(target)
            case .branch(let targets): pending.append(contentsOf: targets.reversed())
            default: break
            }
        }
    }
}

/// A set of automaton states that clears in O(1): membership is a stamp
/// that changes on every clear.
struct StateSet {
    private(set) var members: [Int] = []
    private var stamps: [UInt32]
    private var stamp: UInt32 = 1

    init(capacity: Int) {
        stamps = Array(repeating: 0, count: capacity)
        members.reserveCapacity(capacity)
    }

    /// Adds `state`; returns whether it was new.
    mutating func insert(_ state: Int) -> Bool {
        if stamps[state] == stamp { return false }
        stamps[state] = stamp
        members.append(state)
        return true
    }

    func contains(_ state: Int) -> Bool { stamps[state] == stamp }

    mutating func removeAll() {
        members.removeAll(keepingCapacity: true)
        if stamp == .max {
            for index in stamps.indices { stamps[index] = 0 }
            stamp = 1
        } else {
            stamp += 1
        }
    }
}
