import EntryPoints

/// "Did you mean…?" for misspelt keys and variable names.
enum AssociationKeySuggestion {
    /// The candidate closest to `word`, when it is close enough to be a
    /// likely misspelling: at most two edits apart (ignoring case), and
    /// fewer edits than half the longer word.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let other = Array(candidate.lowercased())
            let distance = editDistance(lowered, other)
            let longer = max(lowered.count, other.count)
            guard distance <= 2, distance * 2 < longer else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two words.
    ///
    /// - Complexity: O(*n* × *m*).
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        if first.isEmpty { return second.count }
        var previous = Array(0...second.count)
        var current = previous
        for (row, left) in first.enumerated() {
            current[0] = row + 1
            for (column, right) in second.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }
}
